import { queryOptions } from '@tanstack/react-query';
import { CONTACT_API_PATHS, userOrdersResponseSchema, type OrderChoice } from '@rta/domain/contact-api';
import { ApiError, apiRequest } from '../../../lib/api-client.ts';

/** The signed-in user's orders for the order selector; the API's 404 means none (spec §7). */
export const userOrderChoicesQuery = (userId: string) =>
  queryOptions({
    queryKey: ['support', 'order-choices', userId],
    queryFn: async ({ signal }): Promise<OrderChoice[]> => {
      try {
        return await apiRequest(CONTACT_API_PATHS.userOrders, userOrdersResponseSchema, { signal });
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return [];
        throw error;
      }
    },
    staleTime: 60_000,
    retry: false,
  });
