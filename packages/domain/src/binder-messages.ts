/* The binder's messages, without zod (binder-item.ts re-exports them), for the store page's first render. */

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
