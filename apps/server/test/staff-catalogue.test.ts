import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import type { CatalogueRow } from '@rta/domain/catalogue/catalogue';
import { CART_MESSAGES } from '@rta/domain/api/cart';
import { PRICE_MAX_CENTS, STAFF_CATALOGUE_MESSAGES, type StaffCabinet } from '@rta/domain/api/staff-catalogue';
import type { CatalogueChangeReason } from '../src/catalogue/catalogue-changes.ts';
import { startTwoInstances, type TwoInstances } from './two-instances.ts';
import { headersFor, verifiedUser } from './auth-helpers.ts';
import { accountWithRoles, auditRows, expectGuarded } from './staff-helpers.ts';

/** Two instances of the store on one database, as behind a load balancer. */
let instances: TwoInstances;
let poolA: pg.Pool;
let a: FastifyInstance;
let b: FastifyInstance;
let staff: Awaited<ReturnType<typeof accountWithRoles>>;
let sales: Awaited<ReturnType<typeof accountWithRoles>>;
let shopper: Awaited<ReturnType<typeof accountWithRoles>>;

const env = { RATE_LIMIT_AUTH_MAX: '10000', RATE_LIMIT_MAX: '0' };

beforeAll(async () => {
  instances = await startTwoInstances(env);
  ({ poolA, a, b } = instances);
  staff = await accountWithRoles(a, poolA, ['Store Admin']);
  sales = await accountWithRoles(a, poolA, ['Sales User'], 'sales');
  shopper = await accountWithRoles(a, poolA, [], 'shopper');
});

afterAll(() => instances.close());

const cabinetId = async (name: string, group = 'Shaker'): Promise<number> => {
  const { rows } = await poolA.query<{ id: number }>('SELECT id FROM cabinets WHERE group_name = $1 AND name = $2', [
    group,
    name,
  ]);
  const id = rows[0]?.id;
  if (id === undefined) throw new Error(`no ${group} ${name}`);
  return id;
};

const edit = (app: FastifyInstance, id: number, payload: unknown, headers = staff.headers) =>
  app.inject({
    method: 'PUT',
    url: `/api/staff/catalogue/${id}`,
    headers,
    payload: payload as Record<string, unknown>,
  });

type Prices = { price_cents: number; paint_price_cents: number; glass_price_cents: number | null; hidden: boolean };
const stored = async (id: number): Promise<Prices> => {
  const { rows } = await poolA.query<Prices>(
    'SELECT price_cents, paint_price_cents, glass_price_cents, hidden FROM cabinets WHERE id = $1',
    [id],
  );
  if (!rows[0]) throw new Error(`no cabinet ${id}`);
  return rows[0];
};

const publicRows = async (app: FastifyInstance, category: string, group = 'Shaker'): Promise<CatalogueRow[]> => {
  const answer = await app.inject({
    method: 'GET',
    url: `/api/cabinets/${category}?group=${encodeURIComponent(group)}`,
  });
  expect(answer.statusCode).toBe(200);
  return answer.json<{ data: CatalogueRow[] }>().data;
};
const publicPrice = async (app: FastifyInstance, name: string) =>
  (await publicRows(app, 'Base')).find((row) => row.data_name === name)?.currency_price;

/** Resolves with the next catalogue event of this reason the instance's listener reports. */
const nextEvent = (app: FastifyInstance, wanted: CatalogueChangeReason) =>
  new Promise<string>((resolve) => {
    const off = app.catalogueChanges.subscribe((reason, payload) => {
      if (reason !== wanted) return;
      off();
      resolve(payload);
    });
  });

describe('staff catalogue routes: who may use them', () => {
  it.each([
    { method: 'GET' as const, url: '/api/staff/catalogue?group=Shaker&category=Base' },
    { method: 'PUT' as const, url: '/api/staff/catalogue/1', payload: { priceCents: 1 } },
  ])('$method $url: 401 without a token, 403 for a shopper', async (request) => {
    await expectGuarded(a, request, [shopper.headers]);
  });
});

