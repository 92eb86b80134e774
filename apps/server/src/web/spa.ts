import fs from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { isSitePath, pageTitle, NOT_FOUND_ROUTE } from '@rta/domain/common/site-routes';
import { parseCabinetPath } from '@rta/domain/catalogue/cabinet-paths';
import { sendShared, toSharedBody, type SharedBody } from '../lib/send-json.ts';
import { escapeHtml } from '../lib/escape-html.ts';
import { storeConfigBlock } from './store-config-block.ts';

/** What the web build lists per route (apps/web/vite.config.ts, routePreloads). */
interface RoutePreloads {
  routes: Record<string, { js: string[]; css: string[] }>;
}

/**
 * The page's own chunks, named in its HTML so the browser fetches them in parallel with the
 * entry script instead of after the entry has run and asked for them. Empty for a build
 * without the list.
 */
const routePreloadLinks = (distDir: string): { test: (pathname: string) => boolean; links: string }[] => {
  const file = path.join(distDir, '.vite/route-preloads.json');
  if (!fs.existsSync(file)) return [];
  const { routes } = JSON.parse(fs.readFileSync(file, 'utf8')) as RoutePreloads;
  return Object.entries(routes).map(([pattern, { js, css }]) => {
    const re = new RegExp(`^${pattern.replace(/:[A-Za-z]+/g, '[^/]+')}/?$`);
    const links = [
      ...js.map((href) => `<link rel="modulepreload" crossorigin href="/${escapeHtml(href)}">`),
      ...css.map((href) => `<link rel="preload" as="style" crossorigin href="/${escapeHtml(href)}">`),
    ];
    return { test: (pathname: string) => re.test(pathname), links: links.join('\n    ') };
  });
};

/**
 * The entry's stylesheet, written into each page instead of linked: everything a page first
 * paints (index.html's header, then the app's first render) needs it, and a phone on a slow
 * network would otherwise wait another round trip for it before painting anything. It is
 * small (7 KB, 3 KB compressed with the page). The link stays, disabled, which browsers do
 * not fetch: Vite's loader of lazy chunks lists the entry's stylesheet among their
 * dependencies and adds a link for it unless the page has one. A stylesheet that could end
 * the style element stays an ordinary link.
 */
const inlineEntryStylesheet = (html: string, distDir: string): string =>
  html.replace(/<link rel="stylesheet" crossorigin href="\/(assets\/[\w.-]+\.css)">/g, (link, file: string) => {
    const css = fs.readFileSync(path.join(distDir, file), 'utf8');
    return /<\/style/i.test(css) ? link : `<style>${css}</style>${link.replace('>', ' disabled>')}`;
  });

/**
 * Serves the built React app: hashed assets cached for a year, index.html (with the
 * store's configuration written in) for every page path. Unknown paths get the same
 * app, which shows its 404 page, with a real 404 status; so does a cabinet page's path whose SKU
 * is hidden, unknown, of another door style, or not spelled as its slugs are.
 */
export const spa = fp(async (app) => {
  const distDir = app.config.webDistDir;
  const indexFile = path.join(distDir, 'index.html');
  if (!fs.existsSync(indexFile)) {
    app.log.warn(`No built web app at ${distDir}: run 'npm run build'. Serving the API only.`);
    return;
  }
  const html = inlineEntryStylesheet(fs.readFileSync(indexFile, 'utf8'), distDir)
    .replace('<!--store-config-->', storeConfigBlock(app.config))
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(pageTitle({ pattern: '/' }, app.config.storeName))}</title>`)
    // The header index.html paints before the app runs names the store too.
    .replace(
      /(<span class="app-shell-name">)[^<]*(<\/span>)/,
      (_match, open: string, close: string) => `${open}${escapeHtml(app.config.storeName)}${close}`,
    );
  const notFoundHtml = html.replace(
    /<title>[^<]*<\/title>/,
    `<title>${escapeHtml(pageTitle(NOT_FOUND_ROUTE, app.config.storeName))}</title>`,
  );

  // Each page's HTML is compressed once here, as the build compressed the scripts: the
  // document is the first thing a browser waits for.
  const shared = (text: string): Promise<SharedBody> => toSharedBody(Buffer.from(text));
  const routeHtml = await Promise.all(
    routePreloadLinks(distDir).map(async ({ test, links }) => ({
      test,
      html: await shared(html.replace('</head>', `  ${links}\n  </head>`)),
    })),
  );
  const [defaultHtml, notFoundPage] = await Promise.all([shared(html), shared(notFoundHtml)]);
  const pageHtml = (pathname: string): SharedBody =>
    routeHtml.find((route) => route.test(pathname))?.html ?? defaultHtml;

  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    index: false,
    serve: false,
    // The build writes .br and .gz next to each script and stylesheet (apps/web/vite.config.ts):
    // sent to browsers that accept them, about a quarter of the bytes, at no CPU cost per request.
    preCompressed: true,
  });

  const assets = new Set(
    fs.readdirSync(distDir, { recursive: true }).map((entry) => `/${String(entry).split(path.sep).join('/')}`),
  );

  // An unknown API path is the API's 404, not the store's 404 page: a route of its own, so
  // that what answers is decided by the router (which decodes `/%61pi/…`), not by the raw URL.
  app.get('/api/*', { schema: { hide: true } }, async (request, reply) =>
    reply.code(404).send({ message: `No such endpoint: GET ${request.url.split('?')[0]}` }),
  );

  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (assets.has(pathname) && pathname !== '/index.html') {
      // Vite content-hashes everything under /assets, so those never change.
      const hashed = pathname.startsWith('/assets/');
      return reply.sendFile(pathname.slice(1), { maxAge: hashed ? 31_536_000_000 : 3_600_000, immutable: hashed });
    }
    // A cabinet's page is a page only while its SKU is visible in that door style (issue 21).
    // Should the catalogue not be read (the database away), the page is served with 503: a
    // crawler comes back later, and the page itself says the cabinet could not be loaded.
    const cabinet = parseCabinetPath(pathname);
    const known = cabinet
      ? await app.visibleCatalogue.find(cabinet.style, cabinet.sku).then(
          (found) => found !== undefined,
          (error: unknown) => {
            request.log.warn({ err: error }, 'cabinet page: the visible catalogue could not be read');
            return 'unknown' as const;
          },
        )
      : !pathname.startsWith('/cabinets/') && isSitePath(pathname);
    reply.header('cache-control', 'no-cache').code(known === 'unknown' ? 503 : known ? 200 : 404);
    return sendShared(request, reply, known ? pageHtml(pathname) : notFoundPage, 'text/html; charset=utf-8');
  });
});
