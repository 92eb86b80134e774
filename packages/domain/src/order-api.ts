import { z } from 'zod';
import { cartSaveSchema } from './cart-api.ts';
import { binderItemSchema } from './binder-item.ts';
import { checkoutDetailsSchema, FULFILMENTS, ORDER_STATUSES, type OrderStatus } from './checkout.ts';
import { ORDER_MESSAGES } from './order-constants.ts';

export { IDEMPOTENCY_HEADER, ORDER_HISTORY_PAGE_SIZE, ORDER_MESSAGES, UNLABELLED_GROUP } from './order-constants.ts';

/** Placing an order: the binder as chosen (the server prices it) and the checkout details. */
export const placeOrderSchema = z.object({
  cart: cartSaveSchema,
  details: checkoutDetailsSchema,
});
export type PlaceOrder = z.input<typeof placeOrderSchema>;

export const idempotencyKeySchema = z
  .string({ error: 'The Idempotency-Key header is required.' })
  .regex(/^[A-Za-z0-9_-]{8,100}$/, 'The Idempotency-Key header must be 8 to 100 letters, digits, - or _.');

const cents = z.number().int();

/** Spec §3 Checkout item, as price revalidation answers it. */
export const checkoutItemSchema = binderItemSchema.extend({
  originalPrice: cents,
  verifiedPrice: cents,
  checkoutPrice: cents,
  totalPrice: cents,
  discountRate: z.number().int(),
});

export const checkoutQuoteSchema = z.object({
  items: z.array(checkoutItemSchema),
  totals: z.object({ subtotal: cents, freight: cents, tax: cents, total: cents }),
  /**
   * The most one order may total in this store (ORDER_TOTAL_MAX), in cents: a binder whose
   * total is over it is priced all the same, and refused when ordered (orderTotalProblem).
   */
  orderTotalMax: cents,
});
export type CheckoutQuote = z.infer<typeof checkoutQuoteSchema>;

/** Spec §3 Order item. Money in cents. */
export const orderItemSchema = z.object({
  name: z.string(),
  type: z.string(),
  group: z.string(),
  variation: z.string(),
  measurement: z.string(),
  quantity: z.number().int(),
  unitPrice: cents,
  totalPrice: cents,
  colorName: z.string().nullable(),
  colorCode: z.string().nullable(),
  hasGlassDoor: z.boolean(),
  paintLaborFee: cents,
  preAssemblyFee: cents,
  discountPercent: z.number().int(),
});
export type OrderItem = z.infer<typeof orderItemSchema>;

const statusKeys = Object.keys(ORDER_STATUSES) as [OrderStatus, ...OrderStatus[]];

/** One status change of an order, as the customer sees it in the order history (issue 9). */
export const orderEventSchema = z.object({
  status: z.enum(statusKeys),
  /** What the store told the customer with the change, if anything. */
  note: z.string().nullable(),
  at: z.string(),
});
export type OrderEvent = z.infer<typeof orderEventSchema>;

/** Spec §3 Order, plus what the store adds (freight, total, fulfilment, payment). */
export const orderSchema = z.object({
  id: z.string(),
  data_order_id: z.string(),
  name: z.string(),
  orderDate: z.string(),
  status: z.enum(statusKeys),
  customerName: z.string(),
  billingAddress: z.string(),
  phone: z.string(),
  fulfilment: z.enum(FULFILMENTS),
  itemGroups: z.record(z.string(), z.array(orderItemSchema)),
  subtotal: cents,
  freight: cents,
  tax: cents,
  total: cents,
  isPickupPayment: z.boolean(),
  /** When the payment arrived (a card payment's webhook, or staff at the showroom); null until then. */
  paidAt: z.string().nullable().default(null),
  /** The status changes staff made, oldest first (empty until the first one). */
  statusHistory: z.array(orderEventSchema).default([]),
});
export type Order = z.infer<typeof orderSchema>;

/**
 * GET /api/orders/user's query: the next page after an order ('before', from the Link
 * header), and optionally only orders whose number contains some text ('number').
 */
export const orderHistoryQuerySchema = z.object({
  before: z.string().max(40, ORDER_MESSAGES.badCursor).optional(),
  number: z.string().max(40, ORDER_MESSAGES.numberTooLong).optional(),
});
export type OrderHistoryQuery = z.infer<typeof orderHistoryQuerySchema>;

/** Spec §3 Payment confirmation details, plus where a card payment continues. */
export const placedOrderSchema = z.object({
  order: orderSchema,
  confirmation: z.object({
    orderId: z.string(),
    subtotal: cents,
    tax: cents,
    total: cents,
    isPickupPayment: z.boolean(),
  }),
  /** Set when the shopper must finish paying elsewhere (card checkout). */
  paymentUrl: z.string().nullable(),
});
export type PlacedOrder = z.infer<typeof placedOrderSchema>;

/** The card payment page again, for an order still waiting for its card payment. */
export const paymentPageSchema = z.object({ paymentUrl: z.string() });
