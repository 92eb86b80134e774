import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { Redis } from 'ioredis';
import { cabinets as seedCabinets } from '../src/catalogue/seed/cabinets.ts';
import { colors as seedColors } from '../src/catalogue/seed/colors.ts';
import { DEVICE, linkToken, PASSWORD, uniqueEmail } from './auth-helpers.ts';
import { ensureNginx, freePort, startNginx, type RunningNginx } from './multi-instance-stack.ts';
import { startServer, type RunningServer } from './server-process.ts';
import journal from '../src/db/migrations/meta/_journal.json' with { type: 'json' };

/**
 * Issue 10, multi-instance: two real server processes behind Debian's nginx (round robin),
 * on one PostgreSQL (a fresh database on TEST_DATABASE_URL's server) and one Redis
 * (TEST_REDIS_URL). Sessions, revocations, lockouts and rate limits must hold on both.
 * Every request comes from its own loopback address (127.x.y.z), so rate-limit counters
 * left in a shared Redis by an earlier run never meet this one's.
 */
const databaseServer = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;
const log = (line: string) => process.stderr.write(`[multi-instance] ${line}\n`);

/** nginx's binary, or why this test cannot run here (the services it needs are absent). */
const prerequisites = (): { nginx: string } | { missing: string } => {
  if (!databaseServer)
    return { missing: 'TEST_DATABASE_URL is not set (a PostgreSQL to make a fresh database on; .ci/run sets it)' };
  if (!redisUrl)
    return { missing: 'TEST_REDIS_URL is not set (e.g. redis://127.0.0.1:6379; .ci/run sets it when Redis answers)' };
  const nginx = ensureNginx(log);
  return 'missing' in nginx ? nginx : { nginx: nginx.binary };
};
const ready = prerequisites();
const notRunBecause = 'missing' in ready ? ready.missing : undefined;
if (notRunBecause) log(`not run: ${notRunBecause}`);
const nginxBinary = 'nginx' in ready ? ready.nginx : '';

const AUTH_LIMIT = 8;

const randomLoopback = () => `127.${crypto.randomInt(1, 255)}.${crypto.randomInt(0, 256)}.${crypto.randomInt(1, 255)}`;

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  json: () => { message?: string; code?: string; [key: string]: unknown };
}

/** One HTTP request from a chosen loopback address (the client's IP as nginx and the servers see it). */
const call = (
  base: string,
  from: string,
  method: string,
  route: string,
  options: { body?: unknown; headers?: Record<string, string> } = {},
): Promise<Answer> =>
  new Promise((resolve, reject) => {
    const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
    const request = http.request(
      new URL(route, base),
      {
        method,
        localAddress: from,
        agent: false,
        headers: { ...(payload ? { 'content-type': 'application/json' } : {}), ...options.headers },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, json: () => JSON.parse(text) }),
        );
      },
    );
    request.on('error', reject);
    request.end(payload);
  });

const bearer = (token: string) => ({ authorization: `Bearer ${token}`, 'x-device-fingerprint': DEVICE });
const hostPort = (url: string) => new URL(url).host;

