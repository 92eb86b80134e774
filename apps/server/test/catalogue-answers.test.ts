import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import type { CatalogueRow } from '@rta/domain/catalogue/catalogue';
import {
  CATALOGUE_ANSWER_MAX_AGE_MS,
  createCatalogueAnswers,
  serverWithCatalogueAnswers,
} from '../src/catalogue/catalogue-answers.ts';
import { buildApp } from '../src/app.ts';
import { createPool } from '../src/db/pool.ts';
import { createTestDatabase, testConfig } from './helper.ts';
import { rawRequest, withoutDate } from './raw-request.ts';
import { accountWithRoles } from './staff-helpers.ts';
import { createTestClock } from './test-clock.ts';

const listen = (server: http.Server): Promise<string> =>
  new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)),
  );

const JSON_TYPE = 'application/json; charset=utf-8';

const keepAlive = new http.Agent({ keepAlive: true });
afterAll(() => keepAlive.destroy());

describe('catalogue answers', () => {
  let now = 0;
  const answers = createCatalogueAnswers({ securityHeaders: {}, now: () => now });
  /** A read of the catalogue that counts how often it ran and answers whatever `reads.data` holds then. */
  const counted = (data: string) => {
    const reads = { count: 0, data };
    const read = async () => {
      reads.count += 1;
      return reads.data;
    };
    return { reads, read };
  };
  const large = (word: string) => `${word} `.repeat(500);

  it('are read once for concurrent requests, and held until the catalogue changes', async () => {
    const { reads, read } = counted(large('cabinet'));
    const [first, second] = await Promise.all([answers.get('shelf', read), answers.get('shelf', read)]);
    expect(reads.count).toBe(1);
    expect(second).toBe(first);
    expect(JSON.parse(first.body.identity.toString())).toEqual({ data: reads.data });
    expect(zlib.brotliDecompressSync(first.body.br ?? Buffer.alloc(0)).equals(first.body.identity)).toBe(true);
    now += CATALOGUE_ANSWER_MAX_AGE_MS - 1;
    expect(await answers.get('shelf', read)).toBe(first);
    answers.changed();
    reads.data = large('drawer');
    const after = await answers.get('shelf', read);
    expect(reads.count).toBe(2);
    expect(JSON.parse(after.body.identity.toString())).toEqual({ data: reads.data });
  });

  it('are read again after the maximum age, compressed again only when the rows changed', async () => {
    answers.changed();
    const { reads, read } = counted(large('cabinet'));
    const first = await answers.get('shelf', read);
    now += CATALOGUE_ANSWER_MAX_AGE_MS;
    const unchanged = await answers.get('shelf', read);
    expect(reads.count).toBe(2);
    expect(unchanged).not.toBe(first);
    expect(unchanged.body).toBe(first.body);
    now += CATALOGUE_ANSWER_MAX_AGE_MS;
    reads.data = large('drawer');
    const changed = await answers.get('shelf', read);
    expect(reads.count).toBe(3);
    expect(zlib.brotliDecompressSync(changed.body.br ?? Buffer.alloc(0)).toString()).toBe(
      JSON.stringify({ data: reads.data }),
    );
  });

  it('hold no failed read', async () => {
    let fail = true;
    const read = async () => {
      if (fail) throw new Error('the database is away');
      return 'B12';
    };
    await expect(answers.get('failing', read)).rejects.toThrow('the database is away');
    fail = false;
    expect((await answers.get('failing', read)).data).toBe('B12');
  });
});

