import { describe, expect, it } from 'vitest';
import type { AccountBinder } from '@rta/domain/api/cart';
import type { Project } from '@rta/domain/api/projects';
import type { StaffOrderDetail } from '@rta/domain/api/staff-orders';
import type { PlacedOrder } from '@rta/domain/api/orders';
import { FIT_MESSAGES } from '@rta/domain/checkout/fit-constants';
import { PLAN_LIMITS, PLAN_MESSAGES } from '@rta/domain/planner/plan';
import { buildTestApp } from './helper.ts';
import { headersFor, verifiedUser } from './auth-helpers.ts';
import { orderWrites } from './order-writes.ts';
import { userWithRoles } from './staff-order-helpers.ts';

/**
 * Room plans where they live (issue 22): with the account's binder, with projects and with
 * orders; a bad plan is refused with a 4xx and nothing is written.
 */
const { app, pool } = await buildTestApp({ RATE_LIMIT_AUTH_MAX: '10000', RATE_LIMIT_MAX: '0' });

const line = (id: string, name: string, quantity = 1) => ({ id, group: 'Shaker', name, quantity, selectedColor: null });
const piece = (id: string, itemId: string) => ({ id, kind: 'piece' as const, itemId });

/** A wall with every field as the server gives it back (defaults filled in). */
const wall = (id: string, length: number, base: unknown[], extra: Record<string, unknown> = {}) => ({
  id,
  name: `Wall ${id.toUpperCase()}`,
  length,
  ceiling: 96,
  joinsNext: false,
  openings: [],
  base,
  upper: [],
  ...extra,
});

/** Issue 22's kitchen: B36, SB36, a 24" dishwasher space and a DB24 on one wall (120" fits exactly). */
const kitchenWall = (length: number) =>
  wall('a', length, [
    piece('p1', 'b36'),
    piece('p2', 'sb36'),
    { id: 's1', kind: 'space', space: 'dishwasher', width: 24 },
    piece('p3', 'db24'),
  ]);
const kitchen = (plan: unknown) => ({
  items: [line('loose', 'B12')],
  labels: [
    {
      id: 'k',
      name: 'Kitchen',
      items: [line('b36', 'B36'), line('sb36', 'SB36'), line('db24', 'DB24')],
      plan,
    },
  ],
  preAssembly: false,
});

const putCart = (token: string, payload: unknown) =>
  app.inject({ method: 'PUT', url: '/api/cart', headers: headersFor(token), payload: payload as object });
const getCart = async (token: string) =>
  (await app.inject({ method: 'GET', url: '/api/cart', headers: headersFor(token) })).json<AccountBinder>();

/** Plans the server must refuse, each with the status and the message it answers. */
const badPlans: [string, unknown, number, string][] = [
  [
    'a piece of an item the label does not hold',
    { walls: [wall('a', 120, [piece('p1', 'nope')])] },
    422,
    PLAN_MESSAGES.unknownItem('Kitchen'),
  ],
  [
    'more pieces of an item than its quantity',
    { walls: [wall('a', 120, [piece('p1', 'b36'), piece('p2', 'b36')])] },
    422,
    PLAN_MESSAGES.tooManyOfItem('Kitchen', 'B36'),
  ],
  [
    'a wall shorter than 12"',
    { walls: [wall('a', 6, [])] },
    400,
    PLAN_MESSAGES.length('A wall’s length', PLAN_LIMITS.wallMin, PLAN_LIMITS.wallMax),
  ],
  [
    'a wall longer than 50 ft',
    { walls: [wall('a', 601, [])] },
    400,
    PLAN_MESSAGES.length('A wall’s length', PLAN_LIMITS.wallMin, PLAN_LIMITS.wallMax),
  ],
  [
    'a length that is not a number',
    { walls: [wall('a', '10 ft' as unknown as number, [])] },
    400,
    PLAN_MESSAGES.length('A wall’s length', PLAN_LIMITS.wallMin, PLAN_LIMITS.wallMax),
  ],
  ['a length finer than 1/16"', { walls: [wall('a', 120.03, [])] }, 400, PLAN_MESSAGES.step('A wall’s length')],
  [
    '13 walls',
    { walls: Array.from({ length: 13 }, (_, index) => wall(`w${index}`, 120, [])) },
    400,
    PLAN_MESSAGES.tooManyWalls,
  ],
];

