import { CATEGORIES, DEFAULT_CATEGORY, type Category, type CatalogueRow } from '@rta/domain/catalogue/catalogue';
import { catalogueChoice } from '@rta/domain/catalogue/catalogue-choice';
import type { CatalogueAnswer } from '../catalogue/catalogue-answers.ts';
import type { CatalogueReads } from '../catalogue/catalogue-reads.ts';
import type { WebServerEntry } from './web-server-entry.ts';

/** A query the page is rendered with: its key in the browser's cache, and the API's answer to it. */
type Seed = readonly [key: readonly unknown[], answer: CatalogueAnswer<unknown>];

/** A page's body as the server rendered it, and the JSON the browser's query cache starts with. */
export interface RenderedBody {
  html: string;
  /** `[[key, { data }], …]`, '<' escaped: the text of the page's `ssr-state` data block. */
  state: string;
}

/**
 * The state block's text: each answer's JSON as the API sends it (`{ data }`), already
 * serialized by the catalogue's answers, under the key the web app's query asks by
 * (apps/web/src/lib/server-state.ts reads it). '<' is escaped, as in the store configuration's
 * block, so no value can close the element.
 */
const stateText = (seeds: readonly Seed[]): string =>
  `[${seeds.map(([key, answer]) => `[${JSON.stringify(key)},${answer.body.identity.toString('utf8')}]`).join(',')}]`.replace(
    /</g,
    '\\u003c',
  );

/** What a page's render needs: where it is, what it is rendered with, and the key it is held by. */
export interface PageRender {
  /** The address the page is rendered at (the store's normalised: other query parameters change nothing on it). */
  url: string;
  /** The page is held by this key, while its seeds are the same answers. */
  key: string;
  seeds: readonly Seed[];
}

/**
 * The store's page at an address (spec §2 Store page): the category and door style its query
 * asks for (`catalogueChoice`, as the page reads it), with the cabinets it shows, the Base
 * cabinets its paint preview starts on, and the door styles. Search mode shows every category.
 * Undefined for a door style the catalogue does not have: the page then shows the API's
 * answer to it, in the browser.
 */
export const storeRender = async (reads: CatalogueReads, search: string): Promise<PageRender | undefined> => {
  const { mode, category, group } = catalogueChoice(new URLSearchParams(search));
  const groups = await reads.groups();
  if (!groups.data.some((known) => known.name === group)) return undefined;
  const shown: readonly Category[] =
    mode === 'Search' ? CATEGORIES : category === DEFAULT_CATEGORY ? [category] : [category, DEFAULT_CATEGORY];
  const cabinets = await Promise.all(shown.map((c) => reads.cabinets(group, c)));
  const params = new URLSearchParams({ category: mode, group });
  return {
    url: `/store?${params.toString()}`,
    key: `store:${params.toString()}`,
    seeds: [
      [['cabinet-groups'], groups],
      ...shown.map((c, index): Seed => [['cabinets', c, group], cabinets[index] as CatalogueAnswer<unknown>]),
    ],
  };
};

/** A visible cabinet's page (0154), at its path's slugs, with the answer `GET /api/cabinet-pages` gives. */
export const cabinetRender = async (
  reads: CatalogueReads,
  path: string,
  slugs: { style: string; sku: string },
  cabinet: CatalogueRow,
): Promise<PageRender> => ({
  url: path,
  key: path,
  seeds: [[['cabinet-page', slugs.style, slugs.sku], await reads.cabinetPage(cabinet)]],
});

/** The page's body, rendered by the web app's server build with its seeds' data. */
export const renderBody = async (entry: WebServerEntry, render: PageRender): Promise<RenderedBody> => ({
  html: await entry.renderPage(
    render.url,
    render.seeds.map(([key, answer]) => [key, answer.data]),
  ),
  state: stateText(render.seeds),
});

/**
 * Pages held by key, each with what it was made from: a request whose page would be made
 * from the same things (the same answers, by identity: an answer read again unchanged keeps
 * its body, catalogue-answers.ts) gets the held page; otherwise the page is made again and
 * held in its place. The catalogue's answers are read again every few seconds even without a
 * change, so pages are not dropped with them (that would render and compress every page
 * again every few seconds).
 */
export const heldPages = <Page>() => {
  const held = new Map<string, { from: readonly unknown[]; page: Promise<Page> }>();
  return {
    get(key: string, from: readonly unknown[], make: () => Promise<Page>): Promise<Page> {
      const entry = held.get(key);
      if (entry && entry.from.length === from.length && entry.from.every((item, index) => item === from[index]))
        return entry.page;
      const page = make();
      held.set(key, { from, page });
      // A page that failed is not held: the next request makes it again.
      page.catch(() => held.get(key)?.page === page && held.delete(key));
      return page;
    },
    /** Let go of the pages whose key `keep` refuses (a cabinet no longer visible). */
    prune(keep: (key: string) => boolean): void {
      for (const key of held.keys()) if (!keep(key)) held.delete(key);
    },
  };
};
