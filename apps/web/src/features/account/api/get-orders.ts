import { queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import { orderSchema, type Order } from '@rta/domain/order-api';
import { ApiError, apiRequest } from '../../../lib/api-client.ts';

/** Spec §7 GET /api/orders/user: a 404 means no orders. Read fresh whenever shown (spec §4 Profile). */
export const ordersQuery = () =>
  queryOptions({
    queryKey: ['orders', 'user'],
    queryFn: async ({ signal }): Promise<Order[]> => {
      try {
        return await apiRequest('/api/orders/user', v.array(orderSchema), { signal });
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return [];
        throw error;
      }
    },
    staleTime: 0,
    refetchOnWindowFocus: 'always',
  });
