import { describe, expect, it } from 'vitest';
import {
  addOpening,
  addSpace,
  addWall,
  moveSlot,
  moveSlotTo,
  placePiece,
  removeOpening,
  removeSlot,
  removeWall,
  reorderSlot,
  updateOpening,
  updateWall,
} from '../../src/planner/ops.ts';
import { emptyPlan, PLAN_LIMITS, planSchema, type Plan } from '../../src/planner/plan.ts';
import * as v from 'valibot';
import { nextId } from './fixtures.ts';

const names = (plan: Plan, wallIndex = 0, row: 'base' | 'upper' = 'base') =>
  plan.walls[wallIndex]?.[row].map((slot) => (slot.kind === 'piece' ? slot.itemId : slot.space));

const twoWalls = (): Plan => {
  let plan = addWall(emptyPlan(), { length: 120 }, nextId);
  plan = addWall(plan, { length: 96, ceiling: 108 }, nextId);
  const [a, b] = plan.walls.map((w) => w.id);
  for (const itemId of ['b36', 'sb36', 'db24']) plan = placePiece(plan, a ?? '', 'base', itemId, undefined, nextId);
  plan = placePiece(plan, b ?? '', 'base', 'b30', undefined, nextId);
  return plan;
};
const slotId = (plan: Plan, wallIndex: number, index: number) => plan.walls[wallIndex]?.base[index]?.id ?? '';

describe('editing a plan', () => {
  it('adds walls named Wall A, Wall B, … with the default ceiling, and stops at the limit', () => {
    const plan = twoWalls();
    expect(plan.walls.map((w) => [w.name, w.length, w.ceiling])).toEqual([
      ['Wall A', 120, 96],
      ['Wall B', 96, 108],
    ]);
    expect(v.safeParse(planSchema, plan).success).toBe(true);
    let full = emptyPlan();
    for (let n = 0; n < PLAN_LIMITS.walls; n += 1) full = addWall(full, { length: 96 }, nextId);
    expect(addWall(full, { length: 96 }, nextId)).toBe(full);
    expect(new Set(full.walls.map((w) => w.name)).size).toBe(PLAN_LIMITS.walls);
  });

  it('updates and removes a wall', () => {
    const plan = twoWalls();
    const id = plan.walls[0]?.id ?? '';
    expect(updateWall(plan, id, { name: 'Sink wall', joinsNext: true }).walls[0]).toMatchObject({
      name: 'Sink wall',
      joinsNext: true,
      length: 120,
    });
    expect(removeWall(plan, id).walls.map((w) => w.name)).toEqual(['Wall B']);
    expect(updateWall(plan, 'nope', { length: 1 })).toBe(plan);
  });

  it('adds, updates and removes windows and doors', () => {
    const plan = twoWalls();
    const wallId = plan.walls[0]?.id ?? '';
    const withWindow = addOpening(plan, wallId, { kind: 'window', from: 40, width: 36, sill: 42, height: 36 }, nextId);
    const opening = withWindow.walls[0]?.openings[0];
    expect(opening).toMatchObject({ kind: 'window', from: 40 });
    const moved = updateOpening(withWindow, opening?.id ?? '', { from: 50 });
    expect(moved.walls[0]?.openings[0]?.from).toBe(50);
    expect(removeOpening(moved, opening?.id ?? '').walls[0]?.openings).toEqual([]);
  });

  it('places pieces and spaces where asked, refusing a space of the other row', () => {
    let plan = twoWalls();
    const wallId = plan.walls[0]?.id ?? '';
    plan = placePiece(plan, wallId, 'base', 'bf3', 1, nextId);
    plan = addSpace(plan, wallId, 'base', 'dishwasher', undefined, nextId);
    expect(names(plan)).toEqual(['b36', 'bf3', 'sb36', 'db24', 'dishwasher']);
    expect(plan.walls[0]?.base.at(-1)).toMatchObject({ width: 24 });
    expect(addSpace(plan, wallId, 'upper', 'range')).toBe(plan);
    expect(names(addSpace(plan, wallId, 'upper', 'hood', 36, nextId), 0, 'upper')).toEqual(['hood']);
  });

  it('moves a slot left and right, and not past a row end', () => {
    const plan = twoWalls();
    const first = slotId(plan, 0, 0);
    expect(names(moveSlot(plan, first, 'right'))).toEqual(['sb36', 'b36', 'db24']);
    expect(moveSlot(plan, first, 'left')).toBe(plan);
    expect(moveSlot(plan, slotId(plan, 0, 2), 'right')).toBe(plan);
  });

  it('reorders by drag and drop, and moves to another wall on the same row', () => {
    const plan = twoWalls();
    expect(names(reorderSlot(plan, slotId(plan, 0, 0), 2))).toEqual(['sb36', 'db24', 'b36']);
    expect(names(reorderSlot(plan, slotId(plan, 0, 2), -4))).toEqual(['db24', 'b36', 'sb36']);
    const moved = moveSlotTo(plan, slotId(plan, 0, 1), plan.walls[1]?.id ?? '', 0);
    expect([names(moved, 0), names(moved, 1)]).toEqual([
      ['b36', 'db24'],
      ['sb36', 'b30'],
    ]);
    expect(names(removeSlot(plan, slotId(plan, 0, 1)))).toEqual(['b36', 'db24']);
  });
});
