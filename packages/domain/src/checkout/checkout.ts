import * as v from 'valibot';
import { fields } from '../common/fields.ts';
import { phoneDigits, PHONE_DIGITS } from '../support/phone.ts';
import { FULFILMENTS, PAYMENT_METHODS } from './constants.ts';
import { CHECKOUT_MESSAGES } from './rules.ts';

export { FULFILMENTS, PAYMENT_METHODS, type Fulfilment, type PaymentMethod } from './constants.ts';
export * from './rules.ts';

/** Who the order is for and how it leaves the showroom. */
export const checkoutDetailsSchema = fields({
  customerName: v.pipe(v.string(), v.trim(), v.minLength(1, CHECKOUT_MESSAGES.nameRequired), v.maxLength(100)),
  billingAddress: v.pipe(v.string(), v.trim(), v.minLength(5, CHECKOUT_MESSAGES.addressRequired), v.maxLength(300)),
  phone: v.pipe(
    v.string(),
    v.trim(),
    v.maxLength(30, CHECKOUT_MESSAGES.phone),
    v.transform(phoneDigits),
    v.check((digits) => digits.length === PHONE_DIGITS && /^\d+$/.test(digits), CHECKOUT_MESSAGES.phone),
  ),
  fulfilment: v.picklist(FULFILMENTS, CHECKOUT_MESSAGES.fulfilment),
  paymentMethod: v.optional(v.picklist(PAYMENT_METHODS, CHECKOUT_MESSAGES.paymentMethod)),
});
export type CheckoutDetails = v.InferOutput<typeof checkoutDetailsSchema>;
