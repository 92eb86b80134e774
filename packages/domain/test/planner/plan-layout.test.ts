import { describe, expect, it } from 'vitest';
import { itemsById } from '../../src/planner/layout.ts';
import { planLayout, rowStarts } from '../../src/planner/plan-layout.ts';
import { item, plan, wall } from './fixtures.ts';

const items = itemsById([item('B36', 4), item('BLS36'), item('BBC42'), item('BF3'), item('WDC2430'), item('W3030', 4)]);

describe('walls that meet', () => {
  it('starts the next row past a lazy susan and a diagonal wall cabinet, their width each way', () => {
    const a = wall(108, { base: ['b36', 'b36', 'bls36'], upper: ['w3030', 'w3030', 'wdc2430'] }, { joinsNext: true });
    const b = wall(108, { base: ['b36'], upper: ['w3030'] });
    const room = plan(a, b);
    expect(rowStarts(room, b.id, items)).toEqual({ base: 36, upper: 24 });
    expect(rowStarts(room, a.id, items)).toEqual({ base: 0, upper: 0 });
    expect(planLayout(room, items)[1]?.layout.base[0]?.x).toBe(36);
  });

  it('starts it past a blind corner cabinet by its depth, looking past the filler beside it', () => {
    const a = wall(81, { base: ['b36', 'bbc42', 'bf3'] }, { joinsNext: true });
    const b = wall(96, { base: ['b36'] });
    expect(rowStarts(plan(a, b), b.id, items)).toEqual({ base: 24, upper: 0 });
  });

  it('ends a row short of the corner cabinet that opens the next wall, and ignores walls that do not meet', () => {
    const a = wall(108, { base: ['b36'] }, { joinsNext: true });
    const b = wall(108, { base: ['bls36', 'b36'] });
    expect(planLayout(plan(a, b), items).map((w) => w.limit.base)).toEqual([72, 108]);
    const apart = plan({ ...a, joinsNext: false }, b);
    expect(planLayout(apart, items).map((w) => [w.start.base, w.limit.base])).toEqual([
      [0, 108],
      [0, 108],
    ]);
  });
});
