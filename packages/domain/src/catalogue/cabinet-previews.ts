/*
 * The picture a link preview shows of a public page (issue 21; docs/decisions/0158-link-preview-pictures.md):
 * a PNG of the cabinet's drawing, made by the server. Its address, its size and the words that
 * describe it live here, so the page heads, the route that serves the pictures and the drawing
 * agree.
 */

import { slug, type CabinetFacts } from './cabinet-paths.ts';

/** The picture's size in pixels: the 1.91:1 that Open Graph's and Twitter's large cards show. */
export const PREVIEW_PICTURE_SIZE = { width: 1200, height: 630 } as const;

/** Where the pictures live: beside the pages, never one of them (the page routes' 404 keeps every other path). */
export const PREVIEW_PATH_PREFIX = '/previews';

/** The store's own picture, for every public page that is not a cabinet's: its default cabinet drawn. */
export const STORE_PREVIEW_PATH = `${PREVIEW_PATH_PREFIX}/store.png`;

/** What the store's picture shows, for a reader who cannot see it. */
export const STORE_PREVIEW_ALT = 'A drawing of a ready-to-assemble cabinet in unfinished maple.';

/** A cabinet's picture: `/previews/shaker/b24.png` for the page `/cabinets/shaker/b24`. */
export const cabinetPreviewPath = (cabinet: Pick<CabinetFacts, 'data_group' | 'data_name'>): string =>
  `${PREVIEW_PATH_PREFIX}/${slug(cabinet.data_group)}/${slug(cabinet.data_name)}.png`;

const CABINET_PREVIEW_PATH = /^\/previews\/([a-z0-9-]{1,80})\/([a-z0-9-]{1,80})\.png$/;

/** The door style and SKU slugs a cabinet picture's path names, in its one spelling; undefined for any other path. */
export const parseCabinetPreviewPath = (pathname: string): { style: string; sku: string } | undefined => {
  const match = CABINET_PREVIEW_PATH.exec(pathname);
  return match?.[1] && match[2] ? { style: match[1], sku: match[2] } : undefined;
};

/**
 * What a cabinet's picture shows, for a reader who cannot see it (og:image:alt):
 * 'A drawing of the B24 Base Cabinets in the Shaker door style, unfinished maple: 1 Door 1 Drawer, 24"W x 34.5"H x 24"D.'
 */
export const cabinetPreviewAlt = (
  cabinet: Pick<CabinetFacts, 'data_name' | 'data_type' | 'data_group' | 'data_variation' | 'data_measure'>,
): string =>
  `A drawing of the ${cabinet.data_name} ${cabinet.data_type} in the ${cabinet.data_group} door style, unfinished maple: ` +
  `${cabinet.data_variation}, ${cabinet.data_measure}.`;
