/* How an order leaves the showroom and how it is paid, without zod (checkout.ts re-exports them), for the payment confirmation's first render. */

/** Showroom pickup or delivery. */
export const FULFILMENTS = ['pickup', 'delivery'] as const;
export type Fulfilment = (typeof FULFILMENTS)[number];

/** Card (Stripe Checkout, when configured) or at the showroom when the order is collected. */
export const PAYMENT_METHODS = ['card', 'pickup'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
