import * as v from 'valibot';

export { OPEN_ORDER_STATUSES, STAFF_SUMMARY_PATH, STAFF_SUMMARY_WORDS } from '../staff/summary-constants.ts';

/** The counts of what waits for the staff (see staff/summary-constants.ts). */
const count = v.pipe(v.number(), v.safeInteger(), v.minValue(0));

export const staffSummarySchema = v.object({
  openOrders: count,
  pendingApplications: count,
  unhandledMessages: count,
});
export type StaffSummary = v.InferOutput<typeof staffSummarySchema>;
