import type { BinderItem } from './item.ts';
import type { BinderContents, Label } from './binder.ts';
import { containsConfiguration } from './contents.ts';
import { reconcilePlan } from '../planner/reconcile.ts';

/**
 * Changes to the binder (spec §4 Item moves, §5 Binder), as pure functions from one binder
 * to the next. Items and labels that do not change keep their identity, so a view can skip
 * re-drawing them.
 *
 * A label's room plan follows its items (issue 22, decision 0159): every operation that removes an
 * item from a label, lowers its quantity or changes it reconciles that label's plan here, so no
 * caller can forget to; deleting a label drops its plan with it.
 */

/** The label with its plan reconciled to its items; the same label when the plan keeps every piece. */
const withPlanReconciled = (label: Label): Label => {
  if (!label.plan) return label;
  const plan = reconcilePlan(label.plan, label.items);
  return plan === label.plan ? label : { ...label, plan };
};

/** The least and most of one line (spec §5: at least 1; at most what one order line takes). */
export const QUANTITY_MIN = 1;
export const QUANTITY_MAX = 999;

export const clampQuantity = (quantity: number): number =>
  Number.isFinite(quantity) ? Math.min(QUANTITY_MAX, Math.max(QUANTITY_MIN, Math.trunc(quantity))) : QUANTITY_MIN;

/** Where an item is: at the top level (labelId null) or in a label. */
export interface ItemPlace {
  item: BinderItem;
  labelId: string | null;
}

export const findItem = (binder: BinderContents, itemId: string): ItemPlace | undefined => {
  const top = binder.items.find((item) => item.id === itemId);
  if (top) return { item: top, labelId: null };
  for (const label of binder.labels) {
    const inside = label.items.find((item) => item.id === itemId);
    if (inside) return { item: inside, labelId: label.id };
  }
  return undefined;
};

/** Apply `change` to the one item with this id, wherever it is; the rest stays as it was. */
const mapItem = (
  binder: BinderContents,
  itemId: string,
  change: (item: BinderItem) => BinderItem | null,
): BinderContents => {
  const place = findItem(binder, itemId);
  if (!place) return binder;
  const update = (items: BinderItem[]): BinderItem[] =>
    items.flatMap((item) => {
      if (item.id !== itemId) return [item];
      const next = change(item);
      return next ? [next] : [];
    });
  if (place.labelId === null) return { ...binder, items: update(binder.items) };
  return {
    ...binder,
    labels: binder.labels.map((label) =>
      label.id === place.labelId ? withPlanReconciled({ ...label, items: update(label.items) }) : label,
    ),
  };
};

/** Spec §5: quantity is at least 1 (and a whole number). */
export const setQuantity = (binder: BinderContents, itemId: string, quantity: number): BinderContents =>
  mapItem(binder, itemId, (item) => {
    const next = clampQuantity(quantity);
    return next === item.quantity ? item : { ...item, quantity: next };
  });

export const removeItem = (binder: BinderContents, itemId: string): BinderContents =>
  mapItem(binder, itemId, () => null);

/** Swap an item for its edited version (same id), keeping its place. */
export const replaceItem = (binder: BinderContents, itemId: string, next: BinderItem): BinderContents =>
  mapItem(binder, itemId, (item) => ({ ...next, id: item.id, labelId: item.labelId, labelName: item.labelName }));

/** An item at the top level carries no label fields; one inside a label names it (spec §3). */
const outOfLabel = (item: BinderItem): BinderItem => {
  const { labelId: _labelId, labelName: _labelName, ...rest } = item;
  return rest;
};
const intoLabel = (item: BinderItem, label: Label): BinderItem => ({
  ...item,
  labelId: label.id,
  labelName: label.name,
});

/**
 * Spec §4 Item moves: a binder item into a label, a label item into another label, or
 * (target null) back to the top level. The item goes to the end of its new place. A move
 * to where the item already is, or to a label that does not exist, changes nothing.
 */
export const moveItem = (binder: BinderContents, itemId: string, targetLabelId: string | null): BinderContents => {
  const place = findItem(binder, itemId);
  if (!place || place.labelId === targetLabelId) return binder;
  const target = targetLabelId === null ? null : binder.labels.find((label) => label.id === targetLabelId);
  if (target === undefined) return binder;
  const without = removeItem(binder, itemId);
  if (target === null) return { ...without, items: [...without.items, outOfLabel(place.item)] };
  return {
    ...without,
    labels: without.labels.map((label) =>
      label.id === target.id ? { ...label, items: [...label.items, intoLabel(place.item, label)] } : label,
    ),
  };
};

export const LABEL_MESSAGES = {
  nameRequired: 'Label name cannot be empty',
  created: 'Label created successfully',
  deleted: 'Label deleted successfully',
  /** Spec §8: the confirmation says the items remain in the binder. */
  confirmDelete: (name: string) =>
    `Delete the label '${name}'? Its items stay in your binder: they move back to the main binder.`,
  tooMany: (max: number) => `A binder can hold at most ${max} labels.`,
  saveFailed: 'The label could not be created. Please try again.',
} as const;

/** How much one binder may hold: far more than any kitchen, little enough to save in one request. */
export const BINDER_LIMITS = { lines: 500, labels: 100, labelName: 100 } as const;

export const BINDER_FULL_MESSAGE = `Your binder holds at most ${BINDER_LIMITS.lines} items. Save it as a project or check out before adding more.`;

export type AddResult =
  { outcome: 'added'; binder: BinderContents } | { outcome: 'duplicate' | 'full'; binder: BinderContents };

/** Spec §4: a configuration already in the binder (top level or a label) is not added again. */
export const addItem = (binder: BinderContents, item: BinderItem): AddResult => {
  if (containsConfiguration(binder, item)) return { outcome: 'duplicate', binder };
  if (lineCount(binder) >= BINDER_LIMITS.lines) return { outcome: 'full', binder };
  return { outcome: 'added', binder: { ...binder, items: [...binder.items, outOfLabel(item)] } };
};

export type CreateLabelResult = { ok: true; binder: BinderContents; label: Label } | { ok: false; message: string };

/** Spec §5: a new label needs a name (trimmed); new labels come last, empty. */
export const createLabel = (binder: BinderContents, options: { id: string; name: string }): CreateLabelResult => {
  const name = options.name.trim().replace(/\s+/g, ' ');
  if (!name) return { ok: false, message: LABEL_MESSAGES.nameRequired };
  if (binder.labels.length >= BINDER_LIMITS.labels)
    return { ok: false, message: LABEL_MESSAGES.tooMany(BINDER_LIMITS.labels) };
  const label: Label = { id: options.id, name: name.slice(0, BINDER_LIMITS.labelName), items: [], isLabel: true };
  return { ok: true, binder: { ...binder, labels: [...binder.labels, label] }, label };
};

/**
 * Spec §4: deleting a label moves its items back to the main binder, after the items already there.
 * Its plan goes with it: a plan belongs to a room, and the top level is not one.
 */
export const deleteLabel = (binder: BinderContents, labelId: string): BinderContents => {
  const label = binder.labels.find((candidate) => candidate.id === labelId);
  if (!label) return binder;
  return {
    items: [...binder.items, ...label.items.map(outOfLabel)],
    labels: binder.labels.filter((candidate) => candidate.id !== labelId),
  };
};

/** Item lines in the binder, counting those inside labels (what 'Binder (count)' shows). */
export const lineCount = (binder: BinderContents): number =>
  binder.items.length + binder.labels.reduce((sum, label) => sum + label.items.length, 0);
