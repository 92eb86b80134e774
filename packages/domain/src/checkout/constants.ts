/*
 * How an order leaves the showroom and how it is paid (checkout/checkout.ts re-exports them), apart from
 * the schemas so that a page importing only these does not carry the schemas' code: a module is
 * bundled whole into one chunk, and merged into the schemas' module it put 3.3 KB of schemas on
 * every page's first load (measured, docs/decisions/0145).
 */

/** Showroom pickup or delivery. */
export const FULFILMENTS = ['pickup', 'delivery'] as const;
export type Fulfilment = (typeof FULFILMENTS)[number];

/** Card (Stripe Checkout, when configured) or at the showroom when the order is collected. */
export const PAYMENT_METHODS = ['card', 'pickup'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
