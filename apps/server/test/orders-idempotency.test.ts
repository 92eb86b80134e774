import { describe, expect, it } from 'vitest';
import { ORDER_MESSAGES, type PlacedOrder } from '@rta/domain/api/orders';
import { buildTestApp } from './helper.ts';
import { orderWrites } from './order-writes.ts';
import { headersFor, verifiedUser } from './auth-helpers.ts';

/**
 * Spec §7: order creation is idempotent. Following Stripe's rule, an Idempotency-Key sent
 * again with the same request replays the order it placed; with another request it is
 * refused with 422 and nothing changes, however the two requests meet (one after the other,
 * or at once).
 */
const { app, pool } = await buildTestApp({ RATE_LIMIT_AUTH_MAX: '10000', RATE_LIMIT_MAX: '0' });

const line = (id: string, name: string, quantity = 1) => ({ id, group: 'Shaker', name, quantity, selectedColor: null });
const firstCart = { items: [line('a', 'B12', 2)], labels: [], preAssembly: false };
const details = {
  customerName: 'Ann Lee',
  billingAddress: '12 Elm St, Springfield, IL 62701',
  phone: '(217) 555-0100',
  fulfilment: 'pickup',
};

const place = (token: string, payload: unknown, key: string) =>
  app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { ...headersFor(token), 'idempotency-key': key },
    payload: payload as Record<string, unknown>,
  });

const written = (email: string) => orderWrites(pool, email);

describe('an Idempotency-Key sent again', () => {
  it.each([
    [
      'another binder (5 × P2484, delivery)',
      { cart: { ...firstCart, items: [line('a', 'P2484', 5)] }, details: { ...details, fulfilment: 'delivery' } },
    ],
    ['another quantity', { cart: { ...firstCart, items: [line('a', 'B12', 3)] }, details }],
    ['pre-assembly', { cart: { ...firstCart, preAssembly: true }, details }],
    ['another name', { cart: firstCart, details: { ...details, customerName: 'Bo Lee' } }],
    [
      'another billing address',
      { cart: firstCart, details: { ...details, billingAddress: '14 Elm St, Springfield, IL 62701' } },
    ],
    ['delivery instead of pickup', { cart: firstCart, details: { ...details, fulfilment: 'delivery' } }],
  ])('with %s is refused with 422 and changes nothing', async (_label, other) => {
    const { token, email } = await verifiedUser(app, pool);
    const first = await place(token, { cart: firstCart, details }, 'reused-key-1');
    expect(first.statusCode).toBe(201);
    // A binder saved after the order: a refused request must leave it too.
    await app.inject({ method: 'PUT', url: '/api/cart', headers: headersFor(token), payload: firstCart });
    const before = await written(email);

    const again = await place(token, other, 'reused-key-1');
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual({ message: ORDER_MESSAGES.keyReused, code: 'IDEMPOTENCY_KEY_REUSED' });
    expect(await written(email)).toEqual(before);
    expect(before).toMatchObject({ orders: 1, lines: 1, mails: 1 });
  });

  it('with the same request replays the order, however its JSON is spelled', async () => {
    const { token, email } = await verifiedUser(app, pool);
    const first = await place(token, { cart: firstCart, details }, 'same-body-key-1');
    expect(first.statusCode).toBe(201);
    const respelled = {
      details: {
        fulfilment: 'pickup',
        phone: '217-555-0100',
        billingAddress: ' 12 Elm St, Springfield, IL 62701',
        customerName: 'Ann Lee',
      },
      cart: { preAssembly: false, labels: [], items: [{ quantity: 2, name: 'B12', group: 'Shaker', id: 'a' }] },
      total: 1,
    };
    const again = await place(token, respelled, 'same-body-key-1');
    expect(again.statusCode).toBe(200);
    expect(again.json<PlacedOrder>().order).toEqual(first.json<PlacedOrder>().order);
    expect(await written(email)).toMatchObject({ orders: 1, mails: 1 });
  });

  it('is a new order under a new key, whatever the request', async () => {
    const { token, email } = await verifiedUser(app, pool);
    expect((await place(token, { cart: firstCart, details }, 'first-key-123')).statusCode).toBe(201);
    expect(
      (await place(token, { cart: firstCart, details: { ...details, customerName: 'Bo Lee' } }, 'second-key-123'))
        .statusCode,
    ).toBe(201);
    expect(await written(email)).toMatchObject({ orders: 2 });
  });

  it('keeps replaying an order placed before requests were kept, for any request', async () => {
    const { token, email } = await verifiedUser(app, pool);
    const first = await place(token, { cart: firstCart, details }, 'older-order-key');
    await pool.query(`UPDATE orders SET request_digest = NULL WHERE idempotency_key = 'older-order-key'`);
    const again = await place(
      token,
      { cart: firstCart, details: { ...details, customerName: 'Bo Lee' } },
      'older-order-key',
    );
    expect(again.statusCode).toBe(200);
    expect(again.json<PlacedOrder>().order.id).toBe(first.json<PlacedOrder>().order.id);
    expect(await written(email)).toMatchObject({ orders: 1 });
  });

  it('with two different requests at once places one of them and refuses the other', async () => {
    const { token, email } = await verifiedUser(app, pool);
    const other = {
      cart: { ...firstCart, items: [line('a', 'W3030', 4), line('b', 'B15')] },
      details: { ...details, fulfilment: 'delivery' },
    };
    // Both requests are held at the order's insert until each has looked the key up and found
    // nothing, so the loser meets the winner's order at the unique index, not before.
    const holder = await pool.connect();
    await holder.query('SELECT pg_advisory_lock(727274099)');
    await pool.query(`
      CREATE FUNCTION hold_order_insert() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN PERFORM pg_advisory_xact_lock(727274099); RETURN NEW; END $$;
      CREATE TRIGGER hold_order_insert BEFORE INSERT ON orders FOR EACH ROW EXECUTE FUNCTION hold_order_insert();`);
    try {
      const answers = Promise.all([
        place(token, { cart: firstCart, details }, 'raced-key-123'),
        place(token, other, 'raced-key-123'),
      ]);
      await expect
        .poll(
          async () =>
            (
              await pool.query(
                `SELECT count(*)::int AS n FROM pg_locks WHERE locktype = 'advisory' AND objid = 727274099 AND NOT granted`,
              )
            ).rows[0]?.n,
        )
        .toBe(2);
      await holder.query('SELECT pg_advisory_unlock(727274099)');
      const [a, b] = await answers;
      const statuses = [a?.statusCode, b?.statusCode];
      expect(statuses.sort()).toEqual([201, 422]);
      const [winner, loser] = a?.statusCode === 201 ? [a, b] : [b, a];
      expect(loser?.json()).toEqual({ message: ORDER_MESSAGES.keyReused, code: 'IDEMPOTENCY_KEY_REUSED' });
      const lines = Object.values(winner?.json<PlacedOrder>().order.itemGroups ?? {}).flat().length;
      expect(await written(email)).toMatchObject({ orders: 1, lines, mails: 1 });
    } finally {
      holder.release();
      await pool.query(`DROP TRIGGER hold_order_insert ON orders; DROP FUNCTION hold_order_insert();`);
    }
  });
});
