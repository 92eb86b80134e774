import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { paintColorSchema } from '@rta/domain/catalogue';
import { apiRequest } from '../../lib/api-client.ts';
import { retryPolicy } from '../../lib/retry-policy.ts';

/** The paint colours change rarely: the spec's all-data cache of one hour fits them. */
const COLORS_CACHE_MS = 60 * 60_000;

export const colorsQuery = () =>
  queryOptions({
    queryKey: ['colors'],
    queryFn: async ({ signal }) => (await apiRequest('/api/colors', z.object({ data: z.array(paintColorSchema) }), { signal })).data,
    staleTime: COLORS_CACHE_MS,
    gcTime: COLORS_CACHE_MS,
    ...retryPolicy,
  });
