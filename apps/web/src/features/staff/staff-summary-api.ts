import { queryOptions } from '@tanstack/react-query';
import { STAFF_SUMMARY_PATH, staffSummarySchema } from '@rta/domain/staff-summary';
import { apiRequest } from '../../lib/api-client.ts';

/** Under ['staff', …], so the sections' changes (which invalidate their own keys) leave it to refresh on navigation and focus. */
export const staffSummaryQuery = queryOptions({
  queryKey: ['staff', 'summary'],
  queryFn: ({ signal }) => apiRequest(STAFF_SUMMARY_PATH, staffSummarySchema, { signal }),
  staleTime: 0,
  refetchOnWindowFocus: true,
});
