import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { cabinetGroupSchema } from '@rta/domain/catalogue';
import { CATALOGUE_CACHE_MS } from '@rta/domain/constants';
import { apiRequest } from '../../../lib/api-client.ts';
import { retryPolicy } from '../../../lib/retry-policy.ts';

export const cabinetGroupsQuery = () =>
  queryOptions({
    queryKey: ['cabinet-groups'],
    queryFn: async ({ signal }) =>
      (await apiRequest('/api/cabinet-groups', z.object({ data: z.array(cabinetGroupSchema) }), { signal })).data,
    staleTime: CATALOGUE_CACHE_MS,
    ...retryPolicy,
  });