describe('catalogue answers in front of a router', async () => {
  let now = 0;
  const answers = createCatalogueAnswers({
    securityHeaders: { 'x-content-type-options': 'nosniff' },
    now: () => now,
    maxUrls: 3,
  });
  const routed: string[] = [];
  const server = serverWithCatalogueAnswers(answers)(
    (request, response) => {
      routed.push(`${request.method} ${request.url}`);
      response.end('from the router');
    },
    { keepAliveTimeout: 7_000, requestTimeout: 0, connectionTimeout: 0, maxRequestsPerSocket: 0 },
  );
  const base = await listen(server);
  afterAll(() => new Promise<void>((done) => server.close(() => done())));
  const read = (data: string) => () => Promise.resolve(data);
  // Read again (as after a change) whenever a test needs them, so that they are of the current version.
  const large = () => answers.get('large', read('cabinet '.repeat(500)));
  const small = () => answers.get('small', read('B12'));

  const routedFor = async (path: string, options?: Parameters<typeof rawRequest>[1]) => {
    const before = routed.length;
    const answer = await rawRequest(base + path, { agent: keepAlive, ...options });
    return { answer, routed: routed.length > before };
  };

  beforeAll(() => {
    answers.changed();
    routed.length = 0;
  });

  it.each([
    ['gzip, deflate, br, zstd', 'br', zlib.brotliDecompressSync],
    ['gzip;q=1, br;q=0.5', 'gzip', zlib.gunzipSync],
    ['identity', undefined, (bytes: Buffer) => bytes],
    [undefined, undefined, (bytes: Buffer) => bytes],
  ] as const)(
    'repeat a held answer for its exact URL, with Accept-Encoding %s as %s, without the router',
    async (accepted, encoding, decode) => {
      const held = await large();
      answers.hold('/shelf?x=1', held);
      const { answer, routed: wasRouted } = await routedFor('/shelf?x=1', {
        headers: accepted ? { 'accept-encoding': accepted } : {},
      });
      expect(wasRouted).toBe(false);
      expect(answer.status).toBe(200);
      expect(answer.headers['content-encoding']).toBe(encoding);
      expect(answer.headers['vary']).toBe('accept-encoding');
      expect(answer.headers['content-type']).toBe(JSON_TYPE);
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['keep-alive']).toBe('timeout=7');
      expect(decode(answer.body).equals(held.body.identity)).toBe(true);
    },
  );

  it('send an answer too small to compress as it is, with no Vary', async () => {
    const held = await small();
    answers.hold('/small', held);
    const { answer, routed: wasRouted } = await routedFor('/small', { headers: { 'accept-encoding': 'br' } });
    expect(wasRouted).toBe(false);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.headers['vary']).toBeUndefined();
    expect(answer.body.equals(held.body.identity)).toBe(true);
  });

  it('leave another URL, another method and an answer past its maximum age to the router', async () => {
    answers.changed();
    answers.hold('/shelf?x=1', await large());
    expect((await routedFor('/shelf?x=2')).answer.body.toString()).toBe('from the router');
    expect((await routedFor('/shelf')).routed).toBe(true);
    expect((await routedFor('/shelf?x=1', { method: 'HEAD' })).routed).toBe(true);
    expect((await routedFor('/shelf?x=1', { method: 'POST' })).routed).toBe(true);
    now += CATALOGUE_ANSWER_MAX_AGE_MS - 1;
    expect((await routedFor('/shelf?x=1')).routed).toBe(false);
    now += 1;
    expect((await routedFor('/shelf?x=1')).routed).toBe(true);
    expect((await routedFor('/shelf?x=1')).routed).toBe(true);
  });

  it('hold a bounded number of URLs, forgetting the oldest held first', async () => {
    answers.changed();
    const held = await small();
    for (const path of ['/1', '/2', '/3', '/4', '/2']) answers.hold(path, held);
    expect(answers.heldUrls).toBe(3);
    expect((await routedFor('/1')).routed).toBe(true);
    for (const path of ['/2', '/3', '/4']) expect((await routedFor(path)).routed, path).toBe(false);
    // /2, held again last, outlives /3.
    answers.hold('/5', held);
    expect((await routedFor('/3')).routed).toBe(true);
    expect((await routedFor('/2')).routed).toBe(false);
  });

  it('send everything to the router once the catalogue changed', async () => {
    answers.hold('/shelf?x=1', await large());
    answers.hold('/small', await small());
    answers.changed();
    expect((await routedFor('/shelf?x=1')).routed).toBe(true);
    expect((await routedFor('/small')).routed).toBe(true);
  });

  it('never hold an answer read before the last change (a request that waited for it still gets it)', async () => {
    answers.changed();
    const before = await large();
    answers.changed();
    answers.hold('/shelf?x=1', before);
    expect(answers.heldUrls).toBe(0);
    expect((await routedFor('/shelf?x=1')).routed).toBe(true);
    answers.hold('/shelf?x=1', await large());
    expect((await routedFor('/shelf?x=1')).routed).toBe(false);
  });
});

