import fs from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { CatalogueRow } from '@rta/domain/catalogue/catalogue';
import { createCatalogueReads } from '../catalogue/catalogue-reads.ts';
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
import { publicStoreConfig, storeConfigBlock } from './store-config-block.ts';
import { cabinetHead, routeHead, type HeadContext } from './page-heads.ts';
import { cabinetRender, heldPages, renderBody, storeRender, type RenderedBody } from './page-renderer.ts';
import { loadWebServerEntry } from './web-server-entry.ts';

const HTML = 'text/html; charset=utf-8';
/** Where a page's head goes in index.html: in place of its title. */
const PAGE_HEAD = '<!--page-head-->';
/** index.html's #root, with the header it paints before the app runs (which a server-rendered page replaces). */
/** Holds the first paint until the element after the rendered page is parsed (HTML's `blocking="render"`). */
const RENDER_WHOLE = '<link rel="expect" href="#ssr-state" blocking="render">';
const APP_ROOT = /<div id="root">[\s\S]*?<!--\/app-->\s*<\/div>/;

/** What the web build lists per route (apps/web/vite.config.ts, routePreloads). */
interface RoutePreloads {
  routes: Record<string, { js: string[]; css: string[]; partsJs?: string[] }>;
  /** The entry's libraries, evaluated one by one before it by a server-rendered page's loader (0165). */
  steps?: string[];
}

