import { describe, expect, it } from 'vitest';
import type { Order } from '@rta/domain/api/orders';
import { STAFF_ORDER_MESSAGES, type StaffOrderDetail, type StaffOrderList } from '@rta/domain/api/staff-orders';
import { buildTestApp } from './helper.ts';
import { headersFor } from './auth-helpers.ts';
import { startSmtpSink } from './smtp-sink.ts';
import { auditRows, cast, outboxTo, placeOrder, userWithRoles } from './staff-order-helpers.ts';

const sink = await startSmtpSink();
const { app, pool } = await buildTestApp({
  SMTP_URL: sink.url,
  RATE_LIMIT_AUTH_MAX: '10000',
  RATE_LIMIT_MAX: '0',
  TAX_RATE: '7',
});
const people = await cast(app, pool);

type Headers = Record<string, string>;
const get = (url: string, headers: Headers = {}) => app.inject({ method: 'GET', url, headers });
const post = (url: string, payload: unknown, headers: Headers = {}) =>
  app.inject({ method: 'POST', url, headers, payload: payload as Record<string, unknown> });
const setStatus = (id: string, payload: unknown, headers: Headers = people.sales.headers) =>
  post(`/api/staff/orders/${id}/status`, payload, headers);
const pay = (id: string, method: string, headers: Headers = people.sales.headers) =>
  post(`/api/staff/orders/${id}/payment`, { method }, headers);
const eventCount = async (id: string) =>
  (await pool.query(`SELECT count(*)::int AS n FROM order_events WHERE order_id = $1`, [id])).rows[0] as { n: number };

describe('who may use the staff order routes', () => {
  const routes = (id: string) => [
    { name: 'list', run: (h: Headers) => get('/api/staff/orders', h), ok: 200 },
    { name: 'detail', run: (h: Headers) => get(`/api/staff/orders/${id}`, h), ok: 200 },
    { name: 'status', run: (h: Headers) => setStatus(id, { status: 'processing' }, h), ok: 200 },
    { name: 'payment', run: (h: Headers) => pay(id, 'cash', h), ok: 200 },
  ];

  it('answers 401 without a token and 403 to a shopper or a contractor, even with a bad body, and writes nothing', async () => {
    const { order } = await placeOrder(app, pool);
    for (const route of routes(order.id)) {
      const anonymous = await route.run({});
      expect(anonymous.statusCode, route.name).toBe(401);
      for (const who of [people.shopper, people.contractor]) {
        const refused = await route.run(who.headers);
        expect(refused.statusCode, route.name).toBe(403);
        expect(refused.json()).toMatchObject({ code: 'FORBIDDEN' });
      }
    }
    expect((await setStatus(order.id, { status: 'nonsense' }, people.shopper.headers)).statusCode).toBe(403);
    expect(await eventCount(order.id)).toEqual({ n: 0 });
    expect(await auditRows(pool, order.id)).toEqual([]);
  });

  it.each([['Sales User', 'sales'] as const, ['Store Admin', 'admin'] as const])(
    'lets a %s do everything',
    async (_role, who) => {
      const { order } = await placeOrder(app, pool);
      for (const route of routes(order.id)) {
        const response = await route.run(people[who].headers);
        expect(response.statusCode, `${route.name}: ${response.body}`).toBe(route.ok);
      }
    },
  );
});

