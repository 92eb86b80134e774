import { spawn } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp } from './helper.ts';
import { freePort } from './multi-instance-stack.ts';
import { hasRedisServer } from './redis-server.ts';

/** A throwaway redis-server on a given port (so it can come back where it was). */
const redisOn = async (port: number) => {
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  await new Promise<void>((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Ready to accept connections')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`redis-server exited (${code}):\n${output}`)));
  });
  child.stdout.resume();
  child.stderr.resume();
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    pause: () => child.kill('SIGSTOP'),
    resume: () => child.kill('SIGCONT'),
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
};

/**
 * Rate limits fail open (docs/operations.md): while Redis hangs or is gone, requests are
 * served uncounted and without waiting for it; once it is back, counting starts again.
 */
describe.skipIf(!hasRedisServer())('rate limits when Redis fails', async () => {
  const port = await freePort();
  let redis = await redisOn(port);
  afterAll(() => redis.stop());
  const { app } = await buildTestApp({ REDIS_URL: `redis://127.0.0.1:${port}`, RATE_LIMIT_AUTH_MAX: '2' });
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

  it('serves every request while Redis is gone, and limits again once it is back', async () => {
    await redis.stop();
    for (let n = 0; n < 4; n += 1) expect((await login('198.51.100.32')).statusCode).toBe(400);

    redis = await redisOn(port);
    // The server reconnects by itself, backing off up to 5 s. A new client's first request
    // leaves 1 of 2 once Redis counts it; served uncounted, it still shows 2.
    const remaining = async (probe: number) => (await login(`192.0.2.${(probe % 250) + 1}`)).headers['x-ratelimit-remaining'];
    for (let probe = 0; (await remaining(probe)) !== '1'; probe += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect((await login('198.51.100.33')).statusCode).toBe(400);
    expect((await login('198.51.100.33')).statusCode).toBe(400);
    expect((await login('198.51.100.33')).statusCode).toBe(429);
  });
});
