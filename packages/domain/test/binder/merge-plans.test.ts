import { describe, expect, it } from 'vitest';
import type { Binder, Label } from '../../src/binder/binder.ts';
import type { BinderItem } from '../../src/binder/item.ts';
import { mergeGuestBinder, mergeGuestBinderWithPlans } from '../../src/binder/merge.ts';
import { PLANNER_MESSAGES } from '../../src/planner/messages.ts';
import type { Plan } from '../../src/planner/plan.ts';
import { item, plan, wall } from '../planner/fixtures.ts';

/** The login merge brings room plans along (issue 22). */

const label = (id: string, name: string, items: BinderItem[], labelPlan?: Plan): Label => ({
  id,
  name,
  isLabel: true,
  items: items.map((i) => ({ ...i, labelId: id, labelName: name })),
  ...(labelPlan ? { plan: labelPlan } : {}),
});
const binder = (...labels: Label[]): Binder => ({ items: [], labels, preAssembly: false });
const pieces = (merged: Binder, name: string) =>
  merged.labels
    .find((l) => l.name === name)
    ?.plan?.walls.map((w) => [...w.base, ...w.upper].map((s) => (s.kind === 'piece' ? s.itemId : s.space)));

describe('merging room plans on login', () => {
  it("keeps the account's plan when the guest's differs, and names the label", () => {
    const accountPlan = plan(wall(120, { base: ['a-b36'] }));
    const account = binder(label('ka', 'Kitchen', [item('B36', 1, 'a-b36')], accountPlan));
    const guest = binder(label('kg', 'kitchen', [item('B36', 1, 'g-b36')], plan(wall(96, { base: ['g-b36'] }))));
    const { binder: merged, keptAccountPlans } = mergeGuestBinderWithPlans(account, guest);
    expect(merged.labels[0]?.plan).toEqual(accountPlan);
    expect(keptAccountPlans).toEqual(['Kitchen']);
    expect(PLANNER_MESSAGES.keptAccountPlan('Kitchen')).toBe(
      "The plan of 'Kitchen' on this device differs from your account's; your account's plan is kept.",
    );
  });

  it('says nothing when the two plans are the same (the device had the account binder already)', () => {
    const same = () => plan(wall(120, { base: ['b36'] }));
    const shared = same();
    const account = binder(label('k', 'Kitchen', [item('B36')], shared));
    const guest = binder(label('k', 'Kitchen', [item('B36')], JSON.parse(JSON.stringify(shared)) as Plan));
    expect(mergeGuestBinderWithPlans(account, guest).keptAccountPlans).toEqual([]);
  });

  it("takes the guest's plan into an account label without one, its skipped items' pieces on the account's item", () => {
    const account = binder(label('ka', 'Kitchen', [item('B36', 2, 'a-b36')]));
    const guestPlan = plan(wall(120, { base: ['g-b36', 'g-sb36', 'g-b36', 'g-b36'] }));
    const guest = binder(label('kg', 'Kitchen', [item('B36', 3, 'g-b36'), item('SB36', 1, 'g-sb36')], guestPlan));
    const { binder: merged, keptAccountPlans } = mergeGuestBinderWithPlans(account, guest);
    expect(keptAccountPlans).toEqual([]);
    // The account's B36 is kept (quantity 2): the guest's third B36 piece goes with the merge.
    expect(pieces(merged, 'Kitchen')).toEqual([['a-b36', 'g-sb36', 'a-b36']]);
  });

  it('brings a new label with its plan, reconciled to the items it keeps', () => {
    const account: Binder = { items: [item('W3030', 1, 'a-w')], labels: [], preAssembly: false };
    const guestPlan = plan(wall(120, { base: ['g-b36'], upper: ['g-w'] }));
    const guest = binder(label('lg', 'Bath', [item('B36', 1, 'g-b36'), item('W3030', 1, 'g-w')], guestPlan));
    const merged = mergeGuestBinder(account, guest);
    expect(pieces(merged, 'Bath')).toEqual([['g-b36']]);
  });

  it("keeps the account's plan when the guest label has none", () => {
    const accountPlan = plan(wall(120, { base: ['a-b36'] }));
    const account = binder(label('ka', 'Kitchen', [item('B36', 1, 'a-b36')], accountPlan));
    const guest = binder(label('kg', 'Kitchen', [item('DB24', 1, 'g-db')]));
    const { binder: merged, keptAccountPlans } = mergeGuestBinderWithPlans(account, guest);
    expect(merged.labels[0]?.plan).toBe(accountPlan);
    expect(keptAccountPlans).toEqual([]);
  });
});
