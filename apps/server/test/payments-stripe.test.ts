import { afterAll, describe, expect, it } from 'vitest';
import type { Order, PlacedOrder } from '@rta/domain/api/orders';
import { loadConfig } from '../src/config.ts';
import { publicStoreConfig } from '../src/web/store-config-block.ts';
import { buildTestApp, testConfig } from './helper.ts';
import { headersFor, verifiedUser } from './auth-helpers.ts';
import { sessionEvent, signatureFor, startStripeStandIn, type StandInSession } from './stripe-stand-in.ts';

/**
 * Stripe Checkout against a local stand-in for the Stripe API (Stripe cannot be reached from
 * here): the store's real SDK client talks to it through STRIPE_API_BASE, and webhooks carry
 * signatures from the SDK's own test-header helper.
 */
const SECRET_KEY = 'sk_test_stand_in_key';
const WEBHOOK_SECRET = 'whsec_stand_in_secret';
const stripe = await startStripeStandIn({ apiKey: SECRET_KEY });
afterAll(() => stripe.close());

const { app, pool } = await buildTestApp({
  RATE_LIMIT_AUTH_MAX: '10000',
  RATE_LIMIT_MAX: '0',
  TAX_RATE: '7',
  FREIGHT_RATE: '149',
  FREE_FREIGHT_FROM: '2500',
  PUBLIC_URL: 'https://shop.example',
  SUPPORT_EMAIL: 'support@shop.example',
  STRIPE_SECRET_KEY: SECRET_KEY,
  STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
  STRIPE_API_BASE: stripe.url,
});

const line = (id: string, name: string, extra: Record<string, unknown> = {}) => ({
  id,
  group: 'Shaker',
  name,
  quantity: 1,
  selectedColor: null,
  ...extra,
});
const cart = (items = [line('a', 'B12', { quantity: 2 })]) => ({ items, labels: [], preAssembly: false });
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

const place = (token: string, payload: unknown, key = `key-${Math.random().toString(36).slice(2)}`) =>
  app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { ...headersFor(token), 'idempotency-key': key },
    payload: payload as Record<string, unknown>,
  });

/** A shopper with a card order waiting on Stripe, and its session as the stand-in holds it. */
const cardOrder = async (items = cart()) => {
  const user = await verifiedUser(app, pool);
  const response = await place(user.token, { cart: items, details: { ...details, paymentMethod: 'card' } });
  expect(response.statusCode).toBe(201);
  const placed = response.json<PlacedOrder>();
  const { rows } = await pool.query<{ payment_reference: string }>(
    `SELECT payment_reference FROM orders WHERE id = $1`,
    [placed.order.id],
  );
  const session = stripe.sessions.get(rows[0]?.payment_reference ?? '');
  if (!session) throw new Error('no Checkout Session was created');
  return { ...user, placed, session };
};

const paid = (session: StandInSession): StandInSession => ({
  ...session,
  status: 'complete',
  payment_status: 'paid',
  url: null,
});

const deliver = (payload: string, signature: string | null = signatureFor(payload, WEBHOOK_SECRET)) =>
  app.inject({
    method: 'POST',
    url: '/api/payments/stripe/webhook',
    headers: {
      'content-type': 'application/json; charset=utf-8',
      ...(signature === null ? {} : { 'stripe-signature': signature }),
    },
    payload,
  });

const orderRow = async (id: string) =>
  (await pool.query<{ status: string; paid_at: Date | null }>(`SELECT status, paid_at FROM orders WHERE id = $1`, [id]))
    .rows[0];

const mailsTo = async (to: string, subject: string) =>
  (
    await pool.query<{ text: string }>(`SELECT text FROM mail_outbox WHERE "to" = $1 AND subject LIKE $2`, [
      to,
      `%${subject}%`,
    ])
  ).rows;

const getOrder = async (token: string, id: string) =>
  (await app.inject({ method: 'GET', url: `/api/orders/${id}`, headers: headersFor(token) })).json<Order>();

