import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from './server-process.ts';

/**
 * The real server process on the embedded PostgreSQL: durable across `kill -9`, one server
 * per data dir, graceful on SIGTERM. (These start their own clusters, so they run once,
 * in the embedded project only.)
 */
const embeddedOnly = process.env.TEST_DB_TARGET === 'embedded';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rta-lifecycle-'));
fs.chmodSync(dataDir, 0o755);
const running: RunningServer[] = [];

afterAll(async () => {
  for (const server of running) if (server.process.exitCode === null) server.process.kill('SIGKILL');
  const pid = postmasterPid();
  if (pid && isAlive(pid)) process.kill(pid, 'SIGINT');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const postmasterPid = (): number | undefined => {
  const file = path.join(dataDir, 'postgres', 'postmaster.pid');
  return fs.existsSync(file) ? Number.parseInt(fs.readFileSync(file, 'utf8').split('\n')[0] ?? '', 10) : undefined;
};

const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** Connect to the embedded cluster directly, as an operator with the data dir would. */
const connect = async (): Promise<pg.Client> => {
  const lines = fs.readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n');
  const password = fs.readFileSync(path.join(dataDir, 'postgres-password'), 'utf8').trim();
  const client = new pg.Client({
    host: '127.0.0.1',
    port: Number(lines[3]),
    user: 'postgres',
    password,
    database: 'store',
  });
  await client.connect();
  return client;
};

const start = async (): Promise<RunningServer> => {
  const server = await startServer({ DATA_DIR: dataDir });
  running.push(server);
  return server;
};

describe.runIf(embeddedOnly)('the server process', () => {
  it('starts its own PostgreSQL, migrates, seeds and serves the catalogue', async () => {
    const server = await start();
    expect(server.url, server.output()).not.toBe('');
    const ready = await fetch(`${server.url}/readyz`);
    expect(ready.status).toBe(200);
    const cabinets = await fetch(`${server.url}/api/cabinets/Base?group=Shaker`);
    expect(((await cabinets.json()) as { data: unknown[] }).data.length).toBeGreaterThan(10);
  });

  it('refuses a second server on the same data dir with a clear error', async () => {
    const second = await startServer({ DATA_DIR: dataDir });
    running.push(second);
    expect(await second.exited).toBe(1);
    expect(second.output()).toMatch(/DATA_DIR .* is in use by another store server \(pid \d+\)/);
    const first = running[0];
    expect((await fetch(`${first?.url}/readyz`)).status).toBe(200);
  });

  it('comes back with every committed row after kill -9, even with its PostgreSQL left running', async () => {
    const first = running[0];
    if (!first) throw new Error('no first server');
    const client = await connect();
    await client.query(
      `INSERT INTO mail_outbox ("to", subject, text) VALUES ('a@example.com', 'committed before the crash', 'x')`,
    );
    await client.end();

    const orphan = postmasterPid();
    first.process.kill('SIGKILL');
    await first.exited;
    expect(orphan && isAlive(orphan)).toBe(true);

    const restarted = await start();
    expect(restarted.url, restarted.output()).not.toBe('');
    expect((await fetch(`${restarted.url}/readyz`)).status).toBe(200);
    const after = await connect();
    const { rows } = await after.query(`SELECT subject FROM mail_outbox`);
    await after.end();
    expect(rows).toEqual([{ subject: 'committed before the crash' }]);
    const cabinets = (await (await fetch(`${restarted.url}/api/cabinets/Wall?group=Slim%20Shaker`)).json()) as {
      data: unknown[];
    };
    expect(cabinets.data.length).toBeGreaterThan(10);
  });

  it('on SIGTERM drains, stops its PostgreSQL and frees the data dir', async () => {
    const server = running.at(-1);
    if (!server) throw new Error('no server');
    const postmaster = postmasterPid();
    server.process.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(postmaster && isAlive(postmaster)).toBe(false);
    expect(fs.existsSync(path.join(dataDir, 'server.pid'))).toBe(false);
    expect(server.output()).toContain('stopped');
  });
});

describe.runIf(!embeddedOnly)('with DATABASE_URL', () => {
  it('uses that PostgreSQL and starts none', async () => {
    const url = process.env.TEST_DATABASE_URL ?? '';
    const server = await startServer({ DATABASE_URL: url, DATA_DIR: dataDir });
    running.push(server);
    expect(server.url, server.output()).not.toBe('');
    expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
    expect(fs.existsSync(path.join(dataDir, 'postgres'))).toBe(false);
    server.process.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  });
});
