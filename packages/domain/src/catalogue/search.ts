import { CATEGORIES, type Category } from './constants.ts';
import type { CatalogueRow } from './catalogue.ts';

/** Spec §5 Search: the four fields a shopper can fill. */
export interface SearchCriteria {
  name?: string;
  type?: string;
  variation?: string;
  measurement?: string;
}

const FIELDS = {
  name: 'data_name',
  type: 'data_type',
  variation: 'data_variation',
  measurement: 'data_measure',
} as const satisfies Record<keyof SearchCriteria, keyof CatalogueRow>;

type Field = keyof typeof FIELDS;

export interface SearchHit {
  row: CatalogueRow;
  score: number;
  /** Where each filled field matched, for highlighting: [start, end) in the row's text. */
  matches: Partial<Record<Field, [number, number]>>;
}

export interface SearchIndex {
  rows: readonly CatalogueRow[];
  /** One lower-cased column per field, so a scan touches only the fields being searched. */
  lower: Readonly<Record<Field, readonly string[]>>;
}

/** Lower-case every searchable field once, so each keystroke only scans. */
export const buildSearchIndex = (rows: readonly CatalogueRow[]): SearchIndex => ({
  rows,
  lower: {
    name: rows.map((row) => row.data_name.toLowerCase()),
    type: rows.map((row) => row.data_type.toLowerCase()),
    variation: rows.map((row) => row.data_variation.toLowerCase()),
    measurement: rows.map((row) => row.data_measure.toLowerCase()),
  },
});

const filledTerms = (criteria: SearchCriteria): [Field, string][] =>
  (Object.keys(FIELDS) as Field[])
    .map((field): [Field, string] => [field, (criteria[field] ?? '').trim().toLowerCase()])
    .filter(([, term]) => term.length > 0);

export const hasCriteria = (criteria: SearchCriteria): boolean => filledTerms(criteria).length > 0;

const categoryOrder = (category: Category): number => CATEGORIES.indexOf(category);

/**
 * Case-insensitive substring matching on every filled field; a row must match them all.
 * Each field scores 2 for an exact match and 1 for a partial one; best first, then
 * catalogue order (category, then position).
 */
export const searchCatalogue = (index: SearchIndex, criteria: SearchCriteria): SearchHit[] => {
  const terms = filledTerms(criteria);
  if (terms.length === 0) return [];
  const columns = terms.map(([field, term]) => ({ field, term, values: index.lower[field] }));
  const hits: (SearchHit & { position: number })[] = [];
  rows: for (let i = 0; i < index.rows.length; i++) {
    for (const { term, values } of columns) {
      if ((values[i] ?? '').indexOf(term) < 0) continue rows;
    }
    // Only matching rows pay for scores and ranges.
    let score = 0;
    const matches: SearchHit['matches'] = {};
    for (const { field, term, values } of columns) {
      const text = values[i] ?? '';
      const at = text.indexOf(term);
      score += text.length === term.length ? 2 : 1;
      matches[field] = [at, at + term.length];
    }
    const row = index.rows[i];
    if (row) hits.push({ row, score, matches, position: i });
  }
  hits.sort(
    (a, b) =>
      b.score - a.score || categoryOrder(a.row.select_cat) - categoryOrder(b.row.select_cat) || a.position - b.position,
  );
  return hits.map(({ row, score, matches }) => ({ row, score, matches }));
};

export interface SearchPage {
  page: number;
  pageCount: number;
  total: number;
  /** This page's hits, grouped by category in catalogue order. */
  groups: { category: Category; hits: SearchHit[] }[];
}

/** One page of results (spec §9: 50 per page), grouped by category. */
export const paginateHits = (hits: readonly SearchHit[], page: number, pageSize: number): SearchPage => {
  const pageCount = Math.max(1, Math.ceil(hits.length / pageSize));
  const current = Math.min(Math.max(1, Math.floor(page)), pageCount);
  const slice = hits.slice((current - 1) * pageSize, current * pageSize);
  const groups = CATEGORIES.map((category) => ({
    category,
    hits: slice.filter((hit) => hit.row.select_cat === category),
  })).filter((group) => group.hits.length > 0);
  return { page: current, pageCount, total: hits.length, groups };
};
