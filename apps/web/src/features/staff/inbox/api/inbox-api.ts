import { queryOptions } from '@tanstack/react-query';
import { inboxDetailSchema, inboxListSchema, STAFF_SUPPORT_PATH, type InboxDetail, type InboxFilter } from '@rta/domain/staff-support';
import { apiRequest } from '../../../../lib/api-client.ts';

const messagePath = (id: string): string => `${STAFF_SUPPORT_PATH}/${encodeURIComponent(id)}`;

export const inboxKeys = { all: ['staff', 'inbox'] as const };

export const inboxListQuery = (status: InboxFilter) =>
  queryOptions({
    queryKey: [...inboxKeys.all, 'list', status],
    queryFn: async ({ signal }) => (await apiRequest(`${STAFF_SUPPORT_PATH}?status=${status}`, inboxListSchema, { signal })).messages,
    staleTime: 0,
  });

export const inboxMessageQuery = (id: string) =>
  queryOptions({
    queryKey: [...inboxKeys.all, 'message', id],
    queryFn: ({ signal }) => apiRequest(messagePath(id), inboxDetailSchema, { signal }),
    staleTime: 0,
  });

export const setHandled = (id: string, handled: boolean): Promise<InboxDetail> =>
  apiRequest(`${messagePath(id)}/handled`, inboxDetailSchema, { method: 'POST', body: { handled } });

export const sendReply = (id: string, body: string): Promise<InboxDetail> =>
  apiRequest(`${messagePath(id)}/replies`, inboxDetailSchema, { method: 'POST', body: { body } });
