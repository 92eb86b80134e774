import { configure } from 'safe-stable-stringify';
import type { SavedBinder } from '../api/cart.ts';
import type { CheckoutDetails } from '../checkout/checkout.ts';

/** An order as placed: the binder as chosen and the checkout details (POST /api/orders). */
export interface OrderRequest {
  cart: SavedBinder;
  details: CheckoutDetails;
  /**
   * The shopper confirmed their measurements (asked when a room's plan has fit problems). Not
   * part of the request's text: a request refused for want of it wrote nothing, so the same
   * order sent again with it ticked is not another order (decision 0160).
   */
  measurementsChecked?: boolean;
  /** The quote it is ordered from (held prices), if any. */
  quoteId?: string | undefined;
}

/** JSON with every object's keys in one order (code-unit order), whatever order they came in. */
const stableJson = configure({ deterministic: true });

/**
 * One order request as one text, to tell whether an Idempotency-Key comes back with the same
 * order (Stripe's rule: the same request replays the first answer, another one is refused).
 * "The same" is the request as the API validated it: text trimmed, the phone as its digits,
 * defaults filled in and unknown fields dropped; the order of keys in the JSON does not
 * count; the order of lines and labels does (it is the order's own order, and Stripe too
 * compares parameters exactly).
 */
export const orderRequestText = (request: OrderRequest): string => {
  // Without a quote the text is what it always was: the digests stored before quotes still match.
  const text = stableJson({ cart: request.cart, details: request.details, quoteId: request.quoteId });
  // Its declared type allows undefined, which only a value with no JSON (a function) gives.
  if (text === undefined) throw new TypeError('An order request is JSON.');
  return text;
};