describe.skipIf(notRunBecause !== undefined)(
  'two server instances behind nginx, on one PostgreSQL and one Redis',
  () => {
    const databaseName = `multi_${crypto.randomBytes(5).toString('hex')}`;
    const adminUrl = databaseServer ?? '';
    let prefix = '';
    let a: RunningServer;
    let b: RunningServer;
    let nginx: RunningNginx;
    let proxy = '';
    let pool: pg.Pool;
    let redis: Redis;

    beforeAll(async () => {
      prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'rta-multi-'));
      const databaseUrl = Object.assign(new URL(adminUrl), { pathname: `/${databaseName}` }).toString();
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${databaseName}`);
      await admin.end();
      pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
      redis = new Redis(redisUrl ?? '', { lazyConnect: true, maxRetriesPerRequest: 1 });
      await redis.connect();

      const nginxPort = await freePort();
      proxy = `http://127.0.0.1:${nginxPort}`;
      const env = {
        NODE_ENV: 'production',
        DATABASE_URL: databaseUrl,
        REDIS_URL: redisUrl,
        PUBLIC_URL: proxy,
        // Only nginx may say who the client is; anyone else's X-Forwarded-For is ignored.
        TRUST_PROXY: '127.0.0.1',
        RATE_LIMIT_AUTH_MAX: String(AUTH_LIMIT),
      };
      // Both start at once on the empty database: migrations and seeding must take turns.
      [a, b] = await Promise.all([startServer(env), startServer(env)]);
      expect(a.url, a.output()).not.toBe('');
      expect(b.url, b.output()).not.toBe('');
      nginx = await startNginx(nginxBinary, {
        prefix,
        listen: `127.0.0.1:${nginxPort}`,
        upstreams: [hostPort(a.url), hostPort(b.url)],
        exposeUpstream: true,
      });
    });

    afterAll(async () => {
      await nginx?.stop();
      for (const server of [a, b]) {
        if (server?.url) {
          server.process.kill('SIGTERM');
          await server.exited;
        }
      }
      await redis?.quit();
      await pool?.end();
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
      await admin.end();
      if (prefix) fs.rmSync(prefix, { recursive: true, force: true });
    });

    it('start together on one empty database: migrated once, catalogue seeded exactly once', async () => {
      const seeded = [a, b].filter((server) => server.output().includes('Seeded the catalogue'));
      expect(seeded).toHaveLength(1);
      const { rows } = await pool.query<{ migrations: number; groups: number; cabinets: number; colors: number }>(
        `SELECT (SELECT count(*)::int FROM drizzle.__drizzle_migrations) AS migrations,
              (SELECT count(*)::int FROM cabinet_groups) AS groups,
              (SELECT count(*)::int FROM cabinets) AS cabinets,
              (SELECT count(*)::int FROM colors) AS colors`,
      );
      // Every cabinet is offered in each of the two door styles.
      expect(rows[0]).toEqual({
        migrations: journal.entries.length,
        groups: 2,
        cabinets: 2 * seedCabinets.length,
        colors: seedColors.length,
      });
    });

    it('nginx sends requests to both instances in turn', async () => {
      const client = randomLoopback();
      const upstreams: unknown[] = [];
      for (let n = 0; n < 4; n += 1) {
        const answer = await call(proxy, client, 'GET', '/readyz');
        expect(answer.status).toBe(200);
        upstreams.push(answer.headers['x-upstream']);
      }
      expect(new Set(upstreams)).toEqual(new Set([hostPort(a.url), hostPort(b.url)]));
      expect(upstreams[0]).not.toBe(upstreams[1]);
    });

    it('a session made through nginx is valid on both instances; logging out on one revokes it on the other', async () => {
      const client = randomLoopback();
      const email = uniqueEmail('multi');
      const signup = await call(proxy, client, 'POST', '/api/signup', {
        body: { email, firstName: 'Ann', lastName: 'Lee', password: PASSWORD },
      });
      expect(signup.status).toBe(201);
      const { rows } = await pool.query<{ text: string }>(
        'SELECT text FROM mail_outbox WHERE "to" = $1 ORDER BY id DESC LIMIT 1',
        [email],
      );
      const verifyToken = linkToken(rows[0]?.text ?? '', proxy, '/verify-email');
      expect((await call(proxy, client, 'POST', '/api/verify-email', { body: { token: verifyToken } })).status).toBe(
        200,
      );
      const login = await call(proxy, client, 'POST', '/api/login', {
        body: { email, password: PASSWORD },
        headers: { 'x-device-fingerprint': DEVICE },
      });
      expect(login.status).toBe(200);
      const { token } = login.json() as { token: string };

      for (const server of [a, b]) {
        const me = await call(server.url, client, 'GET', '/api/user', { headers: bearer(token) });
        expect(me.status).toBe(200);
        expect(me.json()).toMatchObject({ user: { email, enabled: 1 } });
      }

      expect((await call(a.url, client, 'POST', '/api/logout', { headers: bearer(token) })).status).toBe(200);
      for (const server of [b, a]) {
        const refused = await call(server.url, client, 'GET', '/api/user', { headers: bearer(token) });
        expect(refused.status).toBe(401);
        expect(refused.json()).toEqual({ message: 'Token is blacklisted', code: 'TOKEN_BLACKLISTED' });
      }
    });

    it('failed logins through alternating instances lock the address on both', async () => {
      const client = randomLoopback();
      const email = uniqueEmail('multi-lock');
      expect(
        (
          await call(proxy, client, 'POST', '/api/signup', {
            body: { email, firstName: 'Bo', lastName: 'Ray', password: PASSWORD },
          })
        ).status,
      ).toBe(201);
      const login = (base: string, password: string) =>
        call(base, client, 'POST', '/api/login', {
          body: { email, password },
          headers: { 'x-device-fingerprint': DEVICE },
        });

      const upstreams: unknown[] = [];
      for (const [n, expected] of [
        [1, 401],
        [2, 401],
        [3, 423],
      ] as const) {
        const answer = await login(proxy, `Wrong#${n}`);
        expect(answer.status, `failure ${n}`).toBe(expected);
        upstreams.push(answer.headers['x-upstream']);
      }
      expect(upstreams[0]).not.toBe(upstreams[1]);
      expect(upstreams[1]).not.toBe(upstreams[2]);

      // The right password is refused on each instance while the lock lasts.
      for (const server of [a, b]) {
        const locked = await login(server.url, PASSWORD);
        expect(locked.status).toBe(423);
        expect(locked.json()).toMatchObject({
          code: 'ACCOUNT_LOCKED',
          message: 'Too many attempts. Please try again in 15 minutes.',
        });
        expect(Number(locked.headers['retry-after'])).toBeGreaterThan(14 * 60);
      }
    });

    it('a rate limit exhausted through alternating instances answers 429 on both, counted per client in Redis', async () => {
      const client = randomLoopback();
      // A different X-Forwarded-For on every request: nginx replaces it, so it cannot reset the count.
      const attempt = (base: string) =>
        call(base, client, 'POST', '/api/login', { body: {}, headers: { 'x-forwarded-for': randomLoopback() } });

      const upstreams = new Set<unknown>();
      for (let n = 1; n <= AUTH_LIMIT; n += 1) {
        const answer = await attempt(proxy);
        expect(answer.status, `request ${n}`).toBe(400);
        expect(answer.headers['x-ratelimit-remaining']).toBe(String(AUTH_LIMIT - n));
        upstreams.add(answer.headers['x-upstream']);
      }
      expect(upstreams).toEqual(new Set([hostPort(a.url), hostPort(b.url)]));

      const limitedUpstreams = new Set<unknown>();
      for (let n = 0; n < 2; n += 1) {
        const limited = await attempt(proxy);
        expect(limited.status).toBe(429);
        expect(limited.json()).toEqual({
          message: 'Rate limit exceeded for /api/login. Please try again later.',
          code: 'RATE_LIMITED',
        });
        limitedUpstreams.add(limited.headers['x-upstream']);
      }
      expect(limitedUpstreams).toEqual(upstreams);
      // Straight to either instance: its X-Forwarded-For is not trusted, so it is the same client.
      for (const server of [a, b]) expect((await attempt(server.url)).status).toBe(429);

      // Another client through the same nginx still gets in: the key is the client, not nginx.
      expect((await call(proxy, randomLoopback(), 'POST', '/api/login', { body: {} })).status).toBe(400);
      expect(await redis.get(`rta-rate-limit-POST/api/login-${client}`)).toBe(String(AUTH_LIMIT + 4));
    });
  },
);
