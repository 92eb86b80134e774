import { afterAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import type { FastifyInstance } from 'fastify';
import { AUTH_MESSAGES as M } from '@rta/domain/accounts/messages';
import { buildApp } from '../src/app.ts';
import { createPool } from '../src/db/pool.ts';
import { createTestDatabase, testConfig } from './helper.ts';
import { DEVICE, headersFor, latestMail, linkToken, session, signUp, uniqueEmail } from './auth-helpers.ts';

/**
 * The guards later features use (projects, orders, checkout, staff), exercised through
 * routes of the kind those features will add.
 */
const url = await createTestDatabase();
const pool = createPool(url);
const app: FastifyInstance = await buildApp({
  config: testConfig({ RATE_LIMIT_AUTH_MAX: '10000' }),
  pool,
  logger: pino({ level: 'silent' }),
});
await app.register(async (feature) => {
  feature.get('/api/test/mine', { preHandler: feature.authenticate }, async (request) => ({ id: request.user?.id }));
  feature.get('/api/test/staff', { preHandler: feature.requireRole('Sales User') }, async () => ({ ok: true }));
  feature.get('/api/test/checkout', { preHandler: feature.requireVerifiedEmail }, async () => ({ ok: true }));
  feature.get('/api/test/visitor-or-user', { preHandler: feature.identify }, async (request) => ({
    email: request.user?.email ?? null,
  }));
});
await app.ready();
afterAll(async () => {
  await app.close();
  await pool.end();
});

const account = async () => {
  const email = uniqueEmail();
  await signUp(app, email);
  return { email, ...(await session(app, email)) };
};

describe('app.authenticate', () => {
  it('puts the user on the request', async () => {
    const { token, user } = await account();
    expect((await app.inject({ url: '/api/test/mine', headers: headersFor(token) })).json()).toEqual({ id: user.id });
  });

  it('refuses without a valid token', async () => {
    const response = await app.inject({ url: '/api/test/mine' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: M.authenticationRequired, code: 'TOKEN_MISSING' });
  });
});

describe('app.requireRole', () => {
  it('lets a holder of the role through and refuses others with 403', async () => {
    const { token, user } = await account();
    const refused = await app.inject({ url: '/api/test/staff', headers: headersFor(token) });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: M.forbidden, code: 'FORBIDDEN' });
    await pool.query(`INSERT INTO user_roles (user_id, role) VALUES ($1, 'Sales User')`, [user.id]);
    expect((await app.inject({ url: '/api/test/staff', headers: headersFor(token) })).statusCode).toBe(200);
  });

  it('asks visitors to log in first', async () => {
    expect((await app.inject({ url: '/api/test/staff' })).statusCode).toBe(401);
  });
});

describe('app.requireVerifiedEmail', () => {
  it('refuses an unverified user with the checkout message, and lets a verified one through', async () => {
    const { email, token } = await account();
    const refused = await app.inject({ url: '/api/test/checkout', headers: headersFor(token) });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: M.verifyBeforeCheckout, code: 'EMAIL_NOT_VERIFIED' });
    const verifyToken = linkToken((await latestMail(pool, email)).text, app.config.publicUrl, '/verify-email');
    await app.inject({ method: 'POST', url: '/api/verify-email', payload: { token: verifyToken } });
    expect((await app.inject({ url: '/api/test/checkout', headers: headersFor(token) })).statusCode).toBe(200);
  });
});

describe('app.identify', () => {
  it('serves visitors and stale tokens as visitors, and users as themselves', async () => {
    const { email, token } = await account();
    const visitor = await app.inject({ url: '/api/test/visitor-or-user' });
    expect(visitor.json()).toEqual({ email: null });
    const stale = await app.inject({ url: '/api/test/visitor-or-user', headers: headersFor('C'.repeat(43)) });
    expect(stale.statusCode).toBe(200);
    expect(stale.headers['www-authenticate']).toBeUndefined();
    expect(stale.json()).toEqual({ email: null });
    const user = await app.inject({ url: '/api/test/visitor-or-user', headers: headersFor(token, DEVICE) });
    expect(user.json()).toEqual({ email });
  });
});