describe('the order list', () => {
  it('filters by status, customer and date, newest first, a page at a time', async () => {
    const name = `Zed Quill ${Date.now()}`;
    const first = await placeOrder(app, pool, { customerName: name });
    const second = await placeOrder(app, pool, { customerName: name });
    await pool.query(`UPDATE orders SET created_at = '2024-03-10T15:00:00Z' WHERE id = $1`, [first.order.id]);
    await setStatus(second.order.id, { status: 'cancelled' });

    const byName = (
      await get(`/api/staff/orders?q=${encodeURIComponent(name.toLowerCase())}`, people.sales.headers)
    ).json<StaffOrderList>();
    expect(byName.orders.map((o) => o.id)).toEqual([second.order.id, first.order.id]);
    expect(byName.total).toBe(2);
    expect(byName.orders[1]).toMatchObject({
      customerName: name,
      email: first.customer.email,
      status: 'pending_payment',
      fulfilment: 'pickup',
      isPickupPayment: true,
      paidAt: null,
    });

    const byEmail = (
      await get(`/api/staff/orders?q=${encodeURIComponent(first.customer.email)}`, people.sales.headers)
    ).json<StaffOrderList>();
    expect(byEmail.orders.map((o) => o.id)).toEqual([first.order.id]);

    const cancelled = (
      await get(`/api/staff/orders?status=cancelled&q=${encodeURIComponent(name)}`, people.sales.headers)
    ).json<StaffOrderList>();
    expect(cancelled.orders.map((o) => o.id)).toEqual([second.order.id]);

    const march = (
      await get(`/api/staff/orders?from=2024-03-10T00:00:00Z&to=2024-03-11T00:00:00Z`, people.sales.headers)
    ).json<StaffOrderList>();
    expect(march.orders.map((o) => o.id)).toEqual([first.order.id]);

    const page2 = (
      await get(`/api/staff/orders?q=${encodeURIComponent(name)}&pageSize=1&page=2`, people.sales.headers)
    ).json<StaffOrderList>();
    expect(page2).toMatchObject({ total: 2, page: 2, pageSize: 1 });
    expect(page2.orders.map((o) => o.id)).toEqual([first.order.id]);

    // A LIKE wildcard is a character to find, not a pattern.
    expect((await get('/api/staff/orders?q=%25', people.sales.headers)).json<StaffOrderList>().total).toBe(0);
  });

  it.each([
    ['an unknown status', 'status=lost', 'Choose one of the order statuses.'],
    ['a date without a zone', 'from=2024-03-10', 'Dates must be ISO 8601'],
    [
      'from after to',
      'from=2024-03-11T00:00:00Z&to=2024-03-10T00:00:00Z',
      "The 'from' date must be before the 'to' date.",
    ],
    ['a page size of 0', 'pageSize=0', 'pageSize'],
    ['a long search', `q=${'x'.repeat(101)}`, 'Search cannot exceed 100 characters'],
  ])('refuses %s with a 400', async (_label, query, message) => {
    const response = await get(`/api/staff/orders?${query}`, people.sales.headers);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toContain(message);
  });
});

describe('an order in detail', () => {
  it('has the lines grouped by label with what the drawings need, the customer and the next statuses', async () => {
    const { order, customer } = await placeOrder(app, pool);
    const response = await get(`/api/staff/orders/${order.id}`, people.admin.headers);
    expect(response.statusCode).toBe(200);
    const detail = response.json<StaffOrderDetail>();
    expect(detail.customer).toMatchObject({ email: customer.email, firstName: 'Ann', lastName: 'Lee' });
    expect(Object.keys(detail.order.itemGroups)).toEqual(['Binder', 'Island']);
    expect(detail.order.itemGroups.Binder?.[0]).toMatchObject({
      name: 'B12',
      quantity: 2,
      category: 'Base',
      colorName: 'Naval',
      colorCode: '6244.0',
      colorRgb: expect.stringMatching(/^#?[0-9a-f]{6}$|^rgb/i),
    });
    expect(detail.order.itemGroups.Island?.[0]).toMatchObject({
      name: 'W3030GD',
      hasGlassDoor: true,
      category: 'Wall',
      colorRgb: null,
    });
    expect(detail.nextStatuses).toEqual(['processing', 'ready_for_pickup', 'cancelled']);
    expect(detail.payment).toMatchObject({ method: 'pickup', paidAt: null, paidInStoreMethod: null });
    expect(detail.paymentProblem).toBeNull();
    expect(detail.events).toEqual([]);
  });

  it('answers 404 for an order that does not exist', async () => {
    const response = await get('/api/staff/orders/RTA-ORD-NOPE', people.sales.headers);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ message: 'Order not found' });
  });
});

