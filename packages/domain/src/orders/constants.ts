/*
 * The orders' header name, messages and unlabelled group's name (api/orders.ts re-exports them),
 * apart from the schemas so that a page importing only these does not carry the schemas' code: a
 * module is bundled whole into one chunk, and merged into the schemas' module it put 3.3 KB of
 * schemas on every page's first load (measured, docs/decisions/0145).
 */

/** Spec §7: order creation is idempotent; the client sends one key per attempt to buy. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

export const ORDER_MESSAGES = {
  emptyBinder: 'Your binder is empty.',
  notFound: 'Order not found',
  notCardPayment: 'This order is paid at the showroom, not by card.',
  alreadyPaid: 'This order is already paid.',
  notAwaitingPayment: 'This order is no longer waiting for a card payment.',
  paymentConfirming: 'Your payment is being confirmed. We will e-mail you a receipt as soon as it is.',
  noOrders: 'You have no orders yet.',
  /** A next-page cursor ('before') longer than any order id. */
  badCursor: 'Give the id of one of your orders.',
  numberTooLong: 'An order number search cannot exceed 40 characters.',
  /** The same Idempotency-Key sent again with another order (Stripe's rule: refused, nothing changes). */
  keyReused: 'This Idempotency-Key was already used for a different order. Use a new key to place a new order.',
} as const;

/** Items not in a label are listed under this name in itemGroups (and at checkout). */
export const UNLABELLED_GROUP = 'Binder';

/**
 * Order history comes newest first, this many orders a page (issue 24); the next page is
 * asked with ?before=<the last order's id> and announced with a Link rel="next" header.
 */
export const ORDER_HISTORY_PAGE_SIZE = 20;
