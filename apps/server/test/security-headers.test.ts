import { describe, expect, it } from 'vitest';
import { buildTestApp } from './helper.ts';
import { builtIndexHtml, webDist } from './web-dist.ts';
import { DEVICE, PASSWORD, headersFor, latestMail, linkToken, signUp, uniqueEmail } from './auth-helpers.ts';

/**
 * Headers (issue 10): the HTML pages carry a CSP whose scripts come only from our origin
 * (no 'unsafe-inline', no 'unsafe-eval') and contain no script such a CSP would block; no
 * answer says X-Powered-By; any cookie is Secure, HttpOnly and SameSite, and logging in
 * sets none (the session is a bearer token, not a cookie). The built app under its own CSP
 * in Chromium is covered by the browser tests, which fail on any console error.
 */

const dist = webDist({ 'index.html': builtIndexHtml(), 'assets/index-abc123.js': 'export {};' });

const { app, pool } = await buildTestApp({ WEB_DIST_DIR: dist, RATE_LIMIT_MAX: '0', RATE_LIMIT_AUTH_MAX: '1000000' });

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
const document = (await app.inject({ url: '/api/docs/json' })).json<{
  paths: Record<string, Record<string, unknown>>;
}>();
const apiRoutes = Object.entries(document.paths).flatMap(([route, methods]) =>
  Object.keys(methods).map((method) => ({ method: method.toUpperCase() as Method, path: route })),
);

/** The directives of a CSP header, by name. */
const directives = (header: unknown): Map<string, string[]> =>
  new Map(
    String(header ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name = '', ...values]) => [name.toLowerCase(), values]),
  );

/** What may run scripts: script-src, or default-src when there is none. */
const scriptSources = (header: unknown): string[] => {
  const csp = directives(header);
  return csp.get('script-src-elem') ?? csp.get('script-src') ?? csp.get('default-src') ?? [];
};

const expectStrictScripts = (header: unknown, what: string) => {
  const sources = scriptSources(header);
  expect(sources, `${what}: no script-src or default-src in ${String(header)}`).not.toEqual([]);
  expect(sources, what).toContain("'self'");
  for (const forbidden of ["'unsafe-inline'", "'unsafe-eval'", '*', 'data:', 'http:', 'https:'])
    expect(sources, what).not.toContain(forbidden);
  expect(directives(header).get('object-src'), what).toEqual(["'none'"]);
};

/** Every cookie must be Secure, HttpOnly and SameSite. */
const expectSafeCookies = (setCookie: string | string[] | undefined, what: string) => {
  for (const cookie of [setCookie ?? []].flat()) {
    const attributes = cookie.split(';').map((part) => part.trim().toLowerCase());
    expect(attributes, `${what}: ${cookie}`).toContain('secure');
    expect(attributes, `${what}: ${cookie}`).toContain('httponly');
    expect(
      attributes.some((a) => /^samesite=(strict|lax)$/.test(a)),
      `${what}: ${cookie}`,
    ).toBe(true);
  }
};

const PAGES = ['/', '/store', '/checkout', '/visit', '/faq', '/no-such-page'];

