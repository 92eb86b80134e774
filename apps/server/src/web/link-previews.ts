import crypto from 'node:crypto';
import fp from 'fastify-plugin';
import { visibleRowsFor } from '../catalogue/visible-catalogue.ts';
import { DEFAULT_GROUP, DEFAULT_PAINT_CABINET, type CatalogueRow } from '@rta/domain/catalogue/catalogue';
import { findCabinet } from '@rta/domain/catalogue/cabinet-paths';
import {
  cabinetPreviewPath,
  parseCabinetPreviewPath,
  PREVIEW_PATH_PREFIX,
  STORE_PREVIEW_PATH,
} from '@rta/domain/catalogue/cabinet-previews';
import { createRasteriser } from './rasterise.ts';
import { loadWebServerEntry } from './web-server-entry.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Whether this server draws link preview pictures: the page heads name them only then. */
    linkPreviews: { available: boolean };
  }
}

/** A picture as it is sent: its bytes and the tag a crawler revalidates it by. */
interface Picture {
  png: Buffer;
  etag: string;
}

/**
 * Crawlers and link previews fetch a page's picture once and keep it: a day before they ask
 * again, and then an ETag lets the answer be a 304. A picture shown on another site is what
 * it is for, so it may be loaded cross-origin (the pages' same-origin CORP would refuse it).
 */
const PICTURE_HEADERS = {
  'cache-control': 'public, max-age=86400',
  'cross-origin-resource-policy': 'cross-origin',
};

/**
 * The link preview pictures of issue 21 (docs/decisions/0158-link-preview-pictures.md): a PNG of
 * each visible cabinet's drawing at `/previews/<style>/<sku>.png`, and the store's own (its default
 * cabinet) at `/previews/store.png`. The drawing is the web app's (its server build's
 * cabinetDrawingSvg), rasterised by resvg in a worker thread (rasterise.ts). Without the server
 * build there are no pictures: the paths answer the page routes' 404 and the heads name none.
 *
 * A picture is drawn at its first request and held by its path together with the row it was
 * drawn from: a later request for an unchanged row gets the held bytes, a changed row (a staff
 * edit) draws it again. At each new read of the visible rows, the pictures of cabinets no longer
 * visible are let go, so no more are held than visible SKUs and the store's one.
 */
export const linkPreviews = fp(
  async (app) => {
    // As spa.ts loads it (the same module, imported once): a build that cannot be loaded is
    // logged there, and here means no pictures, not a server that does not start.
    const entry = await loadWebServerEntry(app.config.webServerEntry).catch(() => undefined);
    app.decorate('linkPreviews', { available: entry !== undefined });
    if (!entry) {
      app.log.info(`No web server build at ${app.config.webServerEntry}: pages go without link preview pictures.`);
      return;
    }

    const held = new Map<string, { row: string; picture: Promise<Picture> }>();
    let heldOf: CatalogueRow[] | undefined;

    const rasteriser = createRasteriser();
    app.addHook('onClose', () => rasteriser.close());
    const draw = async (path: string, cabinet: CatalogueRow): Promise<Picture> => {
      const started = performance.now();
      const png = await rasteriser.png(entry.cabinetDrawingSvg(cabinet));
      app.log.info(
        { picture: path, bytes: png.length, ms: Math.round(performance.now() - started) },
        'link preview drawn',
      );
      return { png, etag: `"${crypto.createHash('sha256').update(png).digest('base64url').slice(0, 27)}"` };
    };

    const picture = (rows: CatalogueRow[], path: string, cabinet: CatalogueRow): Promise<Picture> => {
      if (heldOf !== rows) {
        heldOf = rows;
        if (held.size > 0) {
          const visible = new Set([STORE_PREVIEW_PATH, ...rows.map((row) => cabinetPreviewPath(row))]);
          for (const key of held.keys()) if (!visible.has(key)) held.delete(key);
        }
      }
      const row = JSON.stringify(cabinet);
      const kept = held.get(path);
      if (kept?.row === row) return kept.picture;
      const entryHeld = { row, picture: draw(path, cabinet) };
      held.set(path, entryHeld);
      // A failed drawing is not held: the next request draws again.
      entryHeld.picture.catch(() => {
        if (held.get(path) === entryHeld) held.delete(path);
      });
      return entryHeld.picture;
    };

    /** The cabinet a picture's path shows among the visible rows: the store's shows its default cabinet (or its first). */
    const cabinetOf = (rows: CatalogueRow[], path: string): CatalogueRow | undefined => {
      if (path === STORE_PREVIEW_PATH)
        return (
          rows.find((row) => row.data_group === DEFAULT_GROUP && row.data_name === DEFAULT_PAINT_CABINET) ?? rows[0]
        );
      const named = parseCabinetPreviewPath(path);
      return named && findCabinet(rows, named.style, named.sku);
    };

    // One route for every picture, so the page routes' catch-all never answers under /previews/.
    app.get(`${PREVIEW_PATH_PREFIX}/*`, { schema: { hide: true } }, async (request, reply) => {
      const path = request.url.split('?')[0] ?? '';
      const rows = await visibleRowsFor(app, request, reply, 'picture');
      if (!rows) return reply;
      const cabinet = cabinetOf(rows, path);
      if (!cabinet) return reply.code(404).type('text/plain; charset=utf-8').send('No such picture.');
      const { png, etag } = await picture(rows, path, cabinet);
      reply.headers(PICTURE_HEADERS).header('etag', etag);
      if (request.headers['if-none-match']?.split(/\s*,\s*/).includes(etag)) return reply.code(304).send();
      return reply.type('image/png').send(png);
    });
  },
  { name: 'link-previews', dependencies: ['visible-catalogue'] },
);
