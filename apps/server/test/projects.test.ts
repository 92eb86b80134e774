import { describe, expect, it } from 'vitest';
import { CART_MESSAGES } from '@rta/domain/api/cart';
import { PROJECT_LIMITS, PROJECT_MESSAGES, type Project } from '@rta/domain/api/projects';
import { buildTestApp } from './helper.ts';
import { DEVICE, OTHER_DEVICE, headersFor, session, signUp, uniqueEmail } from './auth-helpers.ts';
import { createTestClock } from './test-clock.ts';

const clock = createTestClock();
const { app, pool } = await buildTestApp({ RATE_LIMIT_AUTH_MAX: '10000', RATE_LIMIT_MAX: '0' }, { clock });

const newUser = async () => {
  const email = uniqueEmail('projects');
  expect((await signUp(app, email)).statusCode).toBe(201);
  return session(app, email);
};

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, token: string | null, payload?: unknown, fingerprint = DEVICE) =>
  app.inject({
    method,
    url,
    headers: token === null ? {} : headersFor(token, fingerprint),
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

const line = (id: string, name: string, extra: Record<string, unknown> = {}) => ({
  id,
  group: 'Shaker',
  name,
  quantity: 1,
  selectedColor: null,
  ...extra,
});
const naval = { code: '6244.0', name: 'Naval', rgb: '#2f3d4c' };
const kitchen = {
  items: [line('a', 'B12', { quantity: 2 })],
  labels: [
    { id: 'k', name: 'Island', items: [line('b', 'W1230GD', { selectedColor: { code: '6244' } }), line('c', 'B15')] },
  ],
};

const create = async (token: string, name: string, cartData: unknown = kitchen) => {
  const response = await call('POST', '/api/projects', token, { name, cartData });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ success: true; project: Project }>().project;
};
const list = async (token: string) => {
  const response = await call('GET', '/api/projects', token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ projects: Project[] }>().projects;
};
const priceOf = async (name: string) => {
  const { rows } = await pool.query<{ price_cents: number }>(
    `SELECT price_cents FROM cabinets WHERE group_name = 'Shaker' AND name = $1`,
    [name],
  );
  return rows[0]?.price_cents;
};

describe('projects CRUD', () => {
  it('creates a project from the binder, priced by the server, with its item count and time', async () => {
    const { token } = await newUser();
    const project = await create(token, '  Kitchen remodel  ');
    expect(project).toMatchObject({
      name: 'Kitchen remodel',
      itemCount: 3,
      updatedAt: clock.now().toISOString(),
      removed: [],
    });
    expect(project.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(project.cartData.preAssembly).toBe(false);
    expect(project.cartData.items[0]).toMatchObject({ id: 'a', name: 'B12', quantity: 2, price: await priceOf('B12') });
    expect(project.cartData.labels[0]?.items[0]).toMatchObject({
      id: 'b',
      name: 'W1230GD',
      hasGlassDoor: true,
      selectedColor: naval,
      labelId: 'k',
      labelName: 'Island',
    });
  });

  it('lists only the own projects, newest change first, and reads one back', async () => {
    const { token } = await newUser();
    const first = await create(token, 'Bath');
    clock.advance(60_000);
    const second = await create(token, 'Garage', { items: [], labels: [] });
    expect((await list(token)).map((p) => [p.name, p.itemCount])).toEqual([
      ['Garage', 0],
      ['Bath', 3],
    ]);
    const one = await call('GET', `/api/projects/${first.id}`, token);
    expect(one.statusCode).toBe(200);
    expect(one.headers['cache-control']).toBe('no-store');
    expect(one.json()).toEqual(first);
    expect(second.cartData).toEqual({ items: [], labels: [], preAssembly: false });
  });

  it('replaces name and binder with PUT and moves updatedAt', async () => {
    const { token } = await newUser();
    const project = await create(token, 'Kitchen');
    clock.advance(5 * 60_000);
    const response = await call('PUT', `/api/projects/${project.id}`, token, {
      name: ' Kitchen v2 ',
      cartData: { items: [line('z', 'B36', { quantity: 4 })], labels: [], preAssembly: true },
    });
    expect(response.statusCode, response.body).toBe(200);
    const saved = response.json<{ success: true; project: Project }>();
    expect(saved.success).toBe(true);
    expect(saved.project).toMatchObject({
      id: project.id,
      name: 'Kitchen v2',
      itemCount: 1,
      updatedAt: clock.now().toISOString(),
    });
    expect(saved.project.cartData).toMatchObject({
      preAssembly: true,
      labels: [],
      items: [{ id: 'z', name: 'B36', quantity: 4, preAssemblyFee: 2_500 }],
    });
    expect(await list(token)).toEqual([saved.project]);
  });

  it('deletes a project; a second delete is a 404', async () => {
    const { token } = await newUser();
    const project = await create(token, 'Laundry');
    const response = await call('DELETE', `/api/projects/${project.id}`, token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    expect(await list(token)).toEqual([]);
    const again = await call('DELETE', `/api/projects/${project.id}`, token);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ message: PROJECT_MESSAGES.notFound });
  });
});

describe('stored as choices, priced when loaded', () => {
  it('keeps no price in the database and ignores tampered prices and flags', async () => {
    const { token, user } = await newUser();
    const tampered = {
      ...line('a', 'DB18'),
      price: 1,
      paintLaborFee: 0,
      type: 'Free',
      contractorInfo: { isBronze: false, isSilver: false, isGold: true },
    };
    const project = await create(token, 'Tampered', { items: [tampered], labels: [] });
    expect(project.cartData.items[0]).toMatchObject({
      price: await priceOf('DB18'),
      contractorInfo: { isGold: false },
    });
    const { rows } = await pool.query<{ cart_data: unknown }>('SELECT cart_data FROM projects WHERE user_id = $1', [
      user.id,
    ]);
    expect(rows[0]?.cart_data).toEqual({ items: [line('a', 'DB18')], labels: [], preAssembly: false });
  });

  it('stores the colour code as our list spells it', async () => {
    const { token, user } = await newUser();
    await create(token, 'Colour');
    const { rows } = await pool.query<{ code: string }>(
      `SELECT cart_data->'labels'->0->'items'->0->'selectedColor'->>'code' AS code FROM projects WHERE user_id = $1`,
      [user.id],
    );
    expect(rows[0]?.code).toBe(naval.code);
  });

  it("follows catalogue prices and the user's tier at every load", async () => {
    const { token, user } = await newUser();
    const project = await create(token, 'Tier');
    await pool.query(`INSERT INTO user_roles (user_id, role) VALUES ($1, 'Contractor User Gold')`, [user.id]);
    await pool.query(
      `UPDATE cabinets SET price_cents = price_cents + 500 WHERE group_name = 'Shaker' AND name = 'B12'`,
    );
    const [loaded] = await list(token);
    expect(loaded?.cartData.items[0]).toMatchObject({
      price: await priceOf('B12'),
      contractorInfo: { isBronze: false, isSilver: false, isGold: true },
    });
    const one = (await call('GET', `/api/projects/${project.id}`, token)).json<Project>();
    expect(one.cartData.items[0]?.price).toBe(await priceOf('B12'));
  });

  it('leaves out a SKU taken off sale when loading, and says so', async () => {
    const { token } = await newUser();
    const project = await create(token, 'Off sale', { items: [line('a', 'B21'), line('b', 'B24')], labels: [] });
    await pool.query(`UPDATE cabinets SET hidden = true WHERE group_name = 'Shaker' AND name = 'B21'`);
    try {
      const loaded = (await call('GET', `/api/projects/${project.id}`, token)).json<Project>();
      expect(loaded.cartData.items.map((i) => i.name)).toEqual(['B24']);
      expect(loaded).toMatchObject({ itemCount: 1, removed: [{ name: 'B21', group: 'Shaker' }] });
    } finally {
      await pool.query(`UPDATE cabinets SET hidden = false WHERE group_name = 'Shaker' AND name = 'B21'`);
    }
  });
});

describe('authorization', () => {
  it('needs a token from its own device on every route', async () => {
    const { token } = await newUser();
    const project = await create(token, 'Mine');
    const routes: [Method, string, unknown?][] = [
      ['GET', '/api/projects'],
      ['GET', `/api/projects/${project.id}`],
      ['POST', '/api/projects', { name: 'X', cartData: kitchen }],
      ['PUT', `/api/projects/${project.id}`, { name: 'X', cartData: kitchen }],
      ['DELETE', `/api/projects/${project.id}`],
      ['PUT', `/api/method/wbc_ecomm.api.update_project/${project.id}`, { name: 'X' }],
    ];
    for (const [method, url, payload] of routes) {
      expect((await call(method, url, null, payload)).statusCode, `${method} ${url}`).toBe(401);
      expect((await call(method, url, token, payload, OTHER_DEVICE)).statusCode, `${method} ${url} other device`).toBe(
        401,
      );
    }
    expect(await list(token)).toMatchObject([{ name: 'Mine', itemCount: 3 }]);
  });

  it("answers another user's project, and malformed ids, as not found, and changes nothing", async () => {
    const ann = await newUser();
    const bob = await newUser();
    const annsProject = await create(ann.token, 'Ann kitchen');
    expect(await list(bob.token)).toEqual([]);
    const attempts: [Method, string, unknown?][] = [
      ['GET', `/api/projects/${annsProject.id}`],
      ['PUT', `/api/projects/${annsProject.id}`, { name: 'Stolen', cartData: { items: [], labels: [] } }],
      ['PUT', `/api/method/wbc_ecomm.api.update_project/${annsProject.id}`, { name: 'Stolen' }],
      ['DELETE', `/api/projects/${annsProject.id}`],
      ['GET', '/api/projects/not-a-uuid'],
      ['PUT', "/api/projects/1'%20OR%20'1'='1", { name: 'X', cartData: { items: [], labels: [] } }],
      ['DELETE', '/api/projects/00000000-0000-0000-0000-000000000000'],
    ];
    for (const [method, url, payload] of attempts) {
      const response = await call(method, url, bob.token, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json()).toEqual({ message: PROJECT_MESSAGES.notFound, code: 'PROJECT_NOT_FOUND' });
    }
    expect(await list(ann.token)).toEqual([annsProject]);
  });

  it('files a new project under the signed-in user whatever the body says', async () => {
    const ann = await newUser();
    const bob = await newUser();
    const response = await call('POST', '/api/projects', bob.token, {
      name: 'Mine',
      cartData: kitchen,
      userId: ann.user.id,
      user_id: ann.user.id,
    });
    expect(response.statusCode).toBe(201);
    expect(await list(ann.token)).toEqual([]);
    expect(await list(bob.token)).toHaveLength(1);
  });
});

describe('validation', () => {
  it('requires a name, trimmed, of at most the limit', async () => {
    const { token } = await newUser();
    for (const name of [undefined, '', '   ', 42]) {
      const response = await call('POST', '/api/projects', token, { name, cartData: kitchen });
      expect(response.statusCode, String(name)).toBe(400);
      expect(response.json()).toMatchObject({ message: PROJECT_MESSAGES.nameRequired, code: 'VALIDATION_FAILED' });
    }
    const long = await call('POST', '/api/projects', token, {
      name: 'x'.repeat(PROJECT_LIMITS.name + 1),
      cartData: kitchen,
    });
    expect(long.json()).toMatchObject({ message: PROJECT_MESSAGES.nameTooLong });
    const project = await create(token, 'Named');
    const rename = await call('PUT', `/api/projects/${project.id}`, token, { name: '  ', cartData: kitchen });
    expect(rename.statusCode).toBe(400);
    expect(rename.json()).toMatchObject({ message: PROJECT_MESSAGES.nameRequired });
    expect(await list(token)).toMatchObject([{ name: 'Named' }]);
  });

  it('refuses a second project with the same name in any letter case, on create and rename', async () => {
    const { token } = await newUser();
    await create(token, 'Kitchen');
    const other = await create(token, 'Bath');
    const duplicate = await call('POST', '/api/projects', token, { name: ' kitchen ', cartData: kitchen });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toEqual({ message: PROJECT_MESSAGES.nameTaken('kitchen'), code: 'PROJECT_NAME_TAKEN' });
    const rename = await call('PUT', `/api/method/wbc_ecomm.api.update_project/${other.id}`, token, {
      name: 'KITCHEN',
    });
    expect(rename.statusCode).toBe(409);
    // Renaming a project to its own name in another case is fine.
    expect(
      (await call('PUT', `/api/method/wbc_ecomm.api.update_project/${other.id}`, token, { name: 'BATH' })).statusCode,
    ).toBe(200);
  });

  it('validates cartData with the cart rules: choices, sizes, quantities, ids, SKUs and colours', async () => {
    const { token } = await newUser();
    const cases: [unknown, string][] = [
      [undefined, PROJECT_MESSAGES.cartDataRequired],
      ['items', PROJECT_MESSAGES.cartDataRequired],
      [{ items: [line('a', 'B12', { quantity: 0 })], labels: [] }, CART_MESSAGES.quantity],
      [
        { items: [line('a', 'B12')], labels: [{ id: 'k', name: 'K', items: [line('a', 'B15')] }] },
        CART_MESSAGES.duplicateId,
      ],
      [{ items: Array.from({ length: 501 }, (_, i) => line(`i${i}`, 'B12')), labels: [] }, CART_MESSAGES.tooManyLines],
      [
        { items: [], labels: Array.from({ length: 101 }, (_, i) => ({ id: `l${i}`, name: `L${i}`, items: [] })) },
        CART_MESSAGES.tooManyLabels,
      ],
      [{ items: [], labels: [{ id: 'k', name: ' ', items: [] }] }, 'Label name cannot be empty'],
      [{ items: [line('x', 'ZZ99')], labels: [] }, CART_MESSAGES.unknownSku('ZZ99', 'Shaker')],
      [
        { items: [line('x', 'B12', { selectedColor: { code: 'RTA-FREE' } })], labels: [] },
        CART_MESSAGES.unknownColor('RTA-FREE'),
      ],
    ];
    for (const [cartData, message] of cases) {
      const response = await call('POST', '/api/projects', token, { name: 'Checked', cartData });
      expect(response.statusCode, JSON.stringify(cartData)?.slice(0, 80)).toBe(400);
      expect(response.json<{ message: string }>().message).toContain(message);
    }
    expect(await list(token)).toEqual([]);
  });

  it('keeps a project as it was when a save is refused', async () => {
    const { token } = await newUser();
    const project = await create(token, 'Whole');
    const refused = await call('PUT', `/api/projects/${project.id}`, token, {
      name: 'Renamed',
      cartData: { items: [line('a', 'B12'), line('x', 'ZZ99')], labels: [] },
    });
    expect(refused.statusCode).toBe(400);
    expect(await list(token)).toEqual([project]);
  });

  it(`allows ${PROJECT_LIMITS.perUser} projects per user, also when creates race`, async () => {
    const { token, user } = await newUser();
    await pool.query(
      `INSERT INTO projects (user_id, name, cart_data) SELECT $1, 'P' || n, '{"items":[],"labels":[],"preAssembly":false}'::jsonb FROM generate_series(1, $2::int) AS n`,
      [user.id, PROJECT_LIMITS.perUser - 2],
    );
    const results = await Promise.all(
      ['A', 'B', 'C', 'D'].map((name) =>
        call('POST', '/api/projects', token, { name, cartData: { items: [], labels: [] } }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 201, 409, 409]);
    expect(results.find((r) => r.statusCode === 409)?.json()).toEqual({
      message: PROJECT_MESSAGES.tooMany,
      code: 'PROJECT_LIMIT',
    });
    expect(await list(token)).toHaveLength(PROJECT_LIMITS.perUser);
  });

  it(`lists at most ${PROJECT_LIMITS.perUser}, newest change first, even when more were written around the limit (decision 0150)`, async () => {
    const { token, user } = await newUser();
    // 'P1' is the oldest change; rows a create could not have made.
    await pool.query(
      `INSERT INTO projects (user_id, name, cart_data, updated_at)
       SELECT $1, 'P' || n, '{"items":[],"labels":[],"preAssembly":false}'::jsonb, now() - make_interval(mins => 1000 - n)
       FROM generate_series(1, $2::int) AS n`,
      [user.id, PROJECT_LIMITS.perUser + 5],
    );
    const projects = await list(token);
    expect(projects).toHaveLength(PROJECT_LIMITS.perUser);
    expect(projects[0]?.name).toBe(`P${PROJECT_LIMITS.perUser + 5}`);
    expect(projects.at(-1)?.name).toBe('P6');
    // One left out of the list still loads by its id.
    const { rows } = await pool.query<{ id: string }>(`SELECT id FROM projects WHERE user_id = $1 AND name = 'P1'`, [
      user.id,
    ]);
    expect((await call('GET', `/api/projects/${rows[0]?.id}`, token)).statusCode).toBe(200);
  });
});

describe('PUT /api/method/wbc_ecomm.api.update_project/{id}', () => {
  const path = (id: string) => `/api/method/wbc_ecomm.api.update_project/${id}`;

  it('renames alone, keeping the binder, and answers {message: project}', async () => {
    const { token } = await newUser();
    const project = await create(token, 'Old name');
    clock.advance(1_000);
    const response = await call('PUT', path(project.id), token, { name: '  New name ' });
    expect(response.statusCode, response.body).toBe(200);
    const { message } = response.json<{ message: Project }>();
    expect(message).toEqual({ ...project, name: 'New name', updatedAt: clock.now().toISOString() });
  });

  it('replaces the binder from cart_data alone, keeping the name', async () => {
    const { token } = await newUser();
    const project = await create(token, 'Keep me');
    const response = await call('PUT', path(project.id), token, {
      cart_data: { items: [line('q', 'B09')], labels: [] },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ message: Project }>().message).toMatchObject({
      name: 'Keep me',
      itemCount: 1,
      cartData: { items: [{ id: 'q', name: 'B09' }] },
    });
    expect((await list(token))[0]).toMatchObject({ name: 'Keep me', itemCount: 1 });
  });

  it('takes both, like PUT /api/projects/{id}', async () => {
    const { token } = await newUser();
    const project = await create(token, 'Both');
    const response = await call('PUT', path(project.id), token, {
      name: 'Both v2',
      cart_data: { items: [], labels: [], preAssembly: true },
    });
    expect(response.json<{ message: Project }>().message).toMatchObject({
      name: 'Both v2',
      itemCount: 0,
      cartData: { preAssembly: true },
    });
  });

  it('refuses an empty body, a blank name and bad cart_data', async () => {
    const { token } = await newUser();
    const project = await create(token, 'Checked');
    const cases: [unknown, string][] = [
      [{}, PROJECT_MESSAGES.nothingToUpdate],
      [{ cartData: { items: [], labels: [] } }, PROJECT_MESSAGES.nothingToUpdate],
      [{ name: '   ' }, PROJECT_MESSAGES.nameRequired],
      [{ cart_data: { items: [line('a', 'B12', { quantity: 1000 })], labels: [] } }, CART_MESSAGES.quantity],
    ];
    for (const [payload, message] of cases) {
      const response = await call('PUT', path(project.id), token, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json<{ message: string }>().message).toContain(message);
    }
    expect(await list(token)).toEqual([project]);
  });
});

describe('saves are whole', () => {
  it('concurrent saves leave one of them entire, never a mix', async () => {
    const { token } = await newUser();
    const project = await create(token, 'Race');
    const one = { name: 'Race', cartData: { items: [line('a', 'B12'), line('b', 'B15')], labels: [] } };
    const two = {
      name: 'Race',
      cartData: { items: [line('c', 'B36')], labels: [{ id: 'k', name: 'K', items: [line('d', 'W1230')] }] },
    };
    const results = await Promise.all(
      [one, two, one, two].map((body) => call('PUT', `/api/projects/${project.id}`, token, body)),
    );
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    const [stored] = await list(token);
    const names = [...(stored?.cartData.items ?? []), ...(stored?.cartData.labels.flatMap((l) => l.items) ?? [])].map(
      (i) => i.name,
    );
    expect([
      ['B12', 'B15'],
      ['B36', 'W1230'],
    ]).toContainEqual(names);
  });
});
