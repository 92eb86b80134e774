import * as v from 'valibot';
import { savedBinderSchema } from './cart.ts';
import { binderItemSchema } from '../binder/item.ts';
import { checkoutDetailsSchema, FULFILMENTS, ORDER_STATUSES, type OrderStatus } from '../checkout/checkout.ts';
import { ORDER_MESSAGES } from '../orders/constants.ts';

export { IDEMPOTENCY_HEADER, ORDER_HISTORY_PAGE_SIZE, ORDER_MESSAGES, UNLABELLED_GROUP } from '../orders/constants.ts';

/** Placing an order: the binder as chosen (the server prices it) and the checkout details. */
export const placeOrderSchema = v.object({
  cart: savedBinderSchema,
  details: checkoutDetailsSchema,
  /**
   * The shopper ticked 'I have checked my measurements' (issue 22): needed when a room's plan
   * has fit problems (checkout/fit.ts), kept with the order either way.
   */
  measurementsChecked: v.optional(v.boolean(), false),
  /** The quote the order comes from: its lines are charged at held prices (quotes/rules.ts chargeHeldPrices). */
  quoteId: v.optional(v.pipe(v.string(), v.uuid('Quote not found'))),
});
export type PlaceOrder = v.InferInput<typeof placeOrderSchema>;

export const idempotencyKeySchema = v.pipe(
  v.string('The Idempotency-Key header is required.'),
  v.regex(/^[A-Za-z0-9_-]{8,100}$/, 'The Idempotency-Key header must be 8 to 100 letters, digits, - or _.'),
);

const cents = v.pipe(v.number(), v.safeInteger());

/** Spec §3 Checkout item, as price revalidation answers it (checkout/rules.ts CheckoutItem). */
export const checkoutItemSchema = v.object({
  ...binderItemSchema.entries,
  originalPrice: cents,
  verifiedPrice: cents,
  checkoutPrice: cents,
  totalPrice: cents,
  discountRate: cents,
  preAssemblyFee: cents,
});

export const checkoutQuoteSchema = v.object({
  items: v.array(checkoutItemSchema),
  totals: v.object({ subtotal: cents, freight: cents, tax: cents, total: cents }),
  /**
   * The most one order may total in this store (ORDER_TOTAL_MAX), in cents: a binder whose
   * total is over it is priced all the same, and refused when ordered (orderTotalProblem).
   */
  orderTotalMax: cents,
  /**
   * Sent with quoteId (issue 23, decision 0162): the quote, whether it has expired, and the
   * items it prices (their held price is charged while it holds; any other item is at today's).
   */
  fromQuote: v.optional(
    v.object({
      quoteId: v.string(),
      number: v.string(),
      validUntil: v.string(),
      expired: v.boolean(),
      quotedItemIds: v.array(v.string()),
    }),
  ),
});
export type CheckoutQuote = v.InferOutput<typeof checkoutQuoteSchema>;

/** Spec §3 Order item. Money in cents. */
export const orderItemSchema = v.object({
  name: v.string(),
  type: v.string(),
  group: v.string(),
  variation: v.string(),
  measurement: v.string(),
  quantity: cents,
  unitPrice: cents,
  totalPrice: cents,
  colorName: v.nullable(v.string()),
  colorCode: v.nullable(v.string()),
  hasGlassDoor: v.boolean(),
  paintLaborFee: cents,
  preAssemblyFee: cents,
  discountPercent: cents,
});
export type OrderItem = v.InferOutput<typeof orderItemSchema>;

const statusKeys = Object.keys(ORDER_STATUSES) as [OrderStatus, ...OrderStatus[]];

/** One status change of an order, as the customer sees it in the order history (issue 9). */
export const orderEventSchema = v.object({
  status: v.picklist(statusKeys),
  /** What the store told the customer with the change, if anything. */
  note: v.nullable(v.string()),
  at: v.string(),
});
export type OrderEvent = v.InferOutput<typeof orderEventSchema>;

/** Spec §3 Order, plus what the store adds (freight, total, fulfilment, payment). */
export const orderSchema = v.object({
  id: v.string(),
  data_order_id: v.string(),
  name: v.string(),
  orderDate: v.string(),
  status: v.picklist(statusKeys),
  customerName: v.string(),
  billingAddress: v.string(),
  phone: v.string(),
  fulfilment: v.picklist(FULFILMENTS),
  itemGroups: v.record(v.string(), v.array(orderItemSchema)),
  subtotal: cents,
  freight: cents,
  tax: cents,
  total: cents,
  isPickupPayment: v.boolean(),
  /** When the payment arrived (a card payment's webhook, or staff at the showroom); null until then. */
  paidAt: v.optional(v.nullable(v.string()), null),
  /** The status changes staff made, oldest first (empty until the first one). */
  statusHistory: v.optional(v.array(orderEventSchema), () => []),
  /** The quote the order came from, if any (issue 23). */
  quoteId: v.optional(v.nullable(v.string()), null),
});
export type Order = v.InferOutput<typeof orderSchema>;

/**
 * GET /api/orders/user's query: the next page after an order ('before', from the Link
 * header), and optionally only orders whose number contains some text ('number').
 */
export const orderHistoryQuerySchema = v.object({
  before: v.optional(v.pipe(v.string(), v.maxLength(40, ORDER_MESSAGES.badCursor))),
  number: v.optional(v.pipe(v.string(), v.maxLength(40, ORDER_MESSAGES.numberTooLong))),
});
export type OrderHistoryQuery = v.InferOutput<typeof orderHistoryQuerySchema>;

/** Spec §3 Payment confirmation details, plus where a card payment continues. */
export const placedOrderSchema = v.object({
  order: orderSchema,
  confirmation: v.object({
    orderId: v.string(),
    subtotal: cents,
    tax: cents,
    total: cents,
    isPickupPayment: v.boolean(),
  }),
  /** Set when the shopper must finish paying elsewhere (card checkout). */
  paymentUrl: v.nullable(v.string()),
});
export type PlacedOrder = v.InferOutput<typeof placedOrderSchema>;

/** The card payment page again, for an order still waiting for its card payment. */
export const paymentPageSchema = v.object({ paymentUrl: v.string() });