describe('changing an order’s status', () => {
  it('records the change, audits it, e-mails the customer and shows it in their order history', async () => {
    const { order, customer } = await placeOrder(app, pool);
    const response = await setStatus(order.id, { status: 'ready_for_pickup', note: '  Bay 3, ask for Sam.  ' });
    expect(response.statusCode, response.body).toBe(200);
    const detail = response.json<StaffOrderDetail>();
    expect(detail.order.status).toBe('ready_for_pickup');
    expect(detail.events).toEqual([
      {
        status: 'ready_for_pickup',
        note: 'Bay 3, ask for Sam.',
        at: expect.any(String),
        actorEmail: people.sales.email,
      },
    ]);
    expect(detail.nextStatuses).toEqual(['cancelled']);

    expect(await auditRows(pool, order.id)).toEqual([
      {
        action: 'order.status',
        actor_email: people.sales.email,
        target_type: 'order',
        details: { from: 'pending_payment', to: 'ready_for_pickup', note: 'Bay 3, ask for Sam.' },
      },
    ]);
    const mail = await sink.waitFor(
      (m) => m.to.includes(customer.email) && m.subject.includes('is now ready for pickup'),
    );
    expect(mail.subject).toBe(`RTA Cabinet Store: order #${order.data_order_id} is now ready for pickup`);
    expect(mail.text).toContain('Bay 3, ask for Sam.');
    expect(mail.text).toContain('ready for pickup at our showroom');

    const history = await get('/api/orders/user', headersFor(customer.token));
    const [seen] = history.json<Order[]>();
    expect(seen).toMatchObject({
      id: order.id,
      status: 'ready_for_pickup',
      statusHistory: [{ status: 'ready_for_pickup', note: 'Bay 3, ask for Sam.' }],
    });
  });

  it.each([
    [
      'to Paid (that is the payment’s job)',
      'pending_payment',
      'pickup',
      'paid',
      'An order becomes Paid when its payment is recorded',
    ],
    ['to Shipped for a pickup order', 'processing', 'pickup', 'shipped', 'Only a delivery order can be shipped.'],
    [
      'to Ready for pickup for a delivery',
      'processing',
      'delivery',
      'ready_for_pickup',
      'Only a showroom pickup order can be ready for pickup.',
    ],
    [
      'to Completed before it is paid',
      'ready_for_pickup',
      'pickup',
      'completed',
      'Record the payment before marking this order completed.',
    ],
    [
      'out of Cancelled',
      'cancelled',
      'pickup',
      'processing',
      'This order is cancelled; its status can no longer change.',
    ],
    [
      'out of Completed',
      'completed',
      'pickup',
      'cancelled',
      'This order is completed; its status can no longer change.',
    ],
    [
      'backwards',
      'ready_for_pickup',
      'pickup',
      'processing',
      'An order that is ready for pickup cannot become processing.',
    ],
    ['to the status it has', 'processing', 'pickup', 'processing', 'The order is already processing.'],
  ] as const)('refuses a move %s with a 409 and writes nothing', async (_label, from, fulfilment, to, message) => {
    const { order, customer } = await placeOrder(app, pool, { fulfilment });
    await pool.query(`UPDATE orders SET status = $2 WHERE id = $1`, [order.id, from]);
    const mailsBefore = (await outboxTo(pool, customer.email)).length;
    const response = await setStatus(order.id, { status: to });
    expect(response.statusCode).toBe(409);
    expect(response.json<{ message: string }>().message).toContain(message);
    expect(await eventCount(order.id)).toEqual({ n: 0 });
    expect(await auditRows(pool, order.id)).toEqual([]);
    expect((await outboxTo(pool, customer.email)).length).toBe(mailsBefore);
  });

  it.each([
    ['no status', {}, 'Choose one of the order statuses.'],
    ['an unknown status', { status: 'lost' }, 'Choose one of the order statuses.'],
    [
      'a note over 500 characters',
      { status: 'processing', note: 'x'.repeat(501) },
      'Note cannot exceed 500 characters',
    ],
  ])('refuses %s with a 400', async (_label, payload, message) => {
    const { order } = await placeOrder(app, pool);
    const response = await setStatus(order.id, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toContain(message);
  });

  it('answers 404 for an unknown order', async () => {
    expect((await setStatus('RTA-ORD-NOPE', { status: 'processing' })).statusCode).toBe(404);
  });

  it('lets one of two simultaneous cancellations through', async () => {
    const { order } = await placeOrder(app, pool);
    const answers = await Promise.all([
      setStatus(order.id, { status: 'cancelled' }),
      setStatus(order.id, { status: 'cancelled' }, people.admin.headers),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(await eventCount(order.id)).toEqual({ n: 1 });
  });
});

describe('a payment taken at the showroom', () => {
  it('marks a waiting pickup order paid, audits it and mails a receipt; then it can be completed', async () => {
    const { order, customer } = await placeOrder(app, pool);
    const response = await pay(order.id, 'card_terminal');
    expect(response.statusCode, response.body).toBe(200);
    const detail = response.json<StaffOrderDetail>();
    expect(detail.order.status).toBe('paid');
    expect(detail.payment).toMatchObject({ paidInStoreMethod: 'card_terminal', paidAt: expect.any(String) });
    expect(detail.paymentProblem).toBe('This order is already paid.');
    expect(detail.events.map((e) => [e.status, e.note])).toEqual([
      ['paid', 'Payment received at the showroom (card terminal).'],
    ]);
    expect(await auditRows(pool, order.id)).toEqual([
      {
        action: 'order.payment',
        actor_email: people.sales.email,
        target_type: 'order',
        details: { method: 'card_terminal', amountCents: order.total, from: 'pending_payment', to: 'paid' },
      },
    ]);
    const mail = await sink.waitFor((m) => m.to.includes(customer.email) && m.subject.includes('payment received'));
    expect(mail.text).toContain(`for order #${order.data_order_id}`);

    const again = await pay(order.id, 'cash');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: 'This order is already paid.' });
    expect((await setStatus(order.id, { status: 'completed' })).json<StaffOrderDetail>().order.status).toBe(
      'completed',
    );
  });

  it('keeps the status of an order already being prepared', async () => {
    const { order } = await placeOrder(app, pool);
    await setStatus(order.id, { status: 'ready_for_pickup' });
    const detail = (await pay(order.id, 'cheque')).json<StaffOrderDetail>();
    expect(detail.order.status).toBe('ready_for_pickup');
    expect(detail.nextStatuses).toEqual(['completed', 'cancelled']);
  });

  it('refuses a card order, a cancelled order and an unknown method', async () => {
    const card = await placeOrder(app, pool);
    await pool.query(`UPDATE orders SET payment_method = 'card' WHERE id = $1`, [card.order.id]);
    expect((await pay(card.order.id, 'cash')).json()).toMatchObject({
      message: 'This order is paid by card online, not at the showroom.',
    });
    const cancelled = await placeOrder(app, pool);
    await setStatus(cancelled.order.id, { status: 'cancelled' });
    const refused = await pay(cancelled.order.id, 'cash');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ message: 'This order is cancelled; no payment can be recorded.' });
    const bad = await pay(cancelled.order.id, 'bitcoin');
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toContain('Choose cash, card terminal or cheque.');
    const { rows } = await pool.query(`SELECT paid_at FROM orders WHERE id = ANY($1)`, [
      [card.order.id, cancelled.order.id],
    ]);
    expect(rows.map((r: { paid_at: Date | null }) => r.paid_at)).toEqual([null, null]);
  });
});

