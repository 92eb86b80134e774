import { afterAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp } from './helper.ts';
import { canStartOwnRedis, startRedis } from './redis-server.ts';
import { logIn, PASSWORD, signUp, uniqueEmail } from './auth-helpers.ts';

/**
 * Rate limits fail open (docs/operations.md): while Redis hangs or is gone, requests are
 * served uncounted and without waiting for it; once it is back, counting starts again.
 * Runs with the other Redis tests (TEST_REDIS_URL), on a Redis of its own that it can stop.
 */
const runs = canStartOwnRedis('redis-outage');

describe.skipIf(!runs)('rate limits when Redis fails', async () => {
  // A skipped suite's body still runs to collect its tests: start nothing then.
  if (!runs) return;
  let redis = await startRedis();
  afterAll(() => redis.stop());
  const { app } = await buildTestApp({ REDIS_URL: redis.url, RATE_LIMIT_AUTH_MAX: '2' });
  const login = (client: string) =>
    app.inject({ method: 'POST', url: '/api/login', headers: { 'x-forwarded-for': client }, payload: {} });

  it('counts in Redis while it answers', async () => {
    expect((await login('198.51.100.30')).statusCode).toBe(400);
    expect((await login('198.51.100.30')).statusCode).toBe(400);
    expect((await login('198.51.100.30')).statusCode).toBe(429);
  });

  it('serves a request within its 500 ms wait when Redis accepts but does not answer', async () => {
    redis.pause();
    try {
      const started = performance.now();
      const answer = await login('198.51.100.31');
      expect(answer.statusCode).toBe(400);
      expect(answer.json<{ code: string }>().code).toBe('VALIDATION_FAILED');
      expect(performance.now() - started).toBeLessThan(1_500);
    } finally {
      redis.resume();
    }
  });

  it('serves every request while Redis is gone; accounts and the lockout (PostgreSQL) go on working', async () => {
    await redis.stop();
    for (let n = 0; n < 4; n += 1) expect((await login('198.51.100.32')).statusCode).toBe(400);

    const email = uniqueEmail();
    expect((await signUp(app, email)).statusCode).toBe(201);
    expect((await logIn(app, email)).statusCode).toBe(200);
    expect((await logIn(app, email, 'Wrong#1')).statusCode).toBe(401);
    expect((await logIn(app, email, 'Wrong#2')).statusCode).toBe(401);
    expect((await logIn(app, email, 'Wrong#3')).statusCode).toBe(423);
    expect((await logIn(app, email, PASSWORD)).statusCode).toBe(423);
  });

  it('limits again once Redis is back', async () => {
    redis = await startRedis(redis.port);
    // The server reconnects by itself, backing off up to 5 s. A new client's first request
    // leaves 1 of 2 once Redis counts it; served uncounted, it still shows 2.
    let probe = 0;
    const remaining = async () => (await login(`192.0.2.${(probe++ % 250) + 1}`)).headers['x-ratelimit-remaining'];
    await vi.waitFor(async () => expect(await remaining()).toBe('1'), { timeout: 15_000, interval: 50 });
    expect((await login('198.51.100.33')).statusCode).toBe(400);
    expect((await login('198.51.100.33')).statusCode).toBe(400);
    expect((await login('198.51.100.33')).statusCode).toBe(429);
  });
});
