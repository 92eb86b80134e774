import { afterAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import { buildApp } from '../src/app.ts';
import { createPool } from '../src/db/pool.ts';
import { createTestDatabase, testConfig } from './helper.ts';
import { hasRedisServer, startRedis } from './redis-server.ts';
import { DEVICE, headersFor, logIn, PASSWORD, signUp, uniqueEmail } from './auth-helpers.ts';

/**
 * Two server instances on one PostgreSQL and one Redis, as behind a load balancer: they
 * agree on sessions, revocations, lockouts and rate limits (DESIGN.md, Scale).
 */
describe.skipIf(!hasRedisServer())('two instances', async () => {
  const redis = await startRedis();
  afterAll(() => redis.stop());
  const url = await createTestDatabase();
  const instance = async () => {
    const pool = createPool(url);
    const app = await buildApp({
      config: testConfig({ REDIS_URL: redis.url, RATE_LIMIT_AUTH_MAX: '30' }),
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

  it('accept a session made on the other, and both refuse it once one logs it out', async () => {
    const email = uniqueEmail();
    expect((await signUp(a, email)).statusCode).toBe(201);
    const { token } = (await logIn(b, email)).json<{ token: string }>();
    expect((await a.inject({ url: '/api/user', headers: headersFor(token) })).statusCode).toBe(200);
    await b.inject({ method: 'POST', url: '/api/logout', headers: headersFor(token) });
    const refused = await a.inject({ url: '/api/user', headers: headersFor(token) });
    expect(refused.json()).toEqual({ message: 'Token is blacklisted', code: 'TOKEN_BLACKLISTED' });
  });

  it('count failed logins together', async () => {
    const email = uniqueEmail();
    await signUp(a, email);
    expect((await logIn(a, email, 'Wrong#1')).statusCode).toBe(401);
    expect((await logIn(b, email, 'Wrong#2')).statusCode).toBe(401);
    expect((await logIn(a, email, 'Wrong#3')).statusCode).toBe(423);
    expect((await logIn(b, email, PASSWORD, DEVICE)).statusCode).toBe(423);
  });

  it('share rate-limit counters through Redis', async () => {
    const client = { 'x-forwarded-for': '198.51.100.77' };
    const rotate = (app: typeof a) =>
      app.inject({ method: 'POST', url: '/api/rotate-token', headers: client, payload: {} });
    // 15 + 15 requests reach the limit of 30 only if the two instances count together.
    for (let n = 0; n < 15; n += 1) {
      expect((await rotate(a)).statusCode).toBe(400);
      expect((await rotate(b)).statusCode).toBe(400);
    }
    const limited = await rotate(a);
    expect(limited.statusCode).toBe(429);
    expect((await rotate(b)).statusCode).toBe(429);
  });

  it('keep serving when Redis goes away (limits pause, lockouts stay in PostgreSQL)', async () => {
    await redis.stop();
    const email = uniqueEmail();
    expect((await signUp(a, email)).statusCode).toBe(201);
    expect((await logIn(b, email)).statusCode).toBe(200);
  });
});
