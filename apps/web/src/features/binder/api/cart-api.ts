import { CART_API_PATH, cartResponseSchema, type CartResponse } from '@rta/domain/cart-api';
import { toCartSave } from '@rta/domain/cart-choices';
import type { Binder } from '@rta/domain/cart-merge';
import { apiRequest } from '../../../lib/api-client.ts';

/** The account's binder, priced by the server now. */
export const fetchCart = (): Promise<CartResponse> => apiRequest(CART_API_PATH, cartResponseSchema);

/** Replaces the account's binder with the shopper's choices; the answer is the binder as the server priced it. */
export const saveCart = (binder: Binder): Promise<CartResponse> =>
  apiRequest(CART_API_PATH, cartResponseSchema, { method: 'PUT', body: toCartSave(binder) });