describe('listing', () => {
  it('lists every SKU of a group and category with its prices in cents, hidden ones too', async () => {
    const id = await cabinetId('B15');
    await poolA.query('UPDATE cabinets SET hidden = true WHERE id = $1', [id]);
    const answer = await a.inject({
      method: 'GET',
      url: '/api/staff/catalogue?group=Shaker&category=Base',
      headers: staff.headers,
    });
    expect(answer.statusCode).toBe(200);
    const cabinets = answer.json<{ cabinets: StaffCabinet[] }>().cabinets;
    expect(cabinets.find((cabinet) => cabinet.id === id)).toMatchObject({
      name: 'B15',
      hidden: true,
      group: 'Shaker',
      category: 'Base',
    });
    expect(cabinets.length).toBeGreaterThan(5);
    await poolA.query('UPDATE cabinets SET hidden = false WHERE id = $1', [id]);
  });

  it('refuses an unknown group or category', async () => {
    const group = await a.inject({
      method: 'GET',
      url: '/api/staff/catalogue?group=Baroque&category=Base',
      headers: staff.headers,
    });
    expect(group.statusCode).toBe(404);
    expect(group.json().message).toBe("Unknown style group 'Baroque'.");
    expect(
      (
        await a.inject({
          method: 'GET',
          url: '/api/staff/catalogue?group=Shaker&category=Attic',
          headers: staff.headers,
        })
      ).statusCode,
    ).toBe(400);
  });
});

describe('editing', () => {
  it.each([
    [{ priceCents: -1 }, STAFF_CATALOGUE_MESSAGES.price('Price')],
    [{ priceCents: 12.5 }, STAFF_CATALOGUE_MESSAGES.price('Price')],
    [{ paintPriceCents: PRICE_MAX_CENTS + 1 }, STAFF_CATALOGUE_MESSAGES.price('Paint price')],
    [{ priceCents: '1200' }, STAFF_CATALOGUE_MESSAGES.price('Price')],
    [{}, STAFF_CATALOGUE_MESSAGES.nothingToChange],
    [{ hidden: 'yes' }, 'hidden'],
  ])('refuses %j with a clear 400', async (payload, message) => {
    const answer = await edit(a, await cabinetId('B12'), payload);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toContain(message);
  });

  it('refuses a glass price for a SKU with no glass door, and an unknown SKU', async () => {
    const glass = await edit(a, await cabinetId('B12'), { glassPriceCents: 5000 });
    expect(glass.statusCode).toBe(400);
    expect(glass.json().message).toBe(STAFF_CATALOGUE_MESSAGES.noGlass);
    const missing = await edit(a, 999_999, { priceCents: 100 });
    expect(missing.statusCode).toBe(404);
    expect((await edit(a, 0, { priceCents: 100 })).statusCode).toBe(400);
  });

  it('changes prices and writes the before and after to the audit log; an unchanged value writes nothing', async () => {
    const id = await cabinetId('W1230');
    const { rows } = await poolA.query<{ price_cents: number; paint_price_cents: number; glass_price_cents: number }>(
      'SELECT price_cents, paint_price_cents, glass_price_cents FROM cabinets WHERE id = $1',
      [id],
    );
    const before = rows[0];
    if (!before) throw new Error('no W1230');
    const answer = await edit(a, id, {
      priceCents: before.price_cents + 1000,
      paintPriceCents: before.paint_price_cents,
      glassPriceCents: before.glass_price_cents + 500,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json<StaffCabinet>()).toMatchObject({
      priceCents: before.price_cents + 1000,
      glassPriceCents: before.glass_price_cents + 500,
    });
    const audit = await auditRows(poolA, String(id));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'catalogue.update', actor_email: staff.email, target_type: 'cabinet' });
    expect(audit[0]?.details).toEqual({
      group: 'Shaker',
      category: 'Wall',
      name: 'W1230',
      before: { priceCents: before.price_cents, glassPriceCents: before.glass_price_cents },
      after: { priceCents: before.price_cents + 1000, glassPriceCents: before.glass_price_cents + 500 },
    });
    expect((await edit(a, id, { priceCents: before.price_cents + 1000 })).statusCode).toBe(200);
    expect(await auditRows(poolA, String(id))).toHaveLength(1);
  });
});

