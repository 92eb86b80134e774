import { describe, expect, it } from 'vitest';
import type { Order, PlacedOrder } from '@rta/domain/api/orders';
import { buildTestApp } from './helper.ts';
import { headersFor, verifiedUser } from './auth-helpers.ts';

const { app, pool } = await buildTestApp({ RATE_LIMIT_AUTH_MAX: '10000', RATE_LIMIT_MAX: '0' });

const cart = {
  items: [{ id: 'a', group: 'Shaker', name: 'B12', quantity: 1, selectedColor: null }],
  labels: [],
  preAssembly: false,
};
const details = {
  customerName: 'Ann Lee',
  billingAddress: '12 Elm St, Springfield, IL 62701',
  phone: '(217) 555-0100',
  fulfilment: 'pickup',
};

/** One order placed through the API, so its lines and view are the real ones. */
const placeOne = async (token: string): Promise<Order> => {
  const response = await app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { ...headersFor(token), 'idempotency-key': `key-${Math.random().toString(36).slice(2)}` },
    payload: { cart, details },
  });
  expect(response.statusCode).toBe(201);
  return response.json<PlacedOrder>().order;
};

/**
 * `count` orders for the user, copies of one placed order with ids RTA-ORD-…0001 upwards, one
 * minute apart (or all at the same moment, to test the tie-break); returns the ids newest first.
 */
const history = async (token: string, count: number, { sameTime = false } = {}): Promise<string[]> => {
  const placed = await placeOne(token);
  const prefix = placed.id.slice(0, 12);
  const { rows } = await pool.query<{ id: string }>(
    `INSERT INTO orders (id, user_id, idempotency_key, status, customer_name, billing_address, phone, fulfilment,
                         payment_method, subtotal_cents, freight_cents, tax_cents, total_cents, created_at)
     SELECT $2 || lpad(n::text, 4, '0'), o.user_id, 'copy-' || n, o.status, o.customer_name, o.billing_address, o.phone,
            o.fulfilment, o.payment_method, o.subtotal_cents, o.freight_cents, o.tax_cents, o.total_cents,
            CASE WHEN $4 THEN timestamptz '2026-01-01T10:00:00.123456Z'
                 ELSE timestamptz '2026-01-01T10:00:00.123456Z' + make_interval(mins => n) END
     FROM orders o, generate_series(1, $3::int) n WHERE o.id = $1
     RETURNING id`,
    [placed.id, prefix, count - 1, sameTime],
  );
  // The placed order is the newest (placed today); the copies follow, the highest number first.
  return [
    placed.id,
    ...rows
      .map((row) => row.id)
      .sort()
      .reverse(),
  ];
};

const get = (token: string, url = '/api/orders/user') => app.inject({ url, headers: headersFor(token) });

/** The Link rel="next" target of an answer, if any. */
const nextOf = (link: string | string[] | number | undefined): string | undefined =>
  typeof link === 'string' ? /^<([^>]+)>; rel="next"$/.exec(link)?.[1] : undefined;

/** Every page from the first, following the Link header, as the ids of each page. */
const allPages = async (token: string, first = '/api/orders/user'): Promise<string[][]> => {
  const pages: string[][] = [];
  for (let url: string | undefined = first; url !== undefined;) {
    const response = await get(token, url);
    expect(response.statusCode).toBe(200);
    pages.push(response.json<Order[]>().map((order) => order.id));
    url = nextOf(response.headers.link);
  }
  return pages;
};

