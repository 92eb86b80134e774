import { describe, expect, it } from 'vitest';
import { buildSearchIndex, hasCriteria, paginateHits, searchCatalogue } from '../../src/catalogue/search.ts';
import { row } from '../common/fixtures.ts';

const rows = [
  row({
    data_name: 'B24',
    data_type: 'Base Cabinets',
    data_variation: '2 Doors 1 Drawer',
    data_measure: '24" W x 34.5" H x 24" D',
    select_cat: 'Base',
  }),
  row({
    data_name: 'DB24',
    data_type: 'Drawer Base Cabinets',
    data_variation: '3 Drawers',
    data_measure: '24" W x 34.5" H x 24" D',
    select_cat: 'Base',
  }),
  row({
    data_name: 'W2430',
    data_type: 'Wall Cabinets 30" High',
    data_variation: '2 Doors',
    data_measure: '24" W x 30" H x 12" D',
    select_cat: 'Wall',
  }),
  row({
    data_name: 'VSB24',
    data_type: 'Vanity Sink Bases',
    data_variation: '2 Doors',
    data_measure: '24" W x 34.5" H x 21" D',
    select_cat: 'Vanity',
  }),
];
const index = buildSearchIndex(rows);
const names = (criteria: Parameters<typeof searchCatalogue>[1]) =>
  searchCatalogue(index, criteria).map((h) => h.row.data_name);

describe('catalogue search (spec §5)', () => {
  it('matches a case-insensitive substring', () => {
    expect(names({ name: 'b24' })).toEqual(['B24', 'DB24', 'VSB24']);
    expect(names({ type: 'WALL' })).toEqual(['W2430']);
  });

  it('requires every filled field to match and ignores empty ones', () => {
    expect(names({ name: '24', variation: 'drawer' })).toEqual(['B24', 'DB24']);
    expect(names({ name: '24', variation: '  ', measurement: '21" D' })).toEqual(['VSB24']);
    expect(names({ name: 'zzz', type: 'base' })).toEqual([]);
  });

  it('ranks an exact match (2) above a partial one (1), then keeps catalogue order', () => {
    const hits = searchCatalogue(index, { name: 'db24' });
    expect(hits.map((h) => [h.row.data_name, h.score])).toEqual([['DB24', 2]]);
    const partialFirstInCatalogue = searchCatalogue(index, { variation: '2 doors' });
    expect(partialFirstInCatalogue.map((h) => [h.row.data_name, h.score])).toEqual([
      ['W2430', 2],
      ['VSB24', 2],
      ['B24', 1],
    ]);
    const scores = searchCatalogue(index, { name: 'b24', variation: '2 doors' }).map((h) => [h.row.data_name, h.score]);
    expect(scores).toEqual([
      ['B24', 3],
      ['VSB24', 3],
    ]);
  });

  it('reports where each field matched, for highlighting', () => {
    const [hit] = searchCatalogue(index, { name: 'sb', measurement: '21" d' });
    expect(hit?.matches).toEqual({ name: [1, 3], measurement: [18, 23] });
  });

  it('finds nothing without criteria', () => {
    expect(hasCriteria({ name: ' ' })).toBe(false);
    expect(names({})).toEqual([]);
  });
});

describe('search pages', () => {
  const many = buildSearchIndex(
    Array.from({ length: 120 }, (_, i) => row({ data_name: `X${i}`, select_cat: i % 2 ? 'Wall' : 'Base' })),
  );
  const hits = searchCatalogue(many, { name: 'x' });

  it('holds 50 results a page, grouped by category', () => {
    const first = paginateHits(hits, 1, 50);
    expect(first).toMatchObject({ page: 1, pageCount: 3, total: 120 });
    expect(first.groups.map((g) => [g.category, g.hits.length])).toEqual([['Base', 50]]);
    expect(paginateHits(hits, 2, 50).groups.map((g) => [g.category, g.hits.length])).toEqual([
      ['Base', 10],
      ['Wall', 40],
    ]);
    expect(paginateHits(hits, 3, 50).groups.reduce((n, g) => n + g.hits.length, 0)).toBe(20);
  });

  it('clamps a page number out of range', () => {
    expect(paginateHits(hits, 99, 50).page).toBe(3);
    expect(paginateHits(hits, 0, 50).page).toBe(1);
    expect(paginateHits([], 1, 50)).toEqual({ page: 1, pageCount: 1, total: 0, groups: [] });
  });
});
