import { ORDER_STATUSES, type OrderStatus } from '@rta/domain/checkout/rules';
import { STAFF_SEARCH_MAX } from '@rta/domain/staff/orders-constants';
import type { OrderFilters } from './api/staff-orders-api.ts';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The list's filters from the page address; anything unreadable is left out. */
export const filtersFromParams = (params: URLSearchParams): OrderFilters => {
  const status = params.get('status') ?? '';
  const page = Number(params.get('page') ?? '1');
  const day = (name: string) => {
    const value = params.get(name) ?? '';
    return DAY.test(value) ? value : '';
  };
  return {
    status: Object.hasOwn(ORDER_STATUSES, status) ? (status as OrderStatus) : '',
    from: day('from'),
    to: day('to'),
    q: (params.get('q') ?? '').slice(0, STAFF_SEARCH_MAX),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
};

export const paramsFromFilters = (filters: OrderFilters): Record<string, string> =>
  Object.fromEntries(
    Object.entries({ ...filters, page: filters.page > 1 ? String(filters.page) : '' }).filter(
      (entry): entry is [string, string] => entry[1] !== '',
    ),
  );
