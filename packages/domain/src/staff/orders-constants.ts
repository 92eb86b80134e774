/*
 * The staff orders section's page size, limits and messages (api/staff-orders.ts re-exports them),
 * apart from the schemas so that a page importing only these does not carry the schemas' code: a
 * module is bundled whole into one chunk, and merged into the schemas' module it put 3.3 KB of
 * schemas on every page's first load (measured, docs/decisions/0145).
 */

export const STAFF_ORDERS_PAGE_SIZE = 25;
/** The most orders one page may ask for (a larger pageSize is refused, 400). */
export const STAFF_ORDERS_PAGE_SIZE_MAX = 100;
export const STAFF_SEARCH_MAX = 100;
export const STATUS_NOTE_MAX = 500;

export const STAFF_ORDER_MESSAGES = {
  badStatus: 'Choose one of the order statuses.',
  badDate: 'Dates must be ISO 8601 date-times with a time zone.',
  dateOrder: "The 'from' date must be before the 'to' date.",
  searchTooLong: `Search cannot exceed ${STAFF_SEARCH_MAX} characters`,
  noteTooLong: `Note cannot exceed ${STATUS_NOTE_MAX} characters`,
  badMethod: 'Choose cash, card terminal or cheque.',
  notFound: 'Order not found',
  /** Answered (403) to a staff member changing their own order, and shown to them instead of the order's forms. */
  ownOrderStatus: 'You cannot change the status of your own order. Ask another staff member.',
  ownOrderPayment: 'You cannot record the payment of your own order. Ask another staff member.',
} as const;
