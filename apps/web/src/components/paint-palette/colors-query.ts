import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client.ts';
import { retryPolicy } from '../../lib/retry-policy.ts';

/** The answer's schemas (zod) load with the call and are awaited once it answers, so the store's first render carries no zod. */
const schemas = () => import('@rta/domain/catalogue/catalogue');

/** The paint colours change rarely: the spec's all-data cache of one hour fits them. */
const COLORS_CACHE_MS = 60 * 60_000;

export const colorsQuery = () =>
  queryOptions({
    queryKey: ['colors'],
    queryFn: async ({ signal }) =>
      (
        await apiRequest(
          '/api/colors',
          schemas().then((module) => module.paintColorsResponseSchema),
          { signal },
        )
      ).data,
    staleTime: COLORS_CACHE_MS,
    gcTime: COLORS_CACHE_MS,
    ...retryPolicy,
  });
