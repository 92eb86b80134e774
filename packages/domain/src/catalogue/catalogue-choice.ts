import { DEFAULT_CATEGORY, DEFAULT_GROUP, isCategory, type Category } from './constants.ts';

/** What the store shows: a category's cabinets, or search across all of them. */
export type StoreMode = Category | 'Search';

/** An address's query parameters (a URLSearchParams, in the browser or on the server). */
interface QueryParams {
  get(name: string): string | null;
}

/**
 * Which category and style group the store's URL asks for (?category=&group=), with the
 * spec's defaults: read the same way by the store page and by the server that renders it.
 */
export const catalogueChoice = (params: QueryParams): { mode: StoreMode; category: Category; group: string } => {
  const fromUrl = params.get('category') ?? '';
  const mode: StoreMode = fromUrl === 'Search' ? 'Search' : isCategory(fromUrl) ? fromUrl : DEFAULT_CATEGORY;
  return { mode, category: mode === 'Search' ? DEFAULT_CATEGORY : mode, group: params.get('group') || DEFAULT_GROUP };
};
