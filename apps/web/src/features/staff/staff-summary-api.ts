import { queryOptions } from '@tanstack/react-query';
import { STAFF_SUMMARY_PATH } from '@rta/domain/staff/summary-constants';
import { apiRequest } from '../../lib/api-client.ts';

/** The answer's schema (zod) loads with the call: the console's frame first renders without zod. */
const schemas = () => import('@rta/domain/api/staff-summary');

/** Under ['staff', …], so the sections' changes (which invalidate their own keys) leave it to refresh on navigation and focus. */
export const staffSummaryQuery = queryOptions({
  queryKey: ['staff', 'summary'],
  queryFn: ({ signal }) =>
    apiRequest(
      STAFF_SUMMARY_PATH,
      schemas().then((module) => module.staffSummarySchema),
      { signal },
    ),
  staleTime: 0,
  refetchOnWindowFocus: true,
});
