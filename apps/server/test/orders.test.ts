import { describe, expect, it } from 'vitest';
import type { CheckoutQuote, Order, PlacedOrder } from '@rta/domain/api/orders';
import { buildTestApp } from './helper.ts';
import { headersFor, session, signUp, uniqueEmail, verifiedUser } from './auth-helpers.ts';

const { app, pool } = await buildTestApp({
  RATE_LIMIT_AUTH_MAX: '10000',
  RATE_LIMIT_MAX: '0',
  TAX_RATE: '7',
  FREIGHT_RATE: '149',
  FREE_FREIGHT_FROM: '2500',
});

const line = (id: string, name: string, extra: Record<string, unknown> = {}) => ({
  id,
  group: 'Shaker',
  name,
  quantity: 1,
  selectedColor: null,
  ...extra,
});
const cart = (items = [line('a', 'B12', { quantity: 2 })], labels: unknown[] = []) => ({
  items,
  labels,
  preAssembly: false,
});
const details = {
  customerName: 'Ann Lee',
  billingAddress: '12 Elm St, Springfield, IL 62701',
  phone: '(217) 555-0100',
  fulfilment: 'pickup',
};

const price = async (name: string) => {
  const { rows } = await pool.query<{ price_cents: number }>(
    `SELECT price_cents FROM cabinets WHERE group_name = 'Shaker' AND name = $1`,
    [name],
  );
  return rows[0]?.price_cents ?? Number.NaN;
};

const place = (
  token: string,
  payload: unknown,
  key: string | undefined = `key-${Math.random().toString(36).slice(2)}`,
) =>
  app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { ...headersFor(token), ...(key ? { 'idempotency-key': key } : {}) },
    payload: payload as Record<string, unknown>,
  });

const grantRole = (email: string, role: string) =>
  pool.query(`INSERT INTO user_roles (user_id, role) SELECT id, $2 FROM users WHERE email = $1`, [email, role]);

