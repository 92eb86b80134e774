import { FULFILMENTS, type Fulfilment } from '@rta/domain/checkout/constants';

/** Spec §3 Payment confirmation details, kept for /payment-confirmation (its route needs them). */
const CONFIRMATION_KEY = 'paymentConfirmation';

export interface Confirmation {
  orderId: string;
  subtotal: number;
  freight: number;
  tax: number;
  total: number;
  isPickupPayment: boolean;
  fulfilment: Fulfilment;
}

const isFulfilment = (value: unknown): value is Fulfilment => (FULFILMENTS as readonly unknown[]).includes(value);

/**
 * What checkout stored, checked field by field without zod (the confirmation's first render
 * reads it): anything else is no confirmation.
 */
const asConfirmation = (value: unknown): Confirmation | null => {
  if (typeof value !== 'object' || value === null) return null;
  const { orderId, subtotal, freight, tax, total, isPickupPayment, fulfilment } = value as Partial<
    Record<keyof Confirmation, unknown>
  >;
  if (typeof orderId !== 'string' || typeof isPickupPayment !== 'boolean' || !isFulfilment(fulfilment)) return null;
  if (
    typeof subtotal !== 'number' ||
    typeof freight !== 'number' ||
    typeof tax !== 'number' ||
    typeof total !== 'number'
  )
    return null;
  return { orderId, subtotal, freight, tax, total, isPickupPayment, fulfilment };
};

export const saveConfirmation = (confirmation: Confirmation): void =>
  window.localStorage.setItem(CONFIRMATION_KEY, JSON.stringify(confirmation));

export const readConfirmation = (): Confirmation | null => {
  try {
    return asConfirmation(JSON.parse(window.localStorage.getItem(CONFIRMATION_KEY) ?? 'null'));
  } catch {
    return null;
  }
};
