import { z } from 'zod';
import type { OrderStatus } from './checkout.ts';

/**
 * What waits for the staff, shown beside the console's sections: orders still open (not yet
 * shipped, completed or cancelled), trade-pro applications not yet decided, and support
 * messages not yet handled.
 */
export const STAFF_SUMMARY_PATH = '/api/staff/summary';

export const OPEN_ORDER_STATUSES = ['pending_payment', 'paid', 'processing', 'ready_for_pickup'] as const satisfies readonly OrderStatus[];

export const staffSummarySchema = z.object({
  openOrders: z.number().int().min(0),
  pendingApplications: z.number().int().min(0),
  unhandledMessages: z.number().int().min(0),
});
export type StaffSummary = z.infer<typeof staffSummarySchema>;

/** The word after each count: 'Support Inbox 3 unhandled' (shown as a badge, read out whole). */
export const STAFF_SUMMARY_WORDS: Record<keyof StaffSummary, string> = {
  openOrders: 'open',
  pendingApplications: 'pending',
  unhandledMessages: 'unhandled',
};
