import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { ContractorTier } from '@rta/domain/roles';
import {
  staffApplicationDetailSchema,
  staffApplicationListSchema,
  type ApplicationStatus,
  type StaffApplicationDetail,
} from '@rta/domain/staff-applications-api';
import { apiRequest } from '../../../../lib/api-client.ts';

export interface ApplicationFilters {
  status: ApplicationStatus | '';
  page: number;
}

export const staffApplicationsKey = ['staff', 'applications'] as const;

export const staffApplicationListQuery = (filters: ApplicationFilters) => {
  const query = new URLSearchParams({ page: String(filters.page) });
  if (filters.status) query.set('status', filters.status);
  return queryOptions({
    queryKey: [...staffApplicationsKey, 'list', filters],
    queryFn: ({ signal }) => apiRequest(`/api/staff/applications?${query.toString()}`, staffApplicationListSchema, { signal }),
    staleTime: 0,
    placeholderData: (previous) => previous,
  });
};

export const staffApplicationQuery = (id: string) =>
  queryOptions({
    queryKey: [...staffApplicationsKey, 'detail', id],
    queryFn: ({ signal }) => apiRequest(`/api/staff/applications/${encodeURIComponent(id)}`, staffApplicationDetailSchema, { signal }),
    staleTime: 0,
  });

export const approveApplication = (id: string, tier: ContractorTier) =>
  apiRequest(`/api/staff/applications/${encodeURIComponent(id)}/approve`, staffApplicationDetailSchema, { method: 'POST', body: { tier } });

export const declineApplication = (id: string, reason: string) =>
  apiRequest(`/api/staff/applications/${encodeURIComponent(id)}/decline`, staffApplicationDetailSchema, { method: 'POST', body: { reason } });

export const storeApplicationDetail = (client: QueryClient, detail: StaffApplicationDetail): void => {
  client.setQueryData(staffApplicationQuery(detail.id).queryKey, detail);
  void client.invalidateQueries({ queryKey: [...staffApplicationsKey, 'list'] });
};
