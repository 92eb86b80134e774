import { orderRequestText, type OrderRequest } from '@rta/domain/orders/request';

/**
 * The Idempotency-Key of one order request: the checkout attempt's own id and a digest of
 * what is ordered. Pressing Place order again for the same order (a retry, a double click,
 * after a reload) sends the same key, so the server makes one order; once the binder or the
 * details change, the key changes with them, so another order is never sent under a key the
 * server already holds for the first (it would refuse it with 422).
 */
export const orderKey = async (attempt: string, request: OrderRequest): Promise<string> => {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(orderRequestText(request)));
  const hex = Array.from(new Uint8Array(digest, 0, 16), (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${attempt}-${hex}`;
};
