import { describe, expect, it } from 'vitest';
import { itemsById, wallLayout } from '../../src/planner/layout.ts';
import { item, wall } from './fixtures.ts';

const items = itemsById([
  item('B36'),
  item('SB36'),
  item('DB24'),
  item('P2496'),
  item('W3030', 3),
  item('W3042'),
  item('W3015'),
  item('W362424'),
]);
const xs = (placed: { x: number; label: string }[]) => placed.map((p) => [p.label, p.x]);

describe('a wall drawn to scale', () => {
  it('packs the base row from the left end, spaces included', () => {
    const layout = wallLayout(wall(120, { base: ['b36', 'sb36', { space: 'dishwasher', width: 24 }, 'db24'] }), items);
    expect(xs(layout.base)).toEqual([
      ['B36', 0],
      ['SB36', 36],
      ['Dishwasher 24"', 72],
      ['DB24', 96],
    ]);
    expect(layout.baseEnd).toBe(120);
    expect(layout.upperEnd).toBe(0);
  });

  it('steps the wall row over tall cabinets and counts them in its end', () => {
    const layout = wallLayout(wall(120, { base: ['b36', 'p2496'], upper: ['w3030', 'w3030', 'w3030'] }), items);
    expect(xs(layout.upper)).toEqual([
      ['W3030', 0],
      ['W3030', 60],
      ['W3030', 90],
    ]);
    expect(layout.upperEnd).toBe(120);
    const tallOnly = wallLayout(wall(120, { base: ['b36', 'b36', 'p2496'], upper: ['w3030'] }), items);
    expect(tallOnly.upperEnd).toBe(96);
  });

  it('hangs wall cabinets 18" over the counter and lines short ones up with the row top', () => {
    const layout = wallLayout(wall(120, { upper: ['w3042', 'w3015'] }), items);
    expect(layout.upper.map((p) => [p.label, p.bottom, p.bottom + p.height])).toEqual([
      ['W3042', 54, 96],
      ['W3015', 81, 96],
    ]);
  });

  it('lets a refrigerator wall cabinet sit over the refrigerator, which other wall cabinets step over', () => {
    const w = wall(120, { base: [{ space: 'refrigerator', width: 36 }, 'b36'], upper: ['w362424', 'w3030'] });
    expect(xs(wallLayout(w, items).upper)).toEqual([
      ['W362424', 0],
      ['W3030', 36],
    ]);
    const other = wall(120, { base: [{ space: 'refrigerator', width: 36 }], upper: ['w3030'] });
    expect(xs(wallLayout(other, items).upper)).toEqual([['W3030', 36]]);
  });

  it('starts the rows where it is told (past the corner cabinet of the wall before)', () => {
    const layout = wallLayout(wall(120, { base: ['b36', 'p2496'], upper: ['w3030'] }), items, { base: 36, upper: 24 });
    expect(xs(layout.base)).toEqual([
      ['B36', 36],
      ['P2496', 72],
    ]);
    expect(xs(layout.upper)).toEqual([['W3030', 24]]);
    expect(layout.baseEnd).toBe(96);
  });

  it('gives no room to a piece whose item is not in the label', () => {
    expect(wallLayout(wall(120, { base: ['gone', 'b36'] }), items).base.map((p) => p.x)).toEqual([0]);
  });
});
