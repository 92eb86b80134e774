import fs from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { StoreConfig } from '@rta/domain/api/store-config';
import type { CatalogueRow } from '@rta/domain/catalogue/catalogue';

/** A query's answer a page is rendered with, under the key the browser's cache keeps it by. */
export type SeededQuery = readonly [key: readonly unknown[], data: unknown];

/** What the web app's server build exports (apps/web/src/entry-server.tsx). */
export interface WebServerEntry {
  configureStore(config: StoreConfig): void;
  renderPage(url: string, queries: readonly SeededQuery[]): Promise<string>;
  /** A cabinet's drawing as an SVG document, the size of a link preview's picture (web/link-previews.ts rasterises it). */
  cabinetDrawingSvg(row: CatalogueRow): string;
}

/** The web app's server build at `file`, or undefined when there is none (the pages are then rendered in the browser only). */
export const loadWebServerEntry = async (file: string): Promise<WebServerEntry | undefined> =>
  fs.existsSync(file) ? ((await import(pathToFileURL(file).href)) as WebServerEntry) : undefined;
