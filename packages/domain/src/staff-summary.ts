import { z } from 'zod';

export { OPEN_ORDER_STATUSES, STAFF_SUMMARY_PATH, STAFF_SUMMARY_WORDS } from './staff-summary-constants.ts';

/** The counts of what waits for the staff (see staff-summary-constants.ts). */
export const staffSummarySchema = z.object({
  openOrders: z.number().int().min(0),
  pendingApplications: z.number().int().min(0),
  unhandledMessages: z.number().int().min(0),
});
export type StaffSummary = z.infer<typeof staffSummarySchema>;
