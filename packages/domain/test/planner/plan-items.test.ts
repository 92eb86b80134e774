import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { planSchema } from '../../src/planner/plan.ts';
import { planForCopiedItems } from '../../src/planner/plan-items.ts';

const plan = v.parse(planSchema, {
  walls: [
    {
      id: 'w1',
      name: 'Sink wall',
      length: 120,
      openings: [{ id: 'o1', kind: 'window', from: 30, width: 36, sill: 42, height: 36 }],
      base: [
        { id: 's1', kind: 'piece', itemId: 'a' },
        { id: 's2', kind: 'space', space: 'dishwasher', width: 24 },
        { id: 's3', kind: 'piece', itemId: 'b' },
      ],
      upper: [
        { id: 'u1', kind: 'piece', itemId: 'c' },
        { id: 'u2', kind: 'space', space: 'window', width: 36 },
      ],
    },
  ],
});

describe('planForCopiedItems', () => {
  it('renames the pieces of items whose ids were renewed, and keeps spaces and openings as they were', () => {
    const renamed = new Map([['a', 'a2']]);
    const copied = planForCopiedItems(plan, (id) => renamed.get(id) ?? id, new Set(['a2', 'b', 'c']));
    const [wall] = copied.walls;
    expect(wall?.base.map((slot) => (slot.kind === 'piece' ? slot.itemId : slot.space))).toEqual([
      'a2',
      'dishwasher',
      'b',
    ]);
    expect(wall?.upper).toEqual(plan.walls[0]?.upper);
    expect(wall?.openings).toEqual(plan.walls[0]?.openings);
    expect(v.safeParse(planSchema, copied).success).toBe(true);
  });

  it('drops the pieces of items the copy left out, and changes nothing of the plan it was given', () => {
    const before = JSON.stringify(plan);
    const copied = planForCopiedItems(plan, (id) => id, new Set(['b']));
    expect(copied.walls[0]?.base.map((slot) => slot.id)).toEqual(['s2', 's3']);
    expect(copied.walls[0]?.upper.map((slot) => slot.id)).toEqual(['u2']);
    expect(JSON.stringify(plan)).toBe(before);
  });
});
