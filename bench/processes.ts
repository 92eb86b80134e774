import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildServer } from '../scripts/build-server.mjs';

const root = path.join(import.meta.dirname, '..');

export interface Running {
  url: string;
  /** The serving process's id. */
  pid?: number;
  stop: () => Promise<void>;
}

/** Start a process and resolve with the URL it prints, matched by `pattern`'s first group. */
const startAndWait = (child: ChildProcess, pattern: RegExp, cleanup: () => void = () => {}): Promise<Running> =>
  new Promise((resolve, reject) => {
    let output = '';
    const exited = new Promise<void>((done) => child.on('exit', () => done()));
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const url = pattern.exec(output)?.[1];
      if (url) {
        resolve({
          url,
          pid: child.pid,
          stop: async () => {
            child.kill('SIGTERM');
            await exited;
            cleanup();
          },
        });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.on('exit', (code) => reject(new Error(`exited with ${code} before listening:\n${output}`)));
  });

/**
 * The baseline: a raw node:http server answering a small JSON body, in its own process.
 * Given an answer (status line aside: its headers and body bytes), it sends that instead,
 * with nothing else per request: what node:http alone costs for the same bytes.
 */
export const startBaseline = (answer?: { headers: Record<string, string>; body: Buffer }): Promise<Running> => {
  let file: string | undefined;
  if (answer) {
    file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'rta-bench-answer-')), 'answer.json');
    fs.writeFileSync(file, JSON.stringify({ headers: answer.headers, body: answer.body.toString('base64') }));
  }
  const script = file
    ? `const a = JSON.parse(require('node:fs').readFileSync(${JSON.stringify(file)}, 'utf8')); const body = Buffer.from(a.body, 'base64');
       require('node:http').createServer((req, res) => { res.writeHead(200, a.headers); res.end(body); })`
    : `require('node:http').createServer((req, res) => { res.setHeader('content-type', 'application/json'); res.end('{"hello":"world"}'); })`;
  return startAndWait(
    spawn(process.execPath, [
      '-e',
      `${script}.listen(0, '127.0.0.1', function () { console.log('listening at http://127.0.0.1:' + this.address().port); });`,
    ]),
    /listening at (http:\/\/127\.0\.0\.1:\d+)/,
    () => {
      if (file) fs.rmSync(path.dirname(file), { recursive: true, force: true });
    },
  );
};

/**
 * The one-statement baseline of a signed-in call (db-baseline.ts) on the store's database:
 * `user` for GET /api/user, `cart` for cart save (upserting into `userId`'s binder). `nodeArgs`
 * go to node (`--cpu-prof`).
 */
export const startDbBaseline = (
  mode: 'user' | 'cart',
  databaseUrl: string,
  userId = '',
  nodeArgs: string[] = [],
): Promise<Running> =>
  startAndWait(
    spawn(process.execPath, [...nodeArgs, '--import', 'tsx', path.join(import.meta.dirname, 'db-baseline.ts')], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: databaseUrl, BASELINE_MODE: mode, BASELINE_USER_ID: userId },
    }),
    /listening at (http:\/\/127\.0\.0\.1:\d+)/,
  );

const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });

export interface RunningStore extends Running {
  /** The server's process id (node running the built server). */
  pid: number;
  /** The store's DATA_DIR: its embedded PostgreSQL cluster lives in `postgres/` there. */
  dataDir: string;
  /** The URL of the store's own database, as the server connects to it. */
  databaseUrl: string;
}

/** The embedded cluster's postmaster: `postmaster.pid` names it (first line) and its port (fourth line). */
const postmaster = (dataDir: string): { pid: number; port: number } => {
  const lines = fs.readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n');
  return { pid: Number(lines[0]), port: Number(lines[3]) };
};

/** A `<field>: <n> kB` line of a /proc file, in bytes; 0 when the process is gone or the file unreadable. */
const procBytes = (file: string, field: string): number => {
  try {
    const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(fs.readFileSync(file, 'utf8'));
    return match ? Number(match[1]) * 1024 : 0;
  } catch {
    return 0;
  }
};

