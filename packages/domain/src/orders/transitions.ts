import type { Fulfilment } from '../checkout/constants.ts';
import { ORDER_STATUSES, type OrderStatus } from '../checkout/rules.ts';

/**
 * How staff move an order along (issue 9; the spec leaves statuses open,
 * docs/decisions/0075-order-status-transitions.md says why). Completed and cancelled are
 * final. 'Paid' is never chosen from the status list: it follows from recording the payment,
 * so an order marked paid always has its payment.
 */
export const ORDER_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  pending_payment: ['processing', 'ready_for_pickup', 'cancelled'],
  paid: ['processing', 'ready_for_pickup', 'shipped', 'completed', 'cancelled'],
  processing: ['ready_for_pickup', 'shipped', 'cancelled'],
  ready_for_pickup: ['completed', 'cancelled'],
  shipped: ['completed'],
  completed: [],
  cancelled: [],
};

export const FINAL_ORDER_STATUSES: readonly OrderStatus[] = ['completed', 'cancelled'];

/** What the rules need to know about an order. */
export interface OrderFacts {
  status: OrderStatus;
  fulfilment: Fulfilment;
  /** The money is in: a showroom payment was recorded or the card payment went through. */
  paid: boolean;
  /** The customer pays at the showroom (spec §3 isPickupPayment), not by card online. */
  isPickupPayment: boolean;
}

export const ORDER_TRANSITION_MESSAGES = {
  final: (status: OrderStatus) =>
    `This order is ${ORDER_STATUSES[status].toLowerCase()}; its status can no longer change.`,
  same: (status: OrderStatus) => `The order is already ${ORDER_STATUSES[status].toLowerCase()}.`,
  paidByPayment: 'An order becomes Paid when its payment is recorded: use Record showroom payment.',
  notAllowed: (from: OrderStatus, to: OrderStatus) =>
    `An order that is ${ORDER_STATUSES[from].toLowerCase()} cannot become ${ORDER_STATUSES[to].toLowerCase()}.`,
  pickupOnly: 'Only a showroom pickup order can be ready for pickup.',
  deliveryOnly: 'Only a delivery order can be shipped.',
  unpaid: (to: OrderStatus) => `Record the payment before marking this order ${ORDER_STATUSES[to].toLowerCase()}.`,
} as const;

/** Why the order cannot move to `to`, or null when it can. */
export const transitionProblem = (order: OrderFacts, to: OrderStatus): string | null => {
  const M = ORDER_TRANSITION_MESSAGES;
  if (FINAL_ORDER_STATUSES.includes(order.status)) return M.final(order.status);
  if (order.status === to) return M.same(to);
  if (to === 'paid') return M.paidByPayment;
  if (!ORDER_TRANSITIONS[order.status].includes(to)) return M.notAllowed(order.status, to);
  if (to === 'ready_for_pickup' && order.fulfilment !== 'pickup') return M.pickupOnly;
  if (to === 'shipped' && order.fulfilment !== 'delivery') return M.deliveryOnly;
  // Goods leave the store only once they are paid for.
  if ((to === 'shipped' || to === 'completed') && !order.paid) return M.unpaid(to);
  return null;
};

/** The statuses staff may choose next, in the order they usually happen. */
export const nextStatuses = (order: OrderFacts): OrderStatus[] =>
  ORDER_TRANSITIONS[order.status].filter((to) => transitionProblem(order, to) === null);

/** How a showroom payment was taken. */
export const SHOWROOM_PAYMENT_METHODS = {
  cash: 'Cash',
  card_terminal: 'Card terminal',
  cheque: 'Cheque',
} as const;
export type ShowroomPaymentMethod = keyof typeof SHOWROOM_PAYMENT_METHODS;

export const SHOWROOM_PAYMENT_MESSAGES = {
  alreadyPaid: 'This order is already paid.',
  notPickupPayment: 'This order is paid by card online, not at the showroom.',
  closed: (status: OrderStatus) => `This order is ${ORDER_STATUSES[status].toLowerCase()}; no payment can be recorded.`,
} as const;

/** Why a showroom payment cannot be recorded for the order, or null when it can. */
export const showroomPaymentProblem = (order: OrderFacts): string | null => {
  if (order.paid) return SHOWROOM_PAYMENT_MESSAGES.alreadyPaid;
  if (!order.isPickupPayment) return SHOWROOM_PAYMENT_MESSAGES.notPickupPayment;
  if (FINAL_ORDER_STATUSES.includes(order.status)) return SHOWROOM_PAYMENT_MESSAGES.closed(order.status);
  return null;
};

/** The status after a showroom payment: a waiting order becomes paid; one already in the works keeps its place. */
export const statusAfterPayment = (status: OrderStatus): OrderStatus =>
  status === 'pending_payment' ? 'paid' : status;
