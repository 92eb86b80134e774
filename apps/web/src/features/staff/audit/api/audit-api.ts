import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { AUDIT_PAGE_SIZE, auditPageSchema, STAFF_AUDIT_PATH } from '@rta/domain/staff-audit';
import { apiRequest } from '../../../../lib/api-client.ts';

export const auditPageQuery = (page: number) =>
  queryOptions({
    queryKey: ['staff', 'audit', page],
    queryFn: ({ signal }) => apiRequest(`${STAFF_AUDIT_PATH}?page=${page}&pageSize=${AUDIT_PAGE_SIZE}`, auditPageSchema, { signal }),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