/** A process's resident set in bytes (Linux /proc), 0 when it is gone. */
export const rssOf = (pid: number): number => procBytes(`/proc/${pid}/status`, 'VmRSS');

/** Linux clock ticks per second (`getconf CLK_TCK`), the unit of /proc/<pid>/stat's CPU times. */
const TICKS_PER_SECOND = 100;

/** A process's CPU time (user and system) in milliseconds, 0 when it is gone. */
export const cpuOf = (pid: number): number => {
  try {
    // The fields after the command name (which may hold spaces) start at the state, field 3.
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
};

/**
 * A process's proportional set in bytes (each shared page divided among the processes that map
 * it; /proc/<pid>/smaps_rollup), 0 when it is gone or unreadable.
 */
export const pssOf = (pid: number): number => procBytes(`/proc/${pid}/smaps_rollup`, 'Pss');

/** The postmaster of the store's embedded cluster and every process it started (backends, checkpointer, ...). */
export const postgresPids = (dataDir: string): number[] => {
  const { pid } = postmaster(dataDir);
  const children = fs
    .readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .flatMap((entry) => {
      try {
        const parent = /^PPid:\s+(\d+)/m.exec(fs.readFileSync(`/proc/${entry}/status`, 'utf8'))?.[1];
        return Number(parent) === pid ? [Number(entry)] : [];
      } catch {
        return [];
      }
    });
  return [pid, ...children];
};

/** The CPU time of the cluster's processes, by pid (a backend that exits takes its time with it). */
export const postgresCpu = (dataDir: string): Map<number, number> =>
  new Map(postgresPids(dataDir).map((pid) => [pid, cpuOf(pid)]));

/** The summed resident sets of the cluster's processes (shared buffers count once per process that touched them). */
export const postgresRss = (dataDir: string): number => postgresPids(dataDir).reduce((sum, pid) => sum + rssOf(pid), 0);

/** The summed proportional sets of the cluster's processes: shared buffers counted once in all. */
export const postgresPss = (dataDir: string): number => postgresPids(dataDir).reduce((sum, pid) => sum + pssOf(pid), 0);

/** Build the server of another checkout of the store with its own scripts/build-server.mjs. */
const buildServerOf = async (checkout: string): Promise<string> => {
  const script = (await import(pathToFileURL(path.join(checkout, 'scripts/build-server.mjs')).href)) as {
    buildServer: () => Promise<string>;
  };
  return script.buildServer();
};

/**
 * The store as `npm run serve` runs it (built by scripts/build-server.mjs, run by node), on
 * a fresh embedded PostgreSQL. Request logging is
 * at warn (as behind a load balancer that keeps access logs) and the per-client rate limit
 * is off, since every request comes from one client here. `nodeArgs` go to node (`--cpu-prof`, which NODE_OPTIONS refuses).
 * `checkout`: another checkout of the store (its node_modules installed or linked) to build and run instead of this one.
 */
export const startStore = async (
  env: NodeJS.ProcessEnv = {},
  nodeArgs: string[] = [],
  checkout = root,
): Promise<RunningStore> => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rta-bench-'));
  fs.chmodSync(dataDir, 0o755);
  const port = await freePort();
  const entry = checkout === root ? await buildServer() : await buildServerOf(checkout);
  const child = spawn(process.execPath, ['--enable-source-maps', ...nodeArgs, entry], {
    cwd: checkout,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'development',
      RATE_LIMIT_MAX: '0',
      RATE_LIMIT_AUTH_MAX: '1000000',
      DATABASE_URL: '',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      ...env,
    },
  });
  const exited = new Promise<void>((done) => child.on('exit', () => done()));
  const url = `http://127.0.0.1:${port}`;
  for (let waited = 0; ; waited += 200) {
    if (child.exitCode !== null) throw new Error(`the store exited with ${child.exitCode}`);
    if (waited > 120_000) throw new Error('the store did not become ready');
    const ready = await fetch(`${url}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const password = fs.readFileSync(path.join(dataDir, 'postgres-password'), 'utf8').trim();
  const databaseUrl = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${postmaster(dataDir).port}/store`;
  return {
    url,
    pid: child.pid ?? 0,
    dataDir,
    databaseUrl,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
};
