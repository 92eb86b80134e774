import { queryOptions } from '@tanstack/react-query';
import { CATALOGUE_CACHE_MS, CATALOGUE_TIMEOUT_MS } from '@rta/domain/common/constants';
import { cabinetPageApiPath, cabinetPageResponseSchema } from '@rta/domain/api/cabinet-page';
import { apiRequest } from '../../../lib/api-client.ts';
import { retryPolicy } from '../../../lib/retry-policy.ts';

/** A cabinet's page: the cabinet its path names, with its other widths and door styles (cached as the catalogue is). */
export const cabinetPageQuery = (style: string, sku: string) =>
  queryOptions({
    queryKey: ['cabinet-page', style, sku],
    queryFn: async ({ signal }) =>
      (
        await apiRequest(cabinetPageApiPath(style, sku), cabinetPageResponseSchema, {
          signal,
          timeoutMs: CATALOGUE_TIMEOUT_MS,
        })
      ).data,
    staleTime: CATALOGUE_CACHE_MS,
    gcTime: CATALOGUE_CACHE_MS,
    ...retryPolicy,
  });
