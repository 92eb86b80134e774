import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { API_SECURITY_HEADERS } from '../src/plugins/security.ts';
import { buildTestApp } from './helper.ts';
import { PATH_SPELLINGS } from './path-spellings.ts';

/**
 * Issue 19, finding 1: every rate limit and the API's headers are decided by the route the
 * router matched. Each spelling of a limited path that reaches its route counts against the
 * same limit as the plain path, and gets the API's headers; a spelling that reaches no route
 * is a 404. Sent over a real socket, byte for byte as written (no client normalises them).
 */
const { app } = await buildTestApp({ RATE_LIMIT_MAX: '4', RATE_LIMIT_AUTH_MAX: '3', RATE_LIMIT_CONTACT_MAX: '2' });
await app.listen({ port: 0, host: '127.0.0.1' });
const { port } = app.server.address() as AddressInfo;

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** One request with the path exactly as given, from `client` (X-Forwarded-For from loopback, a trusted proxy). */
const send = (method: string, path: string, client: string): Promise<Answer> =>
  new Promise((resolve, reject) => {
    const body = method === 'GET' ? undefined : '{}';
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        agent: false,
        headers: {
          'x-forwarded-for': client,
          ...(body ? { 'content-type': 'application/json', 'content-length': String(body.length) } : {}),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks).toString(),
          }),
        );
      },
    );
    request.on('error', reject);
    request.end(body);
  });

let clients = 0;
/** A client address of its own for each check, so checks do not share counts. */
const newClient = () => {
  clients += 1;
  return `198.51.${Math.floor(clients / 250)}.${(clients % 250) + 1}`;
};

const LIMITED = [
  { method: 'POST', path: '/api/login', limit: 3, endpoint: '/api/login' },
  { method: 'POST', path: '/api/signup', limit: 3, endpoint: '/api/signup' },
  { method: 'POST', path: '/api/password-reset', limit: 3, endpoint: '/api/password-reset' },
  { method: 'POST', path: '/api/contact', limit: 2, endpoint: undefined },
  // The limit on the API as a whole, on a route with no limit of its own.
  { method: 'GET', path: '/api/user', limit: 4, endpoint: '/api/user' },
] as const;

const isLimited = (answer: Answer) => answer.status === 429;

describe.each(LIMITED)('$method $path', ({ method, path, limit, endpoint }) => {
  const plain = () => send(method, path, newClient());

  it('is limited when spelled plainly (the baseline the spellings are held to)', async () => {
    const client = newClient();
    for (let n = 1; n <= limit; n += 1) expect(isLimited(await send(method, path, client)), `request ${n}`).toBe(false);
    const limited = await send(method, path, client);
    expect(limited.status).toBe(429);
    if (endpoint)
      expect(JSON.parse(limited.body).message).toBe(`Rate limit exceeded for ${endpoint}. Please try again later.`);
  });

  it.each(PATH_SPELLINGS)(
    'spelled with $name: counts against the same limit, or reaches nothing',
    async ({ spell }) => {
      const spelled = spell(path);
      const client = newClient();
      const first = await send(method, spelled, client);
      const reference = await plain();
      if (first.status === 404 && reference.status !== 404) {
        // Reaches no route: nothing was done, and nothing needs counting.
        expect(JSON.parse(first.body).message).toMatch(/^No such endpoint/);
        return;
      }
      expect(first.status, `${spelled} answered as the plain path does`).toBe(reference.status);
      expect(first.headers['x-ratelimit-limit'], spelled).toBe(String(limit));
      for (const [name, value] of Object.entries(API_SECURITY_HEADERS))
        expect(first.headers[name], `${spelled}: ${name}`).toBe(value);
      // The rest of the limit, spent with the spelling: then the plain path is refused too.
      for (let n = 2; n <= limit; n += 1)
        expect(isLimited(await send(method, spelled, client)), `${spelled} request ${n}`).toBe(false);
      expect((await send(method, path, client)).status, `${path} after ${limit} × ${spelled}`).toBe(429);
      const limited = await send(method, spelled, client);
      expect(limited.status, spelled).toBe(429);
      if (endpoint)
        expect(JSON.parse(limited.body).message).toBe(`Rate limit exceeded for ${endpoint}. Please try again later.`);
    },
  );

  it('the plain path spends the limit for every spelling too', async () => {
    const client = newClient();
    for (let n = 1; n <= limit; n += 1) await send(method, path, client);
    for (const { name, spell } of PATH_SPELLINGS) {
      const answer = await send(method, spell(path), client);
      expect([404, 429], `${name}: ${spell(path)} → ${answer.status}`).toContain(answer.status);
    }
  });
});

it('the spellings seen escaping the limits do reach their routes (so the checks above are not vacuous)', async () => {
  for (const path of [
    '/%61pi/login',
    '/%61pi/contact',
    '/%61pi/signup',
    '/%61pi/password-reset',
    '/api/%6Cogin',
    '/api/login/',
  ]) {
    const answer = await send('POST', path, newClient());
    expect(answer.status, path).not.toBe(404);
    expect(answer.headers['x-ratelimit-limit'], path).toBeDefined();
  }
});

it('unknown API paths, however spelled, answer as the API does', async () => {
  for (const path of ['/api/no-such-endpoint', '/%61pi/no-such-endpoint']) {
    const answer = await send('GET', path, newClient());
    expect(answer.status, path).toBe(404);
    expect(answer.headers['content-security-policy'], path).toBe(API_SECURITY_HEADERS['content-security-policy']);
  }
});
