import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { AUDIT_PAGE_SIZE, STAFF_AUDIT_PATH, type AuditArea } from '@rta/domain/staff/audit-constants';
import type { AuditPage } from '@rta/domain/api/staff-audit';
import { apiRequest } from '../../../../lib/api-client.ts';

/** The answer's schema loads with the call and is awaited once it answers: the audit log's first render does not carry it. */
const schemas = () => import('@rta/domain/api/staff-audit');

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
    // The answer's type is named: with the schema behind a promise, TypeScript would otherwise infer it from keepPreviousData.
    queryFn: ({ signal }) =>
      apiRequest<AuditPage>(
        `${STAFF_AUDIT_PATH}?${query.toString()}`,
        schemas().then((module) => module.auditPageSchema),
        { signal },
      ),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
};
