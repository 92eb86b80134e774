import type { BinderContents } from '../binder/binder.ts';
import type { BinderItem } from '../binder/item.ts';
import { BINDER_LIMITS, addItem, moveItem, setQuantity } from '../binder/ops.ts';

/*
 * 'Add what this room needs' (issue 22): what the room's plan needs and its label lacks
 * (planner/accessories.ts missingFromLabel) goes into the label in one step. A SKU the label
 * already holds gets the extra quantity; a new one is added to the binder as the store adds it
 * (binder/ops.ts addItem) and moved into the label. A configuration already elsewhere in the
 * binder is left where it is (it belongs to another room or to none): the shopper is told.
 */

export interface AddToLabelResult {
  binder: BinderContents;
  /** The SKUs added or raised. */
  added: string[];
  /** The SKUs not added: already elsewhere in the binder, or the binder full. */
  notAdded: { sku: string; reason: 'elsewhere' | 'full' }[];
}

export const ADD_TO_LABEL_MESSAGES = {
  added: (skus: readonly string[], label: string) => `Added ${skus.join(', ')} to ${label}.`,
  elsewhere: (sku: string) => `${sku} is already in your binder outside this room: move it here to count it.`,
  full: `Your binder holds at most ${BINDER_LIMITS.lines} items.`,
  nothing: 'This room already has everything its plan needs.',
} as const;

/** Each item's quantity is what to add; its id is fresh (the caller makes it). */
export const addToLabel = (binder: BinderContents, labelId: string, items: readonly BinderItem[]): AddToLabelResult => {
  let next = binder;
  const added: string[] = [];
  const notAdded: AddToLabelResult['notAdded'] = [];
  for (const item of items) {
    const label = next.labels.find((candidate) => candidate.id === labelId);
    if (!label) break;
    const held = label.items.find((candidate) => candidate.name === item.name);
    if (held) {
      next = setQuantity(next, held.id, held.quantity + item.quantity);
      added.push(item.name);
      continue;
    }
    const result = addItem(next, item);
    if (result.outcome !== 'added') {
      notAdded.push({ sku: item.name, reason: result.outcome === 'full' ? 'full' : 'elsewhere' });
      continue;
    }
    next = moveItem(result.binder, item.id, labelId);
    added.push(item.name);
  }
  return { binder: next, added, notAdded };
};
