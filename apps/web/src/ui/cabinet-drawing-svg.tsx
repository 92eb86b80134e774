import { renderToStaticMarkup } from 'react-dom/server';
import type { CatalogueRow } from '@rta/domain/catalogue/catalogue';
import { PREVIEW_PICTURE_SIZE } from '@rta/domain/catalogue/cabinet-previews';
import { CabinetDrawing } from './cabinet-drawing.tsx';
import { rowDrawing } from './drawing-of.ts';

/**
 * A cabinet's front drawing as a standalone SVG document, for the server to rasterise into a
 * link preview's picture (docs/decisions/0158-link-preview-pictures.md). The drawing is the one
 * the store shows (CabinetDrawing, unfinished maple), centred on the store's background in the
 * 1200 x 630 canvas link previews ask for. No text: a rasteriser would draw it with whatever
 * fonts its machine has, and the store serves none of its own.
 */

const { width: PREVIEW_WIDTH, height: PREVIEW_HEIGHT } = PREVIEW_PICTURE_SIZE;
/** The space the drawing may take: the canvas less a margin on every side and the band at the foot. */
const BAND = 12;
const BOX = { x: 60, y: 45, w: PREVIEW_WIDTH - 120, h: PREVIEW_HEIGHT - 90 - BAND };
/** The colours of the page behind the drawing and of the brand (ui/tokens.css: --color-bg, --color-brand). */
const BACKGROUND = '#fbfaf7';
const BRAND = '#2f4a3a';
/** The size the drawing is rendered at before it is scaled to fit (its longer side, in pixels). */
const RENDERED = 1000;

const ROOT_SIZE = /^<svg[^>]*?\swidth="(\d+)"\sheight="(\d+)"/;

/** The document: the drawing, rendered at RENDERED, scaled to fit BOX and centred in it. */
export const cabinetDrawingSvg = (row: CatalogueRow): string => {
  const drawing = renderToStaticMarkup(<CabinetDrawing {...rowDrawing(row)} size={RENDERED} decorative />);
  const size = ROOT_SIZE.exec(drawing);
  const width = Number(size?.[1] ?? RENDERED);
  const height = Number(size?.[2] ?? RENDERED);
  const scale = Math.min(BOX.w / width, BOX.h / height);
  const x = BOX.x + (BOX.w - width * scale) / 2;
  const y = BOX.y + (BOX.h - height * scale) / 2;
  const round = (n: number) => Number(n.toFixed(3));
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${PREVIEW_WIDTH}" height="${PREVIEW_HEIGHT}" viewBox="0 0 ${PREVIEW_WIDTH} ${PREVIEW_HEIGHT}">` +
    `<rect width="${PREVIEW_WIDTH}" height="${PREVIEW_HEIGHT}" fill="${BACKGROUND}"/>` +
    `<rect y="${PREVIEW_HEIGHT - BAND}" width="${PREVIEW_WIDTH}" height="${BAND}" fill="${BRAND}"/>` +
    `<g transform="translate(${round(x)} ${round(y)}) scale(${round(scale)})">${drawing}</g>` +
    `</svg>`
  );
};
