import type { OrderStatus, PaymentMethod } from '@rta/domain/checkout/checkout';

export interface PaymentStart {
  /** The status the new order starts in. */
  status: OrderStatus;
  /** Where the shopper goes to pay; null when they pay at the showroom. */
  paymentUrl: string | null;
  /** The provider's reference for the payment, if any. */
  reference: string | null;
}

/** An order as a provider needs it: the server's own prices, never the client's. */
export interface PaymentOrder {
  id: string;
  /** The number the shopper sees ('RTA-ORD-' stripped). */
  displayId: string;
  email: string;
  /** Each line's unitPrice and totalPrice in cents, as on an order item. */
  lines: { name: string; description: string; quantity: number; unitPrice: number; totalPrice: number }[];
  /** The order's freight, tax and total in cents, as on the order. */
  freight: number;
  tax: number;
  /** Shown with the tax line when known. */
  taxRatePercent?: number;
  total: number;
  /** The provider's reference of an earlier payment page for this order that has closed unpaid. */
  replaces?: string | null;
}

/** A payment page the shopper was sent to: still open, or closed (paid, or expired unpaid). */
export type PaymentPage = { open: true; url: string } | { open: false; paid: boolean };

/** How an order gets paid (DESIGN: pay at showroom pickup by default, cards through a provider when configured). */
export interface PaymentProvider {
  method: PaymentMethod;
  begin(order: PaymentOrder): Promise<PaymentStart>;
  /** Where the payment page of an order stands, so a shopper who has not finished paying can carry on. */
  resume(reference: string | null): Promise<PaymentPage>;
}

/** The default, needing no keys: the order waits for payment, taken at the showroom at pickup. */
export const pickupPayment: PaymentProvider = {
  method: 'pickup',
  begin: async () => ({ status: 'pending_payment', paymentUrl: null, reference: null }),
  resume: async () => ({ open: false, paid: false }),
};

/** The providers this store runs: pay at pickup always, card when configured. */
export type PaymentProviders = { pickup: PaymentProvider; card?: PaymentProvider };
