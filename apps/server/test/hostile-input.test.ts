import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from './helper.ts';
import { accountWithRoles } from './staff-helpers.ts';
import { PATH_SPELLINGS } from './path-spellings.ts';

/**
 * Every API route, found from the OpenAPI document so new routes are covered as they land,
 * gets generated bad bodies, params, query strings and headers. The answer must be a 4xx
 * (or a plain success for a tolerant read) with a message, never a 5xx, and nothing may be
 * written to the database. A second pass sends the same junk with a valid session of a user
 * who holds every staff role, so it reaches each route's validation past its guards.
 */
const { app, pool } = await buildTestApp({
  RATE_LIMIT_MAX: '0',
  RATE_LIMIT_AUTH_MAX: '1000000',
  RATE_LIMIT_CONTACT_MAX: '1000000',
});

const document = (await app.inject({ url: '/api/docs/json' })).json<{
  paths: Record<string, Record<string, unknown>>;
}>();
const routes = Object.entries(document.paths).flatMap(([path, methods]) =>
  Object.keys(methods).map((method) => ({
    method: method.toUpperCase() as 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH',
    path,
  })),
);

/** Row counts of every table: a rejected request must leave them all as they were. */
const snapshot = async (): Promise<Record<string, number>> => {
  const { rows } = await pool.query<{ table_name: string }>(
    `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`,
  );
  const counts: Record<string, number> = {};
  for (const { table_name: table } of rows) {
    const result = await pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM "${table}"`);
    counts[table] = result.rows[0]?.n ?? 0;
  }
  return counts;
};

const segment = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.constantFrom(
    '..',
    '%00',
    '\u0000',
    'B24\u0000',
    '%2e%2e',
    "'; DROP TABLE users;--",
    'x'.repeat(5000),
    '00000000-0000-0000-0000-000000000000',
    '-1',
    '1e309',
  ),
);
const fillPath = (path: string, values: string[]) => {
  let i = 0;
  return path.replace(/\{[^}]+\}/g, () => encodeURIComponent(values[i++ % values.length] ?? ''));
};
/** The path as an attacker may spell it (percent-encoded letters, dot segments, …): the router may still take it. */
const spelling = fc.constantFrom(...PATH_SPELLINGS);
const spelledUrl = (path: string, values: string[], { spell }: (typeof PATH_SPELLINGS)[number], query: string) => {
  const spelled = spell(fillPath(path, values));
  return `${spelled}${spelled.includes('?') ? '&' : '?'}${encodeURIComponent(query)}=${encodeURIComponent(values[0] ?? '')}`;
};
/** Fields the routes read, each holding a NUL, which PostgreSQL's text cannot store. */
const withNul = fc.dictionary(
  fc.constantFrom(
    'email',
    'password',
    'name',
    'firstName',
    'message',
    'subject',
    'token',
    'id',
    'group',
    'category',
    'reason',
    'note',
  ),
  fc.string({ maxLength: 8 }).map((text) => `${text}\u0000`),
);
const json = fc.oneof(fc.anything(), fc.jsonValue(), fc.object(), fc.array(fc.anything(), { maxLength: 5 }), withNul);
const headers = fc.record(
  {
    authorization: fc.oneof(
      fc.constant('Bearer '),
      fc.string({ maxLength: 300 }).map((s) => `Bearer ${s}`),
      fc.string({ maxLength: 50 }),
    ),
    'x-device-fingerprint': fc.string({ maxLength: 300 }),
  },
  { requiredKeys: [] },
);

const expectClientError = (status: number, body: string, what: string) => {
  expect(status, `${what} → ${status} ${body.slice(0, 300)}`).toBeLessThan(500);
  if (status >= 400) expect(JSON.parse(body).message, `${what} has no message`).toEqual(expect.any(String));
};

describe('hostile input', () => {
  it('finds the API routes to attack', () => {
    expect(routes.length).toBeGreaterThanOrEqual(10);
  });

  it.each(routes)('$method $path never answers 5xx and writes nothing', async ({ method, path }) => {
    const before = await snapshot();
    await fc.assert(
      fc.asyncProperty(
        fc.array(segment, { minLength: 1, maxLength: 3 }),
        json,
        headers,
        fc.string({ maxLength: 30 }),
        spelling,
        async (values, body, head, query, spelled) => {
          const url = spelledUrl(path, values, spelled, query);
          const payload = method === 'GET' || method === 'DELETE' ? undefined : JSON.stringify(body ?? null);
          const response = await app.inject({
            method,
            url,
            headers: { ...head, ...(payload === undefined ? {} : { 'content-type': 'application/json' }) },
            ...(payload === undefined ? {} : { payload }),
          });
          expectClientError(response.statusCode, response.body, `${method} ${url} ${payload ?? ''}`);
        },
      ),
      { numRuns: 60 },
    );
    if (method !== 'GET') {
      for (const [label, payload, contentType] of [
        ['oversized body', JSON.stringify({ junk: 'x'.repeat(300 * 1024) }), 'application/json'],
        ['malformed JSON', '{"email": "a@b.c", ', 'application/json'],
        ['wrong content type', 'email=a@b.c', 'application/x-www-form-urlencoded'],
        ['text body', 'hello', 'text/plain'],
      ] as const) {
        const response = await app.inject({
          method,
          url: fillPath(path, ['x']),
          payload,
          headers: { 'content-type': contentType },
        });
        expectClientError(response.statusCode, response.body, `${method} ${path} with ${label}`);
      }
    }
    expect(await snapshot()).toEqual(before);
  });
});

describe('hostile input from a signed-in Store Admin and Sales User', async () => {
  const staff = await accountWithRoles(app, pool, ['Store Admin', 'Sales User'], 'hostile');
  // Verified, as staff are: resending a verification link is then refused, not a fresh mail.
  await pool.query('UPDATE users SET enabled = 1 WHERE email = $1', [staff.email]);
  // Logging out would end the session the pass relies on; it takes no input to attack.
  const guarded = routes.filter(({ path }) => path !== '/api/logout');

  it.each(guarded)('$method $path never answers 5xx and writes nothing', async ({ method, path }) => {
    const before = await snapshot();
    await fc.assert(
      fc.asyncProperty(
        fc.array(segment, { minLength: 1, maxLength: 3 }),
        json,
        fc.string({ maxLength: 30 }),
        spelling,
        async (values, body, query, spelled) => {
          const url = spelledUrl(path, values, spelled, query);
          const payload = method === 'GET' || method === 'DELETE' ? undefined : JSON.stringify(body ?? null);
          const response = await app.inject({
            method,
            url,
            headers: { ...staff.headers, ...(payload === undefined ? {} : { 'content-type': 'application/json' }) },
            ...(payload === undefined ? {} : { payload }),
          });
          expectClientError(response.statusCode, response.body, `signed in: ${method} ${url} ${payload ?? ''}`);
        },
      ),
      { numRuns: 40 },
    );
    expect(await snapshot()).toEqual(before);
    // The session survived the pass, so every request above was judged past the guards.
    expect((await app.inject({ method: 'GET', url: '/api/user', headers: staff.headers })).statusCode).toBe(200);
  });
});

// (The contact form's schema cleans control characters out of its fields, NUL included: contact-submit.test.ts.)
describe('a NUL character, which PostgreSQL text cannot hold', async () => {
  const shopper = await accountWithRoles(app, pool, [], 'nul');
  const cases = [
    {
      what: 'in a login field',
      method: 'POST',
      url: '/api/login',
      payload: { email: 'a\u0000@example.com', password: 'Secret#123' },
      headers: { 'x-device-fingerprint': 'device-nul-0001' },
    },
    {
      what: 'in a signup field',
      method: 'POST',
      url: '/api/signup',
      payload: { email: 'nul\u0000@example.com', firstName: 'Ann', lastName: 'Lee', password: 'Quill#Fern58' },
    },
    {
      what: 'in a binder item',
      method: 'PUT',
      url: '/api/cart',
      headers: shopper.headers,
      payload: {
        items: [{ id: 'a', group: 'Shaker', name: 'B24\u0000', quantity: 1 }],
        labels: [],
        preAssembly: false,
      },
    },
    { what: 'in a path parameter', method: 'GET', url: '/api/orders/user%00', headers: shopper.headers },
    { what: 'in a catalogue path', method: 'GET', url: '/api/cabinets/Base%00?group=Shaker' },
    { what: 'in a query value', method: 'GET', url: '/api/cabinets/Base?group=Sha%00ker' },
  ] as const;

  it.each(cases)('$what: 400 that says so, nothing written', async ({ method, url, ...rest }) => {
    const before = await snapshot();
    const response = await app.inject({ method, url, ...rest });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json<{ message: string }>().message).toBe('Text may not contain the NUL character (\\u0000).');
    expect(await snapshot()).toEqual(before);
  });
});
