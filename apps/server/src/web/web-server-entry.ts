import fs from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { StoreConfig } from '@rta/domain/api/store-config';

/** A query's answer a page is rendered with, under the key the browser's cache keeps it by. */
export type SeededQuery = readonly [key: readonly unknown[], data: unknown];

/** What the web app's server build exports (apps/web/src/entry-server.tsx). */
export interface WebServerEntry {
  configureStore(config: StoreConfig): void;
  renderPage(url: string, queries: readonly SeededQuery[]): Promise<string>;
}

/** The web app's server build at `file`, or undefined when there is none (the pages are then rendered in the browser only). */
export const loadWebServerEntry = async (file: string): Promise<WebServerEntry | undefined> =>
  fs.existsSync(file) ? ((await import(pathToFileURL(file).href)) as WebServerEntry) : undefined;
