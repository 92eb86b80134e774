import crypto from 'node:crypto';
import autocannon from 'autocannon';
import pg from 'pg';
import { IDEMPOTENCY_HEADER } from '@rta/domain/api/orders';
import { BENCH_CART, json, signIn, type Shopper } from './accounts.ts';
import { postgresPss, postgresRss, rssOf, startStore, type RunningStore } from './processes.ts';
import { percentile } from './stats.ts';

/**
 * `npm run soak` (issue 24): the store under a mixed load for SOAK_SECONDS (600 unless set;
 * `npm run soak -- 180` works too), on its own database: 20 connections shared by four
 * shoppers, each connection going round the catalogue, GET /api/user, cart save, the
 * projects list, a project save, placing an order and reading the order history.
 *
 * Every 30 s it prints requests/s, p99 and errors over those 30 s, the server's resident
 * memory and PostgreSQL's (the summed RSS of the bench cluster's processes, which counts the
 * shared buffers once per process that touched them, and their summed PSS, which counts them once).
 *
 * Pass rule: no errors, and the server's memory in the last minute (its mean) no more than
 * 15 % above the first minute after warm-up. Warm-up is the first minute (for runs shorter
 * than 3 minutes, the first third; the windows are a third of the run each). A fall in memory
 * passes. Exit code 1 on FAIL.
 *
 * Before the soak, the same mix without history reads runs for SOAK_COMPARE_SECONDS (the
 * soak's fifth, 30 s to 120 s; 0 skips it) with four other shoppers, and the soak's
 * requests/s is compared with it (issue 24: the soak within 2× of it).
 */
const argument = process.argv.slice(2).find((arg) => /^\d+$/.test(arg));
const SECONDS = Number(process.env.SOAK_SECONDS ?? argument ?? 600);
const COMPARE_SECONDS = Number(
  process.env.SOAK_COMPARE_SECONDS ?? Math.min(120, Math.max(30, Math.round(SECONDS / 5))),
);
const CONNECTIONS = 20;
const SHOPPERS = 4;
const REPORT_EVERY_S = 30;
const MEMORY_EVERY_S = 5;
const WINDOW_S = Math.min(60, Math.floor(SECONDS / 3));
const MEMORY_GROWTH_LIMIT = 0.15;
const HISTORY_DRAG_LIMIT = 2;

const BROWSER = { 'accept-encoding': 'gzip, deflate, br, zstd' };
const DETAILS = {
  customerName: 'Soak Test',
  billingAddress: '1 Cabinet Way, Springfield',
  phone: '555-010-2030',
  fulfilment: 'pickup',
};

type Request = autocannon.Request;

/** One shopper's round: what a connection of theirs asks, in turn, again and again. */
const round = (shopper: Shopper, projectId: string, history: boolean): Request[] => {
  const withJson = { ...shopper.headers, 'content-type': 'application/json' };
  const requests: Request[] = [
    { method: 'GET', path: '/api/cabinets/Base?group=Shaker', headers: BROWSER },
    { method: 'GET', path: '/api/user', headers: shopper.headers },
    { method: 'PUT', path: '/api/cart', headers: withJson, body: JSON.stringify(BENCH_CART) },
    { method: 'GET', path: '/api/projects', headers: shopper.headers },
    {
      method: 'PUT',
      path: `/api/projects/${projectId}`,
      headers: withJson,
      body: JSON.stringify({ name: 'Soak kitchen', cartData: BENCH_CART }),
    },
    {
      method: 'POST',
      path: '/api/orders',
      headers: withJson,
      body: JSON.stringify({ cart: BENCH_CART, details: DETAILS }),
      setupRequest: (request) => ({
        ...request,
        headers: { ...request.headers, [IDEMPOTENCY_HEADER]: crypto.randomUUID() },
      }),
    },
  ];
  if (history) requests.push({ method: 'GET', path: '/api/orders/user', headers: shopper.headers });
  return requests;
};

interface Window {
  latencies: number[];
  errors: number;
}

interface MemorySample {
  at: number;
  server: number;
  postgres: number;
  postgresPss: number;
}

interface MixResult {
  seconds: number;
  requests: number;
  errors: number;
  p99: number;
  memory: MemorySample[];
  statuses: Map<number, number>;
  shoppers: string[];
}

