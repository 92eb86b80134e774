import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES as M } from '@rta/domain/accounts/messages';
import { buildTestApp } from './helper.ts';
import { DEVICE, PASSWORD, headersFor, session, uniqueEmail, verifiedUser } from './auth-helpers.ts';

/**
 * The authorization sweep (issue 10), driven by the OpenAPI document so that every route
 * that lands is covered without anyone remembering to:
 * - every route except the public ones below refuses a request with no token, an expired
 *   token, a revoked one (logout, password change), one from another device and a forged
 *   one: 401 with the reason, nothing written;
 * - every route that takes the id of a user's own resource answers another user 404 (or
 *   403), leaks nothing and changes nothing, while the owner is served;
 * - every staff route (/api/staff/...) refuses an ordinary signed-in user with 403, and a
 *   visitor or ordinary user before its body is read; a Sales User is refused exactly the
 *   Store Admin routes named below.
 * A route with a path parameter that is in none of the tables below fails the test.
 */
const { app, pool } = await buildTestApp({ RATE_LIMIT_MAX: '0', RATE_LIMIT_AUTH_MAX: '1000000' });

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
interface Route {
  method: Method;
  path: string;
  key: string;
  params: string[];
}
const document = (await app.inject({ url: '/api/docs/json' })).json<{
  paths: Record<string, Record<string, unknown>>;
}>();
const routes: Route[] = Object.entries(document.paths).flatMap(([path, methods]) =>
  Object.keys(methods).map((method) => ({
    method: method.toUpperCase() as Method,
    path,
    key: `${method.toUpperCase()} ${path}`,
    params: [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1] ?? ''),
  })),
);

/** Routes a visitor may call, and why. Every other route needs a signed-in user. */
const PUBLIC: Record<string, string> = {
  'GET /api/cabinet-groups': 'the catalogue',
  'GET /api/cabinets/{category}': 'the catalogue',
  'GET /api/cabinet-pages/{style}/{sku}': 'the catalogue',
  'GET /api/colors': 'the catalogue',
  'POST /api/signup': 'making an account',
  'POST /api/verify-email': 'the token of a mailed link',
  'POST /api/login': 'logging in',
  'POST /api/logout': 'a dead token still logs out',
  'POST /api/password-reset': 'a forgotten password',
  'POST /api/password-reset/complete': 'the token of a mailed link',
  'POST /api/new-device-link': 'a device locked out of an address',
  'POST /api/new-device-link/confirm': 'the token of a mailed link',
  'POST /api/contact': 'visitors may write to support',
  'POST /api/shared-project': 'the token of a shared project link (issue 23)',
  'POST /api/payments/stripe/webhook': "Stripe's signature, not a user",
};

/** Session routes that take the token in the body (spec §7) as well as in the header. */
const TOKEN_IN_BODY: Record<string, (token: string | undefined) => Record<string, unknown>> = {
  'POST /api/rotate-token': (token) => (token === undefined ? {} : { currentToken: token }),
  'POST /api/validate-token': (token) => (token === undefined ? {} : { token }),
};
/** What a route answers with no token at all, when not 401: rotating nothing is a malformed request. */
const NO_TOKEN_ANSWER: Record<string, { status: number; body: Record<string, unknown> }> = {
  'POST /api/rotate-token': {
    status: 400,
    body: { message: M.tokenInvalid, code: 'VALIDATION_FAILED', fields: { currentToken: M.tokenInvalid } },
  },
};

type Resource = 'order' | 'project' | 'quote' | 'hand_off';
/** A new name each time: a name the owner already has would be refused (409) before the owner is served. */
const takenOver = () => `Taken over ${crypto.randomUUID().slice(0, 8)}`;
/**
 * Routes whose path names a user's own resource; a valid body, so the request gets past validation to the owner check;
 * and what the owner gets. The owner's order is paid at the showroom, so asking for its card payment page is a 409.
 */
