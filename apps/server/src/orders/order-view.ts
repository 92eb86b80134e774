import { formatOrderId } from '@rta/domain/orders/order-id';
import { UNLABELLED_GROUP, type Order, type OrderEvent, type OrderItem } from '@rta/domain/api/orders';
import type { OrderStatus } from '@rta/domain/checkout/checkout';
import type { OrderEventRow, OrderItemRow, OrderRow } from './order-repository.ts';

const itemView = (row: OrderItemRow): OrderItem => ({
  name: row.name,
  type: row.type,
  group: row.groupName,
  variation: row.variation,
  measurement: row.measurement,
  quantity: row.quantity,
  unitPrice: row.unitPriceCents,
  totalPrice: row.totalPriceCents,
  colorName: row.colorName,
  colorCode: row.colorCode,
  hasGlassDoor: row.hasGlassDoor,
  paintLaborFee: row.paintLaborCents,
  preAssemblyFee: row.preAssemblyCents,
  discountPercent: row.discountPercent,
});

export const orderEventView = (row: Pick<OrderEventRow, 'status' | 'note' | 'createdAt'>): OrderEvent => ({
  status: row.status as OrderStatus,
  note: row.note,
  at: row.createdAt.toISOString(),
});

/** An order as the API shows it (spec §3 Order): items grouped by label, in binder order, and its status changes. */
export const orderView = (row: OrderRow, items: OrderItemRow[], events: OrderEventRow[] = []): Order => {
  const itemGroups: Record<string, OrderItem[]> = {};
  for (const item of items) (itemGroups[item.labelName ?? UNLABELLED_GROUP] ??= []).push(itemView(item));
  return {
    id: row.id,
    data_order_id: formatOrderId(row.id),
    name: `Order #${formatOrderId(row.id)}`,
    orderDate: row.createdAt.toISOString(),
    status: row.status as OrderStatus,
    customerName: row.customerName,
    billingAddress: row.billingAddress,
    phone: row.phone,
    fulfilment: row.fulfilment,
    itemGroups,
    subtotal: row.subtotalCents,
    freight: row.freightCents,
    tax: row.taxCents,
    total: row.totalCents,
    isPickupPayment: row.paymentMethod === 'pickup',
    paidAt: row.paidAt?.toISOString() ?? null,
    statusHistory: events.map(orderEventView),
    quoteId: row.quoteId,
  };
};
