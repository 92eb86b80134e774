import * as v from 'valibot';
import { fields } from '../common/fields.ts';
import { listPage, listPageSize } from './list-paging.ts';
import { FULFILMENTS, ORDER_STATUSES, type OrderStatus } from '../checkout/checkout.ts';
import { orderEventSchema, orderItemSchema, orderSchema } from './orders.ts';
import { binderItemSchema } from '../binder/item.ts';
import { planSchema } from '../planner/plan.ts';
import { SHOWROOM_PAYMENT_METHODS, type ShowroomPaymentMethod } from '../orders/transitions.ts';
import {
  STAFF_ORDER_MESSAGES,
  STAFF_ORDERS_PAGE_SIZE,
  STAFF_ORDERS_PAGE_SIZE_MAX,
  STAFF_SEARCH_MAX,
  STATUS_NOTE_MAX,
} from '../staff/orders-constants.ts';

export * from '../staff/orders-constants.ts';

/** The staff console's orders section (issue 9): what its API takes and answers. */

const statusKeys = Object.keys(ORDER_STATUSES) as [OrderStatus, ...OrderStatus[]];
const methodKeys = Object.keys(SHOWROOM_PAYMENT_METHODS) as [ShowroomPaymentMethod, ...ShowroomPaymentMethod[]];
const cents = v.pipe(v.number(), v.safeInteger());

const instant = v.pipe(v.string(STAFF_ORDER_MESSAGES.badDate), v.isoTimestamp(STAFF_ORDER_MESSAGES.badDate));

/**
 * Filters of the order list. `from` is inclusive and `to` exclusive, as instants: the web
 * console sends the staff member's local day boundaries. The search matches the customer's
 * name on the order, the account's name and e-mail, and the order number.
 */
export const staffOrderListQuerySchema = v.pipe(
  v.object({
    status: v.optional(v.picklist(statusKeys, STAFF_ORDER_MESSAGES.badStatus)),
    from: v.optional(instant),
    to: v.optional(instant),
    q: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(STAFF_SEARCH_MAX, STAFF_ORDER_MESSAGES.searchTooLong))),
    page: listPage,
    pageSize: listPageSize(STAFF_ORDERS_PAGE_SIZE, STAFF_ORDERS_PAGE_SIZE_MAX),
  }),
  v.forward(
    v.check(
      (query) => !query.from || !query.to || Date.parse(query.from) < Date.parse(query.to),
      STAFF_ORDER_MESSAGES.dateOrder,
    ),
    ['from'],
  ),
);
export type StaffOrderListQuery = v.InferInput<typeof staffOrderListQuerySchema>;

export const staffOrderSummarySchema = v.object({
  id: v.string(),
  data_order_id: v.string(),
  orderDate: v.string(),
  status: v.picklist(statusKeys),
  customerName: v.string(),
  email: v.string(),
  fulfilment: v.picklist(FULFILMENTS),
  total: cents,
  isPickupPayment: v.boolean(),
  paidAt: v.nullable(v.string()),
});
export type StaffOrderSummary = v.InferOutput<typeof staffOrderSummarySchema>;

export const staffOrderListSchema = v.object({
  orders: v.array(staffOrderSummarySchema),
  total: cents,
  page: cents,
  pageSize: cents,
});
export type StaffOrderList = v.InferOutput<typeof staffOrderListSchema>;

/** An order line as staff see it: what the drawing needs too (category, paint RGB). */
export const staffOrderItemSchema = v.object({
  ...orderItemSchema.entries,
  category: v.string(),
  colorRgb: v.nullable(v.string()),
});
export type StaffOrderItem = v.InferOutput<typeof staffOrderItemSchema>;

export const staffOrderEventSchema = v.object({ ...orderEventSchema.entries, actorEmail: v.nullable(v.string()) });

/** A plan's finding as an order keeps it (planner/checks.ts Finding). */
export const findingSchema = v.object({
  wallId: v.string(),
  row: v.optional(v.picklist(['base', 'upper'])),
  slotId: v.optional(v.string()),
  severity: v.picklist(['problem', 'advice']),
  code: v.string(),
  message: v.string(),
  fillers: v.optional(v.array(v.object({ sku: v.string(), count: v.number() }))),
});

/** A room of the order (checkout/fit.ts PlannedRoom): its plan, its items as ordered, its fit problems. */
export const plannedRoomSchema = v.object({
  labelId: v.string(),
  labelName: v.string(),
  plan: planSchema,
  items: v.array(binderItemSchema),
  problems: v.array(findingSchema),
});

export const staffOrderDetailSchema = v.object({
  order: v.object({
    ...v.omit(orderSchema, ['itemGroups', 'statusHistory']).entries,
    itemGroups: v.record(v.string(), v.array(staffOrderItemSchema)),
  }),
  customer: v.object({ id: v.string(), email: v.string(), firstName: v.string(), lastName: v.string() }),
  payment: v.object({
    method: v.string(),
    paidAt: v.nullable(v.string()),
    paidInStoreMethod: v.nullable(v.picklist(methodKeys)),
    reference: v.nullable(v.string()),
  }),
  events: v.array(staffOrderEventSchema),
  /** The statuses the order may move to now (packages/domain order-transitions). */
  nextStatuses: v.array(v.picklist(statusKeys)),
  /** Why no showroom payment can be recorded now, or null when it can. */
  paymentProblem: v.nullable(v.string()),
  /** The rooms' plans as ordered (issue 22); empty when the order had none. */
  plans: v.array(plannedRoomSchema),
  /** Whether the shopper ticked 'I have checked my measurements'; null for orders placed before plans. */
  measurementsChecked: v.nullable(v.boolean()),
});
export type StaffOrderDetail = v.InferOutput<typeof staffOrderDetailSchema>;

export const orderStatusChangeSchema = fields({
  status: v.picklist(statusKeys, STAFF_ORDER_MESSAGES.badStatus),
  /** Shown to the customer in the e-mail and the order history. */
  note: v.pipe(
    v.optional(v.pipe(v.string(), v.trim(), v.maxLength(STATUS_NOTE_MAX, STAFF_ORDER_MESSAGES.noteTooLong))),
    v.transform((note) => note || undefined),
  ),
});
export type OrderStatusChange = v.InferInput<typeof orderStatusChangeSchema>;

export const showroomPaymentSchema = fields({
  method: v.picklist(methodKeys, STAFF_ORDER_MESSAGES.badMethod),
});
export type ShowroomPayment = v.InferInput<typeof showroomPaymentSchema>;