describe('who changes the catalogue (issue 19)', () => {
  it.each([
    ['a price', { priceCents: 1 }],
    ['a price with the confirmation', { priceCents: 1, confirmLargePriceDrop: true }],
    ['visibility', { hidden: true }],
    ['a bad body', { priceCents: 'free' }],
  ])('a Sales User cannot change %s: 403 saying who can, nothing changed', async (_what, payload) => {
    const id = await cabinetId('B09');
    const before = await stored(id);
    const answer = await edit(a, id, payload, sales.headers);
    expect(answer.statusCode, answer.body).toBe(403);
    expect(answer.json()).toEqual({ message: STAFF_CATALOGUE_MESSAGES.storeAdminOnly, code: 'FORBIDDEN' });
    expect(await stored(id)).toEqual(before);
    expect(await auditRows(poolA, String(id))).toEqual([]);
  });

  it('a Sales User still sees every SKU and its prices; a Store Admin changes them', async () => {
    const id = await cabinetId('B09');
    const seen = await a.inject({
      method: 'GET',
      url: '/api/staff/catalogue?group=Shaker&category=Base',
      headers: sales.headers,
    });
    expect(seen.statusCode).toBe(200);
    expect(seen.json<{ cabinets: StaffCabinet[] }>().cabinets.find((cabinet) => cabinet.id === id)).toMatchObject({
      name: 'B09',
      priceCents: (await stored(id)).price_cents,
    });
    const raised = await edit(a, id, { priceCents: (await stored(id)).price_cents + 100 });
    expect(raised.statusCode, raised.body).toBe(200);
  });
});

