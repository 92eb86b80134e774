import { describe, expect, it } from 'vitest';
import type { BinderItem } from '@rta/domain/binder/item';
import { CART_MESSAGES, type AccountBinder } from '@rta/domain/api/cart';
import { buildTestApp } from './helper.ts';
import { DEVICE, OTHER_DEVICE, headersFor, session, signUp, uniqueEmail } from './auth-helpers.ts';

const { app, pool } = await buildTestApp({ RATE_LIMIT_AUTH_MAX: '10000', RATE_LIMIT_MAX: '0' });

const newUser = async () => {
  const email = uniqueEmail('cart');
  expect((await signUp(app, email)).statusCode).toBe(201);
  return session(app, email);
};

const getCart = (token: string, fingerprint = DEVICE) =>
  app.inject({ method: 'GET', url: '/api/cart', headers: headersFor(token, fingerprint) });
const putCart = (token: string, payload: unknown) =>
  app.inject({
    method: 'PUT',
    url: '/api/cart',
    headers: headersFor(token),
    payload: payload as Record<string, unknown>,
  });

/** A catalogue row's prices straight from the database. */
const catalogue = async (group: string, name: string) => {
  const { rows } = await pool.query<{
    price_cents: number;
    paint_price_cents: number;
    glass_price_cents: number | null;
    measure: string;
    type: string;
  }>(
    'SELECT price_cents, paint_price_cents, glass_price_cents, measure, type FROM cabinets WHERE group_name = $1 AND name = $2',
    [group, name],
  );
  const row = rows[0];
  if (!row) throw new Error(`no ${group} ${name}`);
  return row;
};

const line = (id: string, name: string, extra: Record<string, unknown> = {}) => ({
  id,
  group: 'Shaker',
  name,
  quantity: 1,
  selectedColor: null,
  ...extra,
});
const naval = { code: '6244.0', name: 'Naval', rgb: '#2f3d4c' };
const white = { code: 'RTA-WHT', name: 'Factory White', rgb: '#f4f3ee' };

const body = (response: { json: () => unknown }) => response.json() as AccountBinder;
const everyItem = (cart: AccountBinder): BinderItem[] => [
  ...cart.items,
  ...cart.labels.flatMap((label) => label.items),
];

describe('GET /api/cart', () => {
  it('needs a signed-in user on their own device', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/cart' })).statusCode).toBe(401);
    const { token } = await newUser();
    expect((await getCart(token, OTHER_DEVICE)).statusCode).toBe(401);
  });

  it('answers an empty binder for a new account, never cached', async () => {
    const { token } = await newUser();
    const response = await getCart(token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(body(response)).toEqual({ items: [], labels: [], preAssembly: false, updatedAt: null, removed: [] });
  });
});

