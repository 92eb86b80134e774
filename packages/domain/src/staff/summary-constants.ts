import type { OrderStatus } from '../checkout/rules.ts';
import type { StaffSummary } from '../api/staff-summary.ts';

/* The staff summary's address, open statuses and words without zod (api/staff-summary.ts re-exports them), so the console's frame first renders without the schema library. */

/**
 * What waits for the staff, shown beside the console's sections: orders still open (not yet
 * shipped, completed or cancelled), trade-pro applications not yet decided, and support
 * messages not yet handled.
 */
export const STAFF_SUMMARY_PATH = '/api/staff/summary';

export const OPEN_ORDER_STATUSES = [
  'pending_payment',
  'paid',
  'processing',
  'ready_for_pickup',
] as const satisfies readonly OrderStatus[];

/** The word after each count: 'Support Inbox 3 unhandled' (shown as a badge, read out whole). */
export const STAFF_SUMMARY_WORDS: Record<keyof StaffSummary, string> = {
  openOrders: 'open',
  pendingApplications: 'pending',
  unhandledMessages: 'unhandled',
};