describe('placing an order', () => {
  it('needs a signed-in user with a verified e-mail', async () => {
    expect(
      (await app.inject({ method: 'POST', url: '/api/orders', payload: { cart: cart(), details } })).statusCode,
    ).toBe(401);
    const email = uniqueEmail('unverified');
    await signUp(app, email);
    const { token } = await session(app, email);
    const response = await place(token, { cart: cart(), details });
    expect(response.statusCode).toBe(403);
  });

  it('charges the catalogue price, tax and no freight for pickup, and waits for payment at the showroom', async () => {
    const { token, email } = await verifiedUser(app, pool);
    const response = await place(token, { cart: cart(), details });
    expect(response.statusCode).toBe(201);
    const { order, confirmation, paymentUrl } = response.json<PlacedOrder>();
    const subtotal = (await price('B12')) * 2;
    const tax = Math.round((subtotal * 7) / 100);
    expect(order).toMatchObject({
      status: 'pending_payment',
      subtotal,
      freight: 0,
      tax,
      total: subtotal + tax,
      isPickupPayment: true,
      phone: '2175550100',
    });
    expect(order.id).toMatch(/^RTA-ORD-[A-Z2-9]{10}$/);
    expect(order.data_order_id).toBe(order.id.replace('RTA-ORD-', ''));
    expect(confirmation).toEqual({ orderId: order.id, subtotal, tax, total: subtotal + tax, isPickupPayment: true });
    expect(paymentUrl).toBeNull();
    const mail = await pool.query<{ subject: string; text: string }>(
      `SELECT subject, text FROM mail_outbox WHERE "to" = $1 ORDER BY id DESC LIMIT 1`,
      [email],
    );
    expect(mail.rows[0]?.subject).toContain(`order #${order.data_order_id}`);
    expect(mail.rows[0]?.text).toContain('You pay at the showroom');
  });

  it('never trusts a price from the client', async () => {
    const { token } = await verifiedUser(app, pool);
    const tampered = cart([line('a', 'B12', { price: 1, currency_price: 1, totalPrice: 1, paintLaborFee: 0 })]);
    const response = await place(token, { cart: tampered, details, subtotal: 1, total: 1 });
    expect(response.statusCode).toBe(201);
    expect(response.json<PlacedOrder>().order.subtotal).toBe(await price('B12'));
  });

  it('applies the contractor tier the user has now, never to the fees, and charges freight for delivery', async () => {
    const { token, email } = await verifiedUser(app, pool);
    await grantRole(email, 'Contractor User Gold');
    const naval = { code: '6244' };
    const response = await place(token, {
      cart: { items: [line('a', 'B12', { selectedColor: naval })], labels: [], preAssembly: true },
      details: { ...details, fulfilment: 'delivery' },
    });
    expect(response.statusCode).toBe(201);
    const { order } = response.json<PlacedOrder>();
    const { rows } = await pool.query<{ paint_price_cents: number }>(
      `SELECT paint_price_cents FROM cabinets WHERE group_name = 'Shaker' AND name = 'B12'`,
    );
    const unit = Math.round(((await price('B12')) * 60) / 100) + (rows[0]?.paint_price_cents ?? 0) + 2_500;
    expect(order.subtotal).toBe(unit);
    expect(order.freight).toBe(14_900);
    expect(order.tax).toBe(Math.round(((unit + 14_900) * 7) / 100));
    expect(order.itemGroups.Binder?.[0]).toMatchObject({
      discountPercent: 40,
      preAssemblyFee: 2_500,
      colorName: 'Naval',
    });
  });

  it('groups the items by label', async () => {
    const { token } = await verifiedUser(app, pool);
    const response = await place(token, {
      cart: cart([line('a', 'B12')], [{ id: 'l', name: 'Island', isLabel: true, items: [line('b', 'W3030GD')] }]),
      details,
    });
    expect(response.statusCode).toBe(201);
    const groups = response.json<PlacedOrder>().order.itemGroups;
    expect(Object.keys(groups)).toEqual(['Binder', 'Island']);
    expect(groups.Island?.[0]).toMatchObject({ name: 'W3030GD', hasGlassDoor: true });
  });

  it('makes one order for one idempotency key, even when requests race', async () => {
    const { token } = await verifiedUser(app, pool);
    const [first, second, third] = await Promise.all(
      [0, 1, 2].map(() => place(token, { cart: cart(), details }, 'same-key-123')),
    );
    const ids = [first, second, third].map((r) => r?.json<PlacedOrder>().order.id);
    expect(new Set(ids).size).toBe(1);
    expect([first, second, third].map((r) => r?.statusCode).sort()).toEqual([200, 200, 201]);
    const { rows } = await pool.query(`SELECT count(*)::int AS n FROM orders WHERE idempotency_key = 'same-key-123'`);
    expect(rows[0]).toEqual({ n: 1 });
  });

  it('empties the binder on the server after the order', async () => {
    const { token } = await verifiedUser(app, pool);
    const binder = () => app.inject({ method: 'GET', url: '/api/cart', headers: headersFor(token) });
    const saved = await app.inject({ method: 'PUT', url: '/api/cart', headers: headersFor(token), payload: cart() });
    expect(saved.statusCode).toBe(200);
    // The binder held the line before the order, so an empty one afterwards is the order's doing.
    expect((await binder()).json()).toMatchObject({ items: [{ name: 'B12', quantity: 2 }], labels: [] });
    const placed = await place(token, { cart: cart(), details });
    expect(placed.statusCode).toBe(201);
    const after = await binder();
    expect(after.statusCode).toBe(200);
    expect(after.json()).toMatchObject({ items: [], labels: [] });
  });

  it('writes the order, its items, the emptied binder and the mail together or not at all', async () => {
    const { token, email } = await verifiedUser(app, pool);
    expect(
      (await app.inject({ method: 'PUT', url: '/api/cart', headers: headersFor(token), payload: cart() })).statusCode,
    ).toBe(200);
    // The database refuses one line of this order (as a full disk or a broken constraint would),
    // after the order row itself has been written.
    await pool.query(`
      CREATE FUNCTION refuse_line_77() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF NEW.quantity = 77 THEN RAISE EXCEPTION 'line refused'; END IF; RETURN NEW; END $$;
      CREATE TRIGGER refuse_line_77 BEFORE INSERT ON order_items FOR EACH ROW EXECUTE FUNCTION refuse_line_77();`);
    try {
      const counts = async () =>
        (
          await pool.query(
            `SELECT (SELECT count(*)::int FROM orders o WHERE o.user_id = u.id) AS orders,
                    (SELECT count(*)::int FROM mail_outbox m WHERE m."to" = u.email AND m.subject LIKE '%order #%') AS mails,
                    (SELECT jsonb_array_length(c.items) FROM carts c WHERE c.user_id = u.id) AS binder
             FROM users u WHERE u.email = $1`,
            [email],
          )
        ).rows[0];
      const failed = await place(
        token,
        { cart: cart([line('a', 'B12'), line('b', 'W3030', { quantity: 77 })]), details },
        'k-atomic-123',
      );
      expect(failed.statusCode).toBe(500);
      expect(await counts()).toEqual({ orders: 0, mails: 0, binder: 1 });
      const { rows } = await pool.query(
        `SELECT count(*)::int AS n FROM order_items i LEFT JOIN orders o ON o.id = i.order_id WHERE o.id IS NULL`,
      );
      expect(rows[0]).toEqual({ n: 0 });

      // The same key afterwards places the order whole: nothing of the failed attempt was kept.
      const retried = await place(token, { cart: cart(), details }, 'k-atomic-123');
      expect(retried.statusCode).toBe(201);
      expect(await counts()).toEqual({ orders: 1, mails: 1, binder: null });
    } finally {
      await pool.query(`DROP TRIGGER refuse_line_77 ON order_items; DROP FUNCTION refuse_line_77();`);
    }
  });

  it.each([
    ['no idempotency key', cart(), details, '', 'The Idempotency-Key header is required.'],
    ['an empty binder', cart([]), details, 'k-empty-123', 'Your binder is empty.'],
    [
      'an unknown SKU',
      cart([line('a', 'NOPE99')]),
      details,
      'k-sku-1234',
      "The cabinet 'NOPE99' is not in the Shaker catalogue.",
    ],
    [
      'a bad phone',
      cart(),
      { ...details, phone: '555-01' },
      'k-phone-123',
      'Please enter a valid 10-digit phone number',
    ],
  ])('refuses %s with a 400 and writes nothing', async (_label, binder, who, key, message) => {
    const { token, email } = await verifiedUser(app, pool);
    const response = await place(token, { cart: binder, details: who }, key);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toContain(message);
    const { rows } = await pool.query(
      `SELECT count(*)::int AS n FROM orders o JOIN users u ON u.id = o.user_id WHERE u.email = $1`,
      [email],
    );
    expect(rows[0]).toEqual({ n: 0 });
  });
});

