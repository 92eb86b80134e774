import { z } from 'zod';
import { phoneDigits, PHONE_DIGITS } from './phone.ts';
import { FULFILMENTS, PAYMENT_METHODS } from './checkout-constants.ts';
import { CHECKOUT_MESSAGES } from './checkout-rules.ts';

export { FULFILMENTS, PAYMENT_METHODS, type Fulfilment, type PaymentMethod } from './checkout-constants.ts';
export * from './checkout-rules.ts';

/** Who the order is for and how it leaves the showroom. */
export const checkoutDetailsSchema = z.object({
  customerName: z.string().trim().min(1, CHECKOUT_MESSAGES.nameRequired).max(100),
  billingAddress: z.string().trim().min(5, CHECKOUT_MESSAGES.addressRequired).max(300),
  phone: z
    .string()
    .trim()
    .max(30, CHECKOUT_MESSAGES.phone)
    .transform(phoneDigits)
    .refine((digits) => digits.length === PHONE_DIGITS && /^\d+$/.test(digits), CHECKOUT_MESSAGES.phone),
  fulfilment: z.enum(FULFILMENTS, CHECKOUT_MESSAGES.fulfilment),
  /** How the shopper pays; left out, the store picks (card when it takes cards, else at the showroom). */
  paymentMethod: z.enum(PAYMENT_METHODS, CHECKOUT_MESSAGES.paymentMethod).optional(),
});
export type CheckoutDetails = z.infer<typeof checkoutDetailsSchema>;