describe('a large price drop (issue 19)', () => {
  it('without the confirmation is refused with a 409 naming the old and new price, and nothing changes', async () => {
    const id = await cabinetId('B27');
    const before = await stored(id);
    for (const payload of [{ priceCents: 1 }, { priceCents: 1, confirmLargePriceDrop: false }]) {
      const answer = await edit(a, id, payload);
      expect(answer.statusCode, answer.body).toBe(409);
      expect(answer.json()).toEqual({
        code: 'LARGE_PRICE_DROP_UNCONFIRMED',
        message: `Lowering B27's price from $${(before.price_cents / 100).toFixed(2)} to $0.01 needs confirmation: a price cut by more than half, or to under $1.00, is saved only with "confirmLargePriceDrop": true.`,
      });
    }
    // One large drop holds back the whole change, other fields too.
    const both = await edit(a, id, { paintPriceCents: 0, priceCents: before.price_cents + 100, hidden: true });
    expect(both.statusCode).toBe(409);
    expect(both.json<{ message: string }>().message).toContain(
      `B27's paint price from $${(before.paint_price_cents / 100).toFixed(2)} to $0.00 needs confirmation`,
    );
    expect(await stored(id)).toEqual(before);
    expect(await auditRows(poolA, String(id))).toEqual([]);
    expect(await publicPrice(a, 'B27')).toBe(before.price_cents);
  });

  it('with the confirmation is saved, and the audit log keeps both prices and that it was confirmed', async () => {
    const id = await cabinetId('B30');
    const before = await stored(id);
    const answer = await edit(a, id, { priceCents: 1, paintPriceCents: 0, confirmLargePriceDrop: true });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json<StaffCabinet>()).toMatchObject({ priceCents: 1, paintPriceCents: 0 });
    expect(await publicPrice(a, 'B30')).toBe(1);
    const audit = await auditRows(poolA, String(id));
    expect(audit.map((row) => [row.action, row.actor_email])).toEqual([['catalogue.update', staff.email]]);
    expect(audit[0]?.details).toMatchObject({
      name: 'B30',
      before: { priceCents: before.price_cents, paintPriceCents: before.paint_price_cents },
      after: { priceCents: 1, paintPriceCents: 0 },
      largePriceDropConfirmed: true,
    });
    // Put it back: a rise needs no confirmation.
    expect(
      (await edit(a, id, { priceCents: before.price_cents, paintPriceCents: before.paint_price_cents })).statusCode,
    ).toBe(200);
  });

  it('to under a dollar needs the confirmation even when it is less than half off; a dollar does not', async () => {
    const id = await cabinetId('B33');
    await poolA.query('UPDATE cabinets SET paint_price_cents = 150 WHERE id = $1', [id]);
    const under = await edit(a, id, { paintPriceCents: 99 });
    expect(under.statusCode).toBe(409);
    expect(under.json<{ message: string }>().message).toMatch(
      /^Lowering B33's paint price from \$1\.50 to \$0\.99 needs confirmation/,
    );
    expect((await stored(id)).paint_price_cents).toBe(150);
    expect((await edit(a, id, { paintPriceCents: 100 })).statusCode).toBe(200);
    // From under a dollar, any cut needs it, to 0 too.
    expect((await edit(a, id, { paintPriceCents: 80, confirmLargePriceDrop: true })).statusCode).toBe(200);
    expect((await edit(a, id, { paintPriceCents: 0 })).statusCode).toBe(409);
    expect((await edit(a, id, { paintPriceCents: 0, confirmLargePriceDrop: true })).statusCode).toBe(200);
    expect((await stored(id)).paint_price_cents).toBe(0);
  });

  it('a rise, a cut of half or less, and an unchanged price need no confirmation', async () => {
    const id = await cabinetId('B36');
    const { price_cents: price } = await stored(id);
    expect(price % 2).toBe(0);
    const half = await edit(a, id, { priceCents: price / 2 });
    expect(half.statusCode, half.body).toBe(200);
    expect((await edit(a, id, { priceCents: price / 2 - 1 })).statusCode).toBe(200);
    expect((await edit(a, id, { priceCents: price * 3 })).statusCode).toBe(200);
    expect((await edit(a, id, { priceCents: price * 3, hidden: false })).statusCode).toBe(200);
    expect((await edit(a, id, { priceCents: price })).statusCode).toBe(409);
    const details = (await auditRows(poolA, String(id))).map((row) => row.details);
    expect(details).toHaveLength(3);
    for (const entry of details) expect(entry).not.toHaveProperty('largePriceDropConfirmed');
  });

  it('takes only true or false for the confirmation, and does not take it as a change', async () => {
    const id = await cabinetId('B12');
    const bad = await edit(a, id, { priceCents: 1, confirmLargePriceDrop: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toContain(STAFF_CATALOGUE_MESSAGES.confirmFlag);
    const alone = await edit(a, id, { confirmLargePriceDrop: true });
    expect(alone.statusCode).toBe(400);
    expect(alone.json<{ message: string }>().message).toContain(STAFF_CATALOGUE_MESSAGES.nothingToChange);
  });
});

describe('across instances', () => {
  it('a price change on one instance is served by the other as soon as the notification arrives; checkout never waits for it', async () => {
    const id = await cabinetId('B18');
    const original = await publicPrice(b, 'B18');
    if (original === undefined) throw new Error('B18 not in the public catalogue');

    // B now holds the Base answer in its cache: a write that sends no notification stays unseen there.
    await poolA.query('UPDATE cabinets SET price_cents = price_cents + 1 WHERE id = $1', [id]);
    expect(await publicPrice(b, 'B18')).toBe(original);

    const buyer = await verifiedUser(a, poolA);
    const notified = nextEvent(b, 'change');
    const newPrice = original + 12_300;
    expect((await edit(a, id, { priceCents: newPrice })).statusCode).toBe(200);

    // Checkout on the other instance reads PostgreSQL: the new price, whether or not its cache was cleared yet.
    const quote = await b.inject({
      method: 'POST',
      url: '/api/checkout/prices',
      headers: headersFor(buyer.token),
      payload: {
        cart: {
          items: [{ id: 'x', group: 'Shaker', name: 'B18', quantity: 1, selectedColor: null }],
          labels: [],
          preAssembly: false,
        },
        fulfilment: 'pickup',
      },
    });
    expect(quote.statusCode, quote.body).toBe(200);
    expect(quote.json<{ items: { verifiedPrice: number }[] }>().items[0]?.verifiedPrice).toBe(newPrice);

    expect(await notified).toBe(String(id));
    expect(await publicPrice(b, 'B18')).toBe(newPrice);
    expect(await publicPrice(a, 'B18')).toBe(newPrice);
  });

  it('listens again when its connection is cut, forgets what it held (a change may have been missed), and then hears changes as before', async () => {
    // B holds the Base answer; a write that sends no notification stays unseen there until B reconnects.
    const unseen = await cabinetId('BBC39');
    const before = await publicPrice(b, 'BBC39');
    if (before === undefined) throw new Error('BBC39 not in the public catalogue');
    await poolA.query('UPDATE cabinets SET price_cents = price_cents + 100 WHERE id = $1', [unseen]);
    expect(await publicPrice(b, 'BBC39')).toBe(before);
    const reconnected = nextEvent(b, 'reconnected');
    const { rows } = await poolA.query<{ pid: number }>(
      `SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND query = 'LISTEN catalogue_changed' AND pid <> pg_backend_pid()`,
    );
    expect(rows.length).toBe(2);
    await poolA.query('SELECT pg_terminate_backend(pid) FROM unnest($1::int[]) AS pid', [rows.map((row) => row.pid)]);
    await reconnected;
    expect(b.catalogueChanges.listening).toBe(true);
    expect(await publicPrice(b, 'BBC39')).toBe(before + 100);

    const id = await cabinetId('B21');
    await publicPrice(b, 'B21');
    const notified = nextEvent(b, 'change');
    expect((await edit(a, id, { priceCents: 77_700 })).statusCode).toBe(200);
    await notified;
    expect(await publicPrice(b, 'B21')).toBe(77_700);
  });
});

describe('hiding a SKU', () => {
  it('takes it out of the public catalogue on every instance, and cart and checkout refuse it by name', async () => {
    const id = await cabinetId('B24');
    const buyer = await verifiedUser(a, poolA);
    const binder = {
      items: [{ id: 'h', group: 'Shaker', name: 'B24', quantity: 1, selectedColor: null }],
      labels: [],
      preAssembly: false,
    };
    expect(
      (await b.inject({ method: 'PUT', url: '/api/cart', headers: headersFor(buyer.token), payload: binder }))
        .statusCode,
    ).toBe(200);
    expect((await publicRows(b, 'Base')).map((row) => row.data_name)).toContain('B24');

    const notified = nextEvent(b, 'change');
    const hidden = await edit(a, id, { hidden: true });
    expect(hidden.json<StaffCabinet>().hidden).toBe(true);
    await notified;
    expect((await publicRows(a, 'Base')).map((row) => row.data_name)).not.toContain('B24');
    expect((await publicRows(b, 'Base')).map((row) => row.data_name)).not.toContain('B24');
    expect((await auditRows(poolA, String(id))).map((row) => row.action)).toEqual(['catalogue.hide']);

    const refused = await b.inject({
      method: 'PUT',
      url: '/api/cart',
      headers: headersFor(buyer.token),
      payload: binder,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(CART_MESSAGES.unknownSku('B24', 'Shaker'));
    const stored = await b.inject({ method: 'GET', url: '/api/cart', headers: headersFor(buyer.token) });
    expect(stored.json()).toMatchObject({ items: [], removed: [{ name: 'B24', group: 'Shaker' }] });
    const quote = await b.inject({
      method: 'POST',
      url: '/api/checkout/prices',
      headers: headersFor(buyer.token),
      payload: { cart: binder, fulfilment: 'pickup' },
    });
    expect(quote.statusCode).toBe(400);
    expect(quote.json().message).toBe(CART_MESSAGES.unknownSku('B24', 'Shaker'));

    expect((await edit(a, id, { hidden: false })).statusCode).toBe(200);
    expect((await publicRows(a, 'Base')).map((row) => row.data_name)).toContain('B24');
  });
});
