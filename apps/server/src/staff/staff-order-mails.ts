import { ORDER_STATUSES, type OrderStatus } from '@rta/domain/checkout/checkout';
import { formatCents } from '@rta/domain/pricing/money';
import { formatOrderId } from '@rta/domain/orders/order-id';
import { SHOWROOM_PAYMENT_METHODS, type ShowroomPaymentMethod } from '@rta/domain/orders/transitions';
import type { MailMessage } from '../mail/mail-message.ts';

interface MailContext {
  storeName: string;
  publicUrl: string;
  showroom: { address: string; phone: string };
}

interface OrderFacts {
  id: string;
  email: string;
  customerName: string;
  fulfilment: 'pickup' | 'delivery';
  total: number;
}

/** What each status means for the customer, in a sentence. */
const MEANING: Record<OrderStatus, (ctx: MailContext, order: OrderFacts) => string> = {
  pending_payment: () => 'Your order is waiting for payment.',
  paid: () => 'We have received your payment.',
  processing: () => 'We are preparing your cabinets.',
  ready_for_pickup: (ctx) => `Your order is ready for pickup at our showroom, ${ctx.showroom.address}.`,
  shipped: () => 'Your order has left our warehouse by freight.',
  completed: (_ctx, order) =>
    order.fulfilment === 'pickup'
      ? 'Your order has been collected. Thank you!'
      : 'Your order has been delivered. Thank you!',
  cancelled: () => 'Your order has been cancelled.',
};

/** Sent when staff change an order's status (issue 9); the note is the store's word to the customer. */
export const orderStatusMail = (
  ctx: MailContext,
  order: OrderFacts,
  status: OrderStatus,
  note: string | undefined,
): MailMessage => {
  const number = formatOrderId(order.id);
  return {
    to: order.email,
    subject: `${ctx.storeName}: order #${number} is now ${ORDER_STATUSES[status].toLowerCase()}`,
    text: [
      `Hello ${order.customerName},`,
      '',
      `The status of order #${number} is now: ${ORDER_STATUSES[status]}.`,
      MEANING[status](ctx, order),
      ...(note ? ['', note] : []),
      '',
      `You can follow your order under Order History in your profile at ${ctx.publicUrl}.`,
      `Questions? Call us at ${ctx.showroom.phone}.`,
    ].join('\n'),
  };
};

/** The receipt for a payment taken at the showroom. */
export const showroomPaymentMail = (
  ctx: MailContext,
  order: OrderFacts,
  method: ShowroomPaymentMethod,
): MailMessage => {
  const number = formatOrderId(order.id);
  return {
    to: order.email,
    subject: `${ctx.storeName}: payment received for order #${number}`,
    text: [
      `Hello ${order.customerName},`,
      '',
      `We have received your payment of ${formatCents(order.total)} for order #${number} at our showroom (${SHOWROOM_PAYMENT_METHODS[method].toLowerCase()}).`,
      '',
      `Questions? Call us at ${ctx.showroom.phone}.`,
    ].join('\n'),
  };
};