describe('placing a card order', () => {
  it('creates a Checkout Session for the server’s prices and sends the shopper to Stripe', async () => {
    const before = stripe.requests.length;
    const user = await verifiedUser(app, pool);
    // The client's prices are ignored: the session carries the catalogue's.
    const tampered = cart([
      line('a', 'B12', { quantity: 2, price: 1, currency_price: 1, totalPrice: 1 }),
      line('b', 'W3030GD'),
    ]);
    const response = await place(user.token, {
      cart: tampered,
      details: { ...details, fulfilment: 'delivery' },
      total: 1,
    });
    expect(response.statusCode).toBe(201);
    const { order, confirmation, paymentUrl } = response.json<PlacedOrder>();

    const [request, ...others] = stripe.requests.slice(before);
    expect(others).toEqual([]);
    expect(request).toMatchObject({ method: 'POST', path: '/v1/checkout/sessions' });
    expect(request?.headers.authorization).toBe(`Bearer ${SECRET_KEY}`);
    const session = stripe.sessions.get(
      String(
        (await pool.query(`SELECT payment_reference FROM orders WHERE id = $1`, [order.id])).rows[0]?.payment_reference,
      ),
    );
    expect(paymentUrl).toBe(session?.url);
    expect(paymentUrl).toMatch(new RegExp(`^${stripe.url}/pay/cs_test_`));

    const b12 = await price('B12');
    const { rows } = await pool.query<{ price_cents: number; glass_price_cents: number }>(
      `SELECT price_cents, glass_price_cents FROM cabinets WHERE group_name = 'Shaker' AND glass_name = 'W3030GD'`,
    );
    const w3030 = (rows[0]?.price_cents ?? 0) + (rows[0]?.glass_price_cents ?? 0);
    const subtotal = b12 * 2 + w3030;
    // Delivery under FREE_FREIGHT_FROM ($2,500) pays FREIGHT_RATE ($149); TAX_RATE 7% is on goods and freight.
    expect(subtotal).toBeLessThan(250_000);
    const freight = 14_900;
    const tax = Math.round(((subtotal + freight) * 7) / 100);
    const total = subtotal + freight + tax;
    expect(order).toMatchObject({ status: 'pending_payment', isPickupPayment: false, subtotal, freight, tax, total });
    expect(confirmation).toEqual({ orderId: order.id, subtotal, tax, total, isPickupPayment: false });

    const body = request?.body as {
      line_items: {
        quantity: string;
        price_data: { currency: string; unit_amount: string; product_data: { name: string } };
      }[];
    } & Record<string, unknown>;
    const items = body.line_items.map((item) => [
      item.price_data.product_data.name,
      Number(item.price_data.unit_amount),
      Number(item.quantity),
      item.price_data.currency,
    ]);
    expect(items).toEqual([
      ['B12', b12, 2, 'usd'],
      ['W3030GD (glass door)', w3030, 1, 'usd'],
      ['Freight delivery', freight, 1, 'usd'],
      ['Sales tax (7%)', tax, 1, 'usd'],
    ]);
    expect(items.reduce((sum, [, unit, quantity]) => sum + Number(unit) * Number(quantity), 0)).toBe(total);
    expect(session?.amount_total).toBe(total);
    expect(body).toMatchObject({
      mode: 'payment',
      client_reference_id: order.id,
      customer_email: user.email,
      metadata: { orderId: order.id },
      success_url: 'https://shop.example/payment-confirmation?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'https://shop.example/payment-confirmation?session_id={CHECKOUT_SESSION_ID}&payment=cancelled',
    });
    expect(request?.headers['idempotency-key']).toBe(`checkout-session-${order.id}`);

    const mail = await mailsTo(user.email, `order #${order.data_order_id} received`);
    expect(mail[0]?.text).toContain('You chose to pay by card');
    expect(mail[0]?.text).not.toContain('You pay at the showroom');
  });

  it('pays by card unless the shopper chooses the showroom, which only a pickup order can', async () => {
    const user = await verifiedUser(app, pool);
    const byDefault = await place(user.token, { cart: cart(), details });
    expect(byDefault.statusCode).toBe(201);
    expect(byDefault.json<PlacedOrder>()).toMatchObject({
      order: { isPickupPayment: false },
      paymentUrl: expect.stringContaining('/pay/cs_test_'),
    });

    const before = stripe.requests.length;
    const atShowroom = await place(user.token, { cart: cart(), details: { ...details, paymentMethod: 'pickup' } });
    expect(atShowroom.statusCode).toBe(201);
    expect(atShowroom.json<PlacedOrder>()).toMatchObject({
      order: { isPickupPayment: true, status: 'pending_payment' },
      paymentUrl: null,
    });
    expect(stripe.requests.length).toBe(before);

    const deliveryAtShowroom = await place(user.token, {
      cart: cart(),
      details: { ...details, fulfilment: 'delivery', paymentMethod: 'pickup' },
    });
    expect(deliveryAtShowroom.statusCode).toBe(400);
    expect(deliveryAtShowroom.json()).toMatchObject({
      message: 'Delivery orders are paid by card. Choose card payment, or showroom pickup to pay at the showroom.',
      code: 'PAYMENT_METHOD',
    });
  });

  it('gives a retry with the same Idempotency-Key the same order and the same payment page', async () => {
    const user = await verifiedUser(app, pool);
    const payload = { cart: cart(), details: { ...details, paymentMethod: 'card' } };
    const first = await place(user.token, payload, 'retry-key-0001');
    const before = stripe.requests.length;
    const again = await place(user.token, payload, 'retry-key-0001');
    expect(again.statusCode).toBe(200);
    expect(again.json<PlacedOrder>().order.id).toBe(first.json<PlacedOrder>().order.id);
    expect(again.json<PlacedOrder>().paymentUrl).toBe(first.json<PlacedOrder>().paymentUrl);
    // Looked up again (GET), never a second session.
    expect(stripe.requests.slice(before).map((request) => request.method)).toEqual(['GET']);
  });

  it('writes nothing when Stripe refuses the session, and keeps the binder', async () => {
    const user = await verifiedUser(app, pool);
    const binder = async () => {
      const response = await app.inject({ method: 'GET', url: '/api/cart', headers: headersFor(user.token) });
      expect(response.statusCode).toBe(200);
      return response
        .json<{ items: { name: string; quantity: number }[] }>()
        .items.map(({ name, quantity }) => ({ name, quantity }));
    };
    expect(
      (await app.inject({ method: 'PUT', url: '/api/cart', headers: headersFor(user.token), payload: cart() }))
        .statusCode,
    ).toBe(200);
    expect(await binder()).toEqual([{ name: 'B12', quantity: 2 }]);
    stripe.failNextCreate(400, 'Invalid line item');
    const response = await place(user.token, { cart: cart(), details: { ...details, paymentMethod: 'card' } });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: 'Server error. Please try again later.' });
    const { rows } = await pool.query(`SELECT 1 FROM orders o JOIN users u ON u.id = o.user_id WHERE u.email = $1`, [
      user.email,
    ]);
    expect(rows).toEqual([]);
    expect(await binder()).toEqual([{ name: 'B12', quantity: 2 }]);
  });
});

