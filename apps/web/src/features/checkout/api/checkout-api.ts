import type { CheckoutQuote, Order, PlacedOrder } from '@rta/domain/api/orders';
import { IDEMPOTENCY_HEADER } from '@rta/domain/orders/constants';
import type { SavedBinder } from '@rta/domain/api/cart';
import type { CheckoutDetails, Fulfilment } from '@rta/domain/checkout/checkout';
import { apiRequest } from '../../../lib/api-client.ts';

/** The answers' schemas load with a call, in parallel with it, and are awaited once it answers. */
const schemas = () => import('@rta/domain/api/orders');

/** Price revalidation: every line and the totals as the server would charge them now. */
export const fetchCheckoutQuote = (
  cart: SavedBinder,
  fulfilment: Fulfilment,
  signal?: AbortSignal,
  quoteId?: string,
): Promise<CheckoutQuote> =>
  apiRequest(
    '/api/checkout/prices',
    schemas().then((module) => module.checkoutQuoteSchema),
    // From a quote (decision 0162): the lines it priced at their held prices, as the order charges them.
    { method: 'POST', body: { cart, fulfilment, ...(quoteId ? { quoteId } : {}) }, ...(signal ? { signal } : {}) },
  );

/** Places the order; the same key for a retry or a double click makes one order. */
export const placeOrder = (
  cart: SavedBinder,
  details: CheckoutDetails,
  idempotencyKey: string,
  measurementsChecked = false,
  quoteId?: string,
): Promise<PlacedOrder> =>
  apiRequest(
    '/api/orders',
    schemas().then((module) => module.placedOrderSchema),
    {
      method: 'POST',
      // Sent only when asked for: an order without plans or a quote is the request it always was.
      body: {
        cart,
        details,
        ...(measurementsChecked ? { measurementsChecked } : {}),
        ...(quoteId ? { quoteId } : {}),
      },
      headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
    },
  );

/** One of the user's orders, as it stands now (the confirmation page waits on its card payment). */
export const fetchOrder = (id: string, signal?: AbortSignal): Promise<Order> =>
  apiRequest(
    `/api/orders/${encodeURIComponent(id)}`,
    schemas().then((module) => module.orderSchema),
    signal ? { signal } : {},
  );

/** The card payment page again for an order still waiting for its card payment. */
export const resumePayment = (id: string): Promise<{ paymentUrl: string }> =>
  apiRequest(
    `/api/orders/${encodeURIComponent(id)}/payment`,
    schemas().then((module) => module.paymentPageSchema),
    { method: 'POST' },
  );
