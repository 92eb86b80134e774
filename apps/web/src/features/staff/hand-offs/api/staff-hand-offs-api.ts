import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { SavedBinder } from '@rta/domain/api/cart';
import type { StaffHandOffDetail, StaffHandOffList } from '@rta/domain/api/hand-offs';
import { STAFF_HAND_OFFS_PATH, type HandOffState } from '@rta/domain/staff/hand-offs-constants';
import { apiRequest } from '../../../../lib/api-client.ts';

/** The answers' schemas load with a call: the hand-off pages' first render does not carry them. */
const schemas = () => import('@rta/domain/api/hand-offs');
const detailSchema = () => schemas().then((module) => module.staffHandOffDetailSchema);

export interface HandOffFilters {
  state: HandOffState | '';
  page: number;
}

export const staffHandOffsKey = ['staff', 'hand-offs'] as const;
const one = (id: string) => `${STAFF_HAND_OFFS_PATH}/${encodeURIComponent(id)}`;

export const staffHandOffListQuery = (filters: HandOffFilters) => {
  const query = new URLSearchParams({ page: String(filters.page) });
  if (filters.state) query.set('state', filters.state);
  return queryOptions({
    queryKey: [...staffHandOffsKey, 'list', filters],
    queryFn: ({ signal }): Promise<StaffHandOffList> =>
      apiRequest(
        `${STAFF_HAND_OFFS_PATH}?${query.toString()}`,
        schemas().then((module) => module.staffHandOffListSchema),
        { signal },
      ),
    staleTime: 0,
    placeholderData: (previous) => previous,
  });
};

export const staffHandOffQuery = (id: string) =>
  queryOptions({
    queryKey: [...staffHandOffsKey, 'detail', id],
    queryFn: ({ signal }): Promise<StaffHandOffDetail> => apiRequest(one(id), detailSchema(), { signal }),
    staleTime: 0,
  });

export const createHandOff = (email: string, name: string): Promise<StaffHandOffDetail> =>
  apiRequest(STAFF_HAND_OFFS_PATH, detailSchema(), { method: 'POST', body: { email, name } });

export const fillHandOff = (id: string, cartData: SavedBinder): Promise<StaffHandOffDetail> =>
  apiRequest(one(id), detailSchema(), { method: 'PUT', body: { cartData } });

export const sendHandOff = (id: string): Promise<StaffHandOffDetail> =>
  apiRequest(`${one(id)}/send`, detailSchema(), { method: 'POST' });

export const deleteHandOff = (id: string): Promise<unknown> =>
  apiRequest(
    one(id),
    schemas().then((module) => module.handOffDeletedSchema),
    { method: 'DELETE' },
  );

export const storeHandOffDetail = (client: QueryClient, detail: StaffHandOffDetail): void => {
  client.setQueryData(staffHandOffQuery(detail.id).queryKey, detail);
  void client.invalidateQueries({ queryKey: [...staffHandOffsKey, 'list'] });
};

export const forgetHandOff = (client: QueryClient, id: string): void => {
  client.removeQueries({ queryKey: staffHandOffQuery(id).queryKey });
  void client.invalidateQueries({ queryKey: [...staffHandOffsKey, 'list'] });
};
