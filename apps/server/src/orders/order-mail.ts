import { formatCents } from '@rta/domain/pricing/money';
import type { Order } from '@rta/domain/api/orders';

const nextStep = (order: Order, showroom: { address: string }): string =>
  order.fulfilment === 'pickup'
    ? `We will e-mail you when your order is ready for pickup at ${showroom.address}.`
    : 'We will e-mail you when your order ships by freight, with the carrier and tracking number.';

/** The confirmation e-mail: what was ordered, what it costs, and what happens next. */
export const confirmationMail = (order: Order, storeName: string, showroom: { address: string; phone: string }) => {
  const lines = Object.entries(order.itemGroups).flatMap(([group, items]) => [
    `${group}:`,
    ...items.map(
      (item) =>
        `  ${item.quantity} × ${item.name}${item.hasGlassDoor ? ' (glass door)' : ''} — ${item.type}, ${item.variation}, ${item.measurement}` +
        `${item.colorName ? `, ${item.colorName}` : ''}: ${formatCents(item.totalPrice)}`,
    ),
  ]);
  const payment = order.isPickupPayment
    ? order.fulfilment === 'pickup'
      ? ' You pay at the showroom when you collect it.'
      : ''
    : ' You chose to pay by card: we will e-mail you a receipt as soon as the payment is confirmed.';
  const next = `${nextStep(order, showroom)}${payment}`;
  return {
    subject: `${storeName}: order #${order.data_order_id} received`,
    text: [
      `Thank you, ${order.customerName}. We have received order #${order.data_order_id}.`,
      '',
      ...lines,
      '',
      `Subtotal: ${formatCents(order.subtotal)}`,
      ...(order.freight > 0 ? [`Freight: ${formatCents(order.freight)}`] : []),
      `Tax: ${formatCents(order.tax)}`,
      `Total: ${formatCents(order.total)}`,
      '',
      next,
      `Questions? Call us at ${showroom.phone}.`,
    ].join('\n'),
  };
};

/** The receipt for a card payment, sent once when the payment is confirmed. */
export const paymentReceivedMail = (order: Order, storeName: string, showroom: { address: string; phone: string }) => ({
  subject: `${storeName}: payment received for order #${order.data_order_id}`,
  text: [
    `Thank you, ${order.customerName}. We have received your card payment of ${formatCents(order.total)} for order #${order.data_order_id}.`,
    '',
    nextStep(order, showroom),
    `Questions? Call us at ${showroom.phone}.`,
  ].join('\n'),
});

/** To the store: a card payment arrived for an order that cannot take it (cancelled, or a different amount). */
export const paymentNeedsAttentionMail = (orderId: string, storeName: string, problem: string, sessionId: string) => ({
  subject: `${storeName}: card payment for order #${orderId} needs attention`,
  text: [
    `${problem}`,
    '',
    `Order: #${orderId}`,
    `Stripe Checkout Session: ${sessionId}`,
    '',
    'Check the payment in the Stripe Dashboard and refund it if the order will not be fulfilled.',
  ].join('\n'),
});
