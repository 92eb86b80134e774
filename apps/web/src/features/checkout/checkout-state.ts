import { z } from 'zod';
import { FULFILMENTS, PAYMENT_METHODS } from '@rta/domain/checkout';

/**
 * Spec §3 local storage 'checkoutState': what the shopper typed and the attempt's
 * idempotency key, restored when they come back to /checkout (spec §2), cleared on leaving
 * checkout mode, on failure and after the order.
 */
const CHECKOUT_KEY = 'checkoutState';

const stateSchema = z.object({
  customerName: z.string(),
  billingAddress: z.string(),
  phone: z.string(),
  fulfilment: z.enum(FULFILMENTS),
  paymentMethod: z.enum(PAYMENT_METHODS).optional(),
  idempotencyKey: z.string(),
});
export type CheckoutState = z.infer<typeof stateSchema>;

export const readCheckoutState = (): CheckoutState | null => {
  try {
    const parsed = stateSchema.safeParse(JSON.parse(window.localStorage.getItem(CHECKOUT_KEY) ?? 'null'));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
};

export const saveCheckoutState = (state: CheckoutState): void => window.localStorage.setItem(CHECKOUT_KEY, JSON.stringify(state));

export const clearCheckoutState = (): void => window.localStorage.removeItem(CHECKOUT_KEY);
