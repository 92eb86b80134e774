import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { ContractorTier } from '@rta/domain/accounts/roles';
import type { StaffApplicationDetail, StaffApplicationList } from '@rta/domain/api/staff-applications';
import type { ApplicationStatus } from '@rta/domain/staff/applications-constants';
import { apiRequest } from '../../../../lib/api-client.ts';

/** The answers' schemas load with a call and are awaited once it answers: the application pages' first render does not carry them. */
const schemas = () => import('@rta/domain/api/staff-applications');
const detailSchema = () => schemas().then((module) => module.staffApplicationDetailSchema);

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
    queryFn: ({ signal }): Promise<StaffApplicationList> =>
      apiRequest(
        `/api/staff/applications?${query.toString()}`,
        schemas().then((module) => module.staffApplicationListSchema),
        { signal },
      ),
    staleTime: 0,
    placeholderData: (previous) => previous,
  });
};

export const staffApplicationQuery = (id: string) =>
  queryOptions({
    queryKey: [...staffApplicationsKey, 'detail', id],
    queryFn: ({ signal }): Promise<StaffApplicationDetail> =>
      apiRequest(`/api/staff/applications/${encodeURIComponent(id)}`, detailSchema(), { signal }),
    staleTime: 0,
  });

export const approveApplication = (id: string, tier: ContractorTier): Promise<StaffApplicationDetail> =>
  apiRequest(`/api/staff/applications/${encodeURIComponent(id)}/approve`, detailSchema(), {
    method: 'POST',
    body: { tier },
  });

export const declineApplication = (id: string, reason: string): Promise<StaffApplicationDetail> =>
  apiRequest(`/api/staff/applications/${encodeURIComponent(id)}/decline`, detailSchema(), {
    method: 'POST',
    body: { reason },
  });

export const storeApplicationDetail = (client: QueryClient, detail: StaffApplicationDetail): void => {
  client.setQueryData(staffApplicationQuery(detail.id).queryKey, detail);
  void client.invalidateQueries({ queryKey: [...staffApplicationsKey, 'list'] });
};
