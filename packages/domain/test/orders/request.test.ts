import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { savedBinderSchema } from '../../src/api/cart.ts';
import { checkoutDetailsSchema } from '../../src/checkout/checkout.ts';
import { orderRequestText } from '../../src/orders/request.ts';

const parsed = (cart: unknown, details: unknown) => ({
  cart: v.parse(savedBinderSchema, cart),
  details: v.parse(checkoutDetailsSchema, details),
});
const line = (id: string, name: string, quantity = 1) => ({ id, group: 'Shaker', name, quantity });
const details = {
  customerName: 'Ann Lee',
  billingAddress: '12 Elm St, Springfield',
  phone: '(217) 555-0100',
  fulfilment: 'pickup',
};
const cart = { items: [line('a', 'B12', 2), line('b', 'W3030')], labels: [], preAssembly: false };

describe('the same order request (Idempotency-Key)', () => {
  it('does not depend on how the JSON orders its keys, spaces its text or writes the phone', () => {
    const reordered = {
      preAssembly: false,
      labels: [],
      items: cart.items.map(({ quantity, name, id, group }) => ({ selectedColor: null, quantity, name, group, id })),
    };
    const retyped = {
      fulfilment: 'pickup',
      phone: '217-555-0100',
      billingAddress: ' 12 Elm St, Springfield ',
      customerName: 'Ann Lee ',
    };
    expect(orderRequestText(parsed(reordered, retyped))).toBe(orderRequestText(parsed(cart, details)));
  });

  it.each([
    ['another quantity', { ...cart, items: [line('a', 'B12', 3), line('b', 'W3030')] }, details],
    ['the lines in another order', { ...cart, items: [...cart.items].reverse() }, details],
    ['pre-assembly', { ...cart, preAssembly: true }, details],
    ['another name', cart, { ...details, customerName: 'Bo Lee' }],
    ['delivery', cart, { ...details, fulfilment: 'delivery' }],
    ['a payment method named', cart, { ...details, paymentMethod: 'pickup' }],
  ])('differs with %s', (_label, otherCart, otherDetails) => {
    expect(orderRequestText(parsed(otherCart, otherDetails))).not.toBe(orderRequestText(parsed(cart, details)));
  });
});
