import Stripe from 'stripe';
import type { StripeConfig } from '../config.ts';
import type { PaymentOrder, PaymentProvider } from './payment-provider.ts';

/**
 * The official Stripe SDK, pointed at api.stripe.com, or at STRIPE_API_BASE (the SDK's
 * host, port and protocol options) where tests run a local stand-in for the Stripe API.
 */
export const createStripeClient = (config: StripeConfig): Stripe =>
  new Stripe(config.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    appInfo: { name: 'rta-cabinet-store' },
    ...(config.api ?? {}),
  });

/**
 * A Stripe failure is the store's problem, not the shopper's: Stripe's errors carry a
 * statusCode (400 for a request Stripe refused) that must not reach the shopper as theirs.
 * They become a plain error, so the answer is a 500 and the details stay in the log.
 */
const unavailable =
  (what: string) =>
  (error: unknown): never => {
    const detail = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    throw new Error(`Stripe: could not ${what} (${detail})`);
  };

/** Stripe allows up to 100 line items per Checkout Session in payment mode. */
const MAX_LINE_ITEMS = 100;

type LineItem = Stripe.Checkout.SessionCreateParams.LineItem;

const money = (name: string, unitPrice: number, quantity = 1, description = ''): LineItem => ({
  quantity,
  price_data: {
    currency: 'usd',
    unit_amount: unitPrice,
    product_data: { name: name.slice(0, 250), ...(description ? { description: description.slice(0, 500) } : {}) },
  },
});

/**
 * What the Stripe page lists: each order line at the server's unit price, freight and tax,
 * adding up to the order's total to the cent. When they would not (or there are too many
 * lines for one session) it is one line for the whole order instead, so the amount charged
 * is always exactly the order's total.
 */
export const checkoutLineItems = (order: PaymentOrder): LineItem[] => {
  const itemised = [
    ...order.lines.map((line) => money(line.name, line.unitPrice, line.quantity, line.description)),
    ...(order.freight > 0 ? [money('Freight delivery', order.freight)] : []),
    ...(order.tax > 0
      ? [money(order.taxRatePercent === undefined ? 'Sales tax' : `Sales tax (${order.taxRatePercent}%)`, order.tax)]
      : []),
  ];
  const sum = itemised.reduce((total, line) => total + (line.price_data?.unit_amount ?? 0) * (line.quantity ?? 0), 0);
  const linesHold = order.lines.every(
    (line) => line.unitPrice * line.quantity === line.totalPrice && line.unitPrice >= 0,
  );
  if (linesHold && sum === order.total && itemised.length <= MAX_LINE_ITEMS) return itemised;
  return [money(`Order #${order.displayId}`, order.total)];
};

/**
 * Card payments through Stripe Checkout: placing an order creates a Checkout Session for its
 * total; the shopper pays on Stripe's page and comes back to /payment-confirmation. The
 * order is marked paid only by the signed webhook (stripe-webhook-routes.ts), never by the
 * shopper's return, which anyone could fake.
 */
export const stripeCheckout = (stripe: Stripe, publicUrl: string): PaymentProvider => ({
  method: 'card',

  async begin(order) {
    const back = `${publicUrl}/payment-confirmation?session_id={CHECKOUT_SESSION_ID}`;
    const params: Stripe.Checkout.SessionCreateParams = {
      mode: 'payment',
      client_reference_id: order.id,
      customer_email: order.email,
      metadata: { orderId: order.id },
      payment_intent_data: { metadata: { orderId: order.id }, description: `Order #${order.displayId}` },
      line_items: checkoutLineItems(order),
      success_url: back,
      cancel_url: `${back}&payment=cancelled`,
    };
    // The idempotency key makes the SDK's retries of this request one session, never two
    // (and a new page after an expired one a new key).
    const idempotencyKey = `checkout-session-${order.id}${order.replaces ? `-after-${order.replaces}` : ''}`;
    const session = await stripe.checkout.sessions
      .create(params, { idempotencyKey })
      .catch(unavailable('create a Checkout Session'));
    if (!session.url) throw new Error(`Stripe answered Checkout Session ${session.id} without a payment page URL`);
    return { status: 'pending_payment', paymentUrl: session.url, reference: session.id };
  },

  async resume(reference) {
    if (!reference) return { open: false, paid: false };
    const session = await stripe.checkout.sessions.retrieve(reference).catch(unavailable('look up a Checkout Session'));
    if (session.status === 'open' && session.url) return { open: true, url: session.url };
    // 'complete' with the money in (or on its way by a delayed method): never offer a second page.
    return { open: false, paid: session.status === 'complete' };
  },
});
