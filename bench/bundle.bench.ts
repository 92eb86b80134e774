import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { PUBLIC_ROUTE_NAMES, SITE_ROUTES } from '@rta/domain/common/site-routes';
import { PAGE_MODULES, type PageRouteName } from '../apps/web/page-modules.ts';
import { buildWeb } from './web-build.ts';

/**
 * Initial JS and CSS of each route, gzipped (issue 10: initial JS at most 120 KB), read from
 * the Vite manifest of a production build: the entry and everything it imports statically,
 * plus the route's lazy chunk and its static imports, for a guest. The checkout page also
 * waits for the binder's stored contents to be read (stores/binder-storage.ts) before it
 * shows, so that chunk counts for it; a page the server renders counts the loader of its scripts
 * (after-paint.js). A signed-in visitor's first render also waits for the
 * session's check (GET /api/user), whose schema (auth-api.ts) loads in parallel with the
 * request and is listed apart. Chunks loaded after the first render (toasts,
 * binder sync, the binder's storage on other pages, the store's cards and paint preview,
 * checkout's form and drawings, dialogs, header menus) are listed apart.
 */
const TARGET_BYTES = 120 * 1024;

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/**
 * The public routes by their page module (apps/web/page-modules.ts, patterns from SITE_ROUTES; a
 * page two routes share is named by the first); anything else is listed by file name.
 */
const ROUTE_OF: Record<string, string> = { 'src/features/pages/not-found-page.tsx': '(404)' };
for (const [name, [page]] of Object.entries(PAGE_MODULES))
  ROUTE_OF[page] ??= SITE_ROUTES[name as PageRouteName].pattern;
const BINDER_STORAGE = 'src/stores/binder-storage.ts';
const WAITS_FOR_BINDER = new Set(['/checkout']);
const STAFF_LAYOUT = 'src/features/staff/staff-layout.tsx';
/** A page the server renders starts with the loader of its scripts, a file of the public folder (decision 0164). */
const AFTER_PAINT = 'after-paint.js';
const SERVER_RENDERED = new Set<string>(
  // The planner: its frame (decision 0166).
  [...PUBLIC_ROUTE_NAMES, 'cabinet' as const, 'planner' as const].map((name) => SITE_ROUTES[name].pattern),
);

export interface RouteSize {
  route: string;
  jsBytes: number;
  cssBytes: number;
}

const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;

export const measureRoutes = (dist: string): { routes: RouteSize[]; deferred: { name: string; jsBytes: number }[] } => {
  const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;
  const gzipped = new Map<string, number>();
  const size = (file: string): number => {
    let bytes = gzipped.get(file);
    if (bytes === undefined) {
      bytes = zlib.gzipSync(fs.readFileSync(path.join(dist, file))).length;
      gzipped.set(file, bytes);
    }
    return bytes;
  };
  const fileOf = (key: string): string => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the manifest`);
    return chunk.file;
  };
  const closure = (keys: string[]): Set<string> => {
    const seen = new Set<string>();
    const visit = (key: string): void => {
      if (seen.has(key) || !manifest[key]) return;
      seen.add(key);
      for (const imported of manifest[key].imports ?? []) visit(imported);
    };
    keys.forEach(visit);
    return seen;
  };
  const measure = (route: string, keys: string[]): RouteSize => {
    const chunks = closure(keys);
    const css = new Set([...chunks].flatMap((key) => manifest[key]?.css ?? []));
    return {
      route,
      jsBytes:
        [...chunks].reduce((sum, key) => sum + size(fileOf(key)), 0) +
        (SERVER_RENDERED.has(route) ? size(AFTER_PAINT) : 0),
      cssBytes: [...css].reduce((sum, file) => sum + size(file), 0),
    };
  };

  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entry) throw new Error('the manifest has no entry');
  const lazy = manifest[entry]?.dynamicImports ?? [];
  const routes: RouteSize[] = [];
  const deferred: { name: string; jsBytes: number }[] = [];
  const initial = closure([entry]);
  routes.push(measure('(entry alone: the shell)', [entry]));
  for (const key of lazy) {
    const route = ROUTE_OF[key] ?? (key.includes('/staff/') ? `staff: ${path.basename(key, '.tsx')}` : undefined);
    if (route) {
      const keys = [entry, key];
      if (WAITS_FOR_BINDER.has(route)) keys.push(BINDER_STORAGE);
      if (key.includes('/staff/') && key !== STAFF_LAYOUT) keys.push(STAFF_LAYOUT);
      routes.push(measure(route, keys));
    } else {
      const extra = [...closure([key])].filter((chunk) => !initial.has(chunk));
      deferred.push({ name: path.basename(key), jsBytes: extra.reduce((sum, chunk) => sum + size(fileOf(chunk)), 0) });
    }
  }
  return { routes, deferred };
};

export const runBundleBench = (): RouteSize[] => {
  const dist = buildWeb();
  const { routes, deferred } = measureRoutes(dist);
  console.log(
    `bundle: initial JS and CSS per route, gzipped, from ${path.join(dist, '.vite/manifest.json')} (target JS ≤ ${kb(TARGET_BYTES)})`,
  );
  const main = ['/', '/store', '/checkout'];
  const ordered = [...routes].sort((a, b) => {
    const rank = (route: string) =>
      main.includes(route)
        ? main.indexOf(route)
        : route.startsWith('(entry')
          ? -1
          : route.startsWith('staff')
            ? 100
            : 50;
    return rank(a.route) - rank(b.route);
  });
  for (const r of ordered) {
    const ratio = r.jsBytes / TARGET_BYTES;
    console.log(
      `  ${r.route.padEnd(34)} JS ${kb(r.jsBytes).padStart(9)}  CSS ${kb(r.cssBytes).padStart(8)}  ratio to target ${ratio.toFixed(2)} ${ratio <= 1 ? 'met' : 'MISSED'}`,
    );
  }
  console.log('  loaded after the first paint or on demand (JS not in the entry):');
  for (const d of deferred.sort((a, b) => b.jsBytes - a.jsBytes))
    console.log(`    ${d.name.padEnd(32)} ${kb(d.jsBytes).padStart(9)}`);
  return routes;
};