const OWNED: Record<string, { resource: Resource; body?: () => unknown; owner: number }> = {
  'GET /api/orders/{id}': { resource: 'order', owner: 200 },
  'POST /api/orders/{id}/payment': { resource: 'order', owner: 409 },
  'GET /api/projects/{id}': { resource: 'project', owner: 200 },
  'PUT /api/projects/{id}': { resource: 'project', body: () => ({ name: takenOver(), cartData: binder }), owner: 200 },
  'DELETE /api/projects/{id}': { resource: 'project', owner: 200 },
  'GET /api/projects/{id}/share-link': { resource: 'project', owner: 200 },
  'POST /api/projects/{id}/share-link': { resource: 'project', owner: 201 },
  'DELETE /api/projects/{id}/share-link': { resource: 'project', owner: 200 },
  'PUT /api/method/wbc_ecomm.api.update_project/{id}': {
    resource: 'project',
    body: () => ({ name: takenOver() }),
    owner: 200,
  },
  'GET /api/quotes/{id}': { resource: 'quote', owner: 200 },
  'GET /api/quotes/{id}/binder': { resource: 'quote', owner: 200 },
  // The owner is no contractor: a client copy is refused them, but not as 'not found'.
  'GET /api/quotes/{id}/client-copy': { resource: 'quote', owner: 403 },
  'GET /api/quotes/{id}/pdf': { resource: 'quote', owner: 200 },
  'POST /api/quotes/{id}/email': { resource: 'quote', owner: 202 },
  // A hand-off is its addressee's (issue 23, decision 0163): each test sends the owner a new one.
  'GET /api/hand-offs/{id}': { resource: 'hand_off', owner: 200 },
  'POST /api/hand-offs/{id}/accept': { resource: 'hand_off', owner: 200 },
  'POST /api/hand-offs/{id}/decline': { resource: 'hand_off', body: () => ({ note: 'Not for us.' }), owner: 200 },
};
/** What an unknown id of each resource is answered with; another user's id must get exactly this. */
const NOT_FOUND: Record<Resource, { message: string; code: string }> = {
  order: { message: 'Order not found', code: 'ORDER_NOT_FOUND' },
  project: { message: 'Project not found', code: 'PROJECT_NOT_FOUND' },
  quote: { message: 'Quote not found', code: 'QUOTE_NOT_FOUND' },
  hand_off: { message: 'Hand-off not found', code: 'HAND_OFF_NOT_FOUND' },
};
/** Routes whose path parameters name nobody's resource. */
const NOT_OWNED: Record<string, string> = {
  'GET /api/cabinets/{category}': 'a catalogue category',
  'GET /api/cabinet-pages/{style}/{sku}': "a cabinet's page",
};
/** The staff routes a Sales User may not use (issue 9: roles and sessions; issue 19: catalogue changes). */
const STORE_ADMIN_ONLY: Record<string, string> = {
  'GET /api/staff/roles': "a user's roles",
  'POST /api/staff/roles/grant': 'granting a role',
  'POST /api/staff/roles/revoke': 'revoking a role',
  'POST /api/staff/sessions/end': "ending a user's sessions",
  'PUT /api/staff/catalogue/{id}': 'changing prices and visibility',
};
const isStaff = (route: Route) => route.path === '/api/staff' || route.path.startsWith('/api/staff/');
const needsUser = (route: Route) => !(route.key in PUBLIC);

const binder = {
  items: [{ id: 'a', group: 'Shaker', name: 'B12', quantity: 2, selectedColor: null }],
  labels: [],
  preAssembly: false,
};
const details = {
  customerName: 'Ann Lee',
  billingAddress: '12 Elm St, Springfield, IL 62701',
  phone: '(217) 555-0100',
  fulfilment: 'pickup',
};

/** Row counts of every table: a refused request must leave them all as they were. */
const snapshot = async (): Promise<Record<string, number>> => {
  const { rows } = await pool.query<{ table_name: string }>(
    `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  const counts: Record<string, number> = {};
  for (const { table_name: table } of rows) {
    counts[table] = (await pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM "${table}"`)).rows[0]?.n ?? 0;
  }
  return counts;
};

