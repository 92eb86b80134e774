import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { AUDIT_PAGE_SIZE, auditPageSchema, STAFF_AUDIT_PATH, type AuditArea } from '@rta/domain/staff-audit';
import { apiRequest } from '../../../../lib/api-client.ts';

/** The audit log's filters as the page keeps them in its address. */
export interface AuditFilters {
  area: AuditArea | '';
  actor: string;
  target: string;
  page: number;
}

export const auditPageQuery = (filters: AuditFilters) => {
  const query = new URLSearchParams({ page: String(filters.page), pageSize: String(AUDIT_PAGE_SIZE) });
  if (filters.area) query.set('area', filters.area);
  if (filters.actor.trim()) query.set('actor', filters.actor.trim());
  if (filters.target.trim()) query.set('target', filters.target.trim());
  return queryOptions({
    queryKey: ['staff', 'audit', query.toString()],
    queryFn: ({ signal }) => apiRequest(`${STAFF_AUDIT_PATH}?${query.toString()}`, auditPageSchema, { signal }),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
};
