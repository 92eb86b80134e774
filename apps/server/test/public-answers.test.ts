import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import type { CatalogueRow } from '@rta/domain/catalogue';
import { PUBLIC_ANSWER_MS, createPublicAnswers, serverWithPublicAnswers } from '../src/lib/public-answers.ts';
import { toSharedJson } from '../src/lib/send-json.ts';
import { buildApp } from '../src/app.ts';
import { createPool } from '../src/db/pool.ts';
import { createTestDatabase, testConfig } from './helper.ts';
import { rawRequest, withoutDate } from './raw-request.ts';
import { accountWithRoles } from './staff-helpers.ts';
import { createTestClock } from './test-clock.ts';

const listen = (server: http.Server): Promise<string> =>
  new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)));

const JSON_TYPE = 'application/json; charset=utf-8';

const keepAlive = new http.Agent({ keepAlive: true });
afterAll(() => keepAlive.destroy());

describe('public answers in front of a router', async () => {
  let now = 0;
  const answers = createPublicAnswers({ securityHeaders: { 'x-content-type-options': 'nosniff' }, now: () => now, maxUrls: 3 });
  const routed: string[] = [];
  const server = serverWithPublicAnswers(answers)(
    (request, response) => {
      routed.push(`${request.method} ${request.url}`);
      response.end('from the router');
    },
    { keepAliveTimeout: 7_000, requestTimeout: 0, connectionTimeout: 0, maxRequestsPerSocket: 0 },
  );
  const base = await listen(server);
  afterAll(() => new Promise<void>((done) => server.close(() => done())));
  const large = await toSharedJson({ data: 'cabinet '.repeat(500) });
  const small = await toSharedJson({ data: 'B12' });

  const routedFor = async (path: string, options?: Parameters<typeof rawRequest>[1]) => {
    const before = routed.length;
    const answer = await rawRequest(base + path, { agent: keepAlive, ...options });
    return { answer, routed: routed.length > before };
  };

  beforeAll(() => {
    answers.clear();
    routed.length = 0;
  });

  it.each([
    ['gzip, deflate, br, zstd', 'br', zlib.brotliDecompressSync],
    ['gzip;q=1, br;q=0.5', 'gzip', zlib.gunzipSync],
    ['identity', undefined, (bytes: Buffer) => bytes],
    [undefined, undefined, (bytes: Buffer) => bytes],
  ] as const)('repeat a kept answer for its exact URL, with Accept-Encoding %s as %s, without the router', async (accepted, encoding, decode) => {
    answers.keep('/shelf?x=1', large, JSON_TYPE);
    const { answer, routed: wasRouted } = await routedFor('/shelf?x=1', { headers: accepted ? { 'accept-encoding': accepted } : {} });
    expect(wasRouted).toBe(false);
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe(encoding);
    expect(answer.headers['vary']).toBe('accept-encoding');
    expect(answer.headers['content-type']).toBe(JSON_TYPE);
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['keep-alive']).toBe('timeout=7');
    expect(decode(answer.body).equals(large.identity)).toBe(true);
  });

  it('send an answer too small to compress as it is, with no Vary', async () => {
    answers.keep('/small', small, JSON_TYPE);
    const { answer, routed: wasRouted } = await routedFor('/small', { headers: { 'accept-encoding': 'br' } });
    expect(wasRouted).toBe(false);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.headers['vary']).toBeUndefined();
    expect(answer.body.equals(small.identity)).toBe(true);
  });

  it('leave another URL, another method and an expired answer to the router', async () => {
    answers.keep('/shelf?x=1', large, JSON_TYPE);
    expect((await routedFor('/shelf?x=2')).answer.body.toString()).toBe('from the router');
    expect((await routedFor('/shelf')).routed).toBe(true);
    expect((await routedFor('/shelf?x=1', { method: 'HEAD' })).routed).toBe(true);
    expect((await routedFor('/shelf?x=1', { method: 'POST' })).routed).toBe(true);
    now += PUBLIC_ANSWER_MS - 1;
    expect((await routedFor('/shelf?x=1')).routed).toBe(false);
    now += 1;
    expect((await routedFor('/shelf?x=1')).routed).toBe(true);
    expect((await routedFor('/shelf?x=1')).routed).toBe(true);
  });

  it('hold a bounded number of URLs, forgetting the oldest kept first', async () => {
    answers.clear();
    for (const path of ['/1', '/2', '/3', '/4', '/2']) answers.keep(path, small, JSON_TYPE);
    expect(answers.size).toBe(3);
    expect((await routedFor('/1')).routed).toBe(true);
    for (const path of ['/2', '/3', '/4']) expect((await routedFor(path)).routed, path).toBe(false);
    // /2, kept again last, outlives /3.
    answers.keep('/5', small, JSON_TYPE);
    expect((await routedFor('/3')).routed).toBe(true);
    expect((await routedFor('/2')).routed).toBe(false);
  });

  it('send everything to the router once cleared', async () => {
    answers.keep('/shelf?x=1', large, JSON_TYPE);
    answers.keep('/small', small, JSON_TYPE);
    answers.clear();
    expect((await routedFor('/shelf?x=1')).routed).toBe(true);
    expect((await routedFor('/small')).routed).toBe(true);
  });
});