describe('the Stripe webhook', () => {
  it('marks the order paid on a signed checkout.session.completed, and mails a receipt', async () => {
    const { placed, session, token, email } = await cardOrder();
    const before = Date.now();
    const response = await deliver(JSON.stringify(sessionEvent(paid(session))));
    const after = Date.now();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: true, outcome: 'paid' });

    const order = await getOrder(token, placed.order.id);
    expect(order.status).toBe('paid');
    // Paid when the webhook arrived.
    const paidAt = Date.parse(order.paidAt ?? '');
    expect(paidAt).toBeGreaterThanOrEqual(before);
    expect(paidAt).toBeLessThanOrEqual(after);
    expect(order.statusHistory).toEqual([expect.objectContaining({ status: 'paid', note: 'Card payment received.' })]);
    expect((await orderRow(placed.order.id))?.paid_at?.getTime()).toBe(paidAt);
    const receipts = await mailsTo(email, 'payment received');
    expect(receipts).toHaveLength(1);
    expect(receipts[0]?.text).toContain(
      `card payment of $${(placed.order.total / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })} for order #${placed.order.data_order_id}`,
    );
  });

  it('refuses a missing, forged or stale signature with a 400 that says why, and changes nothing', async () => {
    const { placed, session } = await cardOrder();
    const payload = JSON.stringify(sessionEvent(paid(session)));

    const missing = await deliver(payload, null);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      message: 'Missing Stripe-Signature header: only Stripe can send this webhook.',
      code: 'STRIPE_SIGNATURE',
    });

    const forged = await deliver(payload, signatureFor(payload, 'whsec_someone_else'));
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toEqual({
      message: 'Invalid Stripe-Signature: No signatures found matching the expected signature for payload.',
      code: 'STRIPE_SIGNATURE',
    });

    // Signed, then changed on the way.
    const tampered = await deliver(payload.replace('"paid"', '"paid" '), signatureFor(payload, WEBHOOK_SECRET));
    expect(tampered.statusCode).toBe(400);
    expect(tampered.json()).toEqual(forged.json());

    const stale = await deliver(payload, signatureFor(payload, WEBHOOK_SECRET, Math.floor(Date.now() / 1000) - 3600));
    expect(stale.statusCode).toBe(400);
    expect(stale.json<{ message: string }>().message).toBe(
      'Invalid Stripe-Signature: Timestamp outside the tolerance zone',
    );

    const garbage = await deliver(payload, 'not a signature');
    expect(garbage.statusCode).toBe(400);
    expect(garbage.json<{ code: string }>().code).toBe('STRIPE_SIGNATURE');

    expect(await orderRow(placed.order.id)).toEqual({ status: 'pending_payment', paid_at: null });
  });

  it('changes nothing on a replay: the order keeps its first payment time and one receipt', async () => {
    const { placed, session, email } = await cardOrder();
    const payload = JSON.stringify(sessionEvent(paid(session)));
    expect((await deliver(payload)).json()).toEqual({ received: true, outcome: 'paid' });
    const first = await orderRow(placed.order.id);
    const replay = await deliver(payload);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual({ received: true, outcome: 'already_paid' });
    // A new event for the same session (Stripe resending) is a replay too.
    expect((await deliver(JSON.stringify(sessionEvent(paid(session))))).json()).toEqual({
      received: true,
      outcome: 'already_paid',
    });
    expect(await orderRow(placed.order.id)).toEqual(first);
    expect(await mailsTo(email, 'payment received')).toHaveLength(1);
    const events = await pool.query(`SELECT 1 FROM order_events WHERE order_id = $1`, [placed.order.id]);
    expect(events.rowCount).toBe(1);
  });

  it('marks the order paid once when duplicates arrive at the same time', async () => {
    const { placed, session, email } = await cardOrder();
    const payload = JSON.stringify(sessionEvent(paid(session)));
    const answers = await Promise.all(Array.from({ length: 8 }, () => deliver(payload)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(8).fill(200));
    const outcomes = answers.map((answer) => answer.json<{ outcome: string }>().outcome).sort();
    expect(outcomes).toEqual([
      'already_paid',
      'already_paid',
      'already_paid',
      'already_paid',
      'already_paid',
      'already_paid',
      'already_paid',
      'paid',
    ]);
    expect((await orderRow(placed.order.id))?.status).toBe('paid');
    expect(await mailsTo(email, 'payment received')).toHaveLength(1);
    expect((await pool.query(`SELECT 1 FROM order_events WHERE order_id = $1`, [placed.order.id])).rowCount).toBe(1);
  });

  it('answers 200 for a session no order has, and changes nothing', async () => {
    const { placed, session } = await cardOrder();
    const stranger = {
      ...paid(session),
      id: 'cs_test_not_ours',
      client_reference_id: placed.order.id,
      metadata: { orderId: placed.order.id },
    };
    const response = await deliver(JSON.stringify(sessionEvent(stranger)));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: true, outcome: 'unknown_session' });
    const nowhere = { ...paid(session), client_reference_id: 'RTA-ORD-NOSUCHORDR', metadata: {} };
    expect((await deliver(JSON.stringify(sessionEvent(nowhere)))).json()).toEqual({
      received: true,
      outcome: 'unknown_session',
    });
    expect(await orderRow(placed.order.id)).toEqual({ status: 'pending_payment', paid_at: null });
  });

  it('leaves a cancelled order cancelled and tells staff once, not the customer', async () => {
    const { placed, session, token, email } = await cardOrder();
    await pool.query(`UPDATE orders SET status = 'cancelled' WHERE id = $1`, [placed.order.id]);
    const payload = JSON.stringify(sessionEvent(paid(session)));
    const response = await deliver(payload);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: true, outcome: 'not_payable' });
    expect((await deliver(payload)).json()).toEqual({ received: true, outcome: 'not_payable' });

    expect(await orderRow(placed.order.id)).toEqual({ status: 'cancelled', paid_at: null });
    expect((await getOrder(token, placed.order.id)).statusHistory).toEqual([]);
    expect(await mailsTo(email, 'payment received')).toEqual([]);
    const alerts = await mailsTo('support@shop.example', `order #${placed.order.data_order_id} needs attention`);
    expect(alerts).toHaveLength(1);
    expect(alerts[0]?.text).toContain('Card payment received for an order that is cancelled');
    expect(alerts[0]?.text).toContain(session.id);
    const audit = await pool.query(
      `SELECT actor_email, details FROM audit_log WHERE action = 'payment.alert' AND target_id = $1`,
      [placed.order.id],
    );
    expect(audit.rows).toEqual([
      { actor_email: 'Stripe webhook', details: expect.objectContaining({ sessionId: session.id }) },
    ]);
  });

  it('does not mark an order paid for a different amount', async () => {
    const { placed, session } = await cardOrder();
    const response = await deliver(JSON.stringify(sessionEvent({ ...paid(session), amount_total: 100 })));
    expect(response.json()).toEqual({ received: true, outcome: 'amount_mismatch' });
    expect(await orderRow(placed.order.id)).toEqual({ status: 'pending_payment', paid_at: null });
  });

  it('waits for a delayed payment method, and takes it when it succeeds', async () => {
    const { placed, session } = await cardOrder();
    const completedUnpaid = await deliver(JSON.stringify(sessionEvent({ ...session, status: 'complete' })));
    expect(completedUnpaid.json()).toEqual({ received: true, outcome: 'awaiting_payment' });
    expect((await orderRow(placed.order.id))?.status).toBe('pending_payment');
    const succeeded = await deliver(
      JSON.stringify(sessionEvent(paid(session), 'checkout.session.async_payment_succeeded')),
    );
    expect(succeeded.json()).toEqual({ received: true, outcome: 'paid' });
  });

  it('takes a payment for an order staff already moved along, keeping its status', async () => {
    const { placed, session } = await cardOrder();
    await pool.query(`UPDATE orders SET status = 'processing' WHERE id = $1`, [placed.order.id]);
    expect((await deliver(JSON.stringify(sessionEvent(paid(session))))).json()).toEqual({
      received: true,
      outcome: 'paid',
    });
    const row = await orderRow(placed.order.id);
    expect(row?.status).toBe('processing');
    expect(row?.paid_at).toBeInstanceOf(Date);
  });

  it('acknowledges events it does not act on', async () => {
    const { session } = await cardOrder();
    const response = await deliver(
      JSON.stringify(sessionEvent({ ...session, status: 'expired' }, 'checkout.session.expired')),
    );
    expect(response.json()).toEqual({ received: true, outcome: 'ignored' });
  });
});

