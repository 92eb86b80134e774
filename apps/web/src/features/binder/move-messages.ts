/** What a move tells the shopper, by toast and to screen readers while dragging. */
export const MOVE_MESSAGES = {
  mainBinder: 'the main binder',
  moved: (item: string, target: string) => `${item} moved to ${target}.`,
  failed: 'The item could not be moved. Please try again.',
  noLabels: 'Create a label first, then move items into it.',
  instructions:
    'To move an item into a label, press Space or Enter to pick it up, use the Up and Down arrow keys to choose a label or the main binder, and press Space or Enter again to drop it. Press Escape to cancel.',
} as const;
