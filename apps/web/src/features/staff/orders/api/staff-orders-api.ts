import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { OrderStatus } from '@rta/domain/checkout/rules';
import type { ShowroomPaymentMethod } from '@rta/domain/orders/transitions';
import type { OrderStatusChange, StaffOrderDetail, StaffOrderList } from '@rta/domain/api/staff-orders';
import { apiRequest } from '../../../../lib/api-client.ts';

/** The answers' schemas (zod) load with a call and are awaited once it answers: the order pages' first render carries no zod. */
const schemas = () => import('@rta/domain/api/staff-orders');
const detailSchema = () => schemas().then((module) => module.staffOrderDetailSchema);

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
    queryFn: ({ signal }): Promise<StaffOrderList> =>
      apiRequest(
        `/api/staff/orders?${orderListQuery(filters)}`,
        schemas().then((module) => module.staffOrderListSchema),
        { signal },
      ),
    staleTime: 0,
    placeholderData: (previous) => previous,
  });

export const staffOrderQuery = (id: string) =>
  queryOptions({
    queryKey: [...staffOrdersKey, 'detail', id],
    queryFn: ({ signal }): Promise<StaffOrderDetail> =>
      apiRequest(`/api/staff/orders/${encodeURIComponent(id)}`, detailSchema(), { signal }),
    staleTime: 0,
  });

export const changeOrderStatus = (id: string, change: OrderStatusChange): Promise<StaffOrderDetail> =>
  apiRequest(`/api/staff/orders/${encodeURIComponent(id)}/status`, detailSchema(), { method: 'POST', body: change });

export const recordShowroomPayment = (id: string, method: ShowroomPaymentMethod): Promise<StaffOrderDetail> =>
  apiRequest(`/api/staff/orders/${encodeURIComponent(id)}/payment`, detailSchema(), {
    method: 'POST',
    body: { method },
  });

/** After a change: the detail is the server's answer, and every list may have moved. */
export const storeOrderDetail = (client: QueryClient, detail: StaffOrderDetail): void => {
  client.setQueryData(staffOrderQuery(detail.order.id).queryKey, detail);
  void client.invalidateQueries({ queryKey: [...staffOrdersKey, 'list'] });
};
