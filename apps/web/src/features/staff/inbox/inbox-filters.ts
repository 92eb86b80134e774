import {
  SUPPORT_CONTEXT_IDS,
  SUPPORT_PRIORITIES,
  type SupportContextId,
  type SupportPriority,
} from '@rta/domain/support/contexts';
import { INBOX_FILTERS, INBOX_SEARCH_MAX, type InboxFilter } from '@rta/domain/staff/support-constants';

/** The inbox's filters as the page keeps them in its address. */
export interface InboxFilters {
  status: InboxFilter;
  context: SupportContextId | '';
  priority: SupportPriority | '';
  q: string;
  page: number;
}

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.find((known) => known === value);

/** The filters from the page address; anything unreadable falls back to its default. */
export const inboxFiltersFromParams = (params: URLSearchParams): InboxFilters => {
  const page = Number(params.get('page') ?? '1');
  return {
    status: oneOf(INBOX_FILTERS, params.get('status')) ?? 'unhandled',
    context: oneOf(SUPPORT_CONTEXT_IDS, params.get('context')) ?? '',
    priority: oneOf(SUPPORT_PRIORITIES, params.get('priority')) ?? '',
    q: (params.get('q') ?? '').slice(0, INBOX_SEARCH_MAX),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
};

/** The page address for the filters: defaults left out, so the plain inbox is just /staff/inbox. */
export const inboxParams = (filters: InboxFilters): URLSearchParams => {
  const params = new URLSearchParams();
  if (filters.status !== 'unhandled') params.set('status', filters.status);
  if (filters.context) params.set('context', filters.context);
  if (filters.priority) params.set('priority', filters.priority);
  if (filters.q.trim()) params.set('q', filters.q.trim());
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
};
