import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PLAN_MESSAGES } from '../../src/planner/plan.ts';
import { planItemsIssue } from '../../src/planner/plan-items.ts';
import { reconcilePlan, unplacedPieces } from '../../src/planner/reconcile.ts';
import { item, plan, wall } from './fixtures.ts';

const pieceIds = (p: ReturnType<typeof plan>) => p.walls.map((w) => [w.base.map(slotName), w.upper.map(slotName)]);
const slotName = (slot: { kind: string; itemId?: string; space?: string }) => slot.itemId ?? slot.space;

describe('a plan follows its label', () => {
  const kitchen = () =>
    plan(
      wall(120, { base: ['b36', 'b36', { space: 'dishwasher', width: 24 }, 'sb36'], upper: ['w3030'] }),
      wall(96, { base: ['b36'], upper: ['w3030'] }),
    );

  it('keeps the same plan when nothing changes', () => {
    const before = kitchen();
    expect(reconcilePlan(before, [item('B36', 3), item('SB36'), item('W3030', 2)])).toBe(before);
  });

  it('drops the pieces of an item that left the label, keeping spaces and untouched walls', () => {
    const before = kitchen();
    const after = reconcilePlan(before, [item('B36', 3), item('W3030', 2)]);
    expect(pieceIds(after)).toEqual([
      [['b36', 'b36', 'dishwasher'], ['w3030']],
      [['b36'], ['w3030']],
    ]);
    expect(after.walls[1]).toBe(before.walls[1]);
  });

  it('drops the pieces beyond a lowered quantity, the last in the plan first', () => {
    const after = reconcilePlan(kitchen(), [item('B36', 1), item('SB36'), item('W3030', 1)]);
    expect(pieceIds(after)).toEqual([
      [['b36', 'dishwasher', 'sb36'], ['w3030']],
      [[], []],
    ]);
  });

  it('drops a piece on a row it does not belong on', () => {
    const wrong = plan(wall(120, { base: ['w3030'], upper: ['b36'] }));
    expect(pieceIds(reconcilePlan(wrong, [item('B36'), item('W3030')]))).toEqual([[[], []]]);
  });

  it('lists what is not placed yet', () => {
    const unplaced = unplacedPieces(kitchen(), [item('B36', 5), item('SB36'), item('W3030', 2), item('TK8')]);
    expect(unplaced.map(({ item: i, count }) => [i.name, count])).toEqual([['B36', 2]]);
  });

  it("gives the server's message for a plan that does not match its label", () => {
    const labelItems = [item('B36', 3), item('SB36'), item('W3030', 2)];
    expect(planItemsIssue(kitchen(), 'Kitchen', labelItems)).toBeNull();
    expect(planItemsIssue(kitchen(), 'Kitchen', labelItems.slice(1))).toBe(PLAN_MESSAGES.unknownItem('Kitchen'));
    expect(planItemsIssue(kitchen(), 'Kitchen', [item('B36', 2), ...labelItems.slice(1)])).toBe(
      PLAN_MESSAGES.tooManyOfItem('Kitchen', 'B36'),
    );
    expect(planItemsIssue(plan(wall(96, { upper: ['b36'] })), 'Kitchen', labelItems)).toBe(
      PLAN_MESSAGES.wrongRow('Kitchen', 'B36'),
    );
  });
});

describe('reconciling, whatever the plan and the label', () => {
  const skus = ['B36', 'SB36', 'W3030', 'P1884', 'BF3'];
  it('leaves a plan the server accepts, and reconciling again changes nothing', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(fc.constantFrom(...skus.map((s) => s.toLowerCase()), 'gone'), { maxLength: 8 }), {
          minLength: 1,
          maxLength: 3,
        }),
        fc.array(fc.constantFrom(...skus.map((s) => s.toLowerCase())), { maxLength: 6 }),
        fc
          .subarray(skus)
          .chain((held) => fc.tuple(...held.map((sku) => fc.integer({ min: 1, max: 3 }).map((q) => item(sku, q))))),
        (baseRows, upperRow, labelItems) => {
          const room = plan(...baseRows.map((base, i) => wall(120, { base, upper: i === 0 ? upperRow : [] })));
          const once = reconcilePlan(room, labelItems);
          expect(planItemsIssue(once, 'Kitchen', labelItems)).toBeNull();
          expect(reconcilePlan(once, labelItems)).toBe(once);
        },
      ),
    );
  });
});