describe('order history in pages (issue 24)', () => {
  it('answers the newest 20 first, then the rest by the Link header, each order once, in order', async () => {
    const { token } = await verifiedUser(app, pool);
    const ids = await history(token, 45);
    const first = await get(token);
    expect(first.json<Order[]>().map((order) => order.id)).toEqual(ids.slice(0, 20));
    expect(first.headers.link).toBe(`</api/orders/user?before=${ids[19]}>; rel="next"`);
    const pages = await allPages(token);
    expect(pages.map((page) => page.length)).toEqual([20, 20, 5]);
    expect(pages.flat()).toEqual(ids);
  });

  it('gives no next link when the orders fill the page exactly, and none when they fit in one', async () => {
    const exact = await verifiedUser(app, pool);
    await history(exact.token, 20);
    const twenty = await get(exact.token);
    expect(twenty.json<Order[]>()).toHaveLength(20);
    expect(twenty.headers.link).toBeUndefined();
    const more = await verifiedUser(app, pool);
    const ids = await history(more.token, 21);
    expect(await allPages(more.token)).toEqual([ids.slice(0, 20), ids.slice(20)]);
  });

  it('keeps orders placed at the same moment in a stable order across pages (by id)', async () => {
    const { token } = await verifiedUser(app, pool);
    const ids = await history(token, 41, { sameTime: true });
    expect((await allPages(token)).flat()).toEqual(ids);
  });

  it('answers each order with its lines, as the unpaged history did', async () => {
    const { token } = await verifiedUser(app, pool);
    const placed = await placeOne(token);
    const [order] = (await get(token)).json<Order[]>();
    expect(order).toEqual(placed);
  });

  it('still answers 404 when the user has no orders (spec §7)', async () => {
    const { token } = await verifiedUser(app, pool);
    const response = await get(token);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'You have no orders yet.', code: 'NO_ORDERS' });
  });

  it("gives nothing for another user's order as the cursor, and refuses a cursor longer than any order id", async () => {
    const owner = await verifiedUser(app, pool);
    const ownerIds = await history(owner.token, 25);
    const stranger = await verifiedUser(app, pool);
    await history(stranger.token, 3);
    const foreign = await get(stranger.token, `/api/orders/user?before=${ownerIds[5]}`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ message: 'Order not found', code: 'ORDER_NOT_FOUND' });
    expect(JSON.stringify(foreign.json())).not.toContain(ownerIds[6]);
    const long = await get(owner.token, `/api/orders/user?before=${'X'.repeat(41)}`);
    expect(long.statusCode).toBe(400);
    expect(long.json<{ message: string }>().message).toBe('before: Give the id of one of your orders.');
  });

  it('finds orders by a part of their number however it is typed, newest first, paged the same way', async () => {
    const { token } = await verifiedUser(app, pool);
    const ids = await history(token, 30);
    const prefix = (ids[0] ?? '').slice(0, 12);
    // The copies numbered 0010 … 0019 (a real order's own characters never include 0 or 1).
    const wanted = ids.filter((id) => id.slice(12).startsWith('001'));
    expect(wanted).toHaveLength(10);
    for (const typed of [
      `#${prefix.slice(8)}001`.toLowerCase(),
      ` RTA-ORD-${prefix.slice(8)}001 `,
      `${prefix.slice(8).toLowerCase()}001`,
    ]) {
      const response = await get(token, `/api/orders/user?number=${encodeURIComponent(typed)}`);
      expect(response.statusCode).toBe(200);
      expect(response.json<Order[]>().map((order) => order.id)).toEqual(wanted);
    }
    const many = await get(token, `/api/orders/user?number=${encodeURIComponent(prefix.slice(8))}`);
    expect(many.headers.link).toBe(`</api/orders/user?number=${prefix.slice(8)}&before=${ids[19]}>; rel="next"`);
    expect((await allPages(token, `/api/orders/user?number=${prefix.slice(8)}`)).flat()).toEqual(ids);
  });

  it('answers an empty page, not 404, for a search that finds nothing, and never finds another user’s order', async () => {
    const owner = await verifiedUser(app, pool);
    const [newest = ''] = await history(owner.token, 2);
    const stranger = await verifiedUser(app, pool);
    await placeOne(stranger.token);
    const response = await get(stranger.token, `/api/orders/user?number=${newest.slice(8)}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
    const wildcard = await get(stranger.token, `/api/orders/user?number=${encodeURIComponent('%')}`);
    expect(wildcard.json()).toEqual([]);
    const tooLong = await get(owner.token, `/api/orders/user?number=${'A'.repeat(41)}`);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json<{ message: string }>().message).toBe(
      'number: An order number search cannot exceed 40 characters.',
    );
  });
});
