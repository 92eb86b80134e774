import path from 'node:path';
import type { CatalogueRow } from '@rta/domain/catalogue/catalogue';
import { cabinets } from '../apps/server/src/catalogue/seed/cabinets.ts';
import { formatMeasure } from '../apps/server/src/catalogue/seed-catalogue.ts';
import { createRasteriser } from '../apps/server/src/web/rasterise.ts';
import { loadWebServerEntry } from '../apps/server/src/web/web-server-entry.ts';
import { percentile } from './stats.ts';

/**
 * What one link preview picture costs the server (docs/decisions/0158-link-preview-pictures.md):
 * the drawing as SVG (the web app's server build) and its rasterising by resvg in the worker
 * thread, as apps/server/src/web/link-previews.ts does them, for every seeded SKU, three rounds; the
 * PNGs' sizes; and what the process's memory grew by (resvg's pixels are freed only by the
 * garbage collector: rasterise.ts). Run after `npm run build`: `node --import tsx bench/link-previews.ts`
 * (WEB_SERVER_ENTRY for another build).
 */
const file = process.env.WEB_SERVER_ENTRY ?? path.join(import.meta.dirname, '../apps/web/dist-server/entry-server.js');
const entry = await loadWebServerEntry(file);
if (!entry) throw new Error(`No web server build at ${file}: run 'npm run build'.`);

const rows: CatalogueRow[] = cabinets.map((cabinet) => ({
  data_type: cabinet.type,
  data_variation: cabinet.variation,
  data_name: cabinet.name,
  data_measure: formatMeasure(cabinet),
  currency_price: cabinet.priceCents,
  data_pprice: cabinet.paintPriceCents,
  data_gname: null,
  data_gprice: null,
  data_gline: null,
  data_line: '',
  data_image: '',
  data_group: 'Shaker',
  select_cat: cabinet.category,
}));
const rasteriser = createRasteriser();
const rssBefore = process.memoryUsage().rss;

for (const row of rows.slice(0, 5)) await rasteriser.png(entry.cabinetDrawingSvg(row));
const svgMs: number[] = [];
const totalMs: number[] = [];
const pngBytes: number[] = [];
for (let round = 0; round < 3; round++)
  for (const row of rows) {
    const start = performance.now();
    const svg = entry.cabinetDrawingSvg(row);
    const drawn = performance.now();
    const png = await rasteriser.png(svg);
    svgMs.push(drawn - start);
    totalMs.push(performance.now() - start);
    if (round === 0) pngBytes.push(png.length);
  }

const line = (what: string, samples: number[], unit: string, digits: number) => {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (p: number) => percentile(sorted, p).toFixed(digits);
  console.log(`${what}: p50 ${at(50)} ${unit}, p90 ${at(90)} ${unit}, max ${at(100)} ${unit}`);
};
console.log(`${rows.length} SKUs, ${totalMs.length} pictures`);
line('drawing as SVG', svgMs, 'ms', 2);
line('drawing and rasterising', totalMs, 'ms', 1);
line('PNG', pngBytes, 'bytes', 0);
console.log(`all ${rows.length} PNGs: ${pngBytes.reduce((sum, bytes) => sum + bytes, 0)} bytes`);
console.log(
  `the process's memory (RSS) grew by ${((process.memoryUsage().rss - rssBefore) / 1e6).toFixed(0)} MB over ${totalMs.length} pictures`,
);
await rasteriser.close();