describe('coming back without paying', () => {
  const resume = (token: string, id: string) =>
    app.inject({ method: 'POST', url: `/api/orders/${id}/payment`, headers: headersFor(token) });

  it('sends the shopper to the same payment page while it is open', async () => {
    const { placed, token } = await cardOrder();
    const response = await resume(token, placed.order.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ paymentUrl: placed.paymentUrl });
  });

  it('makes a new payment page for the same amounts once the first expired; only the new one can pay', async () => {
    const { placed, session, token } = await cardOrder();
    Object.assign(session, { status: 'expired', url: null });
    const before = stripe.requests.length;
    const response = await resume(token, placed.order.id);
    expect(response.statusCode).toBe(200);
    const { paymentUrl } = response.json<{ paymentUrl: string }>();
    expect(paymentUrl).not.toBe(placed.paymentUrl);
    const created = stripe.requests.slice(before).find((request) => request.method === 'POST');
    expect(created?.headers['idempotency-key']).toBe(`checkout-session-${placed.order.id}-after-${session.id}`);
    const fresh = [...stripe.sessions.values()].find((candidate) => candidate.url === paymentUrl);
    expect(fresh?.amount_total).toBe(placed.order.total);
    expect(fresh?.client_reference_id).toBe(placed.order.id);

    expect((await deliver(JSON.stringify(sessionEvent(paid(session))))).json()).toEqual({
      received: true,
      outcome: 'unknown_session',
    });
    expect((await deliver(JSON.stringify(sessionEvent(paid(fresh as StandInSession))))).json()).toEqual({
      received: true,
      outcome: 'paid',
    });
  });

  it('never offers a second page for a payment made, or for an order that does not take cards', async () => {
    const { placed, session, token } = await cardOrder();
    Object.assign(session, { status: 'complete', payment_status: 'paid', url: null });
    const confirming = await resume(token, placed.order.id);
    expect(confirming.statusCode).toBe(409);
    expect(confirming.json()).toMatchObject({
      message: 'Your payment is being confirmed. We will e-mail you a receipt as soon as it is.',
    });
    expect((await deliver(JSON.stringify(sessionEvent(paid(session))))).json()).toEqual({
      received: true,
      outcome: 'paid',
    });
    expect((await resume(token, placed.order.id)).json()).toMatchObject({ message: 'This order is already paid.' });

    const atShowroom = await place(token, { cart: cart(), details: { ...details, paymentMethod: 'pickup' } });
    expect(atShowroom.statusCode).toBe(201);
    expect((await resume(token, atShowroom.json<PlacedOrder>().order.id)).json()).toMatchObject({
      message: 'This order is paid at the showroom, not by card.',
    });

    const stranger = await verifiedUser(app, pool);
    expect((await resume(stranger.token, placed.order.id)).statusCode).toBe(404);
  });
});

