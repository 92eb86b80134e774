import { queryOptions } from '@tanstack/react-query';
import type { Category } from '@rta/domain/catalogue';
import { CATALOGUE_CACHE_MS, CATALOGUE_TIMEOUT_MS } from '@rta/domain/constants';
import { toCatalogueResponse } from '@rta/domain/catalogue-check';
import { answerCheck, apiRequest } from './api-client.ts';
import { retryPolicy } from './retry-policy.ts';

/**
 * The answer is checked without zod (toCatalogueResponse, held to catalogueResponseSchema by a
 * property test): a visit to the store loads no schema code before its cabinets show.
 */
const catalogueAnswer = answerCheck(toCatalogueResponse);

/** Spec §9: each (category, group) is cached for 30 minutes; the call times out after 5 s. */
export const cabinetsQuery = (category: Category, group: string) =>
  queryOptions({
    queryKey: ['cabinets', category, group],
    queryFn: async ({ signal }) => {
      const response = await apiRequest(
        `/api/cabinets/${encodeURIComponent(category)}?group=${encodeURIComponent(group)}`,
        catalogueAnswer,
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
