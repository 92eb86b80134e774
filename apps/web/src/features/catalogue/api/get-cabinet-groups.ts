import { queryOptions } from '@tanstack/react-query';
import { CATALOGUE_CACHE_MS } from '@rta/domain/common/constants';
import { cabinetGroupsResponseSchema } from '@rta/domain/catalogue/catalogue';
import { apiRequest } from '../../../lib/api-client.ts';
import { retryPolicy } from '../../../lib/retry-policy.ts';

export const cabinetGroupsQuery = () =>
  queryOptions({
    queryKey: ['cabinet-groups'],
    queryFn: async ({ signal }) =>
      (await apiRequest('/api/cabinet-groups', cabinetGroupsResponseSchema, { signal })).data,
    staleTime: CATALOGUE_CACHE_MS,
    ...retryPolicy,
  });
