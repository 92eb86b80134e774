import { queryOptions } from '@tanstack/react-query';
import { CONTACT_API_PATHS, userOrdersResponseSchema, type OrderChoice } from '@rta/domain/api/contact';
import { ApiError, apiAnswer, nextPageOf } from '../../../lib/api-client.ts';

/** The orders the selector offers, and whether the customer has more than these. */
export interface OrderChoices {
  choices: OrderChoice[];
  more: boolean;
}

/**
 * The signed-in user's most recent orders for the order selector, or with `number` those whose
 * number contains it (issue 24: any order can be found); the API's 404 means none (spec §7).
 */
export const userOrderChoicesQuery = (userId: string, number = '') =>
  queryOptions({
    queryKey: ['support', 'order-choices', userId, number],
    queryFn: async ({ signal }): Promise<OrderChoices> => {
      const path =
        number === ''
          ? CONTACT_API_PATHS.userOrders
          : `${CONTACT_API_PATHS.userOrders}?${new URLSearchParams({ number })}`;
      try {
        const { data, headers } = await apiAnswer(path, userOrdersResponseSchema, { signal });
        return { choices: data, more: nextPageOf(headers) !== undefined };
      } catch (error) {
        if (error instanceof ApiError && error.status === 404 && number === '') return { choices: [], more: false };
        throw error;
      }
    },
    staleTime: 60_000,
    retry: false,
  });