const mb = (bytes: number): string => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const mean = (values: number[]): number => values.reduce((sum, value) => sum + value, 0) / Math.max(values.length, 1);

const shoppersFor = async (store: RunningStore): Promise<Array<{ shopper: Shopper; projectId: string }>> =>
  Promise.all(
    Array.from({ length: SHOPPERS }, async () => {
      const shopper = await signIn(store.url);
      const saved = await json(`${store.url}/api/projects`, {
        method: 'POST',
        headers: shopper.headers,
        body: JSON.stringify({ name: 'Soak kitchen', cartData: BENCH_CART }),
      });
      return { shopper, projectId: String((saved.project as { id: string }).id) };
    }),
  );

/** The mix for `seconds`, CONNECTIONS connections shared out among the shoppers; prints every 30 s when `report`. */
const runMix = async (store: RunningStore, seconds: number, history: boolean, report: boolean): Promise<MixResult> => {
  const shoppers = await shoppersFor(store);
  const started = performance.now();
  const elapsed = () => (performance.now() - started) / 1000;
  const all: number[] = [];
  const statuses = new Map<number, number>();
  let window: Window = { latencies: [], errors: 0 };
  let errors = 0;
  const memory: MemorySample[] = [];
  const sampleMemory = () =>
    memory.push({
      at: elapsed(),
      server: rssOf(store.pid),
      postgres: postgresRss(store.dataDir),
      postgresPss: postgresPss(store.dataDir),
    });
  sampleMemory();
  const memoryTimer = setInterval(sampleMemory, MEMORY_EVERY_S * 1000);
  let reported = 0;
  const printWindow = () => {
    if (!report || window.latencies.length === 0) return;
    const now = elapsed();
    const sorted = window.latencies.sort((a, b) => a - b);
    console.log(
      `  ${`${now.toFixed(0)} s`.padStart(6)}  ${(sorted.length / (now - reported)).toFixed(0).padStart(5)} req/s  ` +
        `p99 ${Math.round(percentile(sorted, 99)).toString().padStart(5)} ms  errors ${String(window.errors).padStart(3)} (${errors} in all)  ` +
        `server ${mb(rssOf(store.pid))}  postgres ${mb(postgresRss(store.dataDir))} (PSS ${mb(postgresPss(store.dataDir))})`,
    );
    reported = now;
    window = { latencies: [], errors: 0 };
  };
  const reportTimer = setInterval(printWindow, REPORT_EVERY_S * 1000);
  const perShopper = Math.floor(CONNECTIONS / shoppers.length);
  try {
    await Promise.all(
      shoppers.map(
        ({ shopper, projectId }, index) =>
          new Promise<void>((resolve, reject) => {
            const instance = autocannon(
              {
                url: store.url,
                // The connections left over by the division go to the first shopper.
                connections: perShopper + (index === 0 ? CONNECTIONS - perShopper * shoppers.length : 0),
                duration: seconds,
                requests: round(shopper, projectId, history),
              },
              (error) => (error ? reject(error) : resolve()),
            );
            instance.on('response', (_client, statusCode, _bytes, responseTime) => {
              all.push(responseTime);
              window.latencies.push(responseTime);
              statuses.set(statusCode, (statuses.get(statusCode) ?? 0) + 1);
              if (statusCode < 200 || statusCode >= 300) {
                errors += 1;
                window.errors += 1;
              }
            });
            instance.on('reqError', () => {
              errors += 1;
              window.errors += 1;
            });
          }),
      ),
    );
  } finally {
    clearInterval(memoryTimer);
    clearInterval(reportTimer);
  }
  // What came after the last report (a run whose length is no multiple of 30 s).
  if (elapsed() - reported > 5) printWindow();
  sampleMemory();
  const duration = elapsed();
  all.sort((a, b) => a - b);
  return {
    seconds: duration,
    requests: all.length,
    errors,
    p99: percentile(all, 99),
    memory,
    statuses,
    shoppers: shoppers.map(({ shopper }) => shopper.userId),
  };
};

const ordersOf = async (store: RunningStore, userIds: string[]): Promise<number[]> => {
  const db = new pg.Client({ connectionString: store.databaseUrl });
  await db.connect();
  try {
    const { rows } = await db.query<{ user_id: string; n: number }>(
      'select user_id, count(*)::int as n from orders where user_id = any($1) group by user_id',
      [userIds],
    );
    return userIds.map((id) => rows.find((row) => row.user_id === id)?.n ?? 0);
  } finally {
    await db.end();
  }
};

