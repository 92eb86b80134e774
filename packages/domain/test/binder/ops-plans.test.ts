import { describe, expect, it } from 'vitest';
import type { BinderContents, Label } from '../../src/binder/binder.ts';
import { deleteLabel, moveItem, removeItem, replaceItem, setQuantity } from '../../src/binder/ops.ts';
import type { Plan } from '../../src/planner/plan.ts';
import { item, plan, wall } from '../planner/fixtures.ts';

/** Binder operations keep each label's room plan reconciled (issue 22, decision 0159). */

const kitchen = (): Label => ({
  id: 'k',
  name: 'Kitchen',
  isLabel: true,
  items: [item('B36', 2), item('SB36'), item('W3030', 2)].map((i) => ({ ...i, labelId: 'k', labelName: 'Kitchen' })),
  plan: plan(wall(120, { base: ['b36', 'sb36', 'b36'], upper: ['w3030', 'w3030'] })),
});
const binder = (): BinderContents => ({
  items: [item('DB24')],
  labels: [kitchen(), { id: 'l', name: 'Laundry', isLabel: true, items: [] }],
});
const placed = (contents: BinderContents, labelId = 'k') => {
  const label = contents.labels.find((l) => l.id === labelId);
  const walls = (label?.plan as Plan | null | undefined)?.walls ?? [];
  return walls.map((w) => [...w.base, ...w.upper].map((s) => (s.kind === 'piece' ? s.itemId : s.space)));
};

describe("binder operations keep a label's plan reconciled", () => {
  it('removing an item removes its pieces', () => {
    expect(placed(removeItem(binder(), 'sb36'))).toEqual([['b36', 'b36', 'w3030', 'w3030']]);
  });

  it('lowering a quantity removes the extra pieces, raising it keeps them', () => {
    expect(placed(setQuantity(binder(), 'b36', 1))).toEqual([['b36', 'sb36', 'w3030', 'w3030']]);
    const before = binder();
    expect(setQuantity(before, 'b36', 5).labels[0]?.plan).toBe(before.labels[0]?.plan);
  });

  it('moving an item to another label or to the top level moves it out of the plan', () => {
    expect(placed(moveItem(binder(), 'w3030', 'l'))).toEqual([['b36', 'sb36', 'b36']]);
    expect(placed(moveItem(binder(), 'b36', null))).toEqual([['sb36', 'w3030', 'w3030']]);
  });

  it('changing an item to one of another row removes its pieces from the row it left', () => {
    const next = replaceItem(binder(), 'sb36', { ...item('W3036'), id: 'sb36' });
    expect(placed(next)).toEqual([['b36', 'b36', 'w3030', 'w3030']]);
  });

  it('keeps the plans of labels it does not touch, and deleting a label drops its plan', () => {
    const before = binder();
    const next = removeItem(before, 'db24');
    expect(next.labels[0]).toBe(before.labels[0]);
    const deleted = deleteLabel(before, 'k');
    expect(deleted.labels.map((l) => l.name)).toEqual(['Laundry']);
    expect(deleted.items.map((i) => i.id)).toEqual(['db24', 'b36', 'sb36', 'w3030']);
  });
});
