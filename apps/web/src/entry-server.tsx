import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import type { StoreConfig } from '@rta/domain/api/store-config';
import { AppTree } from './app/app-tree.tsx';
import { configureStore } from './lib/store-config.ts';

/**
 * The server's side of the public pages (docs/decisions/0155-server-rendering.md): the page at
 * an address rendered to HTML by the same tree the browser hydrates (app/app-tree.tsx), as a
 * shopper who is not signed in, with an empty binder and no colour chosen, sees it first.
 * Built by Vite's SSR build into apps/web/dist-server/ and imported by the server
 * (apps/server/src/web/page-renderer.ts).
 */

/** A query's answer the page is rendered with, and which the browser's cache starts with (main.tsx). */
export type SeededQuery = readonly [key: QueryKey, data: unknown];

export { configureStore };
export type { StoreConfig };

/**
 * The page at `url` (path and query) as HTML for `#root`. The prerender waits for every lazily
 * loaded part, and with no progressive chunks it writes the page whole: no inline script
 * (React would otherwise write its reveal instructions as scripts, which the CSP refuses).
 */
export const renderPage = async (url: string, queries: readonly SeededQuery[]): Promise<string> => {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  for (const [key, data] of queries) client.setQueryData(key, data);
  const { prelude } = await prerender(
    <StaticRouter location={url}>
      <AppTree client={client} />
    </StaticRouter>,
    { progressiveChunkSize: Number.MAX_SAFE_INTEGER },
  );
  client.clear();
  return new Response(prelude).text();
};

/** A cabinet's drawing as an SVG document, which the server rasterises into its link preview's picture. */
export { cabinetDrawingSvg } from './ui/cabinet-drawing-svg.tsx';
