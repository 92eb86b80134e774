import fs from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { CatalogueRow } from '@rta/domain/catalogue/catalogue';
import {
  NOT_FOUND_ROUTE,
  PUBLIC_ROUTE_NAMES,
  SITE_ROUTES,
  siteRouteOf,
  type SiteRoute,
} from '@rta/domain/common/site-routes';
import { cabinetPath, findCabinet, parseCabinetPath } from '@rta/domain/catalogue/cabinet-paths';
import { sendShared, toSharedBody, type SharedBody } from '../lib/send-json.ts';
import { escapeHtml } from '../lib/escape-html.ts';
import { storeConfigBlock } from './store-config-block.ts';
import { cabinetHead, routeHead } from './page-heads.ts';

const HTML = 'text/html; charset=utf-8';
/** Where a page's head goes in index.html: in place of its title. */
const PAGE_HEAD = '<!--page-head-->';

/** What the web build lists per route (apps/web/vite.config.ts, routePreloads). */
interface RoutePreloads {
  routes: Record<string, { js: string[]; css: string[] }>;
}

/**
 * The page's own chunks, named in its HTML so the browser fetches them in parallel with the
 * entry script instead of after the entry has run and asked for them. Empty for a build
 * without the list.
 */
const routePreloadLinks = (distDir: string): Record<string, string> => {
  const file = path.join(distDir, '.vite/route-preloads.json');
  if (!fs.existsSync(file)) return {};
  const { routes } = JSON.parse(fs.readFileSync(file, 'utf8')) as RoutePreloads;
  return Object.fromEntries(
    Object.entries(routes).map(([pattern, { js, css }]) => {
      const links = [
        ...js.map((href) => `<link rel="modulepreload" crossorigin href="/${escapeHtml(href)}">`),
        ...css.map((href) => `<link rel="preload" as="style" crossorigin href="/${escapeHtml(href)}">`),
      ];
      return [pattern, links.join('\n    ')];
    }),
  );
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
  // The page's head (title, description, canonical link, preview tags, structured data) is
  // written per page where index.html has its title; index.html's own title and description go.
  const html = inlineEntryStylesheet(fs.readFileSync(indexFile, 'utf8'), distDir)
    .replace('<!--store-config-->', storeConfigBlock(app.config))
    .replace(/\s*<meta\s+name="description"[^>]*>/, '')
    .replace(/<title>[^<]*<\/title>/, PAGE_HEAD)
    // The header index.html paints before the app runs names the store too.
    .replace(
      /(<span class="app-shell-name">)[^<]*(<\/span>)/,
      (_match, open: string, close: string) => `${open}${escapeHtml(app.config.storeName)}${close}`,
    );
  const preloads = routePreloadLinks(distDir);
  /** A page's HTML: its head, and its route's own chunks named before the head ends. */
  const pageText = (pattern: string, head: string): string => {
    const links = preloads[pattern];
    return html.replace(PAGE_HEAD, () => head).replace('</head>', () => (links ? `  ${links}\n  </head>` : '</head>'));
  };

  // Each page's HTML is compressed once here, as the build compressed the scripts: the
  // document is the first thing a browser waits for.
  const shared = (text: string): Promise<SharedBody> => toSharedBody(Buffer.from(text));
  const publicRoutes = new Set<SiteRoute>(PUBLIC_ROUTE_NAMES.map((name) => SITE_ROUTES[name]));
  const routeHtml = new Map<SiteRoute, SharedBody>(
    await Promise.all(
      Object.values(SITE_ROUTES)
        .filter((route: SiteRoute) => !route.canonicalIsPath)
        .map(
          async (route) =>
            [
              route,
              await shared(pageText(route.pattern, routeHead(app.config, route, { public: publicRoutes.has(route) }))),
            ] as const,
        ),
    ),
  );
  const notFoundPage = await shared(
    pageText(NOT_FOUND_ROUTE.pattern, routeHead(app.config, NOT_FOUND_ROUTE, { public: false })),
  );

  // A cabinet's page carries its cabinet (its price, in its structured data). Its head is
  // built at every request (about 15 µs), the page compressed only when its head is new: at its
  // first request, and after a staff change to it (docs/decisions/0156-page-heads.md; compressing
  // costs about 17 ms). The visible rows are read again every few seconds even without a change,
  // so pages are held by address and head, not by the rows they came from; at each new read, the
  // pages of cabinets no longer visible are let go, so no more pages are held than visible SKUs.
  const cabinetPages = new Map<string, { head: string; page: Promise<SharedBody> }>();
  let pagesOf: CatalogueRow[] | undefined;
  const cabinetPage = (rows: CatalogueRow[], cabinet: CatalogueRow): Promise<SharedBody> => {
    if (pagesOf !== rows) {
      pagesOf = rows;
      if (cabinetPages.size > 0) {
        const visible = new Set(rows.map((row) => cabinetPath(row)));
        for (const key of cabinetPages.keys()) if (!visible.has(key)) cabinetPages.delete(key);
      }
    }
    const key = cabinetPath(cabinet);
    const head = cabinetHead(app.config, cabinet);
    const held = cabinetPages.get(key);
    if (held?.head === head) return held.page;
    const page = shared(pageText(SITE_ROUTES.cabinet.pattern, head));
    cabinetPages.set(key, { head, page });
    return page;
  };

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
    reply.header('cache-control', 'no-cache');
    const cabinet = parseCabinetPath(pathname);
    if (cabinet) {
      const page = await app.visibleCatalogue.rows().then(
        (rows) => {
          const found = findCabinet(rows, cabinet.style, cabinet.sku);
          return found ? cabinetPage(rows, found) : undefined;
        },
        (error: unknown) => {
          request.log.warn({ err: error }, 'cabinet page: the visible catalogue could not be read');
          return 'unknown' as const;
        },
      );
      if (page === 'unknown') return sendShared(request, reply.code(503), notFoundPage, HTML);
      return sendShared(request, reply.code(page ? 200 : 404), page ?? notFoundPage, HTML);
    }
    // Any other spelling of a cabinet's path matches its route, which has no page of its own here: 404.
    const route = siteRouteOf(pathname);
    const page = route && routeHtml.get(route);
    return sendShared(request, reply.code(page ? 200 : 404), page ?? notFoundPage, HTML);
  });
});
