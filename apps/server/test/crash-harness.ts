import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { DEVICE_FINGERPRINT_HEADER } from '@rta/domain/accounts/constants';
import { orderTotals, type Fulfilment } from '@rta/domain/checkout/checkout';
import type { PlacedOrder } from '@rta/domain/api/orders';

/**
 * The crash test (issue 10): shoppers place orders concurrently, each retrying with the same
 * Idempotency-Key until the store acknowledges it, while the real server process is killed
 * with SIGKILL and started again, several times. Then every acknowledged order must exist
 * exactly once, complete (all its items, totals that add up, one confirmation mail, the
 * binder emptied) and no order may exist that nobody asked for.
 *
 * No test framework in here: the vitest suite runs a short version, `npm run test:crash`
 * a long one (crash-run.ts).
 */

export interface CrashOptions {
  /** How many times the server is killed with SIGKILL. */
  kills: number;
  /** Concurrent shoppers, each with an account, a session and a binder. */
  clients?: number;
  /** Every n-th kill hits the server while it starts (before it is ready); 0 never. */
  startupKillEvery?: number;
  /** Orders acknowledged since the last start before the next kill may come. */
  ordersBetweenKills?: number;
  /** An external PostgreSQL (admin URL): a fresh database is made on it. Unset: embedded PostgreSQL in a fresh DATA_DIR. */
  externalDatabaseUrl?: string;
  seed?: number;
  log?: (line: string) => void;
}

export interface CrashReport {
  seed: number;
  target: 'embedded' | 'external';
  kills: number;
  startupKills: number;
  /** Orders the shoppers asked for (distinct Idempotency-Keys). */
  requested: number;
  acknowledged: number;
  /** POST /api/orders attempts; those cut off by a kill once sent; those refused while the server was down. */
  attempts: number;
  cutOff: number;
  refused: number;
  /** Orders acknowledged on a retry as already placed (200): the first attempt committed but its answer was lost. */
  replayed: number;
  /** 5xx answers (none expected). */
  serverErrors: number;
  ordersInDatabase: number;
  /** ms from a kill until the restarted server answered /readyz. */
  restartMs: number[];
  durationMs: number;
  /** What is wrong; empty when every guarantee held. */
  violations: string[];
}

const root = path.join(import.meta.dirname, '../../..');
const PASSWORD = 'Quill#Fern58load';
const TAX_RATE = 7;
const FREIGHT = { rateCents: 14_900, freeFromCents: 250_000 };
const READY_TIMEOUT_MS = 120_000;
const REQUEST_TIMEOUT_MS = 30_000;

/** A small seeded generator, so a run's carts and timings can be replayed from its seed. */
const random = (seed: number) => {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return { next, int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)) };
};

const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface ServerProcess {
  child: ChildProcess;
  exited: Promise<void>;
  output: () => string;
}

