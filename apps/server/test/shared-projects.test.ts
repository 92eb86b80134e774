import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { PROJECT_MESSAGES, type Project } from '@rta/domain/api/projects';
import {
  SHARE_MESSAGES,
  type ShareLinkMade,
  type ShareLinkStatus,
  type SharedProject,
} from '@rta/domain/api/shared-projects';
import { buildTestApp } from './helper.ts';
import { headersFor, session, signUp, uniqueEmail } from './auth-helpers.ts';
import { createTestClock } from './test-clock.ts';

const clock = createTestClock();
const { app, pool } = await buildTestApp({ RATE_LIMIT_AUTH_MAX: '10000', RATE_LIMIT_MAX: '0' }, { clock });
const limited = await buildTestApp({ RATE_LIMIT_AUTH_MAX: '3' });

const newUser = async () => {
  const email = uniqueEmail('sharer');
  expect((await signUp(app, email)).statusCode).toBe(201);
  return { ...(await session(app, email)), email };
};

type Method = 'GET' | 'POST' | 'DELETE' | 'PUT';
const call = (method: Method, url: string, token: string | null, payload?: unknown) =>
  app.inject({
    method,
    url,
    headers: token === null ? {} : headersFor(token),
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
const plan = {
  walls: [
    {
      id: 'w1',
      name: 'Sink wall',
      length: 120.5,
      base: [
        { id: 's1', kind: 'piece', itemId: 'b' },
        { id: 's2', kind: 'space', space: 'dishwasher', width: 24 },
      ],
      upper: [],
    },
  ],
};
const kitchen = {
  items: [line('a', 'B12', { quantity: 2 })],
  labels: [{ id: 'k', name: 'Kitchen', items: [line('b', 'B15', { selectedColor: { code: '6244' } })], plan }],
  preAssembly: true,
};

const createProject = async (token: string, name = `Kitchen ${crypto.randomUUID().slice(0, 6)}`) => {
  const response = await call('POST', '/api/projects', token, { name, cartData: kitchen });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ project: Project }>().project;
};
const linkPath = (project: { id: string }) => `/api/projects/${project.id}/share-link`;
const makeLink = async (token: string, project: { id: string }) => {
  const response = await call('POST', linkPath(project), token);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<ShareLinkMade>().shareLink;
};
const open = (token: unknown) => call('POST', '/api/shared-project', null, { token });
const unavailable = { message: SHARE_MESSAGES.unavailable, code: 'SHARE_LINK_UNAVAILABLE' };
const priceOf = async (name: string) => {
  const { rows } = await pool.query<{ price_cents: number; paint_price_cents: number }>(
    `SELECT price_cents, paint_price_cents FROM cabinets WHERE group_name = 'Shaker' AND name = $1`,
    [name],
  );
  const row = rows[0];
  if (!row) throw new Error(`no ${name}`);
  return row;
};

describe('share links: made and used', () => {
  it('makes a link of 256 random bits, stores only its SHA-256, and shows the owner that it exists', async () => {
    const owner = await newUser();
    const project = await createProject(owner.token);
    const before = await call('GET', linkPath(project), owner.token);
    expect([before.statusCode, before.json()]).toEqual([200, { shareLink: null }]);

    const link = await makeLink(owner.token, project);
    expect(link.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(link.token, 'base64url')).toHaveLength(32);
    expect(link.createdAt).toBe(clock.now().toISOString());

    const { rows } = await pool.query('SELECT * FROM project_share_links WHERE project_id = $1', [project.id]);
    expect(rows).toEqual([
      {
        token_hash: crypto.createHash('sha256').update(link.token).digest('hex'),
        project_id: project.id,
        created_at: clock.now(),
      },
    ]);
    expect(JSON.stringify(rows)).not.toContain(link.token);

    const status = await call('GET', linkPath(project), owner.token);
    expect(status.json<ShareLinkStatus>()).toEqual({ shareLink: { createdAt: link.createdAt } });
    expect(status.body).not.toContain(link.token);
    expect(status.headers['cache-control']).toBe('no-store');
  });

  it('opens the project without an account: rooms, plans and prices for a guest, and nothing of the owner', async () => {
    const owner = await newUser();
    await pool.query(`INSERT INTO user_roles (user_id, role) VALUES ($1, 'Contractor User Gold')`, [owner.user.id]);
    const project = await createProject(owner.token, 'Lake house');
    const link = await makeLink(owner.token, project);

    const response = await open(link.token);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const shared = response.json<SharedProject>();
    expect(shared.name).toBe('Lake house');
    expect(shared.itemCount).toBe(2);
    const [label] = shared.cartData.labels;
    expect(label).toMatchObject({ id: 'k', name: 'Kitchen', plan: { walls: [{ name: 'Sink wall', length: 120.5 }] } });
    expect(label?.items[0]).toMatchObject({ id: 'b', name: 'B15', selectedColor: { code: '6244.0' } });

    // Priced now as for a guest: the owner's Gold discount is not applied, fees are.
    const b12 = await priceOf('B12');
    const b15 = await priceOf('B15');
    const paint = label?.items[0]?.paintLaborFee ?? 0;
    expect(paint).toBeGreaterThan(0);
    expect(shared.cartData.items[0]?.contractorInfo).toEqual({ isBronze: false, isSilver: false, isGold: false });
    expect(shared.linePrices).toEqual({
      a: { unitPrice: b12.price_cents + 2_500, totalPrice: (b12.price_cents + 2_500) * 2 },
      b: { unitPrice: b15.price_cents + paint + 2_500, totalPrice: b15.price_cents + paint + 2_500 },
    });
    expect(shared.total).toBe((b12.price_cents + 2_500) * 2 + b15.price_cents + paint + 2_500);
    for (const secret of [owner.email, owner.user.id, project.id, link.token])
      expect(response.body).not.toContain(secret);
  });

  it('follows the project: a change the owner saves shows at the next read, at the price of that moment', async () => {
    const owner = await newUser();
    const project = await createProject(owner.token);
    const link = await makeLink(owner.token, project);
    const saved = await call('PUT', `/api/projects/${project.id}`, owner.token, {
      name: 'Renamed',
      cartData: { items: [line('z', 'B36', { quantity: 3 })], labels: [], preAssembly: false },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    await pool.query(`UPDATE cabinets SET price_cents = 12_345 WHERE group_name = 'Shaker' AND name = 'B36'`);
    const shared = (await open(link.token)).json<SharedProject>();
    expect(shared).toMatchObject({
      name: 'Renamed',
      itemCount: 1,
      total: 3 * 12_345,
      linePrices: { z: { unitPrice: 12_345 } },
    });
  });
});

describe('share links: revoked', () => {
  it('revoking ends the link at once; the owner sees there is none; a second revoke is still done', async () => {
    const owner = await newUser();
    const project = await createProject(owner.token);
    const link = await makeLink(owner.token, project);
    const revoked = await call('DELETE', linkPath(project), owner.token);
    expect([revoked.statusCode, revoked.json()]).toEqual([200, { success: true }]);
    expect([(await open(link.token)).statusCode, (await open(link.token)).json()]).toEqual([404, unavailable]);
    expect((await call('GET', linkPath(project), owner.token)).json()).toEqual({ shareLink: null });
    expect((await call('DELETE', linkPath(project), owner.token)).statusCode).toBe(200);
  });

  it('a new link retires the earlier one', async () => {
    const owner = await newUser();
    const project = await createProject(owner.token);
    const first = await makeLink(owner.token, project);
    clock.advance(60_000);
    const second = await makeLink(owner.token, project);
    expect(second.token).not.toBe(first.token);
    expect((await open(first.token)).json()).toEqual(unavailable);
    expect((await open(second.token)).statusCode).toBe(200);
    expect((await call('GET', linkPath(project), owner.token)).json()).toEqual({
      shareLink: { createdAt: second.createdAt },
    });
    const { rows } = await pool.query('SELECT count(*)::int AS n FROM project_share_links WHERE project_id = $1', [
      project.id,
    ]);
    expect(rows[0]?.n).toBe(1);
  });

  it('two links made at once leave exactly one that works', async () => {
    const owner = await newUser();
    const project = await createProject(owner.token);
    const answers = await Promise.all([1, 2, 3].map(() => call('POST', linkPath(project), owner.token)));
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201]);
    const opened = await Promise.all(answers.map((answer) => open(answer.json<ShareLinkMade>().shareLink.token)));
    expect(opened.map((answer) => answer.statusCode).sort()).toEqual([200, 404, 404]);
  });

  it('deleting the project ends its link', async () => {
    const owner = await newUser();
    const project = await createProject(owner.token);
    const link = await makeLink(owner.token, project);
    expect((await call('DELETE', `/api/projects/${project.id}`, owner.token)).statusCode).toBe(200);
    expect((await open(link.token)).json()).toEqual(unavailable);
  });
});

describe('share links: guessed', () => {
  it('an unknown or malformed token gets the same 404, which says nothing of why', async () => {
    const owner = await newUser();
    await makeLink(owner.token, await createProject(owner.token));
    const guesses = [
      crypto.randomBytes(32).toString('base64url'),
      'short',
      'x'.repeat(200),
      `${crypto.randomBytes(32).toString('base64url')}=`,
      '../../etc/passwd',
      "' OR 1=1 --",
      '',
    ];
    for (const guess of guesses) {
      const response = await open(guess);
      expect([response.statusCode, response.json()], guess).toEqual([404, unavailable]);
    }
  });

  it('a body without a token is a 400 that says what is missing', async () => {
    for (const payload of [{}, { token: 42 }]) {
      const response = await call('POST', '/api/shared-project', null, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(SHARE_MESSAGES.tokenRequired);
    }
  });

  it("only the owner makes, sees and revokes a project's link; anyone else is told the project is not found", async () => {
    const owner = await newUser();
    const other = await newUser();
    const project = await createProject(owner.token, 'Private kitchen');
    const link = await makeLink(owner.token, project);
    const notFound = { message: PROJECT_MESSAGES.notFound, code: 'PROJECT_NOT_FOUND' };
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      for (const id of [project.id, crypto.randomUUID(), 'not-a-uuid']) {
        const response = await call(method, `/api/projects/${id}/share-link`, other.token);
        expect([response.statusCode, response.json()], `${method} ${id}`).toEqual([404, notFound]);
      }
      const visitor = await call(method, linkPath(project), null);
      expect(visitor.statusCode).toBe(401);
    }
    // The owner's link still works, and is still the only one.
    expect((await open(link.token)).statusCode).toBe(200);
    expect((await call('GET', linkPath(project), owner.token)).json()).toEqual({
      shareLink: { createdAt: link.createdAt },
    });
  });

  it('is rate-limited like the other routes that take a link token', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      const response = await limited.app.inject({
        method: 'POST',
        url: '/api/shared-project',
        payload: { token: crypto.randomBytes(32).toString('base64url') },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([404, 404, 404, 429]);
  });
});