/** The store on a real socket, its log kept to tell which answers came from the public answers. */
const startStore = async (env: NodeJS.ProcessEnv) => {
  const lines: string[] = [];
  const capture = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  const pool = createPool(await createTestDatabase());
  // A clock that stands still: an answer is repeated however slowly the test runs.
  const app = await buildApp({ config: testConfig(env), pool, logger: pino({ level: 'info' }, capture), clock: createTestClock() });
  await app.listen({ port: 0, host: '127.0.0.1' });
  afterAll(async () => {
    await app.close();
    await pool.end();
  });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const repeated = () => lines.filter((line) => (JSON.parse(line) as { msg?: string }).msg === 'request completed from the public answers').length;
  return { app, pool, base, repeated };
};

const fromPublicAnswers = async (store: { base: string; repeated: () => number }, path: string, headers: Record<string, string> = {}) => {
  const before = store.repeated();
  const answer = await rawRequest(store.base + path, { headers, agent: keepAlive });
  return { answer, repeated: store.repeated() > before };
};

describe("the catalogue's answers", async () => {
  const store = await startStore({ RATE_LIMIT_MAX: '0', RATE_LIMIT_AUTH_MAX: '10000' });
  let app: FastifyInstance;
  let pool: pg.Pool;
  beforeAll(() => ({ app, pool } = store));

  it.each(['/api/cabinets/Base?group=Shaker', '/api/cabinets/wall?group=Slim%20Shaker', '/api/cabinet-groups', '/api/colors'])(
    'are repeated for %s byte for byte, with the same headers as the router sent',
    async (path) => {
      for (const accepted of ['gzip, deflate, br, zstd', 'gzip', 'identity']) {
        app.publicAnswers.clear();
        const first = await fromPublicAnswers(store, path, { 'accept-encoding': accepted });
        const second = await fromPublicAnswers(store, path, { 'accept-encoding': accepted });
        expect(first.repeated).toBe(false);
        expect(second.repeated, accepted).toBe(true);
        expect(second.answer.status).toBe(200);
        expect(withoutDate(second.answer.headers)).toEqual(withoutDate(first.answer.headers));
        expect(second.answer.body.equals(first.answer.body)).toBe(true);
        // The router's keep-alive (72 s), not node's default 5 s: the server is Fastify's.
        expect(second.answer.headers['keep-alive']).toBe('timeout=72');
        expect(second.answer.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
      }
    },
  );

  it('never repeat a refusal', async () => {
    for (let n = 0; n < 2; n += 1) {
      const unknown = await fromPublicAnswers(store, '/api/cabinets/Base?group=Oak');
      expect(unknown.answer.status).toBe(404);
      expect(unknown.repeated).toBe(false);
    }
  });

  it("show a staff member's price change at once", async () => {
    const path = '/api/cabinets/Base?group=Shaker';
    const price = async () => {
      const { answer } = await fromPublicAnswers(store, path);
      return (JSON.parse(answer.body.toString()) as { data: CatalogueRow[] }).data.find((row) => row.data_name === 'B15')?.currency_price;
    };
    const before = await price();
    expect((await fromPublicAnswers(store, path)).repeated).toBe(true);
    const staff = await accountWithRoles(app, pool, ['Store Admin']);
    const { rows } = await pool.query<{ id: number }>(`SELECT id FROM cabinets WHERE group_name = 'Shaker' AND name = 'B15'`);
    const edit = await app.inject({ method: 'PUT', url: `/api/staff/catalogue/${rows[0]?.id}`, headers: staff.headers, payload: { priceCents: 43_210 } });
    expect(edit.statusCode).toBe(200);
    expect(before).not.toBe(43_210);
    expect(await price()).toBe(43_210);
  });
});

describe('the per-client rate limit', async () => {
  const store = await startStore({ RATE_LIMIT_MAX: '3', RATE_LIMIT_AUTH_MAX: '10000' });

  it('counts what reaches the router, not the public answers repeated (they cost less than counting)', async () => {
    const colors = await fromPublicAnswers(store, '/api/colors');
    expect(colors.answer.headers['x-ratelimit-remaining']).toBe('2');
    for (let n = 0; n < 5; n += 1) {
      const again = await fromPublicAnswers(store, '/api/colors');
      expect(again.repeated).toBe(true);
      expect(again.answer.status).toBe(200);
    }
    expect((await fromPublicAnswers(store, '/api/cabinets/Base?group=Shaker')).answer.headers['x-ratelimit-remaining']).toBe('1');
    expect((await fromPublicAnswers(store, '/api/cabinet-groups')).answer.headers['x-ratelimit-remaining']).toBe('0');
    const limited = await fromPublicAnswers(store, '/api/cabinets/Wall?group=Shaker');
    expect(limited.answer.status).toBe(429);
    expect(JSON.parse(limited.answer.body.toString())).toMatchObject({ message: 'Rate limit exceeded for /api/cabinets/Wall. Please try again later.' });
    // A URL the router answered before is still repeated while its answer is held.
    expect((await fromPublicAnswers(store, '/api/colors')).answer.status).toBe(200);
  });
});