/** The store on a real socket, its log kept to tell which answers were repeated in front of the router. */
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
  const app = await buildApp({
    config: testConfig(env),
    pool,
    logger: pino({ level: 'info' }, capture),
    clock: createTestClock(),
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  afterAll(async () => {
    await app.close();
    await pool.end();
  });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const repeated = () =>
    lines.filter(
      (line) => (JSON.parse(line) as { msg?: string }).msg === 'request completed from the catalogue answers',
    ).length;
  return { app, pool, base, repeated };
};

const fromHeldAnswers = async (
  store: { base: string; repeated: () => number },
  path: string,
  headers: Record<string, string> = {},
) => {
  const before = store.repeated();
  const answer = await rawRequest(store.base + path, { headers, agent: keepAlive });
  return { answer, repeated: store.repeated() > before };
};

describe("the catalogue's answers", async () => {
  const store = await startStore({ RATE_LIMIT_MAX: '0', RATE_LIMIT_AUTH_MAX: '10000' });
  let app: FastifyInstance;
  let pool: pg.Pool;
  beforeAll(() => ({ app, pool } = store));

  it.each([
    '/api/cabinets/Base?group=Shaker',
    '/api/cabinets/wall?group=Slim%20Shaker',
    '/api/cabinet-groups',
    '/api/colors',
  ])('are repeated for %s byte for byte, with the same headers as the router sent', async (path) => {
    for (const accepted of ['gzip, deflate, br, zstd', 'gzip', 'identity']) {
      app.catalogueAnswers.changed();
      const first = await fromHeldAnswers(store, path, { 'accept-encoding': accepted });
      const second = await fromHeldAnswers(store, path, { 'accept-encoding': accepted });
      expect(first.repeated).toBe(false);
      expect(second.repeated, accepted).toBe(true);
      expect(second.answer.status).toBe(200);
      expect(withoutDate(second.answer.headers)).toEqual(withoutDate(first.answer.headers));
      expect(second.answer.body.equals(first.answer.body)).toBe(true);
      // The router's keep-alive (72 s), not node's default 5 s: the server is Fastify's.
      expect(second.answer.headers['keep-alive']).toBe('timeout=72');
      expect(second.answer.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    }
  });

  it('never repeat a refusal', async () => {
    for (let n = 0; n < 2; n += 1) {
      const unknown = await fromHeldAnswers(store, '/api/cabinets/Base?group=Oak');
      expect(unknown.answer.status).toBe(404);
      expect(unknown.repeated).toBe(false);
    }
  });

  it("show a staff member's price change at once", async () => {
    const path = '/api/cabinets/Base?group=Shaker';
    const price = async () => {
      const { answer } = await fromHeldAnswers(store, path);
      return (JSON.parse(answer.body.toString()) as { data: CatalogueRow[] }).data.find(
        (row) => row.data_name === 'B15',
      )?.currency_price;
    };
    const before = await price();
    expect((await fromHeldAnswers(store, path)).repeated).toBe(true);
    const staff = await accountWithRoles(app, pool, ['Store Admin']);
    const { rows } = await pool.query<{ id: number }>(
      `SELECT id FROM cabinets WHERE group_name = 'Shaker' AND name = 'B15'`,
    );
    const edit = await app.inject({
      method: 'PUT',
      url: `/api/staff/catalogue/${rows[0]?.id}`,
      headers: staff.headers,
      payload: { priceCents: 43_210 },
    });
    expect(edit.statusCode).toBe(200);
    expect(before).not.toBe(43_210);
    expect(await price()).toBe(43_210);
  });
});

describe('the per-client rate limit', async () => {
  const store = await startStore({ RATE_LIMIT_MAX: '3', RATE_LIMIT_AUTH_MAX: '10000' });

  it('counts what reaches the router, not the answers repeated in front of it (they cost less than counting)', async () => {
    const colors = await fromHeldAnswers(store, '/api/colors');
    expect(colors.answer.headers['x-ratelimit-remaining']).toBe('2');
    for (let n = 0; n < 5; n += 1) {
      const again = await fromHeldAnswers(store, '/api/colors');
      expect(again.repeated).toBe(true);
      expect(again.answer.status).toBe(200);
    }
    expect(
      (await fromHeldAnswers(store, '/api/cabinets/Base?group=Shaker')).answer.headers['x-ratelimit-remaining'],
    ).toBe('1');
    expect((await fromHeldAnswers(store, '/api/cabinet-groups')).answer.headers['x-ratelimit-remaining']).toBe('0');
    const limited = await fromHeldAnswers(store, '/api/cabinets/Wall?group=Shaker');
    expect(limited.answer.status).toBe(429);
    expect(JSON.parse(limited.answer.body.toString())).toMatchObject({
      message: 'Rate limit exceeded for /api/cabinets/Wall. Please try again later.',
    });
    // A URL the router answered before is still repeated while its answer is held.
    expect((await fromHeldAnswers(store, '/api/colors')).answer.status).toBe(200);
  });
});
