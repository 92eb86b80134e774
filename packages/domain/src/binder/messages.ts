/* The binder's messages, without zod (binder/item.ts re-exports them), for the store page's first render. */

/** Spec §5 Binder messages. */
export const BINDER_MESSAGES = {
  selectOptionsFirst: 'Please select all required options first',
  invalidItem: 'Failed to create valid item',
  invalidSearchResult: 'Invalid search result item',
  added: 'Item added to binder',
  addFailed: 'Failed to add item to binder',
  addSearchResultFailed: 'Failed to add search result to binder',
  alreadyInBinder: 'This item is already in your binder',
} as const;

// The message of a binder that could not be read is a module of its own: the entry says it.
export { BINDER_UNREADABLE } from './unreadable.ts';

/**
 * What of the binder stored on this device could not be read and was left out (issue 19,
 * binder/recovery.ts), as the shopper is told once after the page shows.
 */
export const NOT_KEPT_MESSAGES = {
  message: (parts: readonly string[]) =>
    `Some of your saved binder could not be read and was left out: ${parts.join(', ')}.`,
  item: (name: string, group: string | null) => (group ? `${name} (${group})` : name),
  label: (name: string) => `the label '${name}'`,
  labelItems: (name: string) => `the items in the label '${name}'`,
  labelPlan: (name: string) => `the plan of the room '${name}'`,
  otherItems: (count: number) => `${count} other item${count === 1 ? '' : 's'}`,
  otherLabels: (count: number) => `${count} other label${count === 1 ? '' : 's'}`,
  items: 'the items outside labels',
  labels: 'the labels and their items',
  preAssembly: 'the pre-assembly choice',
} as const;
