import { infiniteQueryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import { orderSchema, type Order } from '@rta/domain/api/orders';
import { ApiError, apiAnswer, nextPageOf } from '../../../lib/api-client.ts';

/** One page of the order history and where the next one is (the answer's Link header). */
export interface OrderPage {
  orders: Order[];
  next: string | undefined;
}

/**
 * Spec §7 GET /api/orders/user, a page at a time, newest first (issue 24): a 404 means no
 * orders. Read fresh whenever shown (spec §4 Profile).
 */
export const ordersQuery = () =>
  infiniteQueryOptions({
    queryKey: ['orders', 'user'],
    initialPageParam: '/api/orders/user',
    queryFn: async ({ pageParam, signal }): Promise<OrderPage> => {
      try {
        const { data, headers } = await apiAnswer(pageParam, v.array(orderSchema), { signal });
        return { orders: data, next: nextPageOf(headers) };
      } catch (error) {
        if (error instanceof ApiError && error.status === 404 && pageParam === '/api/orders/user')
          return { orders: [], next: undefined };
        throw error;
      }
    },
    getNextPageParam: (last) => last.next,
    staleTime: 0,
    refetchOnWindowFocus: 'always',
  });
