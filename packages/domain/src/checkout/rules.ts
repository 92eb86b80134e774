import type { BinderItem } from '../binder/item.ts';
import { formatCents } from '../pricing/money.ts';
import type { Binder } from '../binder/binder.ts';
import { linePrice } from '../pricing/pricing.ts';
import type { TierInfo } from '../accounts/roles.ts';
import type { Fulfilment, PaymentMethod } from './constants.ts';

/* Checkout's rules and messages without zod (checkout/checkout.ts re-exports them), so the checkout page first renders without the schema library. */

/**
 * Spec §3 Checkout item: a binder item with the prices checkout shows and the server verified,
 * under the spec's names; in code each is its line's LinePrice field named below.
 */
export interface CheckoutItem extends BinderItem {
  /** Price and glass for one item before any discount (originalPrice). */
  originalPrice: number;
  /** The server's price for one item after the discount, before fees (discountedPrice). */
  verifiedPrice: number;
  /** One item with its fees: verified price + paint labour + pre-assembly (unitPrice). */
  checkoutPrice: number;
  /** checkoutPrice × quantity (totalPrice). */
  totalPrice: number;
  /** 0, 20, 30 or 40 (discountPercent). */
  discountRate: number;
  /** The paint labour fee is the item's own; this one follows the binder's pre-assembly choice. */
  preAssemblyFee: number;
  labelName?: string;
}

/** Entering checkout mode (spec §4): every item, those in labels too, priced for the tier. */
export const buildCheckoutItems = (binder: Binder, tier: TierInfo | null): CheckoutItem[] =>
  [
    ...binder.items,
    ...binder.labels.flatMap((label) =>
      label.items.map((item) => ({ ...item, labelId: label.id, labelName: label.name })),
    ),
  ].map((item) => {
    const line = linePrice(item, tier, binder.preAssembly);
    return {
      ...item,
      preAssemblyFee: line.preAssemblyFee,
      originalPrice: line.originalPrice,
      verifiedPrice: line.discountedPrice,
      checkoutPrice: line.unitPrice,
      totalPrice: line.totalPrice,
      discountRate: line.discountPercent,
    };
  });

export interface FreightTerms {
  /** What delivery costs, in cents. */
  rateCents: number;
  /** Delivery is free when the subtotal reaches this, in cents. */
  freeFromCents: number;
}

export interface OrderTotals {
  subtotal: number;
  freight: number;
  tax: number;
  total: number;
}

/**
 * Subtotal of the lines, freight for delivery (free at pickup, and free from the threshold),
 * tax at the store's rate on goods and freight, rounded to the cent once.
 */
export const orderTotals = (
  lineTotals: readonly number[],
  fulfilment: Fulfilment,
  freight: FreightTerms,
  taxRatePercent: number,
): OrderTotals => {
  const subtotal = lineTotals.reduce((sum, cents) => sum + cents, 0);
  const freightCents = fulfilment === 'pickup' || subtotal >= freight.freeFromCents ? 0 : freight.rateCents;
  const tax = Math.round(((subtotal + freightCents) * taxRatePercent) / 100);
  return { subtotal, freight: freightCents, tax, total: subtotal + freightCents + tax };
};

/**
 * The most one order may total unless the store sets another (ORDER_TOTAL_MAX), in cents:
 * $999,999.99, the most Stripe takes in one card payment.
 */
export const ORDER_TOTAL_MAX_CENTS = 99_999_999;

/** The checkout form's messages. */
export const CHECKOUT_MESSAGES = {
  nameRequired: 'Please enter the name for the order',
  addressRequired: 'Please enter the billing address',
  phone: 'Please enter a valid 10-digit phone number',
  fulfilment: 'Choose showroom pickup or delivery',
  proceedFailed: 'Failed to proceed to checkout. Please try again.',
  pricesFailed: 'Unable to update prices. Please try again.',
  ordersFailed: 'An unexpected error occurred. Please try again later.',
  paymentMethod: 'Choose to pay by card or at the showroom',
  cardUnavailable: 'Card payment is not available. Please choose to pay at the showroom.',
  deliveryPaidByCard:
    'Delivery orders are paid by card. Choose card payment, or showroom pickup to pay at the showroom.',
  totalTooLarge: (maxCents: number) =>
    `An order can total at most ${formatCents(maxCents)}. Split this binder into smaller orders.`,
} as const;

/** Why an order of this total cannot be placed (it is over the store's maximum), or null when it can. */
export const orderTotalProblem = (totalCents: number, maxCents: number): string | null =>
  totalCents > maxCents ? CHECKOUT_MESSAGES.totalTooLarge(maxCents) : null;

/**
 * Which ways to pay the shopper may choose. Without card payments configured every order is
 * paid at the showroom (the default needing no keys). With them, card is offered first, and
 * paying at the showroom only for showroom pickup: a delivery is paid before it ships.
 */
export const paymentChoices = (fulfilment: Fulfilment, cardPayments: boolean): PaymentMethod[] =>
  !cardPayments ? ['pickup'] : fulfilment === 'pickup' ? ['card', 'pickup'] : ['card'];

/** The method an order is paid by, or the message refusing the one asked for. */
export const resolvePaymentMethod = (
  requested: PaymentMethod | undefined,
  fulfilment: Fulfilment,
  cardPayments: boolean,
): { method: PaymentMethod } | { error: string } => {
  const choices = paymentChoices(fulfilment, cardPayments);
  if (requested === undefined) return { method: choices[0] ?? 'pickup' };
  if (choices.includes(requested)) return { method: requested };
  return { error: requested === 'card' ? CHECKOUT_MESSAGES.cardUnavailable : CHECKOUT_MESSAGES.deliveryPaidByCard };
};

/**
 * Order statuses (the spec leaves the set open): each is shown as text and as a lowercase
 * style class. Pickup orders wait for payment at the showroom; card orders are paid first.
 */
export const ORDER_STATUSES = {
  pending_payment: 'Pending payment',
  paid: 'Paid',
  processing: 'Processing',
  ready_for_pickup: 'Ready for pickup',
  shipped: 'Shipped',
  completed: 'Completed',
  cancelled: 'Cancelled',
} as const;
export type OrderStatus = keyof typeof ORDER_STATUSES;

export const orderStatusClass = (status: OrderStatus): string => status.replace(/_/g, '-').toLowerCase();
