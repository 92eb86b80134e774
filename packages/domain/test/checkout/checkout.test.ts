import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { buildBinderItem, type BinderItem } from '../../src/binder/item.ts';
import {
  buildCheckoutItems,
  CHECKOUT_MESSAGES,
  checkoutDetailsSchema,
  ORDER_TOTAL_MAX_CENTS,
  orderStatusClass,
  orderTotalProblem,
  orderTotals,
  paymentChoices,
  resolvePaymentMethod,
} from '../../src/checkout/checkout.ts';
import { CONTRACTOR_TIERS } from '../../src/accounts/roles.ts';
import { row } from '../common/fixtures.ts';

const item = (id: string, overrides: Partial<BinderItem> = {}): BinderItem => {
  const built = buildBinderItem(row(), { glassDoor: false, color: null, id });
  if (!built.ok) throw new Error(built.message);
  return { ...built.item, ...overrides };
};
const silver = CONTRACTOR_TIERS[1];

describe('checkout items (spec §3, §4)', () => {
  it('takes every item, those in labels too, with verified, checkout and total prices', () => {
    const items = buildCheckoutItems(
      {
        items: [item('a', { price: 10_000, glassPrice: 2_000, paintLaborFee: 1_500, quantity: 2 })],
        labels: [{ id: 'l1', name: 'Island', isLabel: true, items: [item('b', { price: 20_000 })] }],
        preAssembly: true,
      },
      silver ?? null,
    );
    expect(
      items.map((i) => [
        i.id,
        i.labelName,
        i.originalPrice,
        i.verifiedPrice,
        i.checkoutPrice,
        i.totalPrice,
        i.discountRate,
      ]),
    ).toEqual([
      ['a', undefined, 12_000, 8_400, 8_400 + 1_500 + 2_500, (8_400 + 1_500 + 2_500) * 2, 30],
      ['b', 'Island', 20_000, 14_000, 14_000 + 2_500, 16_500, 30],
    ]);
    expect(items.map((i) => i.preAssemblyFee)).toEqual([2_500, 2_500]);
    expect(items[1]).toMatchObject({ labelId: 'l1' });
  });
});

describe('order totals', () => {
  const freight = { rateCents: 14_900, freeFromCents: 250_000 };

  it('charges no freight at pickup and taxes the goods', () => {
    expect(orderTotals([10_000, 5_050], 'pickup', freight, 7)).toEqual({
      subtotal: 15_050,
      freight: 0,
      tax: 1_054,
      total: 16_104,
    });
  });

  it('charges freight for delivery below the threshold, and taxes it', () => {
    expect(orderTotals([100_000], 'delivery', freight, 7)).toEqual({
      subtotal: 100_000,
      freight: 14_900,
      tax: 8_043,
      total: 122_943,
    });
  });

  it('delivers free from the threshold', () => {
    expect(orderTotals([250_000], 'delivery', freight, 8.25).freight).toBe(0);
    expect(orderTotals([250_000], 'delivery', freight, 8.25).tax).toBe(20_625);
  });
});

describe('checkout details', () => {
  it('needs a name, an address and a 10-digit phone', () => {
    const ok = v.safeParse(checkoutDetailsSchema, {
      customerName: ' Ann Lee ',
      billingAddress: '1 Main St, Springfield',
      phone: '(217) 555-0142',
      fulfilment: 'pickup',
    });
    expect(ok.success && ok.output).toEqual({
      customerName: 'Ann Lee',
      billingAddress: '1 Main St, Springfield',
      phone: '2175550142',
      fulfilment: 'pickup',
    });
    const bad = v.safeParse(checkoutDetailsSchema, {
      customerName: '',
      billingAddress: '',
      phone: '555-01',
      fulfilment: 'drone',
    });
    expect(bad.success ? [] : bad.issues.map((i) => i.message)).toEqual([
      'Please enter the name for the order',
      'Please enter the billing address',
      'Please enter a valid 10-digit phone number',
      'Choose showroom pickup or delivery',
    ]);
  });
});

describe('payment methods', () => {
  it('are pay at the showroom only, until card payments are configured', () => {
    expect(paymentChoices('pickup', false)).toEqual(['pickup']);
    expect(paymentChoices('delivery', false)).toEqual(['pickup']);
    expect(resolvePaymentMethod(undefined, 'delivery', false)).toEqual({ method: 'pickup' });
    expect(resolvePaymentMethod('card', 'pickup', false)).toEqual({
      error: 'Card payment is not available. Please choose to pay at the showroom.',
    });
  });

  it('offer card first when configured, and the showroom only for pickup', () => {
    expect(paymentChoices('pickup', true)).toEqual(['card', 'pickup']);
    expect(paymentChoices('delivery', true)).toEqual(['card']);
    expect(resolvePaymentMethod(undefined, 'pickup', true)).toEqual({ method: 'card' });
    expect(resolvePaymentMethod('pickup', 'pickup', true)).toEqual({ method: 'pickup' });
    expect(resolvePaymentMethod('pickup', 'delivery', true)).toEqual({
      error: 'Delivery orders are paid by card. Choose card payment, or showroom pickup to pay at the showroom.',
    });
  });

  it('refuses an unknown method by name', () => {
    const parsed = v.safeParse(checkoutDetailsSchema, {
      customerName: 'A',
      billingAddress: '1 Main St',
      phone: '2175550142',
      fulfilment: 'pickup',
      paymentMethod: 'cash',
    });
    expect(parsed.success ? [] : parsed.issues.map((i) => i.message)).toEqual([
      'Choose to pay by card or at the showroom',
    ]);
  });
});

describe('order statuses', () => {
  it('are shown as lowercase style classes', () => {
    expect(orderStatusClass('ready_for_pickup')).toBe('ready-for-pickup');
  });
});

describe('the most one order may total', () => {
  it("is Stripe's limit for one card payment unless the store sets another", () => {
    expect(ORDER_TOTAL_MAX_CENTS).toBe(99_999_999);
  });

  it('refuses a total over the maximum, naming it, and takes one at it', () => {
    expect(orderTotalProblem(99_999_999, ORDER_TOTAL_MAX_CENTS)).toBeNull();
    expect(orderTotalProblem(100_000_000, ORDER_TOTAL_MAX_CENTS)).toBe(
      'An order can total at most $999,999.99. Split this binder into smaller orders.',
    );
    expect(orderTotalProblem(500_01, 500_00)).toBe(CHECKOUT_MESSAGES.totalTooLarge(500_00));
    expect(CHECKOUT_MESSAGES.totalTooLarge(500_00)).toContain('$500.00');
  });
});
