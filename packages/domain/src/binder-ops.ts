import type { BinderItem } from './binder-item.ts';
import type { CartData, Label } from './binder.ts';
import { containsConfiguration } from './binder-contents.ts';
import { PRE_ASSEMBLY_FEE_CENTS } from './constants.ts';

/**
 * Changes to the binder (spec §4 Item moves, §5 Binder), as pure functions from one binder
 * to the next. Items and labels that do not change keep their identity, so a view can skip
 * re-drawing them.
 */

/** The least and most of one line (spec §5: at least 1; at most what one order line takes). */
export const QUANTITY_MIN = 1;
export const QUANTITY_MAX = 999;

export const clampQuantity = (quantity: number): number =>
  Number.isFinite(quantity) ? Math.min(QUANTITY_MAX, Math.max(QUANTITY_MIN, Math.trunc(quantity))) : QUANTITY_MIN;

export const EMPTY_CART: CartData = { items: [], labels: [] };

/** Where an item is: at the top level (labelId null) or in a label. */
export interface ItemPlace {
  item: BinderItem;
  labelId: string | null;
}

export const findItem = (cart: CartData, itemId: string): ItemPlace | undefined => {
  const top = cart.items.find((item) => item.id === itemId);
  if (top) return { item: top, labelId: null };
  for (const label of cart.labels) {
    const inside = label.items.find((item) => item.id === itemId);
    if (inside) return { item: inside, labelId: label.id };
  }
  return undefined;
};

/** Apply `change` to the one item with this id, wherever it is; the rest stays as it was. */
const mapItem = (cart: CartData, itemId: string, change: (item: BinderItem) => BinderItem | null): CartData => {
  const place = findItem(cart, itemId);
  if (!place) return cart;
  const update = (items: BinderItem[]): BinderItem[] =>
    items.flatMap((item) => {
      if (item.id !== itemId) return [item];
      const next = change(item);
      return next ? [next] : [];
    });
  if (place.labelId === null) return { ...cart, items: update(cart.items) };
  return {
    ...cart,
    labels: cart.labels.map((label) => (label.id === place.labelId ? { ...label, items: update(label.items) } : label)),
  };
};

/** Spec §5: quantity is at least 1 (and a whole number). */
export const setQuantity = (cart: CartData, itemId: string, quantity: number): CartData =>
  mapItem(cart, itemId, (item) => {
    const next = clampQuantity(quantity);
    return next === item.quantity ? item : { ...item, quantity: next };
  });

export const removeItem = (cart: CartData, itemId: string): CartData => mapItem(cart, itemId, () => null);

/** Swap an item for its edited version (same id), keeping its place. */
export const replaceItem = (cart: CartData, itemId: string, next: BinderItem): CartData =>
  mapItem(cart, itemId, (item) => ({ ...next, id: item.id, labelId: item.labelId, labelName: item.labelName }));

/** An item at the top level carries no label fields; one inside a label names it (spec §3). */
const outOfLabel = (item: BinderItem): BinderItem => {
  const { labelId: _labelId, labelName: _labelName, ...rest } = item;
  return rest;
};
const intoLabel = (item: BinderItem, label: Label): BinderItem => ({ ...item, labelId: label.id, labelName: label.name });

/**
 * Spec §4 Item moves: a binder item into a label, a label item into another label, or
 * (target null) back to the top level. The item goes to the end of its new place. A move
 * to where the item already is, or to a label that does not exist, changes nothing.
 */
export const moveItem = (cart: CartData, itemId: string, targetLabelId: string | null): CartData => {
  const place = findItem(cart, itemId);
  if (!place || place.labelId === targetLabelId) return cart;
  const target = targetLabelId === null ? null : cart.labels.find((label) => label.id === targetLabelId);
  if (target === undefined) return cart;
  const without = removeItem(cart, itemId);
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

export type AddResult = { outcome: 'added'; cart: CartData } | { outcome: 'duplicate' | 'full'; cart: CartData };

/** Spec §4: a configuration already in the binder (top level or a label) is not added again. */
export const addItem = (cart: CartData, item: BinderItem): AddResult => {
  if (containsConfiguration(cart, item)) return { outcome: 'duplicate', cart };
  if (lineCount(cart) >= BINDER_LIMITS.lines) return { outcome: 'full', cart };
  return { outcome: 'added', cart: { ...cart, items: [...cart.items, outOfLabel(item)] } };
};

export type CreateLabelResult = { ok: true; cart: CartData; label: Label } | { ok: false; message: string };

/** Spec §5: a new label needs a name (trimmed); new labels come last, empty. */
export const createLabel = (cart: CartData, options: { id: string; name: string }): CreateLabelResult => {
  const name = options.name.trim().replace(/\s+/g, ' ');
  if (!name) return { ok: false, message: LABEL_MESSAGES.nameRequired };
  if (cart.labels.length >= BINDER_LIMITS.labels) return { ok: false, message: LABEL_MESSAGES.tooMany(BINDER_LIMITS.labels) };
  const label: Label = { id: options.id, name: name.slice(0, BINDER_LIMITS.labelName), items: [], isLabel: true };
  return { ok: true, cart: { ...cart, labels: [...cart.labels, label] }, label };
};

/** Spec §4: deleting a label moves its items back to the main binder, after the items already there. */
export const deleteLabel = (cart: CartData, labelId: string): CartData => {
  const label = cart.labels.find((candidate) => candidate.id === labelId);
  if (!label) return cart;
  return {
    items: [...cart.items, ...label.items.map(outOfLabel)],
    labels: cart.labels.filter((candidate) => candidate.id !== labelId),
  };
};

/** Spec §9: the pre-assembly checkbox applies the fee to every item, in labels too. */
export const applyPreAssembly = (cart: CartData, enabled: boolean): CartData => {
  const fee = enabled ? PRE_ASSEMBLY_FEE_CENTS : 0;
  const apply = (item: BinderItem): BinderItem => (item.preAssemblyFee === fee ? item : { ...item, preAssemblyFee: fee });
  return {
    items: cart.items.map(apply),
    labels: cart.labels.map((label) => (label.items.every((item) => item.preAssemblyFee === fee) ? label : { ...label, items: label.items.map(apply) })),
  };
};

/** Item lines in the binder, counting those inside labels (what 'Binder (count)' shows). */
export const lineCount = (cart: CartData): number =>
  cart.items.length + cart.labels.reduce((sum, label) => sum + label.items.length, 0);
