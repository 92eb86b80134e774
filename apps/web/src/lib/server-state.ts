import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * A page the server rendered (`#root` marked `data-ssr`) carries the API's answers it was
 * rendered with, as a JSON data block (apps/server/src/web/page-renderer.ts): `[[key, { data }], …]`.
 * They go into the query cache before hydration, so the first render shows what the server's
 * did, and nothing is asked for again. The server wrote them from the same answers the API
 * sends, so they are not validated again here.
 */
export const seedServerState = (client: QueryClient): void => {
  const text = document.getElementById('ssr-state')?.textContent;
  if (!text) return;
  for (const [key, answer] of JSON.parse(text) as [QueryKey, { data: unknown }][])
    client.setQueryData(key, answer.data);
};