/** `node --import tsx apps/server/src/server.ts`, as `npm run serve` runs it. */
const spawnServer = (env: NodeJS.ProcessEnv): ServerProcess => {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let tail = '';
  const keep = (chunk: Buffer) => {
    tail = (tail + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return { child, exited, output: () => tail };
};

/** Polls /readyz until the server answers (it listens only once migrated and seeded). */
const waitReady = async (server: ServerProcess, base: string): Promise<void> => {
  const started = Date.now();
  for (;;) {
    if (server.child.exitCode !== null || server.child.signalCode !== null) {
      throw new Error(
        `the server exited (${server.child.exitCode ?? server.child.signalCode}) before it was ready:\n${server.output()}`,
      );
    }
    if (Date.now() - started > READY_TIMEOUT_MS)
      throw new Error(`the server was not ready after ${READY_TIMEOUT_MS} ms:\n${server.output()}`);
    const ready = await fetch(`${base}/readyz`, { signal: AbortSignal.timeout(2_000) }).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return;
    await pause(100);
  }
};

const kill = async (server: ServerProcess): Promise<void> => {
  server.child.kill('SIGKILL');
  await server.exited;
};

interface CartLine {
  id: string;
  group: string;
  name: string;
  quantity: number;
  selectedColor: null;
}
interface Cart {
  items: CartLine[];
  labels: { id: string; name: string; items: CartLine[] }[];
  preAssembly: boolean;
}
interface Requested {
  key: string;
  client: number;
  cart: Cart;
  fulfilment: Fulfilment;
  acknowledged?: PlacedOrder;
}

const cartLines = (cart: Cart) => [
  ...cart.items.map((line) => ({ ...line, label: null as string | null })),
  ...cart.labels.flatMap((label) => label.items.map((line) => ({ ...line, label: label.name }))),
];

const json = async <T>(response: Response, what: string): Promise<T> => {
  if (!response.ok) throw new Error(`${what}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
};

/** A verified shopper with a session, made through the API as a person would (signup, mail link, login). */
const signIn = async (
  base: string,
  index: number,
  runId: string,
): Promise<{ email: string; headers: Record<string, string> }> => {
  const email = `crash-${runId}-${index}@example.com`;
  const fingerprint = `crash-device-${runId}-${index}`;
  const post = (url: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${base}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
  await json(
    await post('/api/signup', { email, password: PASSWORD, firstName: 'Crash', lastName: 'Shopper' }),
    'signup',
  );
  const outbox = await json<{ data: { links: string[] }[] }>(
    await fetch(`${base}/dev/mail?format=json&to=${encodeURIComponent(email)}`),
    'outbox',
  );
  const link = outbox.data.flatMap((mail) => mail.links).find((l) => l.includes('/verify-email/')) ?? '';
  await json(await post('/api/verify-email', { token: link.split('/verify-email/')[1] }), 'verify');
  const login = await json<{ token: string }>(
    await post('/api/login', { email, password: PASSWORD }, { [DEVICE_FINGERPRINT_HEADER]: fingerprint }),
    'login',
  );
  return { email, headers: { authorization: `Bearer ${login.token}`, [DEVICE_FINGERPRINT_HEADER]: fingerprint } };
};

/** Where the server keeps its data; a database connection to check it afterwards. */
interface Target {
  kind: 'embedded' | 'external';
  env: NodeJS.ProcessEnv;
  connect: () => Promise<pg.Client>;
  cleanup: () => Promise<void>;
}

const embeddedTarget = (): Target => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rta-crash-'));
  fs.chmodSync(dataDir, 0o755);
  return {
    kind: 'embedded',
    env: { DATA_DIR: dataDir, DATABASE_URL: '' },
    // As an operator with the data dir would: the running cluster's port and the stored password.
    connect: async () => {
      const port = Number(fs.readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[3]);
      const password = fs.readFileSync(path.join(dataDir, 'postgres-password'), 'utf8').trim();
      const client = new pg.Client({ host: '127.0.0.1', port, user: 'postgres', password, database: 'store' });
      await client.connect();
      return client;
    },
    cleanup: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
  };
};

const externalTarget = async (adminUrl: string): Promise<Target> => {
  const name = `crash_${crypto.randomBytes(6).toString('hex')}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rta-crash-'));
  return {
    kind: 'external',
    env: { DATABASE_URL: url.toString(), DATA_DIR: dataDir },
    connect: async () => {
      const client = new pg.Client({ connectionString: url.toString() });
      await client.connect();
      return client;
    },
    cleanup: async () => {
      await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
};

export const runCrashTest = async (options: CrashOptions): Promise<CrashReport> => {
  const seed = options.seed ?? crypto.randomInt(2 ** 31);
  const rng = random(seed);
  const log = options.log ?? (() => {});
  const clients = options.clients ?? 6;
  const startupKillEvery = options.startupKillEvery ?? 0;
  const ordersBetweenKills = options.ordersBetweenKills ?? clients;
  const runId = crypto.randomBytes(3).toString('hex');
  const began = Date.now();
  const target = options.externalDatabaseUrl ? await externalTarget(options.externalDatabaseUrl) : embeddedTarget();
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...target.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    WEB_DIST_DIR: '/nonexistent',
    RATE_LIMIT_MAX: '0',
    RATE_LIMIT_AUTH_MAX: '1000000',
    TAX_RATE: String(TAX_RATE),
    FREIGHT_RATE: String(FREIGHT.rateCents / 100),
    FREE_FREIGHT_FROM: String(FREIGHT.freeFromCents / 100),
    SMTP_URL: '',
    REDIS_URL: '',
  };
  log(`crash test: seed ${seed}, ${target.kind} PostgreSQL, ${clients} shoppers, ${options.kills} kills`);

  const report: CrashReport = {
    seed,
    target: target.kind,
    kills: 0,
    startupKills: 0,
    requested: 0,
    acknowledged: 0,
    attempts: 0,
    cutOff: 0,
    refused: 0,
    replayed: 0,
    serverErrors: 0,
    ordersInDatabase: 0,
    restartMs: [],
    durationMs: 0,
    violations: [],
  };
  const violation = (message: string) => {
    if (report.violations.length < 50) report.violations.push(message);
  };

  let aborted = false;
  let server = spawnServer(env);
  try {
    await waitReady(server, base);
    const shoppers = await Promise.all(Array.from({ length: clients }, (_, index) => signIn(base, index, runId)));
    const catalogue = await json<{ data: { data_name: string }[] }>(
      await fetch(`${base}/api/cabinets/Base?group=Shaker`),
      'catalogue',
    );
    const names = catalogue.data.map((cabinet) => cabinet.data_name);
    if (names.length < 10) throw new Error('the catalogue has too few Base cabinets');

    /** A binder of distinct cabinets, some of them in labels. */
    const randomCart = (): Cart => {
      const picked = [...names].sort(() => rng.next() - 0.5).slice(0, rng.int(1, 8));
      const lines = picked.map((name, i): CartLine => ({
        id: `l${i}`,
        group: 'Shaker',
        name,
        quantity: rng.int(1, 5),
        selectedColor: null,
      }));
      const split = rng.int(0, lines.length);
      const labelled = lines.slice(split);
      return {
        items: lines.slice(0, split),
        labels: labelled.length ? [{ id: 'k', name: `Wall ${rng.int(1, 99)}`, items: labelled }] : [],
        preAssembly: false,
      };
    };

    const requested: Requested[] = [];
    let stopping = false;
    let acknowledgedSinceStart = 0;
    let onAcknowledged = () => {};

    /** Sends until the server answers; a refused or cut connection (a kill) is retried as is. */
    const send = async (url: string, init: RequestInit, isOrder = false): Promise<Response> => {
      for (;;) {
        if (aborted) throw new Error('the run was aborted');
        if (isOrder) report.attempts += 1;
        try {
          const response = await fetch(`${base}${url}`, { ...init, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
          if (response.status < 500) return response;
          report.serverErrors += 1;
          violation(`${init.method} ${url} answered ${response.status}: ${(await response.text()).slice(0, 200)}`);
          if (report.serverErrors > 20) throw new Error(`too many 5xx answers:\n${report.violations.join('\n')}`);
        } catch (error) {
          const code = (error as { cause?: { code?: string } }).cause?.code;
          if (isOrder && code === 'ECONNREFUSED') report.refused += 1;
          else if (isOrder) report.cutOff += 1;
        }
        await pause(rng.int(50, 200));
      }
    };

    const shop = async (index: number): Promise<void> => {
      const { headers } = shoppers[index] ?? { headers: {} };
      for (let n = 0; !stopping; n++) {
        const cart = randomCart();
        const saved = await send('/api/cart', {
          method: 'PUT',
          headers: { ...headers, 'content-type': 'application/json' },
          body: JSON.stringify(cart),
        });
        if (!saved.ok) throw new Error(`saving the binder answered ${saved.status}: ${await saved.text()}`);
        const order: Requested = {
          key: `crash-${runId}-${index}-${n}`,
          client: index,
          cart,
          fulfilment: rng.next() < 0.5 ? 'pickup' : 'delivery',
        };
        requested.push(order);
        const response = await send(
          '/api/orders',
          {
            method: 'POST',
            headers: { ...headers, 'content-type': 'application/json', 'idempotency-key': order.key },
            body: JSON.stringify({
              cart,
              details: {
                customerName: `Crash Shopper ${index}`,
                billingAddress: '12 Elm St, Springfield, IL 62701',
                phone: '(217) 555-0100',
                fulfilment: order.fulfilment,
              },
            }),
          },
          true,
        );
        if (response.status !== 200 && response.status !== 201)
          throw new Error(`order ${order.key} answered ${response.status}: ${await response.text()}`);
        order.acknowledged = (await response.json()) as PlacedOrder;
        report.acknowledged += 1;
        if (response.status === 200) report.replayed += 1;
        acknowledgedSinceStart += 1;
        onAcknowledged();
      }
    };

    // A shopper that meets an answer it cannot retry stops the whole run with that answer.
    const shopping = Promise.all(shoppers.map((_, index) => shop(index)));
    const failed = new Promise<never>((_, reject) => void shopping.catch(reject));
    failed.catch(() => {});

    /** Resolves once `count` orders were acknowledged since the last start. */
    const progress = (count: number) =>
      Promise.race([
        failed,
        new Promise<void>((resolve) => {
          onAcknowledged = () => {
            if (acknowledgedSinceStart >= count) resolve();
          };
          onAcknowledged();
        }),
      ]);

    for (let k = 0; k < options.kills;) {
      await progress(ordersBetweenKills);
      await pause(rng.int(0, 800));
      const killedAt = Date.now();
      await kill(server);
      k += 1;
      report.kills += 1;
      acknowledgedSinceStart = 0;
      server = spawnServer(env);
      let note = '';
      // Every n-th kill hits the new process while it starts: while it stops the orphaned
      // PostgreSQL, starts it, or migrates. The next start must still come back.
      while (startupKillEvery > 0 && k < options.kills && (k + 1) % startupKillEvery === 0) {
        await pause(rng.int(100, 2_500));
        await kill(server);
        k += 1;
        report.kills += 1;
        report.startupKills += 1;
        note = ' (one more during startup)';
        server = spawnServer(env);
      }
      await Promise.race([failed, waitReady(server, base)]);
      report.restartMs.push(Date.now() - killedAt);
      log(
        `  kill ${k}/${options.kills}${note}: back in ${Date.now() - killedAt} ms; ${report.acknowledged} orders acknowledged`,
      );
    }
    await progress(ordersBetweenKills);
    stopping = true;
    await shopping;
    report.requested = requested.length;

    await verify(target, requested, shoppers, base, report, violation);
  } finally {
    aborted = true;
    if (server.child.exitCode === null && server.child.signalCode === null) {
      server.child.kill('SIGTERM');
      await server.exited;
    }
    await target.cleanup();
  }
  report.durationMs = Date.now() - began;
  return report;
};

/** The guarantees, checked in the database and through the API. */
const verify = async (
  target: Target,
  requested: Requested[],
  shoppers: { email: string; headers: Record<string, string> }[],
  base: string,
  report: CrashReport,
  violation: (message: string) => void,
): Promise<void> => {
  const db = await target.connect();
  try {
    const orders = (
      await db.query<{
        id: string;
        email: string;
        key: string;
        fulfilment: Fulfilment;
        subtotal: number;
        freight: number;
        tax: number;
        total: number;
      }>(
        `SELECT o.id, u.email, o.idempotency_key AS key, o.fulfilment, o.subtotal_cents AS subtotal, o.freight_cents AS freight,
                o.tax_cents AS tax, o.total_cents AS total
           FROM orders o JOIN users u ON u.id = o.user_id`,
      )
    ).rows;
    const items = (
      await db.query<{ order_id: string; name: string; quantity: number; label_name: string | null; total: number }>(
        `SELECT order_id, name, quantity, label_name, total_price_cents AS total FROM order_items`,
      )
    ).rows;
    const mails = (
      await db.query<{ subject: string }>(`SELECT subject FROM mail_outbox WHERE subject LIKE '%order #%'`)
    ).rows;
    const carts = (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM carts`)).rows[0]?.n;
    report.ordersInDatabase = orders.length;

    const byKey = new Map(requested.map((order) => [`${shoppers[order.client]?.email} ${order.key}`, order]));
    const seen = new Map<string, number>();
    for (const row of orders) {
      const order = byKey.get(`${row.email} ${row.key}`);
      if (!order) {
        violation(`order ${row.id} (key ${row.key}) was never requested by ${row.email}`);
        continue;
      }
      seen.set(order.key, (seen.get(order.key) ?? 0) + 1);
      const own = items.filter((item) => item.order_id === row.id);
      const expected = cartLines(order.cart)
        .map((line) => `${line.label ?? '-'}/${line.name}x${line.quantity}`)
        .sort();
      const got = own.map((item) => `${item.label_name ?? '-'}/${item.name}x${item.quantity}`).sort();
      if (JSON.stringify(got) !== JSON.stringify(expected))
        violation(`order ${row.id} has items ${got.join(', ')} instead of ${expected.join(', ')}`);
      const totals = orderTotals(
        own.map((item) => item.total),
        order.fulfilment,
        FREIGHT,
        TAX_RATE,
      );
      const stored = { subtotal: row.subtotal, freight: row.freight, tax: row.tax, total: row.total };
      if (JSON.stringify(stored) !== JSON.stringify(totals))
        violation(`order ${row.id} totals ${JSON.stringify(stored)} do not add up to ${JSON.stringify(totals)}`);
      const ack = order.acknowledged?.order;
      if (ack && (ack.id !== row.id || ack.total !== row.total))
        violation(
          `order ${order.key} was acknowledged as ${ack.id} (${ack.total}) but stored as ${row.id} (${row.total})`,
        );
      const confirmations = mails.filter((mail) =>
        mail.subject.includes(`order #${row.id.replace('RTA-ORD-', '')}`),
      ).length;
      if (confirmations !== 1) violation(`order ${row.id} has ${confirmations} confirmation mails`);
    }
    for (const order of requested) {
      const count = seen.get(order.key) ?? 0;
      if (!order.acknowledged) violation(`order ${order.key} was never acknowledged`);
      else if (count !== 1) violation(`acknowledged order ${order.key} exists ${count} times`);
    }
    if (carts !== 0) violation(`${carts} binders were left after every shopper's last order`);
  } finally {
    await db.end();
  }

  // What each shopper sees: exactly the orders acknowledged to them.
  for (const [index, shopper] of shoppers.entries()) {
    // The history comes a page at a time (decision 0146): follow each page's Link rel="next".
    const listed: { id: string }[] = [];
    for (let path: string | undefined = '/api/orders/user'; path !== undefined;) {
      const response: Response = await fetch(`${base}${path}`, { headers: shopper.headers });
      if (response.status === 404) break;
      listed.push(...(await json<{ id: string }[]>(response, 'order history')));
      path = /<([^>]*)>; rel="next"/.exec(response.headers.get('link') ?? '')?.[1];
    }
    const mine = requested
      .filter((order) => order.client === index)
      .map((order) => order.acknowledged?.order.id ?? '?');
    if (JSON.stringify(listed.map((order) => order.id).sort()) !== JSON.stringify(mine.sort())) {
      violation(`shopper ${index} sees orders ${listed.map((o) => o.id).join(', ')} instead of ${mine.join(', ')}`);
    }
  }
};
