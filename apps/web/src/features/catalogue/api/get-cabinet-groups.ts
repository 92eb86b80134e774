import { queryOptions } from '@tanstack/react-query';
import { CATALOGUE_CACHE_MS } from '@rta/domain/constants';
import { toCabinetGroupsResponse } from '@rta/domain/catalogue-check';
import { answerCheck, apiRequest } from '../../../lib/api-client.ts';
import { retryPolicy } from '../../../lib/retry-policy.ts';

/** The answer is checked without zod (toCabinetGroupsResponse, held to cabinetGroupsResponseSchema by a property test). */
const groupsAnswer = answerCheck(toCabinetGroupsResponse);

export const cabinetGroupsQuery = () =>
  queryOptions({
    queryKey: ['cabinet-groups'],
    queryFn: async ({ signal }) =>
      (await apiRequest('/api/cabinet-groups', groupsAnswer, { signal })).data,
    staleTime: CATALOGUE_CACHE_MS,
    ...retryPolicy,
  });