describe('a binder too large for one order', () => {
  // The binder: 30 lines of 999 P2490, $26 M, more than an order's integer columns hold.
  const huge = cart(Array.from({ length: 30 }, (_, index) => line(`p${index}`, 'P2490', { quantity: 999 })));

  it("is refused with a 400 naming the store's maximum, $999,999.99 unless set, and writes nothing", async () => {
    const { token, email } = await verifiedUser(app, pool);
    const response = await place(token, { cart: huge, details });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'An order can total at most $999,999.99. Split this binder into smaller orders.',
      code: 'ORDER_TOTAL_TOO_LARGE',
    });
    const { rows } = await pool.query(
      `SELECT count(*)::int AS n FROM orders o JOIN users u ON u.id = o.user_id WHERE u.email = $1`,
      [email],
    );
    expect(rows[0]).toEqual({ n: 0 });
  });

  it('is priced at checkout, with the maximum it is over', async () => {
    const { token } = await verifiedUser(app, pool);
    const response = await app.inject({
      method: 'POST',
      url: '/api/checkout/prices',
      headers: headersFor(token),
      payload: { cart: huge },
    });
    expect(response.statusCode).toBe(200);
    const quote = response.json<CheckoutQuote>();
    expect(quote.totals.subtotal).toBe((await price('P2490')) * 999 * 30);
    expect(quote.orderTotalMax).toBe(99_999_999);
  });
});

describe('price revalidation', () => {
  it('answers every line and the totals as the order would charge them', async () => {
    const { token } = await verifiedUser(app, pool);
    const response = await app.inject({
      method: 'POST',
      url: '/api/checkout/prices',
      headers: headersFor(token),
      payload: { cart: cart(), fulfilment: 'delivery' },
    });
    expect(response.statusCode).toBe(200);
    const quote = response.json<CheckoutQuote>();
    const subtotal = (await price('B12')) * 2;
    expect(quote.items[0]).toMatchObject({
      name: 'B12',
      quantity: 2,
      verifiedPrice: subtotal / 2,
      totalPrice: subtotal,
      discountRate: 0,
    });
    expect(quote.totals).toEqual({
      subtotal,
      freight: 14_900,
      tax: Math.round(((subtotal + 14_900) * 7) / 100),
      total: subtotal + 14_900 + Math.round(((subtotal + 14_900) * 7) / 100),
    });
  });
});

describe('order history', () => {
  it('answers 404 when there are no orders, then lists only the user’s own, newest first', async () => {
    const { token } = await verifiedUser(app, pool);
    expect((await app.inject({ url: '/api/orders/user', headers: headersFor(token) })).statusCode).toBe(404);
    const first = (await place(token, { cart: cart(), details })).json<PlacedOrder>().order;
    const second = (await place(token, { cart: cart([line('b', 'W3030')]), details })).json<PlacedOrder>().order;
    const other = await verifiedUser(app, pool);
    // The other user's order exists, so leaving it out of the list is the filter's doing.
    expect((await place(other.token, { cart: cart(), details })).statusCode).toBe(201);
    const list = await app.inject({ url: '/api/orders/user', headers: headersFor(token) });
    expect(list.json<Order[]>().map((o) => o.id)).toEqual([second.id, first.id]);
  });

  it('never shows another user’s order', async () => {
    const owner = await verifiedUser(app, pool);
    const order = (await place(owner.token, { cart: cart(), details })).json<PlacedOrder>().order;
    const stranger = await verifiedUser(app, pool);
    const response = await app.inject({ url: `/api/orders/${order.id}`, headers: headersFor(stranger.token) });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ message: 'Order not found' });
    expect(
      (await app.inject({ url: `/api/orders/${order.id}`, headers: headersFor(owner.token) })).json<Order>().id,
    ).toBe(order.id);
    expect((await app.inject({ url: `/api/orders/${order.id}` })).statusCode).toBe(401);
  });
});
