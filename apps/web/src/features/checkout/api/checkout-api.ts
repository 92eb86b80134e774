import {
  checkoutQuoteSchema,
  IDEMPOTENCY_HEADER,
  orderSchema,
  paymentPageSchema,
  placedOrderSchema,
  type CheckoutQuote,
  type Order,
  type PlacedOrder,
} from '@rta/domain/order-api';
import type { CartSave } from '@rta/domain/cart-api';
import type { CheckoutDetails, Fulfilment } from '@rta/domain/checkout';
import { apiRequest } from '../../../lib/api-client.ts';

/** Price revalidation: every line and the totals as the server would charge them now. */
export const fetchCheckoutQuote = (cart: CartSave, fulfilment: Fulfilment, signal?: AbortSignal): Promise<CheckoutQuote> =>
  apiRequest('/api/checkout/prices', checkoutQuoteSchema, { method: 'POST', body: { cart, fulfilment }, ...(signal ? { signal } : {}) });

/** Places the order; the same key for a retry or a double click makes one order. */
export const placeOrder = (cart: CartSave, details: CheckoutDetails, idempotencyKey: string): Promise<PlacedOrder> =>
  apiRequest('/api/orders', placedOrderSchema, { method: 'POST', body: { cart, details }, headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } });

/** One of the user's orders, as it stands now (the confirmation page waits on its card payment). */
export const fetchOrder = (id: string, signal?: AbortSignal): Promise<Order> =>
  apiRequest(`/api/orders/${encodeURIComponent(id)}`, orderSchema, signal ? { signal } : {});

/** The card payment page again for an order still waiting for its card payment. */
export const resumePayment = (id: string): Promise<{ paymentUrl: string }> =>
  apiRequest(`/api/orders/${encodeURIComponent(id)}/payment`, paymentPageSchema, { method: 'POST' });