describe('the HTML pages', () => {
  it.each(PAGES)('%s has a CSP with scripts from our origin only, and no script it would block', async (page) => {
    const response = await app.inject({ url: page });
    expect(response.headers['content-type']).toContain('text/html');
    expectStrictScripts(response.headers['content-security-policy'], page);
    expect(directives(response.headers['content-security-policy']).get('frame-ancestors')).toEqual(["'none'"]);
    expect(response.headers['x-powered-by']).toBeUndefined();
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    // Under that CSP an inline script or handler would not run: the page must need none.
    const scripts = [...response.body.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
    expect(scripts.length).toBeGreaterThanOrEqual(2);
    for (const [, attributes = '', body = ''] of scripts) {
      const external = /\bsrc="\/[^/]/.test(attributes);
      const data = /\btype="application\/json"/.test(attributes);
      expect(external || data, `inline script in ${page}: <script${attributes}>${body.slice(0, 80)}`).toBe(true);
      if (external) expect(body.trim()).toBe('');
    }
    expect(response.body).not.toMatch(/\son[a-z]+\s*=/i);
    expect(response.body).not.toMatch(/javascript:/i);
  });

  it('the API documentation page also runs no inline script', async () => {
    const response = await app.inject({ url: '/api/docs' });
    expect(response.statusCode).toBe(200);
    expectStrictScripts(response.headers['content-security-policy'], '/api/docs');
    // Like the store's pages, it names no other host.
    expect(response.headers['content-security-policy']).not.toMatch(/https:|swagger\.io/);
    expect(response.headers['x-powered-by']).toBeUndefined();
    for (const [, attributes = ''] of response.body.matchAll(/<script\b([^>]*)>/gi))
      expect(attributes).toMatch(/\bsrc="/);
  });
});

describe('every answer', () => {
  const others = [
    { method: 'GET' as Method, path: '/healthz' },
    { method: 'GET' as Method, path: '/readyz' },
    { method: 'GET' as Method, path: '/assets/index-abc123.js' },
  ];
  const call = (method: Method, route: string) =>
    app.inject({
      method,
      url: route.replace(/\{[^}]+\}/g, 'x'),
      ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }),
    });

  it.each(others)(
    '$method $path says no X-Powered-By, sets a strict CSP and no unsafe cookie',
    async ({ method, path: route }) => {
      const response = await call(method, route);
      expect(response.statusCode).toBeLessThan(500);
      expect(response.headers['x-powered-by']).toBeUndefined();
      expectStrictScripts(response.headers['content-security-policy'], `${method} ${route}`);
      expectSafeCookies(response.headers['set-cookie'], `${method} ${route}`);
    },
  );

  // OWASP's set for REST answers: nothing may load or frame, no sniffing, no cross-site reads.
  const pageHsts = async () => (await app.inject({ url: '/' })).headers['strict-transport-security'];
  it.each([
    ...apiRoutes.filter((route) => !route.path.startsWith('/api/docs')),
    { method: 'GET' as Method, path: '/api/no-such-endpoint' },
  ])(
    '$method $path says no X-Powered-By, allows nothing to load or frame, and sets no unsafe cookie',
    async ({ method, path: route }) => {
      const response = await call(method, route);
      expect(response.statusCode).toBeLessThan(500);
      expect(response.headers['x-powered-by']).toBeUndefined();
      const csp = directives(response.headers['content-security-policy']);
      expect(csp.get('default-src')).toEqual(["'none'"]);
      expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
      expect([...csp.keys()].sort()).toEqual(['default-src', 'frame-ancestors']);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(response.headers['referrer-policy']).toBe('no-referrer');
      expect(response.headers['strict-transport-security']).toBe(await pageHsts());
      expectSafeCookies(response.headers['set-cookie'], `${method} ${route}`);
    },
  );
});

describe('cookies', () => {
  it('are not used to sign in: signup, verification, login, rotation and logout set none', async () => {
    const email = uniqueEmail('cookies');
    const responses = [await signUp(app, email)];
    const token = linkToken((await latestMail(pool, email)).text, app.config.publicUrl, '/verify-email');
    responses.push(await app.inject({ method: 'POST', url: '/api/verify-email', payload: { token } }));
    const login = await app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'x-device-fingerprint': DEVICE },
      payload: { email, password: PASSWORD },
    });
    expect(login.statusCode, login.body).toBe(200);
    responses.push(login);
    const session = login.json<{ token: string }>().token;
    responses.push(await app.inject({ url: '/api/user', headers: headersFor(session) }));
    const rotated = await app.inject({
      method: 'POST',
      url: '/api/rotate-token',
      headers: headersFor(session),
      payload: { currentToken: session },
    });
    expect(rotated.statusCode, rotated.body).toBe(200);
    responses.push(rotated);
    responses.push(
      await app.inject({
        method: 'POST',
        url: '/api/logout',
        headers: headersFor(rotated.json<{ token: string }>().token),
      }),
    );
    responses.push(
      await app.inject({
        method: 'POST',
        url: '/api/login',
        headers: { 'x-device-fingerprint': DEVICE },
        payload: { email, password: 'Wrong#1234' },
      }),
    );
    // Each step did what it is named for (a refused signup setting no cookie would prove nothing).
    expect(responses.map((response) => response.statusCode)).toEqual([201, 200, 200, 200, 200, 200, 401]);
    for (const response of responses) expect(response.headers['set-cookie'], response.body).toBeUndefined();
  });
});
