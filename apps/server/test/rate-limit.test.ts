import { describe, expect, it } from 'vitest';
import { buildTestApp } from './helper.ts';
import { builtIndexHtml, webDist } from './web-dist.ts';

const login = (
  app: Awaited<ReturnType<typeof buildTestApp>>['app'],
  headers: Record<string, string> = {},
  remoteAddress?: string,
) =>
  app.inject({ method: 'POST', url: '/api/login', headers, payload: {}, ...(remoteAddress ? { remoteAddress } : {}) });

describe('auth routes: 100 requests per 15 minutes per client (spec §9)', async () => {
  const { app } = await buildTestApp();

  it('answers the 101st with 429, Retry-After, the rate-limit headers and the spec message', async () => {
    const client = { 'x-forwarded-for': '198.51.100.1' };
    for (let n = 1; n <= 100; n += 1) {
      const response = await login(app, client);
      expect(response.statusCode, `request ${n}`).toBe(400);
      expect(response.headers['x-ratelimit-remaining']).toBe(String(100 - n));
    }
    const limited = await login(app, client);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      message: 'Rate limit exceeded for /api/login. Please try again later.',
      code: 'RATE_LIMITED',
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(14 * 60);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    expect(limited.headers['x-ratelimit-limit']).toBe('100');
    expect(limited.headers['x-ratelimit-remaining']).toBe('0');
    expect(limited.headers['x-ratelimit-reset']).toBe(limited.headers['retry-after']);
  });

  it('counts each route and each client separately', async () => {
    const signup = await app.inject({
      method: 'POST',
      url: '/api/signup',
      headers: { 'x-forwarded-for': '198.51.100.1' },
      payload: {},
    });
    expect(signup.statusCode).toBe(400);
    expect((await login(app, { 'x-forwarded-for': '198.51.100.2' })).statusCode).toBe(400);
  });

  it('does not let an untrusted peer pick its own address with X-Forwarded-For', async () => {
    const peer = '203.0.113.7';
    for (let n = 1; n <= 100; n += 1) {
      expect((await login(app, { 'x-forwarded-for': `192.0.2.${n}` }, peer)).statusCode).toBe(400);
    }
    expect((await login(app, { 'x-forwarded-for': '192.0.2.250' }, peer)).statusCode).toBe(429);
  });
});

describe('the general limit and its settings', async () => {
  // With a built web app, so that its pages and assets are real routes.
  const dist = webDist({ 'index.html': builtIndexHtml(), 'assets/index-abc123.js': 'export {};' });
  const { app } = await buildTestApp({ RATE_LIMIT_MAX: '5', RATE_LIMIT_AUTH_MAX: '2', WEB_DIST_DIR: dist });

  it('limits every /api route per minute', async () => {
    for (let n = 0; n < 5; n += 1) expect((await app.inject({ url: '/api/colors' })).statusCode).toBe(200);
    const limited = await app.inject({ url: '/api/colors' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json<{ message: string }>().message).toBe(
      'Rate limit exceeded for /api/colors. Please try again later.',
    );
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);
  });

  it('never limits health checks, pages or assets, nor counts them against the API', async () => {
    const client = { 'x-forwarded-for': '198.51.100.40' };
    const get = (url: string) => app.inject({ url, headers: client });
    const pages: [string, number][] = [
      ['/healthz', 200],
      ['/', 200],
      ['/store', 200],
      ['/checkout', 200],
      ['/verify-email/some-token', 200],
      ['/staff/orders', 200],
      ['/no-such-page', 404],
      ['/assets/index-abc123.js', 200],
      ['/dev/mail', 200],
    ];
    for (let n = 0; n < 10; n += 1) {
      for (const [url, status] of pages) {
        const response = await get(url);
        expect(response.statusCode, `${url}, request ${n + 1}`).toBe(status);
        expect(response.headers['x-ratelimit-remaining'], url).toBeUndefined();
      }
    }
    expect((await get('/store')).body).toContain('/assets/index-abc123.js');
    // The same client still has its whole API allowance: 5, then a 429.
    for (let n = 0; n < 5; n += 1) expect((await get('/api/colors')).statusCode).toBe(200);
    expect((await get('/api/colors')).statusCode).toBe(429);
  });

  it('counts requests the staff routes refuse: forged tokens are limited like anything else', async () => {
    const stranger = {
      'x-forwarded-for': '198.51.100.30',
      authorization: 'Bearer forgedforgedforgedforged',
      'x-device-fingerprint': 'stranger-device-01',
    };
    for (let n = 1; n <= 5; n += 1)
      expect((await app.inject({ url: '/api/staff/orders', headers: stranger })).statusCode, `request ${n}`).toBe(401);
    expect((await app.inject({ url: '/api/staff/orders', headers: stranger })).statusCode).toBe(429);
  });

  it('stops one client trying many addresses, however it spells the path (issue 19)', async () => {
    const client = { 'x-forwarded-for': '198.51.100.20', 'x-device-fingerprint': 'many-addresses-device-1' };
    const attempt = (url: string, n: number) =>
      app.inject({
        method: 'POST',
        url,
        headers: client,
        payload: { email: `someone.${n}@example.com`, password: 'Wrong#Guess1' },
      });
    expect((await attempt('/api/login', 1)).statusCode).toBe(401);
    expect((await attempt('/%61pi/login', 2)).statusCode).toBe(401);
    for (const [n, url] of ['/api/login', '/%61pi/login', '/api/%6Cogin/'].entries())
      expect((await attempt(url, n + 3)).statusCode).toBe(429);
  });

  it('applies RATE_LIMIT_AUTH_MAX to the auth routes', async () => {
    const client = { 'x-forwarded-for': '198.51.100.9' };
    expect((await login(app, client)).statusCode).toBe(400);
    expect((await login(app, client)).statusCode).toBe(400);
    expect((await login(app, client)).statusCode).toBe(429);
  });
});
