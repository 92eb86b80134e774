import { afterAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import { buildApp } from '../src/app.ts';
import { createPool } from '../src/db/pool.ts';
import { createTestDatabase, testConfig } from './helper.ts';
import { freshClientAddress, testRedisUrl } from './redis-server.ts';
import { DEVICE, headersFor, logIn, PASSWORD, signUp, uniqueEmail } from './auth-helpers.ts';

/**
 * Two server instances on one PostgreSQL and one Redis (TEST_REDIS_URL), as behind a load
 * balancer: they agree on sessions, revocations, lockouts and rate limits (DESIGN.md, Scale).
 * What happens while Redis is gone is redis-outage.test.ts's, with a Redis of its own.
 */
const redisUrl = testRedisUrl('shared-state');

describe.skipIf(!redisUrl)('two instances', async () => {
  // A skipped suite's body still runs to collect its tests: start nothing then.
  if (!redisUrl) return;
  const url = await createTestDatabase();
  const instance = async () => {
    const pool = createPool(url);
    const app = await buildApp({
      config: testConfig({ REDIS_URL: redisUrl, RATE_LIMIT_AUTH_MAX: '30' }),
      pool,
      logger: pino({ level: 'silent' }),
    });
    await app.ready();
    afterAll(async () => {
      await app.close();
      await pool.end();
    });
    return app;
  };
  const a = await instance();
  const b = await instance();
  // Every request of this run comes from an address of its own, so that counts other runs
  // left in the shared Redis never meet it.
  const from = { 'x-forwarded-for': freshClientAddress() };

  it('accept a session made on the other, and both refuse it once one logs it out', async () => {
    const email = uniqueEmail();
    expect((await signUp(a, email, {}, from)).statusCode).toBe(201);
    const loggedIn = await logIn(b, email, PASSWORD, DEVICE, from);
    expect(loggedIn.statusCode).toBe(200);
    const headers = { ...headersFor(loggedIn.json<{ token: string }>().token), ...from };
    expect((await a.inject({ url: '/api/user', headers })).statusCode).toBe(200);
    expect((await b.inject({ method: 'POST', url: '/api/logout', headers })).statusCode).toBe(200);
    const refused = await a.inject({ url: '/api/user', headers });
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ message: 'Token is blacklisted', code: 'TOKEN_BLACKLISTED' });
  });

  it('count failed logins together', async () => {
    const email = uniqueEmail();
    expect((await signUp(a, email, {}, from)).statusCode).toBe(201);
    expect((await logIn(a, email, 'Wrong#1', DEVICE, from)).statusCode).toBe(401);
    expect((await logIn(b, email, 'Wrong#2', DEVICE, from)).statusCode).toBe(401);
    expect((await logIn(a, email, 'Wrong#3', DEVICE, from)).statusCode).toBe(423);
    expect((await logIn(b, email, PASSWORD, DEVICE, from)).statusCode).toBe(423);
  });

  it('share rate-limit counters through Redis', async () => {
    const rotate = (app: typeof a) =>
      app.inject({ method: 'POST', url: '/api/rotate-token', headers: from, payload: {} });
    // 15 + 15 requests reach the limit of 30 only if the two instances count together.
    for (let n = 0; n < 15; n += 1) {
      expect((await rotate(a)).statusCode).toBe(400);
      expect((await rotate(b)).statusCode).toBe(400);
    }
    const limited = await rotate(a);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      message: 'Rate limit exceeded for /api/rotate-token. Please try again later.',
      code: 'RATE_LIMITED',
    });
    expect((await rotate(b)).statusCode).toBe(429);
  });
});
