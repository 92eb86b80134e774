import { CART_API_PATH, accountBinderSchema, type AccountBinder } from '@rta/domain/api/cart';
import { toSavedBinder } from '@rta/domain/binder/choices';
import type { Binder } from '@rta/domain/binder/binder';
import { apiRequest } from '../../../lib/api-client.ts';

/** The account's binder, priced by the server now. */
export const fetchCart = (): Promise<AccountBinder> => apiRequest(CART_API_PATH, accountBinderSchema);

/** Replaces the account's binder with the shopper's choices; the answer is the binder as the server priced it. */
export const saveCart = (binder: Binder): Promise<AccountBinder> =>
  apiRequest(CART_API_PATH, accountBinderSchema, { method: 'PUT', body: toSavedBinder(binder) });
