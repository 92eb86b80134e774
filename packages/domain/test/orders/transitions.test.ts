import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES, type OrderStatus } from '../../src/checkout/checkout.ts';
import {
  nextStatuses,
  showroomPaymentProblem,
  statusAfterPayment,
  transitionProblem,
  type OrderFacts,
} from '../../src/orders/transitions.ts';

const order = (overrides: Partial<OrderFacts> = {}): OrderFacts => ({
  status: 'pending_payment',
  fulfilment: 'pickup',
  paid: false,
  isPickupPayment: true,
  ...overrides,
});
const statuses = Object.keys(ORDER_STATUSES) as OrderStatus[];

describe('order status moves', () => {
  it('offers a waiting pickup order the next steps and never Paid', () => {
    expect(nextStatuses(order())).toEqual(['processing', 'ready_for_pickup', 'cancelled']);
    expect(transitionProblem(order(), 'paid')).toMatch(/Record showroom payment/);
  });

  it('ships only deliveries and hands over only what is paid for', () => {
    expect(nextStatuses(order({ status: 'processing', fulfilment: 'delivery' }))).toEqual(['cancelled']);
    expect(nextStatuses(order({ status: 'processing', fulfilment: 'delivery', paid: true }))).toEqual([
      'shipped',
      'cancelled',
    ]);
    expect(nextStatuses(order({ status: 'ready_for_pickup', paid: true }))).toEqual(['completed', 'cancelled']);
    expect(transitionProblem(order({ status: 'ready_for_pickup' }), 'completed')).toBe(
      'Record the payment before marking this order completed.',
    );
  });

  it.each(['completed', 'cancelled'] as const)('keeps %s final', (status) => {
    for (const to of statuses)
      expect(transitionProblem(order({ status, paid: true }), to)).toMatch(/can no longer change/);
    expect(nextStatuses(order({ status, paid: true }))).toEqual([]);
  });

  it('never offers a move it would refuse', () => {
    for (const status of statuses) {
      for (const fulfilment of ['pickup', 'delivery'] as const) {
        for (const paid of [true, false]) {
          const facts = order({ status, fulfilment, paid });
          for (const to of nextStatuses(facts)) expect(transitionProblem(facts, to)).toBeNull();
        }
      }
    }
  });
});

describe('showroom payments', () => {
  it('are taken once, at the showroom, for an open order', () => {
    expect(showroomPaymentProblem(order())).toBeNull();
    expect(showroomPaymentProblem(order({ paid: true }))).toBe('This order is already paid.');
    expect(showroomPaymentProblem(order({ isPickupPayment: false }))).toBe(
      'This order is paid by card online, not at the showroom.',
    );
    expect(showroomPaymentProblem(order({ status: 'cancelled' }))).toBe(
      'This order is cancelled; no payment can be recorded.',
    );
  });

  it('turn a waiting order into a paid one and leave one in the works where it is', () => {
    expect(statusAfterPayment('pending_payment')).toBe('paid');
    expect(statusAfterPayment('ready_for_pickup')).toBe('ready_for_pickup');
  });
});