// User A owns an order and projects; B is another ordinary (verified) user.
const owner = await verifiedUser(app, pool, uniqueEmail('owner'));
const other = await verifiedUser(app, pool, uniqueEmail('other'));
const sales = await verifiedUser(app, pool, uniqueEmail('sales'));
await pool.query(`INSERT INTO user_roles (user_id, role) VALUES ($1, 'Sales User')`, [sales.user.id]);
const placed = await app.inject({
  method: 'POST',
  url: '/api/orders',
  headers: { ...headersFor(owner.token), 'idempotency-key': `authz-${crypto.randomUUID()}` },
  payload: { cart: binder, details },
});
expect(placed.statusCode, placed.body).toBe(201);
const ownerOrderId = placed.json<{ order: { id: string } }>().order.id;

const newProject = async (name = `Owner's kitchen ${crypto.randomUUID().slice(0, 8)}`) => {
  const response = await app.inject({
    method: 'POST',
    url: '/api/projects',
    headers: headersFor(owner.token),
    payload: { name, cartData: binder },
  });
  expect(response.statusCode, response.body).toBe(201);
  return { id: response.json<{ project: { id: string } }>().project.id, name };
};
const ownerProject = await newProject();

/** A hand-off a Sales User made, filled and sent to the owner. */
const newHandOff = async () => {
  const staff = headersFor(sales.token);
  const made = await app.inject({
    method: 'POST',
    url: '/api/staff/hand-offs',
    headers: staff,
    payload: { email: owner.email, name: `Designed kitchen ${crypto.randomUUID().slice(0, 8)}` },
  });
  expect(made.statusCode, made.body).toBe(201);
  const id = made.json<{ id: string }>().id;
  const filled = await app.inject({
    method: 'PUT',
    url: `/api/staff/hand-offs/${id}`,
    headers: staff,
    payload: { cartData: binder },
  });
  expect(filled.statusCode, filled.body).toBe(200);
  const sent = await app.inject({ method: 'POST', url: `/api/staff/hand-offs/${id}/send`, headers: staff });
  expect(sent.statusCode, sent.body).toBe(200);
  return id;
};
const ownerHandOffId = await newHandOff();
const quoted = await app.inject({
  method: 'POST',
  url: '/api/quotes',
  headers: headersFor(owner.token),
  payload: { cart: binder },
});
expect(quoted.statusCode, quoted.body).toBe(201);
const ownerQuoteId = quoted.json<{ id: string }>().id;

/** Tokens that must not work, each presented from the device it was bound to (except the other-device case). */
const badToken = async (label: string) => {
  const email = uniqueEmail(label);
  const fingerprint = `device-${label}-${crypto.randomUUID()}`;
  await verifiedUser(app, pool, email);
  return { email, fingerprint, ...(await session(app, email, PASSWORD, fingerprint)) };
};
const tokenHash = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

const expired = await badToken('expired');
await pool.query(`UPDATE sessions SET expires_at = now() - interval '1 minute' WHERE token_hash = $1`, [
  tokenHash(expired.token),
]);

const loggedOut = await badToken('loggedout');
expect(
  (
    await app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: headersFor(loggedOut.token, loggedOut.fingerprint),
    })
  ).statusCode,
).toBe(200);

// A password changed on another device ends this device's session.
const changed = await badToken('changed');
const elsewhere = await session(app, changed.email, PASSWORD, 'device-changed-elsewhere');
const change = await app.inject({
  method: 'POST',
  url: '/api/change-password',
  headers: headersFor(elsewhere.token, 'device-changed-elsewhere'),
  payload: { currentPassword: PASSWORD, newPassword: 'Quill#Fern59' },
});
expect(change.statusCode, change.body).toBe(200);

