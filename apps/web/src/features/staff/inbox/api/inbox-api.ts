import { queryOptions } from '@tanstack/react-query';
import { STAFF_SUPPORT_PATH } from '@rta/domain/staff/support-constants';
import type { InboxDetail } from '@rta/domain/api/staff-support';
import { apiRequest } from '../../../../lib/api-client.ts';
import type { InboxFilters } from '../inbox-filters.ts';

/** The answers' schemas load with a call and are awaited once it answers: the inbox's first render does not carry them. */
const schemas = () => import('@rta/domain/api/staff-support');

const messagePath = (id: string): string => `${STAFF_SUPPORT_PATH}/${encodeURIComponent(id)}`;

export const inboxKeys = { all: ['staff', 'inbox'] as const };

/** One page of the messages that match the filters. */
export const inboxListQuery = (filters: InboxFilters) => {
  const query = new URLSearchParams({ status: filters.status, page: String(filters.page) });
  if (filters.context) query.set('context', filters.context);
  if (filters.priority) query.set('priority', filters.priority);
  if (filters.q.trim()) query.set('q', filters.q.trim());
  return queryOptions({
    queryKey: [...inboxKeys.all, 'list', query.toString()],
    queryFn: ({ signal }) =>
      apiRequest(
        `${STAFF_SUPPORT_PATH}?${query.toString()}`,
        schemas().then((module) => module.inboxListSchema),
        { signal },
      ),
    staleTime: 0,
  });
};

export const inboxMessageQuery = (id: string) =>
  queryOptions({
    queryKey: [...inboxKeys.all, 'message', id],
    queryFn: ({ signal }) =>
      apiRequest(
        messagePath(id),
        schemas().then((module) => module.inboxDetailSchema),
        { signal },
      ),
    staleTime: 0,
  });

export const setHandled = (id: string, handled: boolean): Promise<InboxDetail> =>
  apiRequest(
    `${messagePath(id)}/handled`,
    schemas().then((module) => module.inboxDetailSchema),
    { method: 'POST', body: { handled } },
  );

export const sendReply = (id: string, body: string): Promise<InboxDetail> =>
  apiRequest(
    `${messagePath(id)}/replies`,
    schemas().then((module) => module.inboxDetailSchema),
    { method: 'POST', body: { body } },
  );
