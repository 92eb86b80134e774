import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { OrderStatus } from '@rta/domain/checkout-rules';
import type { ShowroomPaymentMethod } from '@rta/domain/order-transitions';
import {
  staffOrderDetailSchema,
  staffOrderListSchema,
  type OrderStatusChange,
  type StaffOrderDetail,
} from '@rta/domain/staff-orders-api';
import { apiRequest } from '../../../../lib/api-client.ts';

/** The order list's filters as the page keeps them in its address (dates are the staff member's local days). */
export interface OrderFilters {
  status: OrderStatus | '';
  from: string;
  to: string;
  q: string;
  page: number;
}

/** The start of a local calendar day ('2024-03-10') as an instant, `days` later. */
const localDayStart = (day: string, days = 0): string => {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(year ?? 1970, (month ?? 1) - 1, (date ?? 1) + days).toISOString();
};

/** The query string the API takes: 'to' is the whole of its day, so the next day's start, exclusive. */
export const orderListQuery = (filters: OrderFilters): string => {
  const query = new URLSearchParams();
  if (filters.status) query.set('status', filters.status);
  if (filters.from) query.set('from', localDayStart(filters.from));
  if (filters.to) query.set('to', localDayStart(filters.to, 1));
  if (filters.q.trim()) query.set('q', filters.q.trim());
  query.set('page', String(filters.page));
  return query.toString();
};

export const staffOrdersKey = ['staff', 'orders'] as const;

export const staffOrderListQuery = (filters: OrderFilters) =>
  queryOptions({
    queryKey: [...staffOrdersKey, 'list', filters],
    queryFn: ({ signal }) => apiRequest(`/api/staff/orders?${orderListQuery(filters)}`, staffOrderListSchema, { signal }),
    staleTime: 0,
    placeholderData: (previous) => previous,
  });

export const staffOrderQuery = (id: string) =>
  queryOptions({
    queryKey: [...staffOrdersKey, 'detail', id],
    queryFn: ({ signal }) => apiRequest(`/api/staff/orders/${encodeURIComponent(id)}`, staffOrderDetailSchema, { signal }),
    staleTime: 0,
  });

export const changeOrderStatus = (id: string, change: OrderStatusChange) =>
  apiRequest(`/api/staff/orders/${encodeURIComponent(id)}/status`, staffOrderDetailSchema, { method: 'POST', body: change });

export const recordShowroomPayment = (id: string, method: ShowroomPaymentMethod) =>
  apiRequest(`/api/staff/orders/${encodeURIComponent(id)}/payment`, staffOrderDetailSchema, { method: 'POST', body: { method } });

/** After a change: the detail is the server's answer, and every list may have moved. */
export const storeOrderDetail = (client: QueryClient, detail: StaffOrderDetail): void => {
  client.setQueryData(staffOrderQuery(detail.order.id).queryKey, detail);
  void client.invalidateQueries({ queryKey: [...staffOrdersKey, 'list'] });
};