const refusedTokens = [
  { label: 'an expired token', token: expired.token, fingerprint: expired.fingerprint, message: M.tokenExpired },
  {
    label: 'a token revoked by logout',
    token: loggedOut.token,
    fingerprint: loggedOut.fingerprint,
    message: M.tokenBlacklisted,
  },
  {
    label: 'a token ended by a password change',
    token: changed.token,
    fingerprint: changed.fingerprint,
    message: M.tokenBlacklisted,
  },
  {
    label: 'a valid token from another device',
    token: owner.token,
    fingerprint: 'device-of-a-thief',
    message: M.fingerprintMismatch,
  },
  {
    label: 'a forged token',
    token: crypto.randomBytes(32).toString('base64url'),
    fingerprint: 'device-forger',
    message: M.tokenInvalid,
  },
];

/** The route's path with the owner's real ids in it: refusals must not depend on the id being unknown. */
const url = (route: Route, ids: Partial<Record<Resource, string>> = {}) => {
  const resource = OWNED[route.key]?.resource;
  const id = (resource && ids[resource]) ?? ownerOrderId;
  return route.path.replace(/\{[^}]+\}/g, encodeURIComponent(id));
};
const bodyless = (method: Method) => method === 'GET' || method === 'DELETE';

const call = (
  route: Route,
  token: string | undefined,
  fingerprint: string,
  payload?: unknown,
  ids: Partial<Record<Resource, string>> = {},
) => {
  const body = TOKEN_IN_BODY[route.key]?.(token) ?? payload ?? {};
  return app.inject({
    method: route.method,
    url: url(route, { project: ownerProject.id, quote: ownerQuoteId, hand_off: ownerHandOffId, ...ids }),
    headers: {
      'x-device-fingerprint': fingerprint,
      ...(token === undefined ? {} : { authorization: `Bearer ${token}` }),
    },
    ...(bodyless(route.method) ? {} : { payload: body as Record<string, unknown> }),
  });
};

describe('the route tables', () => {
  it('find the API routes in the OpenAPI document', () => {
    expect(routes.length).toBeGreaterThanOrEqual(25);
    expect(routes.filter(needsUser).length).toBeGreaterThanOrEqual(15);
  });

  it('classify every route that takes an id (add a new one to OWNED or NOT_OWNED, or put it under /api/staff)', () => {
    const unclassified = routes.filter(
      (route) => route.params.length > 0 && !(route.key in OWNED) && !(route.key in NOT_OWNED) && !isStaff(route),
    );
    expect(unclassified.map((route) => route.key)).toEqual([]);
  });

  it('name only routes that exist', () => {
    const keys = new Set(routes.map((route) => route.key));
    const stale = [
      ...Object.keys(PUBLIC),
      ...Object.keys(TOKEN_IN_BODY),
      ...Object.keys(OWNED),
      ...Object.keys(NOT_OWNED),
      ...Object.keys(STORE_ADMIN_ONLY),
    ].filter((key) => !keys.has(key));
    expect(stale).toEqual([]);
  });
});

describe('every route that needs a user', () => {
  it.each(routes.filter(needsUser))(
    '$key refuses no token, expired, revoked, other-device and forged tokens with 401',
    async (route) => {
      const before = await snapshot();
      const none = await call(route, undefined, 'device-visitor');
      const noToken = NO_TOKEN_ANSWER[route.key] ?? { status: 401, body: { message: M.authenticationRequired } };
      expect(none.statusCode, `no token: ${none.body}`).toBe(noToken.status);
      expect(none.json()).toMatchObject(noToken.body);

      for (const { label, token, fingerprint, message } of refusedTokens) {
        const response = await call(route, token, fingerprint);
        expect(response.statusCode, `${label}: ${response.body}`).toBe(401);
        expect(response.json().message, label).toBe(message);
        if (!(route.key in TOKEN_IN_BODY)) expect(response.headers['www-authenticate'], label).toBe('Bearer');
        expect(response.body, label).not.toContain(owner.email);
      }
      expect(await snapshot()).toEqual(before);
    },
  );
});

describe('routes a visitor may call', () => {
  it.each(routes.filter((route) => !needsUser(route)))('$key does not ask a visitor to log in', async (route) => {
    const response = await call(route, undefined, 'device-visitor');
    expect(response.statusCode, response.body).toBeLessThan(500);
    expect([401, 403], response.body).not.toContain(response.statusCode);
  });
});