describe('PUT /api/cart', () => {
  it('saves items and labels and reads them back, priced from the catalogue', async () => {
    const { token } = await newUser();
    const response = await putCart(token, {
      items: [line('a', 'B12', { quantity: 2 })],
      labels: [{ id: 'k', name: 'Kitchen', isLabel: true, items: [line('b', 'W1230GD', { selectedColor: naval })] }],
      preAssembly: false,
    });
    expect(response.statusCode, response.body).toBe(200);
    const b12 = await catalogue('Shaker', 'B12');
    const w1230 = await catalogue('Shaker', 'W1230');
    const saved = body(response);
    expect(saved.items[0]).toMatchObject({
      id: 'a',
      name: 'B12',
      group: 'Shaker',
      category: 'Base',
      type: b12.type,
      measurement: b12.measure,
      price: b12.price_cents,
      glassPrice: 0,
      quantity: 2,
      paintLaborFee: 0,
      preAssemblyFee: 0,
      hasGlassDoor: false,
    });
    expect(saved.labels[0]).toMatchObject({ id: 'k', name: 'Kitchen', isLabel: true });
    expect(saved.labels[0]?.items[0]).toMatchObject({
      id: 'b',
      name: 'W1230GD',
      hasGlassDoor: true,
      price: w1230.price_cents,
      glassPrice: w1230.glass_price_cents,
      paintLaborFee: w1230.paint_price_cents,
      selectedColor: naval,
      hasCustomColor: true,
      labelId: 'k',
      labelName: 'Kitchen',
    });
    expect(saved.updatedAt).toEqual(expect.any(String));
    const read = body(await getCart(token));
    expect(read).toEqual({ ...saved, removed: [] });
  });

  it('answers every field of each priced item, as GET /api/cart answers them', async () => {
    // Should the save's answer ever be written by a compiled serializer (docs/decisions/0147),
    // a field its schema does not name would be left out silently: every field is pinned here.
    const { token } = await newUser();
    const response = await putCart(token, {
      items: [line('a', 'B12')],
      labels: [{ id: 'k', name: 'Kitchen', isLabel: true, items: [line('b', 'W1230GD', { selectedColor: naval })] }],
      preAssembly: true,
    });
    expect(response.statusCode, response.body).toBe(200);
    const saved = body(response);
    const keys = (value: object | null | undefined) => Object.keys(value ?? {}).sort();
    const itemFields = [
      ...['category', 'contractorInfo', 'glassPrice', 'group', 'hasCustomColor', 'hasGlassDoor', 'id', 'measurement'],
      ...['name', 'originalItem', 'paintLaborFee', 'preAssemblyFee', 'price', 'quantity', 'selectedColor', 'type'],
      'variation',
    ];
    expect(keys(saved)).toEqual(['items', 'labels', 'preAssembly', 'removed', 'updatedAt']);
    expect(keys(saved.items[0])).toEqual(itemFields);
    expect(keys(saved.labels[0])).toEqual(['id', 'isLabel', 'items', 'name']);
    expect(keys(saved.labels[0]?.items[0])).toEqual([...itemFields, 'labelId', 'labelName'].sort());
    expect(keys(saved.labels[0]?.items[0]?.originalItem)).toHaveLength(13);
    expect(keys(saved.items[0]?.contractorInfo)).toEqual(['isBronze', 'isGold', 'isSilver']);
    expect(saved.labels[0]?.items[0]?.selectedColor).toEqual(naval);
    expect(saved.items[0]?.preAssemblyFee).toBeGreaterThan(0);
    // The same content as GET /api/cart's answer, field for field and byte for byte.
    const read = await getCart(token);
    expect(saved).toEqual(body(read));
    expect(response.body.length).toBe(read.body.length);
  });

  it('ignores tampered prices, fees and contractor flags', async () => {
    const { token } = await newUser();
    const tampered = {
      // The colour as a client may spell it: without the list's trailing '.0'.
      ...line('a', 'DB18', { quantity: 3, selectedColor: { code: '6244' } }),
      price: 1,
      glassPrice: 0,
      paintLaborFee: 0,
      preAssemblyFee: 0,
      hasGlassDoor: true,
      type: 'Free cabinets',
      contractorInfo: { isBronze: false, isSilver: false, isGold: true },
    };
    const response = await putCart(token, { items: [tampered], labels: [], preAssembly: true });
    expect(response.statusCode).toBe(200);
    const db18 = await catalogue('Shaker', 'DB18');
    expect(body(response).items[0]).toMatchObject({
      price: db18.price_cents,
      glassPrice: 0,
      hasGlassDoor: false,
      type: db18.type,
      paintLaborFee: db18.paint_price_cents,
      preAssemblyFee: 2_500,
      quantity: 3,
      contractorInfo: { isBronze: false, isSilver: false, isGold: false },
      selectedColor: naval,
    });
    const { rows } = await pool.query<{ items: BinderItem[] }>('SELECT items FROM carts WHERE items @> $1::jsonb', [
      JSON.stringify([{ id: 'a', name: 'DB18' }]),
    ]);
    expect(rows.map((row) => row.items[0]?.price)).toEqual([db18.price_cents]);
    // The fee follows the binder's pre-assembly choice: the answer carries it, the stored item does not.
    expect(rows[0]?.items[0]).not.toHaveProperty('preAssemblyFee');
  });

  it('reads a binder stored when each item carried its pre-assembly fee, with the fee of its choice', async () => {
    const { token, user } = await newUser();
    expect((await putCart(token, { items: [line('a', 'B12')], labels: [], preAssembly: false })).statusCode).toBe(200);
    // As an earlier version stored it: the item with a fee that disagrees with the choice.
    await pool.query(
      `UPDATE carts SET items = jsonb_build_array(items->0 || '{"preAssemblyFee": 0}'::jsonb), pre_assembly = true WHERE user_id = $1`,
      [user.id],
    );
    const read = await getCart(token);
    expect(read.statusCode, read.body).toBe(200);
    expect(body(read)).toMatchObject({ preAssembly: true, items: [{ id: 'a', name: 'B12', preAssemblyFee: 2_500 }] });
  });

  it('charges no paint labour for an in-house colour, and takes the colour from our list', async () => {
    const { token } = await newUser();
    const response = await putCart(token, {
      items: [line('a', 'B15', { selectedColor: { ...white, name: 'Cheap', rgb: '#000000' } })],
      labels: [],
      preAssembly: false,
    });
    expect(body(response).items[0]).toMatchObject({ paintLaborFee: 0, selectedColor: white });
  });

  it("prices for the user's tier at that moment and follows catalogue price changes", async () => {
    const { token, user } = await newUser();
    await putCart(token, { items: [line('a', 'B18')], labels: [], preAssembly: false });
    expect(body(await getCart(token)).items[0]?.contractorInfo).toEqual({
      isBronze: false,
      isSilver: false,
      isGold: false,
    });
    await pool.query(`INSERT INTO user_roles (user_id, role) VALUES ($1, 'Contractor User Silver')`, [user.id]);
    await pool.query(
      `UPDATE cabinets SET price_cents = price_cents + 1234 WHERE group_name = 'Shaker' AND name = 'B18'`,
    );
    const b18 = await catalogue('Shaker', 'B18');
    expect(body(await getCart(token)).items[0]).toMatchObject({
      price: b18.price_cents,
      contractorInfo: { isBronze: false, isSilver: true, isGold: false },
    });
  });

  it('refuses an unknown SKU with a message naming it, and saves nothing', async () => {
    const { token } = await newUser();
    await putCart(token, { items: [line('a', 'B12')], labels: [], preAssembly: false });
    const before = body(await getCart(token));
    const response = await putCart(token, {
      items: [line('a', 'B12'), line('x', 'ZZ99')],
      labels: [],
      preAssembly: true,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: CART_MESSAGES.unknownSku('ZZ99', 'Shaker'), code: 'UNKNOWN_SKU' });
    expect(body(await getCart(token))).toEqual(before);
  });

  it('refuses a SKU in a group that does not sell it, a glass name that does not exist, and an unknown colour', async () => {
    const { token } = await newUser();
    const wrongGroup = await putCart(token, {
      items: [line('a', 'B12', { group: 'Rustic' })],
      labels: [],
      preAssembly: false,
    });
    expect(wrongGroup.json()).toMatchObject({ message: CART_MESSAGES.unknownSku('B12', 'Rustic') });
    const noGlass = await putCart(token, {
      items: [],
      labels: [{ id: 'k', name: 'K', items: [line('a', 'B12GD')] }],
      preAssembly: false,
    });
    expect(noGlass.json()).toMatchObject({ message: CART_MESSAGES.unknownSku('B12GD', 'Shaker'), code: 'UNKNOWN_SKU' });
    const color = await putCart(token, {
      items: [line('a', 'B12', { selectedColor: { code: 'RTA-FREE' } })],
      labels: [],
      preAssembly: false,
    });
    expect(color.statusCode).toBe(400);
    expect(color.json()).toEqual({ message: CART_MESSAGES.unknownColor('RTA-FREE'), code: 'UNKNOWN_COLOR' });
  });

  it('validates sizes, quantities, label names and ids', async () => {
    const { token } = await newUser();
    const cases: [unknown, string][] = [
      [{ items: [line('a', 'B12', { quantity: 0 })], labels: [], preAssembly: false }, CART_MESSAGES.quantity],
      [{ items: [line('a', 'B12', { quantity: 1.5 })], labels: [], preAssembly: false }, CART_MESSAGES.quantity],
      [{ items: [], labels: [{ id: 'k', name: '  ', items: [] }], preAssembly: false }, 'Label name cannot be empty'],
      [
        { items: [line('a', 'B12')], labels: [{ id: 'k', name: 'K', items: [line('a', 'B15')] }], preAssembly: false },
        CART_MESSAGES.duplicateId,
      ],
      [
        { items: Array.from({ length: 501 }, (_, i) => line(`i${i}`, 'B12')), labels: [], preAssembly: false },
        CART_MESSAGES.tooManyLines,
      ],
      [
        {
          items: [],
          labels: Array.from({ length: 101 }, (_, i) => ({ id: `l${i}`, name: `L${i}`, items: [] })),
          preAssembly: false,
        },
        CART_MESSAGES.tooManyLabels,
      ],
      [{ items: [] }, 'labels: Invalid key'],
    ];
    for (const [payload, message] of cases) {
      const response = await putCart(token, payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(response.json<{ message: string }>().message).toContain(message);
    }
  });

  it('refuses a body over 1 MB', async () => {
    const { token } = await newUser();
    const huge = { items: [line('a', 'B12', { padding: 'x'.repeat(1_100_000) })], labels: [], preAssembly: false };
    expect((await putCart(token, huge)).statusCode).toBe(413);
  });

  it('takes a full 500-line binder in 50 labels', async () => {
    const { token } = await newUser();
    const labels = Array.from({ length: 50 }, (_, l) => ({
      id: `l${l}`,
      name: `Room ${l}`,
      items: Array.from({ length: 10 }, (_, i) =>
        line(`i${l}-${i}`, i % 2 ? 'B12' : 'W1230GD', { selectedColor: i % 3 ? naval : null }),
      ),
    }));
    const response = await putCart(token, { items: [], labels, preAssembly: true });
    expect(response.statusCode).toBe(200);
    expect(everyItem(body(response))).toHaveLength(500);
  });
});

describe('whose binder', () => {
  it('a user only ever reads and writes their own binder, whatever the body says', async () => {
    const ann = await newUser();
    const bob = await newUser();
    await putCart(ann.token, { items: [line('a', 'B12')], labels: [], preAssembly: false });
    expect(body(await getCart(bob.token)).items).toEqual([]);
    const bobSave = await putCart(bob.token, {
      userId: ann.user.id,
      user_id: ann.user.id,
      items: [line('b', 'B36')],
      labels: [],
      preAssembly: true,
    });
    expect(bobSave.statusCode).toBe(200);
    expect(body(await getCart(ann.token))).toMatchObject({
      items: [expect.objectContaining({ id: 'a', name: 'B12' })],
      preAssembly: false,
    });
    expect(body(await getCart(bob.token)).items.map((i) => i.name)).toEqual(['B36']);
    const { rows } = await pool.query('SELECT user_id FROM carts WHERE user_id = ANY($1) ORDER BY user_id', [
      [ann.user.id, bob.user.id],
    ]);
    expect(rows).toHaveLength(2);
  });
});

describe('saves are whole', () => {
  it('two saves at once leave one of them entire, never a mix', async () => {
    const { token } = await newUser();
    const one = { items: [line('a', 'B12'), line('b', 'B15')], labels: [], preAssembly: false };
    const two = {
      items: [line('c', 'B36')],
      labels: [{ id: 'k', name: 'K', items: [line('d', 'W1230')] }],
      preAssembly: true,
    };
    const results = await Promise.all([
      putCart(token, one),
      putCart(token, two),
      putCart(token, one),
      putCart(token, two),
    ]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    const names = everyItem(body(await getCart(token))).map((i) => i.name);
    expect([
      ['B12', 'B15'],
      ['B36', 'W1230'],
    ]).toContainEqual(names);
  });

  it('a SKU taken off sale drops out at the next load, and says so', async () => {
    const { token } = await newUser();
    await putCart(token, { items: [line('a', 'B21'), line('b', 'B24')], labels: [], preAssembly: false });
    await pool.query(`UPDATE cabinets SET hidden = true WHERE group_name = 'Shaker' AND name = 'B21'`);
    try {
      const read = body(await getCart(token));
      expect(read.items.map((i) => i.name)).toEqual(['B24']);
      expect(read.removed).toEqual([{ name: 'B21', group: 'Shaker' }]);
    } finally {
      await pool.query(`UPDATE cabinets SET hidden = false WHERE group_name = 'Shaker' AND name = 'B21'`);
    }
  });
});