describe('plans with the account binder', () => {
  it('stores a label’s plan with the binder and reads it back', async () => {
    const { token } = await verifiedUser(app, pool);
    const plan = { walls: [kitchenWall(120)] };
    const saved = await putCart(token, kitchen(plan));
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<AccountBinder>().labels[0]?.plan).toEqual(plan);
    expect((await getCart(token)).labels[0]?.plan).toEqual(plan);
  });

  it.each(badPlans)('refuses %s, and writes nothing', async (_what, plan, status, message) => {
    const { token } = await verifiedUser(app, pool);
    expect((await putCart(token, kitchen({ walls: [kitchenWall(120)] }))).statusCode).toBe(200);
    const before = await getCart(token);
    const response = await putCart(token, kitchen(plan));
    expect(response.statusCode).toBe(status);
    expect(response.json<{ message: string }>().message).toContain(message);
    expect(await getCart(token)).toEqual(before);
  });

  it('drops the pieces of an item whose SKU left the catalogue, with the item', async () => {
    const { token } = await verifiedUser(app, pool);
    expect((await putCart(token, kitchen({ walls: [kitchenWall(120)] }))).statusCode).toBe(200);
    await pool.query(`UPDATE cabinets SET hidden = true WHERE group_name = 'Shaker' AND name = 'DB24'`);
    try {
      const cart = await getCart(token);
      expect(cart.removed).toEqual([{ name: 'DB24', group: 'Shaker' }]);
      expect(cart.labels[0]?.items.map((item) => item.name)).toEqual(['B36', 'SB36']);
      expect(cart.labels[0]?.plan?.walls[0]?.base.map((slot) => slot.id)).toEqual(['p1', 'p2', 's1']);
    } finally {
      await pool.query(`UPDATE cabinets SET hidden = false WHERE group_name = 'Shaker' AND name = 'DB24'`);
    }
  });
});

