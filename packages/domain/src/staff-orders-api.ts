import { z } from 'zod';
import { pageSchema, pageSizeSchema } from './list-paging.ts';
import { FULFILMENTS, ORDER_STATUSES, type OrderStatus } from './checkout.ts';
import { orderEventSchema, orderItemSchema, orderSchema } from './order-api.ts';
import { SHOWROOM_PAYMENT_METHODS, type ShowroomPaymentMethod } from './order-transitions.ts';
import { STAFF_ORDER_MESSAGES, STAFF_ORDERS_PAGE_SIZE, STAFF_ORDERS_PAGE_SIZE_MAX, STAFF_SEARCH_MAX, STATUS_NOTE_MAX } from './staff-orders-constants.ts';

export * from './staff-orders-constants.ts';

/** The staff console's orders section (issue 9): what its API takes and answers. */

const statusKeys = Object.keys(ORDER_STATUSES) as [OrderStatus, ...OrderStatus[]];
const methodKeys = Object.keys(SHOWROOM_PAYMENT_METHODS) as [ShowroomPaymentMethod, ...ShowroomPaymentMethod[]];
const cents = z.number().int();

const instant = z.iso.datetime({ offset: true, error: STAFF_ORDER_MESSAGES.badDate });

/**
 * Filters of the order list. `from` is inclusive and `to` exclusive, as instants: the web
 * console sends the staff member's local day boundaries. The search matches the customer's
 * name on the order, the account's name and e-mail, and the order number.
 */
export const staffOrderListQuerySchema = z
  .object({
    status: z.enum(statusKeys, STAFF_ORDER_MESSAGES.badStatus).optional(),
    from: instant.optional(),
    to: instant.optional(),
    q: z.string().trim().max(STAFF_SEARCH_MAX, STAFF_ORDER_MESSAGES.searchTooLong).optional(),
    page: pageSchema,
    pageSize: pageSizeSchema(STAFF_ORDERS_PAGE_SIZE, STAFF_ORDERS_PAGE_SIZE_MAX),
  })
  .refine((query) => !query.from || !query.to || Date.parse(query.from) < Date.parse(query.to), {
    error: STAFF_ORDER_MESSAGES.dateOrder,
    path: ['from'],
  });
export type StaffOrderListQuery = z.input<typeof staffOrderListQuerySchema>;

export const staffOrderSummarySchema = z.object({
  id: z.string(),
  data_order_id: z.string(),
  orderDate: z.string(),
  status: z.enum(statusKeys),
  customerName: z.string(),
  email: z.string(),
  fulfilment: z.enum(FULFILMENTS),
  total: cents,
  isPickupPayment: z.boolean(),
  paidAt: z.string().nullable(),
});
export type StaffOrderSummary = z.infer<typeof staffOrderSummarySchema>;

export const staffOrderListSchema = z.object({
  orders: z.array(staffOrderSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type StaffOrderList = z.infer<typeof staffOrderListSchema>;

/** An order line as staff see it: what the drawing needs too (category, paint RGB). */
export const staffOrderItemSchema = orderItemSchema.extend({
  category: z.string(),
  colorRgb: z.string().nullable(),
});
export type StaffOrderItem = z.infer<typeof staffOrderItemSchema>;

export const staffOrderEventSchema = orderEventSchema.extend({ actorEmail: z.string().nullable() });

export const staffOrderDetailSchema = z.object({
  order: orderSchema.omit({ itemGroups: true, statusHistory: true }).extend({ itemGroups: z.record(z.string(), z.array(staffOrderItemSchema)) }),
  customer: z.object({ id: z.string(), email: z.string(), firstName: z.string(), lastName: z.string() }),
  payment: z.object({
    method: z.string(),
    paidAt: z.string().nullable(),
    paidInStoreMethod: z.enum(methodKeys).nullable(),
    reference: z.string().nullable(),
  }),
  events: z.array(staffOrderEventSchema),
  /** The statuses the order may move to now (packages/domain order-transitions). */
  nextStatuses: z.array(z.enum(statusKeys)),
  /** Why no showroom payment can be recorded now, or null when it can. */
  paymentProblem: z.string().nullable(),
});
export type StaffOrderDetail = z.infer<typeof staffOrderDetailSchema>;

export const orderStatusChangeSchema = z.object({
  status: z.enum(statusKeys, STAFF_ORDER_MESSAGES.badStatus),
  /** Shown to the customer in the e-mail and the order history. */
  note: z
    .string()
    .trim()
    .max(STATUS_NOTE_MAX, STAFF_ORDER_MESSAGES.noteTooLong)
    .optional()
    .transform((note) => note || undefined),
});
export type OrderStatusChange = z.input<typeof orderStatusChangeSchema>;

export const showroomPaymentSchema = z.object({
  method: z.enum(methodKeys, STAFF_ORDER_MESSAGES.badMethod),
});
export type ShowroomPayment = z.input<typeof showroomPaymentSchema>;
