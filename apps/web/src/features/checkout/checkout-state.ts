import { FULFILMENTS, PAYMENT_METHODS, type Fulfilment, type PaymentMethod } from '@rta/domain/checkout/constants';

/**
 * Spec §3 local storage 'checkoutState': what the shopper typed and the attempt's id (its
 * orders' idempotency keys are made from it), restored when they come back to /checkout
 * (spec §2), cleared on leaving checkout mode, on failure and after the order.
 */
const CHECKOUT_KEY = 'checkoutState';

export interface CheckoutState {
  customerName: string;
  billingAddress: string;
  phone: string;
  fulfilment: Fulfilment;
  paymentMethod?: PaymentMethod;
  /** The checkout attempt's id: with what is ordered, it makes the order's Idempotency-Key (order-key.ts). */
  idempotencyKey: string;
}

const isOneOf = <T extends string>(choices: readonly T[], value: unknown): value is T =>
  (choices as readonly unknown[]).includes(value);

/** What was stored, checked field by field without zod (checkout's first render reads it): anything else is nothing stored. */
const asCheckoutState = (value: unknown): CheckoutState | null => {
  if (typeof value !== 'object' || value === null) return null;
  const { customerName, billingAddress, phone, fulfilment, paymentMethod, idempotencyKey } = value as Partial<
    Record<keyof CheckoutState, unknown>
  >;
  if (
    typeof customerName !== 'string' ||
    typeof billingAddress !== 'string' ||
    typeof phone !== 'string' ||
    typeof idempotencyKey !== 'string'
  )
    return null;
  if (!isOneOf(FULFILMENTS, fulfilment) || (paymentMethod !== undefined && !isOneOf(PAYMENT_METHODS, paymentMethod)))
    return null;
  return { customerName, billingAddress, phone, fulfilment, ...(paymentMethod && { paymentMethod }), idempotencyKey };
};

export const readCheckoutState = (): CheckoutState | null => {
  try {
    return asCheckoutState(JSON.parse(window.localStorage.getItem(CHECKOUT_KEY) ?? 'null'));
  } catch {
    return null;
  }
};

export const saveCheckoutState = (state: CheckoutState): void =>
  window.localStorage.setItem(CHECKOUT_KEY, JSON.stringify(state));

export const clearCheckoutState = (): void => window.localStorage.removeItem(CHECKOUT_KEY);
