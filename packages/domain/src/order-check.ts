import { toBinderItem } from './binder-check.ts';
import type { CheckoutQuote } from './order-api.ts';
import { everyOne, isFields, isWhole } from './value-check.ts';

/*
 * The answer to price revalidation (POST /api/checkout/prices) checked without zod: what
 * checkoutQuoteSchema makes of a value, or undefined where it refuses it, so that checkout
 * shows the server's prices without loading the schema library. A property test holds it to
 * the schema.
 */

type CheckoutItem = CheckoutQuote['items'][number];

/** A line as checkoutItemSchema makes it: a binder item with the server's prices. */
export const toCheckoutItem = (value: unknown): CheckoutItem | undefined => {
  const item = toBinderItem(value);
  if (!item || !isFields(value)) return undefined;
  const { originalPrice, verifiedPrice, checkoutPrice, totalPrice, discountRate } = value;
  if (!isWhole(originalPrice) || !isWhole(verifiedPrice) || !isWhole(checkoutPrice) || !isWhole(totalPrice) || !isWhole(discountRate)) return undefined;
  return { ...item, originalPrice, verifiedPrice, checkoutPrice, totalPrice, discountRate };
};

/** The quote as checkoutQuoteSchema makes it. */
export const toCheckoutQuote = (value: unknown): CheckoutQuote | undefined => {
  if (!isFields(value) || !isFields(value.totals)) return undefined;
  const { subtotal, freight, tax, total } = value.totals;
  if (!isWhole(subtotal) || !isWhole(freight) || !isWhole(tax) || !isWhole(total) || !isWhole(value.orderTotalMax)) return undefined;
  const items = everyOne(value.items, toCheckoutItem);
  return items && { items, totals: { subtotal, freight, tax, total }, orderTotalMax: value.orderTotalMax };
};
