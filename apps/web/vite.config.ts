import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import zlib from 'node:zlib';
import { defineConfig, type ConfigEnv, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { transformSync } from 'esbuild';
// Relative: the config is bundled by Vite, which leaves workspace packages to Node (no .ts loader there).
import { SITE_ROUTES } from '../../packages/domain/src/common/site-routes.ts';
import { PAGE_MODULES, PAGE_PARTS, type PageRouteName } from './page-modules.ts';

/** The browser's build, not the server's (`vite build --ssr`: entry-server.tsx, for the server to render pages with). */
const clientBuild = (_config: unknown, env: ConfigEnv): boolean => env.command === 'build' && !env.isSsrBuild;

/**
 * Writes a Brotli and a gzip copy of each script, stylesheet and SVG of the build, which the
 * server sends to browsers that accept them (@fastify/static preCompressed): compressed
 * once at build time, at the highest levels, instead of on every request.
 */
const precompress = (): Plugin => ({
  name: 'rta-precompress',
  apply: clientBuild,
  writeBundle(options, bundle) {
    const dir = options.dir ?? 'dist';
    for (const file of Object.keys(bundle)) {
      if (!/\.(js|css|svg)$/.test(file)) continue;
      const full = path.join(dir, file);
      const data = fs.readFileSync(full);
      if (data.length < 1024) continue;
      fs.writeFileSync(
        `${full}.br`,
        zlib.brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
      );
      fs.writeFileSync(`${full}.gz`, zlib.gzipSync(data, { level: 9 }));
    }
  },
});

/**
 * Minifies the loader of a server-rendered page's scripts (public/after-paint.js, copied as it is
 * written, comments and all): it is part of those pages' initial JS (decision 0165).
 */
const minifyLoader = (): Plugin => ({
  name: 'rta-minify-loader',
  apply: clientBuild,
  writeBundle(options) {
    const file = path.join(options.dir ?? 'dist', 'after-paint.js');
    if (!fs.existsSync(file)) return;
    const { code } = transformSync(fs.readFileSync(file, 'utf8'), { minify: true, format: 'esm', target: 'es2022' });
    fs.writeFileSync(file, code);
  },
});

export interface RoutePreloads {
  /**
   * Route pattern → the scripts (with their static imports) and stylesheets its page needs, beyond
   * the entry's, and the scripts of the parts a server-rendered page shows (PAGE_PARTS).
   */
  routes: Record<string, { js: string[]; css: string[]; partsJs: string[] }>;
  /**
   * The chunks of the entry's libraries (LIBRARY_STEPS), in order: a server-rendered page's loader
   * evaluates each in a task of its own before the entry (docs/decisions/0165-libraries-evaluated-before-the-entry.md).
   */
  steps: string[];
}

/**
 * The entry's static imports from node_modules, a chunk of their own (one per entry here): a
 * server-rendered page's loader evaluates each in a task of its own, in this order, before the
 * entry's own modules (public/after-paint.js), where they were one task of the entry's. A module
 * matched by none stays in the entry's chunk. Pages the browser renders load them as the entry's
 * static imports, fetched in parallel with it (index.html's modulepreload links). One chunk of
 * them all costs 0.1 KB gzipped over the one script; React DOM's alone cost 0.6 KB.
 */
const LIBRARY_STEPS: readonly { name: string; test: RegExp }[] = [
  // With src/libraries.ts, which runs React's and React DOM's CommonJS modules in this chunk's task.
  { name: 'libraries', test: /node_modules[\\/]|src[\\/]libraries\.ts$/ },
];

/**
 * Writes .vite/route-preloads.json: for each public route, the chunks its page loads lazily.
 * The server lists them in the page's HTML as <link rel="modulepreload"> and stylesheet
 * links (apps/server/src/web/spa.ts), so the browser fetches them in parallel with the entry
 * instead of after it has run.
 */
const routePreloads = (): Plugin => ({
  name: 'rta-route-preloads',
  apply: clientBuild,
  generateBundle(_options, bundle) {
    const root = import.meta.dirname;
    const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
    const byModule = new Map(
      chunks.flatMap((chunk) =>
        chunk.facadeModuleId ? [[path.relative(root, chunk.facadeModuleId), chunk] as const] : [],
      ),
    );
    const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
    const closure = (files: string[]): Set<string> => {
      const seen = new Set<string>();
      const visit = (file: string): void => {
        if (seen.has(file) || !byFile.has(file)) return;
        seen.add(file);
        byFile.get(file)?.imports.forEach(visit);
      };
      files.forEach(visit);
      return seen;
    };
    const entry = chunks.find((chunk) => chunk.isEntry);
    if (!entry) this.error('no entry chunk');
    const initial = closure([entry.fileName]);
    const routes: RoutePreloads['routes'] = {};
    for (const [name, modules] of Object.entries(PAGE_MODULES) as [PageRouteName, readonly string[]][]) {
      const { pattern } = SITE_ROUTES[name];
      const chunksOf = (list: readonly string[]) =>
        list.map((module) => {
          const chunk = byModule.get(module);
          if (!chunk) this.error(`route ${pattern}: ${module} is not a chunk of the build`);
          return chunk.fileName;
        });
      const js = [...closure(chunksOf(modules))].filter((file) => !initial.has(file));
      const partsJs = [...closure(chunksOf(PAGE_PARTS[name] ?? []))].filter(
        (file) => !initial.has(file) && !js.includes(file),
      );
      const css = [
        ...new Set([...js, ...partsJs].flatMap((file) => [...(byFile.get(file)?.viteMetadata?.importedCss ?? [])])),
      ];
      routes[pattern] = { js, css, partsJs };
    }
    const steps = LIBRARY_STEPS.map(({ name }) => {
      const chunk = [...initial].map((file) => byFile.get(file)).find((imported) => imported?.name === name);
      if (!chunk) this.error(`the entry imports no chunk '${name}' (LIBRARY_STEPS)`);
      return chunk.fileName;
    });
    this.emitFile({
      type: 'asset',
      fileName: '.vite/route-preloads.json',
      source: JSON.stringify({ routes, steps } satisfies RoutePreloads),
    });
  },
});

/**
 * React Router 7's package exports name only its development build (with its warnings and
 * checks), for production builds too (remix-run/react-router#14102, #14753); its production
 * build ships beside it. A production build of the store takes that one.
 */
const reactRouterProduction = (): string => {
  const file = path.join(
    path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
    'dist/production/index.mjs',
  );
  if (!fs.existsSync(file))
    throw new Error(`React Router's production build is not at ${file}: see apps/web/vite.config.ts`);
  return file;
};

export default defineConfig(({ command, isSsrBuild }) => ({
  // The server's build has no files of its own to serve.
  publicDir: isSsrBuild ? false : 'public',
  plugins: [react(), precompress(), routePreloads(), minifyLoader()],
  resolve: { alias: command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction() }] : [] },
  build: {
    sourcemap: true,
    target: 'es2022',
    rolldownOptions: {
      // Everything the entry imports statically is one script. Left to itself the bundler cut
      // eight small chunks out of it (the modules the pages share with the entry): eight more
      // requests before the first render, each a round trip on a phone's network (/checkout's
      // Lighthouse score 89 → 94), and 2.5 KB more to download than the one script.
      // The browser's build cuts the libraries out of it, to be evaluated a task each (LIBRARY_STEPS).
      output: {
        codeSplitting: {
          groups: [
            ...(isSsrBuild
              ? []
              : LIBRARY_STEPS.map(({ name, test }, at) => ({
                  name,
                  test,
                  tags: ['$initial' as const],
                  priority: LIBRARY_STEPS.length - at,
                }))),
            { name: 'start', tags: ['$initial'] },
          ],
        },
      },
    },
  },
  server: { proxy: { '/api': 'http://localhost:3000' } },
}));