describe("another user's ids", () => {
  const owned = routes.filter((route) => route.key in OWNED);
  it('are tried on every owned-resource route there is', () => {
    expect(owned.map((route) => route.key).sort()).toEqual(Object.keys(OWNED).sort());
  });

  it.each(owned)(
    '$key answers another user 404 as for an unknown id, leaks nothing and changes nothing; the owner is served',
    async (route) => {
      const spec = OWNED[route.key];
      if (!spec) throw new Error(`${route.key} is not in OWNED`);
      const project = spec.resource === 'project' ? await newProject() : undefined;
      const handOff = spec.resource === 'hand_off' ? await newHandOff() : ownerHandOffId;
      const ids = {
        order: ownerOrderId,
        project: project?.id ?? ownerProject.id,
        quote: ownerQuoteId,
        hand_off: handOff,
      };
      const id = ids[spec.resource];
      const rowOf = async () =>
        JSON.stringify((await pool.query(`SELECT * FROM ${spec.resource}s WHERE id::text = $1`, [id])).rows);
      const before = await snapshot();
      const rowBefore = await rowOf();

      const response = await call(route, other.token, DEVICE, spec.body?.(), ids);
      expect(response.statusCode, response.body).toBe(404);
      expect(response.json()).toEqual(NOT_FOUND[spec.resource]);
      // An id nobody has is answered the same way, so another user's id cannot be told from it.
      const unknownId = spec.resource === 'order' ? 'RTA-ORD-NOSUCHORDR' : crypto.randomUUID();
      const unknown = await call(route, other.token, DEVICE, spec.body?.(), { ...ids, [spec.resource]: unknownId });
      expect([unknown.statusCode, unknown.json()]).toEqual([404, NOT_FOUND[spec.resource]]);
      for (const secret of [owner.email, project?.name ?? ownerProject.name, 'Ann Lee', '12 Elm St'])
        expect(response.body).not.toContain(secret);
      expect(await snapshot()).toEqual(before);
      expect(await rowOf()).toBe(rowBefore);

      // The same id is real: its owner is not told 'not found'.
      const own = await call(route, owner.token, DEVICE, spec.body?.(), ids);
      expect(own.statusCode, own.body).toBe(spec.owner);
    },
  );
});

describe('staff routes', () => {
  const staff = routes.filter(isStaff);
  it.each(staff)('$key refuses an ordinary signed-in user with 403 and writes nothing', async (route) => {
    const before = await snapshot();
    const response = await call(route, other.token, DEVICE);
    expect(response.statusCode, response.body).toBe(403);
    expect(response.json().message).toBe(M.forbidden);
    expect(await snapshot()).toEqual(before);
  });

  // The role check runs as the request arrives (staff/staff-routes.ts): a body that cannot even be read is still refused.
  it.each(staff.filter((route) => !bodyless(route.method)))(
    '$key refuses a visitor and an ordinary user before reading the body',
    async (route) => {
      for (const [who, token, status, message] of [
        ['visitor', undefined, 401, M.authenticationRequired],
        ['ordinary user', other.token, 403, M.forbidden],
      ] as const) {
        const response = await app.inject({
          method: route.method,
          url: url(route),
          headers: {
            'x-device-fingerprint': DEVICE,
            'content-type': 'application/json',
            ...(token === undefined ? {} : { authorization: `Bearer ${token}` }),
          },
          payload: '{"cut off": ',
        });
        expect(response.statusCode, `${who}: ${response.body}`).toBe(status);
        expect(response.json().message, who).toBe(message);
      }
    },
  );

  it.each(staff)('$key refuses a Sales User if and only if it is in STORE_ADMIN_ONLY', async (route) => {
    const before = await snapshot();
    const response = await call(route, sales.token, DEVICE);
    if (route.key in STORE_ADMIN_ONLY) {
      expect(response.statusCode, response.body).toBe(403);
      expect(await snapshot()).toEqual(before);
    } else {
      expect([401, 403], response.body).not.toContain(response.statusCode);
    }
  });
});