describe('the Stripe settings', () => {
  it('turn card payments on only with both keys, and refuse one alone', () => {
    expect(loadConfig({}).stripe).toBeUndefined();
    expect(loadConfig({ STRIPE_SECRET_KEY: '', STRIPE_WEBHOOK_SECRET: '' }).stripe).toBeUndefined();
    expect(loadConfig({ STRIPE_SECRET_KEY: 'sk_live_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' }).stripe).toEqual({
      secretKey: 'sk_live_x',
      webhookSecret: 'whsec_x',
      api: undefined,
    });
    expect(
      loadConfig({
        STRIPE_SECRET_KEY: 'sk_test_x',
        STRIPE_WEBHOOK_SECRET: 'whsec_x',
        STRIPE_API_BASE: 'http://127.0.0.1:12111',
      }).stripe?.api,
    ).toEqual({
      protocol: 'http',
      host: '127.0.0.1',
      port: 12111,
    });
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_x' })).toThrow(
      /STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET: set both/,
    );
    expect(() => loadConfig({ STRIPE_WEBHOOK_SECRET: 'whsec_x', PORT: 'eighty' })).toThrow(/PORT[\s\S]*set both/);
  });

  it('tell the web app whether cards are taken', () => {
    expect(
      publicStoreConfig(testConfig({ STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' })).cardPayments,
    ).toBe(true);
    expect(publicStoreConfig(testConfig()).cardPayments).toBe(false);
  });
});

describe('a store without Stripe keys', async () => {
  const plain = await buildTestApp({ RATE_LIMIT_AUTH_MAX: '10000', RATE_LIMIT_MAX: '0' });

  it('takes payment at the showroom and refuses card payment and the webhook clearly', async () => {
    const user = await verifiedUser(plain.app, plain.pool);
    const inject = (payload: unknown) =>
      plain.app.inject({
        method: 'POST',
        url: '/api/orders',
        headers: { ...headersFor(user.token), 'idempotency-key': `plain-${Math.random().toString(36).slice(2)}` },
        payload: payload as Record<string, unknown>,
      });
    const card = await inject({ cart: cart(), details: { ...details, paymentMethod: 'card' } });
    expect(card.statusCode).toBe(400);
    expect(card.json()).toMatchObject({
      message: 'Card payment is not available. Please choose to pay at the showroom.',
    });
    const delivery = await inject({ cart: cart(), details: { ...details, fulfilment: 'delivery' } });
    expect(delivery.statusCode).toBe(201);
    expect(delivery.json<PlacedOrder>()).toMatchObject({ order: { isPickupPayment: true }, paymentUrl: null });

    const payload = JSON.stringify({
      id: 'evt_1',
      object: 'event',
      type: 'checkout.session.completed',
      data: { object: {} },
    });
    const webhook = await plain.app.inject({
      method: 'POST',
      url: '/api/payments/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': signatureFor(payload, WEBHOOK_SECRET) },
      payload,
    });
    expect(webhook.statusCode).toBe(404);
    expect(webhook.json()).toMatchObject({
      message:
        'Card payments are not configured on this store (STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are not set).',
    });
  });
});