describe('plans with projects', () => {
  const projectCount = async (email: string) =>
    (
      await pool.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM projects p JOIN users u ON u.id = p.user_id WHERE u.email = $1',
        [email],
      )
    ).rows[0]?.n;

  it('stores a plan with a project (REST and method paths) and reads it back', async () => {
    const { token } = await verifiedUser(app, pool);
    const plan = { walls: [kitchenWall(120)] };
    const created = await app.inject({
      method: 'POST',
      url: '/api/projects',
      headers: headersFor(token),
      payload: { name: 'Lake house', cartData: kitchen(plan) },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json<{ project: Project }>().project;
    const read = await app.inject({ method: 'GET', url: `/api/projects/${id}`, headers: headersFor(token) });
    expect(read.json<Project>().cartData.labels[0]?.plan).toEqual(plan);

    const longer = { walls: [kitchenWall(121.5)] };
    const updated = await app.inject({
      method: 'PUT',
      url: `/api/method/wbc_ecomm.api.update_project/${id}`,
      headers: headersFor(token),
      payload: { cart_data: kitchen(longer) },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    const again = await app.inject({ method: 'GET', url: `/api/projects/${id}`, headers: headersFor(token) });
    expect(again.json<Project>().cartData.labels[0]?.plan).toEqual(longer);
  });

  it.each(badPlans)('refuses a project with %s, and writes nothing', async (_what, plan, status, message) => {
    const { token, email } = await verifiedUser(app, pool);
    const created = await app.inject({
      method: 'POST',
      url: '/api/projects',
      headers: headersFor(token),
      payload: { name: 'Good', cartData: kitchen({ walls: [kitchenWall(120)] }) },
    });
    const { id } = created.json<{ project: Project }>().project;
    const before = (await app.inject({ method: 'GET', url: `/api/projects/${id}`, headers: headersFor(token) })).json();

    const refused = await app.inject({
      method: 'POST',
      url: '/api/projects',
      headers: headersFor(token),
      payload: { name: 'Bad', cartData: kitchen(plan) },
    });
    expect(refused.statusCode).toBe(status);
    expect(refused.json<{ message: string }>().message).toContain(message);
    const rest = await app.inject({
      method: 'PUT',
      url: `/api/projects/${id}`,
      headers: headersFor(token),
      payload: { name: 'Good', cartData: kitchen(plan) },
    });
    expect(rest.statusCode).toBe(status);
    const method = await app.inject({
      method: 'PUT',
      url: `/api/method/wbc_ecomm.api.update_project/${id}`,
      headers: headersFor(token),
      payload: { cart_data: kitchen(plan) },
    });
    expect(method.statusCode).toBe(status);
    expect(await projectCount(email)).toBe(1);
    expect(
      (await app.inject({ method: 'GET', url: `/api/projects/${id}`, headers: headersFor(token) })).json(),
    ).toEqual(before);
  });
});

describe('plans with orders', () => {
  const details = {
    customerName: 'Ann Lee',
    billingAddress: '12 Elm St, Springfield, IL 62701',
    phone: '(217) 555-0100',
    fulfilment: 'pickup',
  };
  let keys = 0;
  const order = (token: string, cart: unknown, extra: Record<string, unknown> = {}) =>
    app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { ...headersFor(token), 'idempotency-key': `plan-order-${(keys += 1)}-${Date.now()}` },
      payload: { cart, details, ...extra },
    });
  const staffView = async (id: string) => {
    const staff = await userWithRoles(app, pool, 'Sales User');
    const response = await app.inject({ method: 'GET', url: `/api/staff/orders/${id}`, headers: staff.headers });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<StaffOrderDetail>();
  };

  it('keeps the plan with the order; a plan that fits needs no confirmation', async () => {
    const { token } = await verifiedUser(app, pool);
    const plan = { walls: [kitchenWall(120)] };
    const placed = await order(token, kitchen(plan));
    expect(placed.statusCode, placed.body).toBe(201);
    const detail = await staffView(placed.json<PlacedOrder>().order.id);
    expect(detail.measurementsChecked).toBe(false);
    expect(detail.plans).toHaveLength(1);
    expect(detail.plans[0]).toMatchObject({ labelId: 'k', labelName: 'Kitchen', plan, problems: [] });
    expect(detail.plans[0]?.items.map((item) => item.name)).toEqual(['B36', 'SB36', 'DB24']);
  });

  it('refuses an order whose plan has fit problems without the confirmation, and writes nothing', async () => {
    const { token, email } = await verifiedUser(app, pool);
    const tooShort = { walls: [kitchenWall(100)] };
    const refused = await order(token, kitchen(tooShort));
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({ message: FIT_MESSAGES.unconfirmed, code: 'MEASUREMENTS_UNCHECKED' });
    expect(await orderWrites(pool, email)).toMatchObject({ orders: 0, lines: 0, mails: 0 });

    const placed = await order(token, kitchen(tooShort), { measurementsChecked: true });
    expect(placed.statusCode, placed.body).toBe(201);
    const detail = await staffView(placed.json<PlacedOrder>().order.id);
    expect(detail.measurementsChecked).toBe(true);
    expect(detail.plans[0]?.plan).toEqual(tooShort);
    expect(detail.plans[0]?.problems.length).toBeGreaterThan(0);
    expect(detail.plans[0]?.problems.every((problem) => problem.severity === 'problem')).toBe(true);
  });

  it('refuses an order whose plan places what its label does not hold', async () => {
    const { token, email } = await verifiedUser(app, pool);
    const refused = await order(token, kitchen({ walls: [wall('a', 120, [piece('p1', 'nope')])] }), {
      measurementsChecked: true,
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json<{ message: string }>().message).toBe(PLAN_MESSAGES.unknownItem('Kitchen'));
    expect(await orderWrites(pool, email)).toMatchObject({ orders: 0, lines: 0 });
  });

  it('an order without plans is placed as before, with no plans kept', async () => {
    const { token } = await verifiedUser(app, pool);
    const placed = await order(token, kitchen(null));
    expect(placed.statusCode, placed.body).toBe(201);
    const detail = await staffView(placed.json<PlacedOrder>().order.id);
    expect(detail.plans).toEqual([]);
    expect(detail.measurementsChecked).toBe(false);
  });
});
