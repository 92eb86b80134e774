import { configure } from 'safe-stable-stringify';
import { sameConfiguration, type BinderItem } from './item.ts';
import { allItems, type Binder, type BinderContents, type Label } from './binder.ts';
import type { Plan } from '../planner/plan.ts';
import { reconcilePlan } from '../planner/reconcile.ts';

/**
 * On login the guest binder joins the account's (spec §4 Guest to user): an item whose
 * configuration (type, name, variation, group, colour code) is already there is skipped,
 * and labels with the same name become one label.
 *
 * A label's room plan (issue 22) comes along: a guest label merged into an account label that has
 * no plan brings its plan, its pieces of skipped items now naming the item of the same
 * configuration that was kept; an account label that has a plan keeps it, and when the guest's
 * plan differs the label is named in `keptAccountPlans` so the shopper can be told
 * (PLANNER_MESSAGES.keptAccountPlan). Every merged plan is reconciled to its label's items.
 */

const stringify = configure({ deterministic: true });

export type MergedContents = { contents: BinderContents; keptAccountPlans: string[] };
export type MergedBinder = { binder: Binder; keptAccountPlans: string[] };

/** The plan with each piece of a skipped guest item naming the item kept in its place. */
const remapPlan = (plan: Plan, keptFor: ReadonlyMap<string, string>): Plan => ({
  ...plan,
  walls: plan.walls.map((wall) => {
    const remap = <S extends { kind: string }>(slot: S): S =>
      slot.kind === 'piece' && 'itemId' in slot && typeof slot.itemId === 'string' && keptFor.has(slot.itemId)
        ? { ...slot, itemId: keptFor.get(slot.itemId) }
        : slot;
    return { ...wall, base: wall.base.map(remap), upper: wall.upper.map(remap) };
  }),
});

const reconciled = (label: Label): Label => {
  if (!label.plan) return label;
  const plan = reconcilePlan(label.plan, label.items);
  return plan === label.plan ? label : { ...label, plan };
};

export const mergeGuestContentsWithPlans = (account: BinderContents, guest: BinderContents): MergedContents => {
  const seen: BinderItem[] = allItems(account);
  /** A skipped guest item's id → the id of the item of the same configuration already there. */
  const keptFor = new Map<string, string>();
  const fresh = (item: BinderItem): boolean => {
    const existing = seen.find((candidate) => sameConfiguration(candidate, item));
    if (existing) {
      keptFor.set(item.id, existing.id);
      return false;
    }
    seen.push(item);
    return true;
  };

  const keptAccountPlans: string[] = [];
  const labels: Label[] = account.labels.map((label) => ({ ...label, items: [...label.items] }));
  for (const guestLabel of guest.labels) {
    const key = guestLabel.name.trim().toLowerCase();
    const target = labels.find((label) => label.name.trim().toLowerCase() === key);
    const items = guestLabel.items.filter(fresh);
    const guestPlan = guestLabel.plan ? remapPlan(guestLabel.plan, keptFor) : guestLabel.plan;
    if (!target) {
      labels.push({ ...guestLabel, items, ...(guestPlan ? { plan: guestPlan } : {}) });
      continue;
    }
    target.items.push(...items.map((item) => ({ ...item, labelId: target.id, labelName: target.name })));
    if (!guestPlan) continue;
    if (!target.plan) target.plan = guestPlan;
    else if (stringify(target.plan) !== stringify(guestPlan)) keptAccountPlans.push(target.name);
  }
  return {
    contents: { items: [...account.items, ...guest.items.filter(fresh)], labels: labels.map(reconciled) },
    keptAccountPlans,
  };
};

export const mergeGuestContents = (account: BinderContents, guest: BinderContents): BinderContents =>
  mergeGuestContentsWithPlans(account, guest).contents;

/**
 * The whole login merge: items and labels as above, and the pre-assembly choice of the
 * binder the shopper was just using (the guest's, when it holds anything), which then
 * applies to every item (spec §9).
 */
export const mergeGuestBinderWithPlans = (account: Binder, guest: Binder): MergedBinder => {
  const guestHasItems = allItems(guest).length > 0;
  const preAssembly = guestHasItems ? guest.preAssembly : account.preAssembly;
  const { contents, keptAccountPlans } = mergeGuestContentsWithPlans(account, guest);
  return { binder: { ...contents, preAssembly }, keptAccountPlans };
};

export const mergeGuestBinder = (account: Binder, guest: Binder): Binder =>
  mergeGuestBinderWithPlans(account, guest).binder;