describe("a staff member's own order (issue 19)", () => {
  it.each([['Sales User'], ['Store Admin']])(
    'a %s cannot change its status or record its payment: 403, nothing written; another staff member can',
    async (role) => {
      const staffer = await userWithRoles(app, pool, role);
      const { order } = await placeOrder(app, pool, {}, staffer);
      const mailsBefore = (await outboxTo(pool, staffer.email)).length;

      const status = await setStatus(order.id, { status: 'ready_for_pickup', note: 'Mine.' }, staffer.headers);
      expect(status.statusCode, status.body).toBe(403);
      expect(status.json()).toEqual({ message: STAFF_ORDER_MESSAGES.ownOrderStatus, code: 'OWN_ORDER' });
      const payment = await pay(order.id, 'cash', staffer.headers);
      expect(payment.statusCode, payment.body).toBe(403);
      expect(payment.json()).toEqual({ message: STAFF_ORDER_MESSAGES.ownOrderPayment, code: 'OWN_ORDER' });

      const { rows } = await pool.query<{ status: string; paid_at: Date | null }>(
        'SELECT status, paid_at FROM orders WHERE id = $1',
        [order.id],
      );
      expect(rows).toEqual([{ status: 'pending_payment', paid_at: null }]);
      expect(await eventCount(order.id)).toEqual({ n: 0 });
      expect(await auditRows(pool, order.id)).toEqual([]);
      expect(await outboxTo(pool, staffer.email)).toHaveLength(mailsBefore);

      // They may still read it; a colleague takes the payment and moves it on.
      expect((await get(`/api/staff/orders/${order.id}`, staffer.headers)).statusCode).toBe(200);
      const colleague = role === 'Sales User' ? people.admin : people.sales;
      expect((await pay(order.id, 'cash', colleague.headers)).statusCode).toBe(200);
      expect((await setStatus(order.id, { status: 'ready_for_pickup' }, colleague.headers)).statusCode).toBe(200);
      expect((await auditRows(pool, order.id)).map((row) => [row.action, row.actor_email])).toEqual([
        ['order.payment', colleague.email],
        ['order.status', colleague.email],
      ]);
    },
  );
});

it('a staff member who loses the role is refused at once', async () => {
  const temp = await userWithRoles(app, pool, 'Sales User');
  expect((await get('/api/staff/orders', temp.headers)).statusCode).toBe(200);
  await pool.query(`DELETE FROM user_roles WHERE user_id = (SELECT id FROM users WHERE email = $1)`, [temp.email]);
  expect((await get('/api/staff/orders', temp.headers)).statusCode).toBe(403);
});
