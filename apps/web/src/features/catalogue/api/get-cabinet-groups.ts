import { queryOptions } from '@tanstack/react-query';
import { CATALOGUE_CACHE_MS } from '@rta/domain/constants';
import { apiRequest } from '../../../lib/api-client.ts';
import { retryPolicy } from '../../../lib/retry-policy.ts';

/** The answer's schemas (zod) load with the call and are awaited once it answers, so the store's first render carries no zod. */
const schemas = () => import('@rta/domain/catalogue');

export const cabinetGroupsQuery = () =>
  queryOptions({
    queryKey: ['cabinet-groups'],
    queryFn: async ({ signal }) =>
      (await apiRequest('/api/cabinet-groups', schemas().then((module) => module.cabinetGroupsResponseSchema), { signal })).data,
    staleTime: CATALOGUE_CACHE_MS,
    ...retryPolicy,
  });