/** index.html's entry script and the preload links Vite wrote for its imports. */
const ENTRY_SCRIPTS =
  /\s*<script type="module" crossorigin src="\/([^"]*)"><\/script>|\s*<link rel="modulepreload" crossorigin href="\/([^"]*)">/g;
/**
 * Pages filled in the browser from what it keeps (the binder), whose frame the server renders
 * all the same: the browser hydrates it and fills it once it has read the binder (the room
 * planner, docs/decisions/0166-the-frame-of-browser-rendered-pages.md).
 */
const FRAME_ROUTES = new Set<SiteRoute>([SITE_ROUTES.planner]);
/** The loader of a server-rendered page's scripts (apps/web/public/after-paint.js). */
const AFTER_PAINT = 'after-paint.js';

/** index.html's scripts, the entry first: what a page the server rendered names to its loader. */
const entryScripts = (html: string): string[] => {
  const matches = [...html.matchAll(ENTRY_SCRIPTS)];
  return [...matches.flatMap((match) => match[1] ?? []), ...matches.flatMap((match) => match[2] ?? [])];
};

/**
 * The page's own chunks, named in its HTML so the browser fetches them in parallel with the
 * entry script instead of after the entry has run and asked for them. A page the server
 * rendered carries its stylesheets, written in as the entry's is (its HTML is painted before
 * any script runs, and must be painted styled, without a round trip for each). Its scripts, the
 * entry's and its own with those of the parts it shows (which its hydration waits for), are listed
 * for the loader that fetches them once the page has been painted (apps/web/public/after-paint.js,
 * docs/decisions/0164-scripts-after-the-first-paint.md), in place of index.html's entry script.
 * A page the browser renders names its scripts and its parts' (after them) as modulepreload links:
 * its first render does not wait for the parts, but they are fetched with it, not after it has run.
 * A build without the list names the entry alone.
 */
const routePreloadLinks = (distDir: string, entry: string[]): ((pattern: string, rendered: boolean) => string) => {
  const file = path.join(distDir, '.vite/route-preloads.json');
  const { routes, steps: libraries = [] } = fs.existsSync(file)
    ? (JSON.parse(fs.readFileSync(file, 'utf8')) as RoutePreloads)
    : ({ routes: {} } satisfies RoutePreloads);
  const modulePreload = (href: string) => `<link rel="modulepreload" crossorigin href="/${escapeHtml(href)}">`;
  const [entryScript, ...entryImports] = entry;
  // The entry's libraries, then the entry: each evaluated in a task of its own (0165).
  const steps = entryScript ? [...libraries.filter((script) => entryImports.includes(script)), entryScript] : [];
  const afterPaint = (preloads: string[]): string => {
    const list = { steps: steps.map((script) => `/${script}`), preloads: preloads.map((script) => `/${script}`) };
    return (
      `<script type="application/json" id="page-scripts">${JSON.stringify(list).replace(/</g, '\\u003c')}</script>` +
      `<script type="module" src="/${AFTER_PAINT}"></script>`
    );
  };
  return (pattern, rendered) => {
    const { js = [], css = [], partsJs = [] } = routes[pattern] ?? {};
    return [
      ...(rendered
        ? [afterPaint([...entryImports.filter((script) => !steps.includes(script)), ...js, ...partsJs])]
        : [...js, ...partsJs].map(modulePreload)),
      ...css.map((href) =>
        rendered
          ? inlineStylesheets(`<link rel="stylesheet" crossorigin href="/${escapeHtml(href)}">`, distDir)
          : `<link rel="preload" as="style" crossorigin href="/${escapeHtml(href)}">`,
      ),
    ].join('\n    ');
  };
};

/**
 * Stylesheets written into the page instead of linked: the entry's, in each page (everything a
 * page first paints, index.html's header or the server's page, needs it), and a server-rendered
 * page's own; a phone on a slow network would otherwise wait another round trip for each before
 * painting anything. They are small (the entry's 7 KB, 3 KB compressed with the page). The link
 * stays, disabled, which browsers do not fetch: Vite's loader of lazy chunks lists stylesheets
 * among their dependencies and adds a link for one unless the page has it. A stylesheet that
 * could end the style element stays an ordinary link.
 */
const inlineStylesheets = (html: string, distDir: string): string =>
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
  const html = inlineStylesheets(fs.readFileSync(indexFile, 'utf8'), distDir)
    .replace('<!--store-config-->', storeConfigBlock(app.config))
    .replace(/\s*<meta\s+name="description"[^>]*>/, '')
    .replace(/<title>[^<]*<\/title>/, PAGE_HEAD)
    // The header index.html paints before the app runs names the store too.
    .replace(
      /(<span class="app-shell-name">)[^<]*(<\/span>)/,
      (_match, open: string, close: string) => `${open}${escapeHtml(app.config.storeName)}${close}`,
    );
  const preloads = routePreloadLinks(distDir, entryScripts(html));
  const { storeName, publicUrl } = app.config;
  const heads: HeadContext = { storeName, publicUrl, pictures: app.linkPreviews.available };
  /**
   * A page's HTML: its head, its route's own chunks named before the head ends, and the page
   * itself when the server rendered it (`data-ssr` tells the browser to hydrate it), with the
   * data it was rendered from.
   */
  const pageText = (pattern: string, head: string, body?: RenderedBody): string => {
    const preloadLinks = preloads(pattern, body !== undefined);
    // A rendered page is painted once it is parsed whole: with its stylesheets written in, nothing else holds the
    // first paint, and a phone would paint the store half parsed (its paint preview, last in the HTML and first on
    // the screen, then grows and pushes the cards down).
    const links = body ? [RENDER_WHOLE, preloadLinks].filter(Boolean).join('\n    ') : preloadLinks;
    // A rendered page's scripts, index.html's among them, are in its loader's list (routePreloadLinks).
    const text = (body ? html.replace(ENTRY_SCRIPTS, '') : html)
      .replace(PAGE_HEAD, () => head)
      .replace('</head>', () => (links ? `  ${links}\n  </head>` : '</head>'));
    return body
      ? text.replace(
          APP_ROOT,
          () =>
            `<div id="root" data-ssr>${body.html}</div><script type="application/json" id="ssr-state">${body.state}</script>`,
        )
      : text;
  };

  // The public pages are rendered here when the web app's server build is at hand
  // (docs/decisions/0155-server-rendering.md); the others (checkout, the token pages, staff)
  // are rendered in the browser.
  const entry = await loadWebServerEntry(app.config.webServerEntry).catch((error: unknown) => {
    app.log.error({ err: error }, `the web app's server build at ${app.config.webServerEntry} could not be loaded`);
    return undefined;
  });
  if (!entry)
    app.log.warn(`No server build of the web app at ${app.config.webServerEntry}: pages render in the browser.`);
  entry?.configureStore(publicStoreConfig(app.config));
  const reads = createCatalogueReads(app);
  /** A page's body, or none (the browser renders it) should the render fail: a bug, logged, not a 500. */
  const rendered = async (render: Parameters<typeof renderBody>[1]): Promise<RenderedBody | undefined> => {
    if (!entry) return undefined;
    try {
      return await renderBody(entry, render);
    } catch (error) {
      app.log.error({ err: error, url: render.url }, 'a page could not be rendered on the server');
      return undefined;
    }
  };

  // Each page's HTML is compressed once here, as the build compressed the scripts: the
  // document is the first thing a browser waits for.
  const shared = (text: string): Promise<SharedBody> => toSharedBody(Buffer.from(text));
  const publicRoutes = new Set<SiteRoute>(PUBLIC_ROUTE_NAMES.map((name) => SITE_ROUTES[name]));
  const routeHeadOf = (route: SiteRoute): string => routeHead(heads, route, { public: publicRoutes.has(route) });
  // The pages that read no data (home, the content pages) are rendered once, here; the store
  // reads the catalogue, and is rendered per address below.
  // The page the browser fills from what it keeps (the room planner) is rendered too, as its
  // frame: the same for everyone, with the binder's place held
  // (docs/decisions/0166-the-frame-of-browser-rendered-pages.md).
  const routeHtml = new Map<SiteRoute, SharedBody>();
  for (const route of Object.values(SITE_ROUTES) as SiteRoute[]) {
    if (route.canonicalIsPath) continue;
    const body =
      (publicRoutes.has(route) && route !== SITE_ROUTES.store) || FRAME_ROUTES.has(route)
        ? await rendered({ url: route.pattern, key: route.pattern, seeds: [] })
        : undefined;
    routeHtml.set(route, await shared(pageText(route.pattern, routeHeadOf(route), body)));
  }
  const notFoundPage = await shared(
    pageText(NOT_FOUND_ROUTE.pattern, routeHead(heads, NOT_FOUND_ROUTE, { public: false })),
  );

  // The store's page at each of its addresses (a category and door style), held while the
  // catalogue's answers it shows are the same: a staff change shows in the next request's HTML.
  // Its keys are the categories and the catalogue's door styles, so they are few.
  const storePages = heldPages<SharedBody>();
  const storeHead = routeHeadOf(SITE_ROUTES.store);
  const storePage = async (search: string): Promise<SharedBody | undefined> => {
    if (!entry) return undefined;
    const render = await storeRender(reads, search).catch((error: unknown) => {
      app.log.warn({ err: error }, 'store page: the catalogue could not be read; the browser renders it');
      return undefined;
    });
    if (!render) return undefined;
    return storePages.get(
      render.key,
      render.seeds.map(([, answer]) => answer.body),
      async () => shared(pageText(SITE_ROUTES.store.pattern, storeHead, await rendered(render))),
    );
  };

  // A cabinet's page carries its cabinet (its price, in its structured data and on the page). Its
  // head is built at every request (about 15 µs), the page rendered and compressed only when its
  // head or its answer is new: at its first request, and after a staff change to it
  // (docs/decisions/0156-page-heads.md; compressing costs about 17 ms). At each new read of the
  // visible rows, the pages of cabinets no longer visible are let go, so no more pages are held
  // than visible SKUs.
  const cabinetPages = heldPages<SharedBody>();
  let pagesOf: CatalogueRow[] | undefined;
  const cabinetPage = async (
    rows: CatalogueRow[],
    cabinet: CatalogueRow,
    slugs: { style: string; sku: string },
  ): Promise<SharedBody> => {
    if (pagesOf !== rows) {
      pagesOf = rows;
      const visible = new Set(rows.map((row) => cabinetPath(row)));
      cabinetPages.prune((key) => visible.has(key));
    }
    const key = cabinetPath(cabinet);
    const head = cabinetHead(heads, cabinet);
    const render = entry ? await cabinetRender(reads, key, slugs, cabinet) : undefined;
    return cabinetPages.get(key, [head, ...(render?.seeds.map(([, answer]) => answer.body) ?? [])], async () =>
      shared(pageText(SITE_ROUTES.cabinet.pattern, head, render && (await rendered(render)))),
    );
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
    const slugs = parseCabinetPath(pathname);
    if (slugs) {
      let page: SharedBody | undefined;
      try {
        const rows = await app.visibleCatalogue.rows();
        const found = findCabinet(rows, slugs.style, slugs.sku);
        page = found && (await cabinetPage(rows, found, slugs));
      } catch (error) {
        request.log.warn({ err: error }, 'cabinet page: the catalogue could not be read');
        return sendShared(request, reply.code(503), notFoundPage, HTML);
      }
      return sendShared(request, reply.code(page ? 200 : 404), page ?? notFoundPage, HTML);
    }
    // Any other spelling of a cabinet's path matches its route, which has no page of its own here: 404.
    const route = siteRouteOf(pathname);
    const page =
      (route === SITE_ROUTES.store ? await storePage(request.url.slice(pathname.length)) : undefined) ??
      (route && routeHtml.get(route));
    return sendShared(request, reply.code(page ? 200 : 404), page ?? notFoundPage, HTML);
  });
});
