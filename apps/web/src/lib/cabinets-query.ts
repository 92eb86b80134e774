import { queryOptions } from '@tanstack/react-query';
import { CATALOGUE_CACHE_MS, CATALOGUE_TIMEOUT_MS } from '@rta/domain/common/constants';
import { catalogueResponseSchema, type Category } from '@rta/domain/catalogue/catalogue';
import { apiRequest } from './api-client.ts';
import { retryPolicy } from './retry-policy.ts';

/** Spec §9: each (category, group) is cached for 30 minutes; the call times out after 5 s. */
export const cabinetsQuery = (category: Category, group: string) =>
  queryOptions({
    queryKey: ['cabinets', category, group],
    queryFn: async ({ signal }) => {
      const response = await apiRequest(
        `/api/cabinets/${encodeURIComponent(category)}?group=${encodeURIComponent(group)}`,
        catalogueResponseSchema,
        { signal, timeoutMs: CATALOGUE_TIMEOUT_MS },
      );
      return response.data;
    },
    staleTime: CATALOGUE_CACHE_MS,
    gcTime: CATALOGUE_CACHE_MS,
    ...retryPolicy,
    // Entering /store already asked (and retried, spec §9; app/page-routes.tsx): a page
    // mounting on that failure shows it rather than asking again. Coming back to the store
    // enters it again, which asks anew.
    retryOnMount: false,
  });
