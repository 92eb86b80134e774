import { describe, expect, it } from 'vitest';
import { CHECKOUT_MESSAGES } from '@rta/domain/checkout/rules';
import type { CheckoutQuote, PlacedOrder } from '@rta/domain/api/orders';
import { buildTestApp } from './helper.ts';
import { orderWrites } from './order-writes.ts';
import { headersFor, verifiedUser } from './auth-helpers.ts';

/**
 * The most one order may total (ORDER_TOTAL_MAX, here $1,000.00; no tax so that totals are
 * exact): an order at it is placed, one cent over it is refused with a 400 that names it
 * before anything is written; price revalidation prices it all the same and says the maximum.
 */
const { app, pool } = await buildTestApp({
  RATE_LIMIT_AUTH_MAX: '10000',
  RATE_LIMIT_MAX: '0',
  ORDER_TOTAL_MAX: '1000',
  TAX_RATE: '0',
  FREIGHT_RATE: '149',
  FREE_FREIGHT_FROM: '100000',
});
await pool.query(
  `UPDATE cabinets SET price_cents = CASE name WHEN 'B12' THEN 10000 WHEN 'B15' THEN 9999 ELSE 1 END WHERE group_name = 'Shaker' AND name IN ('B12', 'B15', 'B09')`,
);

const line = (id: string, name: string, quantity = 1) => ({ id, group: 'Shaker', name, quantity, selectedColor: null });
const binder = (...items: ReturnType<typeof line>[]) => ({ items, labels: [], preAssembly: false });
const details = {
  customerName: 'Ann Lee',
  billingAddress: '12 Elm St, Springfield, IL 62701',
  phone: '(217) 555-0100',
  fulfilment: 'pickup',
};
const tooLarge = {
  message: 'An order can total at most $1,000.00. Split this binder into smaller orders.',
  code: 'ORDER_TOTAL_TOO_LARGE',
};

const place = (token: string, payload: unknown) =>
  app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { ...headersFor(token), 'idempotency-key': `cap-${Math.random().toString(36).slice(2)}` },
    payload: payload as Record<string, unknown>,
  });

const written = (email: string) => orderWrites(pool, email);

describe('the most one order may total', () => {
  it.each([
    ['just under', binder(line('a', 'B12', 9), line('b', 'B15')), 99_999],
    ['at', binder(line('a', 'B12', 10)), 100_000],
  ])('places an order %s the maximum', async (_label, cart, total) => {
    const { token } = await verifiedUser(app, pool);
    const response = await place(token, { cart, details });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<PlacedOrder>().order.total).toBe(total);
  });

  it.each([
    ['one cent over it', binder(line('a', 'B12', 10), line('b', 'B09')), 'pickup'],
    ['over it with freight', binder(line('a', 'B12', 9)), 'delivery'],
  ])('refuses an order %s with a 400 naming the maximum, and writes nothing', async (_label, cart, fulfilment) => {
    const { token, email } = await verifiedUser(app, pool);
    await app.inject({ method: 'PUT', url: '/api/cart', headers: headersFor(token), payload: cart });
    const before = await written(email);
    const response = await place(token, { cart, details: { ...details, fulfilment } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(tooLarge);
    expect(await written(email)).toEqual(before);
    expect(before).toMatchObject({ orders: 0, lines: 0, mails: 0 });
  });

  it('prices a binder over the maximum at checkout and says what the maximum is', async () => {
    const { token } = await verifiedUser(app, pool);
    const response = await app.inject({
      method: 'POST',
      url: '/api/checkout/prices',
      headers: headersFor(token),
      payload: { cart: binder(line('a', 'B12', 10), line('b', 'B09')), fulfilment: 'pickup' },
    });
    expect(response.statusCode).toBe(200);
    const quote = response.json<CheckoutQuote>();
    expect(quote.totals.total).toBe(100_001);
    expect(quote.orderTotalMax).toBe(100_000);
    expect(CHECKOUT_MESSAGES.totalTooLarge(quote.orderTotalMax)).toBe(tooLarge.message);
  });
});