const inWindow = (memory: MemorySample[], from: number, to: number) =>
  memory.filter((sample) => sample.at >= from && sample.at <= to);

const main = async (): Promise<boolean> => {
  console.log(
    `soak: ${SECONDS} s of the mixed load, ${CONNECTIONS} connections, ${SHOPPERS} shoppers` +
      (COMPARE_SECONDS > 0 ? `; first ${COMPARE_SECONDS} s of the same mix without history reads` : ''),
  );
  const store = await startStore();
  try {
    let withoutHistory: MixResult | undefined;
    if (COMPARE_SECONDS > 0) {
      withoutHistory = await runMix(store, COMPARE_SECONDS, false, false);
      console.log(
        `  without history reads: ${(withoutHistory.requests / withoutHistory.seconds).toFixed(0)} req/s, p99 ${Math.round(withoutHistory.p99)} ms, ` +
          `${withoutHistory.errors} errors (${withoutHistory.requests} requests in ${withoutHistory.seconds.toFixed(0)} s)`,
      );
    }
    console.log('  the soak (every 30 s: the last 30 s):');
    const soak = await runMix(store, SECONDS, true, true);
    const rate = soak.requests / soak.seconds;
    console.log(
      `  in all: ${soak.requests} requests in ${soak.seconds.toFixed(0)} s, ${rate.toFixed(0)} req/s, p99 ${Math.round(soak.p99)} ms, ${soak.errors} errors; ` +
        `statuses ${[...soak.statuses].map(([status, count]) => `${status}×${count}`).join(', ')}`,
    );
    console.log(`  orders per soak shopper at the end: ${(await ordersOf(store, soak.shoppers)).join(', ')}`);
    const reference = inWindow(soak.memory, WINDOW_S, 2 * WINDOW_S);
    const last = inWindow(soak.memory, soak.seconds - WINDOW_S, soak.seconds);
    const referenceServer = mean(reference.map((sample) => sample.server));
    const lastServer = mean(last.map((sample) => sample.server));
    const growth = lastServer / referenceServer - 1;
    const postgresFirst = mean(reference.map((sample) => sample.postgres));
    const postgresLast = mean(last.map((sample) => sample.postgres));
    const postgresPssFirst = mean(reference.map((sample) => sample.postgresPss));
    const postgresPssLast = mean(last.map((sample) => sample.postgresPss));
    console.log(
      `  server memory: ${mb(referenceServer)} in ${WINDOW_S}–${2 * WINDOW_S} s (after ${WINDOW_S} s of warm-up), ` +
        `${mb(lastServer)} in the last ${WINDOW_S} s (${growth >= 0 ? '+' : ''}${(growth * 100).toFixed(1)} %, limit +${MEMORY_GROWTH_LIMIT * 100} %); ` +
        `server ${mb(Math.min(...soak.memory.map((s) => s.server)))}–${mb(Math.max(...soak.memory.map((s) => s.server)))}, ` +
        `postgres ${mb(postgresFirst)} → ${mb(postgresLast)} (PSS ${mb(postgresPssFirst)} → ${mb(postgresPssLast)})`,
    );
    if (withoutHistory) {
      const drag = withoutHistory.requests / withoutHistory.seconds / rate;
      console.log(
        `  history reads: the mix without them did ${(withoutHistory.requests / withoutHistory.seconds).toFixed(0)} req/s, the soak ${rate.toFixed(0)} req/s: ` +
          `${drag.toFixed(2)}× (target ≤ ${HISTORY_DRAG_LIMIT}×): ${drag <= HISTORY_DRAG_LIMIT ? 'met' : 'MISSED'}`,
      );
    }
    const pass = soak.errors === 0 && growth <= MEMORY_GROWTH_LIMIT;
    console.log(
      `  ${pass ? 'PASS' : 'FAIL'}: ${soak.errors} errors (0 allowed), server memory ${(growth * 100).toFixed(1)} % (≤ +${MEMORY_GROWTH_LIMIT * 100} %)`,
    );
    return pass;
  } finally {
    await store.stop();
  }
};

if (!(SECONDS >= 30)) throw new Error(`SOAK_SECONDS must be at least 30, not ${SECONDS}`);
process.exitCode = (await main()) ? 0 : 1;
