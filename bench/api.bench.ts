import crypto from 'node:crypto';
import http from 'node:http';
import path from 'node:path';
import autocannon from 'autocannon';
import { IDEMPOTENCY_HEADER } from '@rta/domain/api/orders';
import { BENCH_CART, signIn, type Shopper } from './accounts.ts';
import {
  cpuOf,
  postgresCpu,
  startBaseline,
  startDbBaseline,
  startStore,
  type Running,
  type RunningStore,
} from './processes.ts';

/**
 * HTTP throughput of the store's API against a raw node:http hello-world server started in
 * the same run (issue 10: the catalogue endpoint should reach at least 70% of it; order
 * placement at least 300 orders/s with zero errors), and the signed-in calls against their
 * database limit (issue 24: GET /api/user at least 80% of node:http plus its one select, cart
 * save at least 70% of node:http plus its one upsert).
 */
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;
const ORDER_TARGET = 300;
/** The baseline and the catalogue are measured in turn this many times; the medians count. */
const ROUNDS = 5;

export interface ApiResult {
  label: string;
  requestsPerSecond: number;
  p99: number;
  errors: number;
  /** CPU per request (µs) of the serving process and of PostgreSQL, when measured. */
  cpu?: { node: number; postgres: number };
}

type Request = autocannon.Request;

const load = async (
  label: string,
  url: string,
  options: {
    headers?: Record<string, string>;
    requests?: Request[];
    duration?: number;
    cpu?: { pid: number; dataDir: string };
  } = {},
): Promise<ApiResult> => {
  const before = options.cpu && { node: cpuOf(options.cpu.pid), postgres: postgresCpu(options.cpu.dataDir) };
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: options.duration ?? DURATION_S,
    headers: options.headers,
    requests: options.requests,
  });
  const errors = result.errors + result.timeouts + result.non2xx;
  let cpu: ApiResult['cpu'];
  if (options.cpu && before) {
    const requests = Math.max(result.requests.total, 1);
    let postgres = 0;
    for (const [pid, ms] of postgresCpu(options.cpu.dataDir)) postgres += ms - (before.postgres.get(pid) ?? 0);
    cpu = { node: ((cpuOf(options.cpu.pid) - before.node) * 1000) / requests, postgres: (postgres * 1000) / requests };
  }
  return { label, requestsPerSecond: result.requests.average, p99: result.latency.p99, errors, cpu };
};

const median = (results: ApiResult[]): ApiResult => {
  const sorted = [...results].sort((a, b) => a.requestsPerSecond - b.requestsPerSecond);
  const middle = sorted[Math.floor(sorted.length / 2)];
  if (!middle) throw new Error('no results');
  return { ...middle, errors: results.reduce((sum, result) => sum + result.errors, 0) };
};

const print = (result: ApiResult, baseline: ApiResult): void =>
  console.log(
    `  ${result.label.padEnd(36)} ${result.requestsPerSecond.toFixed(0).padStart(7)} req/s  p99 ${String(result.p99).padStart(4)} ms  ` +
      `ratio ${(result.requestsPerSecond / baseline.requestsPerSecond).toFixed(2)}  errors ${result.errors}`,
  );

const DETAILS = {
  customerName: 'Bench Mark',
  billingAddress: '1 Cabinet Way, Springfield',
  phone: '555-010-2030',
  fulfilment: 'pickup',
};

/** Hop-by-hop and per-response headers that node:http writes itself. */
const OWN_HEADERS = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']);

/** What a browser sends (Chromium's Accept-Encoding); the catalogue answers it with Brotli. */
const BROWSER = { 'accept-encoding': 'gzip, deflate, br, zstd' };

/** The answer's exact bytes and headers, still compressed (fetch would decode them). */
const rawAnswer = (url: string, headers: Record<string, string>) =>
  new Promise<{ headers: Record<string, string>; body: Buffer }>((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const kept = Object.entries(response.headers).filter(([name]) => !OWN_HEADERS.has(name));
          resolve({
            headers: Object.fromEntries(kept.map(([name, value]) => [name, String(value)])),
            body: Buffer.concat(chunks),
          });
        });
      })
      .on('error', reject);
  });

const sameAnswerServer = async (url: string, headers: Record<string, string>) =>
  startBaseline(await rawAnswer(url, headers));

/**
 * Each signed-in endpoint and its one-statement baseline are measured in turn this many times;
 * the medians count (`BENCH_ROUNDS` for more, on a noisy machine).
 */
const DB_ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const USER_TARGET = 0.8;
const CART_TARGET = 0.7;

const printAgainst = (result: ApiResult, baseline: ApiResult): void =>
  console.log(
    `  ${result.label.padEnd(36)} ${result.requestsPerSecond.toFixed(0).padStart(7)} req/s  p99 ${String(result.p99).padStart(4)} ms  ` +
      `ratio ${(result.requestsPerSecond / baseline.requestsPerSecond).toFixed(2)} (p99 ${(result.p99 / Math.max(baseline.p99, 1)).toFixed(1)}x)  errors ${result.errors}` +
      (result.cpu
        ? `  CPU/request: node ${result.cpu.node.toFixed(0)} µs, postgres ${result.cpu.postgres.toFixed(0)} µs`
        : ''),
  );

/** A build of the store under the signed-in bench, with its signed-in shopper. */
interface SignedInBuild {
  name: string;
  store: RunningStore;
  shopper: Shopper;
}

/**
 * GET /api/user and cart save against what their database part alone costs: node:http and
 * one prepared statement through node-postgres with the server's pool settings, on the
 * store's own database (db-baseline.ts). Endpoint and baseline are measured in turn, with the
 * same connections and duration, DB_ROUNDS times; the medians of the rounds' ratios count.
 * With several builds (`BENCH_BUILDS`), each build's endpoints are measured after the same
 * baseline in every round, the builds' order rotated; the baselines run on the first build's
 * database.
 */
const signedInAgainstDatabase = async (builds: SignedInBuild[]): Promise<{ user: ApiResult; cart: ApiResult }> => {
  const [first] = builds;
  if (!first) throw new Error('no build to measure');
  const jsonOf = (shopper: Shopper) => ({ ...shopper.headers, 'content-type': 'application/json' });
  const cartBody = JSON.stringify(BENCH_CART);
  const userBaseline = await startDbBaseline('user', first.store.databaseUrl);
  const cartBaseline = await startDbBaseline('cart', first.store.databaseUrl, first.shopper.userId);
  try {
    const put = (path: string, shopper: Shopper): Request[] => [
      { method: 'PUT', path, headers: jsonOf(shopper), body: cartBody },
    ];
    // Both baselines answer what they should before anything is measured.
    for (const [url, init] of [
      [userBaseline.url, { headers: first.shopper.headers }],
      [cartBaseline.url, { method: 'PUT', headers: jsonOf(first.shopper), body: cartBody }],
    ] as const) {
      const response = await fetch(url, init);
      if (!response.ok) throw new Error(`baseline ${url}: ${response.status} ${await response.text()}`);
    }
    // The server compiles its handlers on first use: each side is warmed before the rounds.
    await load('warm-up', userBaseline.url, { headers: first.shopper.headers, duration: 2 });
    await load('warm-up', cartBaseline.url, { requests: put('/', first.shopper), duration: 2 });
    for (const { store, shopper } of builds) {
      await load('warm-up', `${store.url}/api/user`, { headers: shopper.headers, duration: 3 });
      await load('warm-up', `${store.url}/api/cart`, { requests: put('/api/cart', shopper), duration: 3 });
    }
    type Round = { userBase: ApiResult; cartBase: ApiResult; user: ApiResult[]; cart: ApiResult[] };
    const rounds: Round[] = [];
    const suffix = (name: string) => (builds.length > 1 ? ` ${name}` : '');
    for (let round = 1; round <= DB_ROUNDS; round++) {
      const cpu = (pid: number | undefined, dataDir: string) => ({ pid: pid ?? 0, dataDir });
      const order = builds.map((_, index) => (index + round) % builds.length);
      const user: ApiResult[] = [];
      const cart: ApiResult[] = [];
      const userBase = await load(`baseline one select (${round})`, userBaseline.url, {
        headers: first.shopper.headers,
        cpu: cpu(userBaseline.pid, first.store.dataDir),
      });
      printAgainst(userBase, userBase);
      for (const index of order) {
        const { name, store, shopper } = builds[index] as SignedInBuild;
        user[index] = await load(`GET /api/user${suffix(name)} (${round})`, `${store.url}/api/user`, {
          headers: shopper.headers,
          cpu: cpu(store.pid, store.dataDir),
        });
        printAgainst(user[index] as ApiResult, userBase);
      }
      const cartBase = await load(`baseline one upsert (${round})`, cartBaseline.url, {
        requests: put('/', first.shopper),
        cpu: cpu(cartBaseline.pid, first.store.dataDir),
      });
      printAgainst(cartBase, cartBase);
      for (const index of order) {
        const { name, store, shopper } = builds[index] as SignedInBuild;
        cart[index] = await load(`PUT /api/cart 2 lines${suffix(name)} (${round})`, `${store.url}/api/cart`, {
          requests: put('/api/cart', shopper),
          cpu: cpu(store.pid, store.dataDir),
        });
        printAgainst(cart[index] as ApiResult, cartBase);
      }
      rounds.push({ userBase, cartBase, user, cart });
    }
    const middle = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
    const userBase = { ...median(rounds.map((round) => round.userBase)), label: 'baseline node:http + one select' };
    const cartBase = { ...median(rounds.map((round) => round.cartBase)), label: 'baseline node:http + one upsert' };
    const results = builds.map(({ name }, index) => ({
      user: { ...median(rounds.map((round) => round.user[index] as ApiResult)), label: `GET /api/user${suffix(name)}` },
      cart: {
        ...median(rounds.map((round) => round.cart[index] as ApiResult)),
        label: `PUT /api/cart (2 lines)${suffix(name)}`,
      },
    }));
    console.log(`  medians of ${DB_ROUNDS} rounds:`);
    printAgainst(userBase, userBase);
    for (const { user } of results) printAgainst(user, userBase);
    printAgainst(cartBase, cartBase);
    for (const { cart } of results) printAgainst(cart, cartBase);
    const total = (result: ApiResult) => (result.cpu ? result.cpu.node + result.cpu.postgres : Number.NaN);
    for (const [index, { name }] of builds.entries()) {
      const of = (endpoint: 'user' | 'cart', base: 'userBase' | 'cartBase') => {
        const ratios = rounds.map(
          (round) => (round[endpoint][index] as ApiResult).requestsPerSecond / round[base].requestsPerSecond,
        );
        // On a busy machine requests/s move with its load; the CPU each request costs moves far less.
        const cpu = rounds.map((round) => total(round[base]) / total(round[endpoint][index] as ApiResult));
        return { ratio: middle(ratios), all: ratios.map((r) => r.toFixed(2)).join(', '), cpu: middle(cpu) };
      };
      for (const [label, { ratio, all, cpu }, target] of [
        ['GET /api/user', of('user', 'userBase'), USER_TARGET],
        ['cart save', of('cart', 'cartBase'), CART_TARGET],
      ] as const) {
        console.log(
          `  ${label}${suffix(name)} at ${(ratio * 100).toFixed(0)}% of its one-statement baseline, the median of ${all} (target ≥ ${target * 100}%): ${ratio >= target ? 'met' : 'MISSED'}; CPU per request (node + postgres), baseline's over the endpoint's, median of rounds: ${cpu.toFixed(2)}`,
        );
      }
    }
    const [mine] = results;
    if (!mine) throw new Error('no results');
    return mine;
  } finally {
    await Promise.all([userBaseline.stop(), cartBaseline.stop()]);
  }
};

/**
 * Only the signed-in endpoints against their database baselines (`npm run bench --
 * api:signed-in`). With `BENCH_BUILDS=/tmp/before,/tmp/after` (checkouts with their
 * node_modules), each of those builds is measured side by side in the same rounds instead.
 */
export const runSignedInBench = async (): Promise<{ user: ApiResult; cart: ApiResult }> => {
  const checkouts = (process.env.BENCH_BUILDS ?? '').split(',').filter(Boolean);
  console.log(
    `api (signed in): autocannon, ${CONNECTIONS} connections, ${DURATION_S} s each${checkouts.length > 0 ? `, ${checkouts.join(' against ')}` : ''}`,
  );
  const builds: SignedInBuild[] = [];
  try {
    for (const checkout of checkouts.length > 0 ? checkouts : [undefined]) {
      const store = await startStore({}, [], checkout ? path.resolve(checkout) : undefined);
      builds.push({ name: checkout ?? 'this checkout', store, shopper: await signIn(store.url) });
    }
    return await signedInAgainstDatabase(builds);
  } finally {
    await Promise.all(builds.map(({ store }) => store.stop()));
  }
};

/**
 * The public catalogue against the hello world: ROUNDS alternating rounds, the target judged on
 * the median of the rounds' ratios, the store's CPU per request printed beside each (it moves
 * less with the machine's load than requests/s); then, for reference, the same endpoint
 * uncompressed and node:http sending the catalogue's own answer.
 */
const catalogueAgainstHello = async (
  store: RunningStore,
  baselineServer: Running,
): Promise<{ baseline: ApiResult; catalogue: ApiResult; ratio: number; ratios: number[] }> => {
  const catalogueUrl = `${store.url}/api/cabinets/Base?group=Shaker`;
  const answer = await rawAnswer(catalogueUrl, BROWSER);
  console.log(
    `  the catalogue's answer: ${answer.body.length} bytes, content-encoding ${answer.headers['content-encoding'] ?? 'none'}`,
  );
  // autocannon runs in this process: a short run first, so that no measurement is taken
  // while its own code is still being compiled. Then the baseline and the catalogue in
  // turn, so that a change in the machine's load falls on both.
  await load('warm-up', baselineServer.url, { duration: 2 });
  const rounds: Array<{ baseline: ApiResult; catalogue: ApiResult }> = [];
  for (let round = 1; round <= ROUNDS; round++) {
    const hello = await load(`baseline node:http hello (${round})`, baselineServer.url, { headers: BROWSER });
    const cabinets = await load(`GET /api/cabinets/Base (${round})`, catalogueUrl, {
      headers: BROWSER,
      cpu: { pid: store.pid, dataDir: store.dataDir },
    });
    rounds.push({ baseline: hello, catalogue: cabinets });
    print(hello, hello);
    printAgainst(cabinets, hello);
  }
  const baseline = { ...median(rounds.map((round) => round.baseline)), label: 'baseline node:http hello' };
  const catalogue = { ...median(rounds.map((round) => round.catalogue)), label: 'GET /api/cabinets/Base?group=Shaker' };
  console.log(`  medians of ${ROUNDS} rounds:`);
  print(baseline, baseline);
  printAgainst(catalogue, baseline);
  // Each round's ratio compares two runs a few seconds apart; the target is judged on their median.
  const ratios = rounds
    .map((round) => round.catalogue.requestsPerSecond / round.baseline.requestsPerSecond)
    .sort((a, b) => a - b);
  const ratio = ratios[Math.floor(ratios.length / 2)] ?? 0;
  // For reference (not the target): the same endpoint for a client that accepts no
  // compression (11.6 KB of JSON), and node:http sending the catalogue's own answer, the
  // same headers and bytes, which the hello-world baseline does not carry.
  const plainCatalogue = await load('  the same, uncompressed', catalogueUrl);
  print(plainCatalogue, baseline);
  const sameAnswer = await sameAnswerServer(catalogueUrl, BROWSER);
  try {
    const reference = await load('  node:http, the same answer', sameAnswer.url, { headers: BROWSER });
    print(reference, baseline);
    console.log(
      `  catalogue at ${((catalogue.requestsPerSecond / reference.requestsPerSecond) * 100).toFixed(0)}% of node:http sending the same answer`,
    );
  } finally {
    await sameAnswer.stop();
  }
  return { baseline, catalogue, ratio, ratios };
};

const catalogueVerdict = ({ ratio, ratios }: { ratio: number; ratios: number[] }): void =>
  console.log(
    `  catalogue at ${(ratio * 100).toFixed(0)}% of baseline, the median of the rounds' ${ratios.map((r) => r.toFixed(2)).join(', ')} (target ≥ 70%): ${ratio >= 0.7 ? 'met' : 'MISSED'}`,
  );

/** Only the catalogue against the hello world (`npm run bench -- api:catalogue`). */
export const runCatalogueBench = async (): Promise<ApiResult[]> => {
  console.log(`api (catalogue): autocannon, ${CONNECTIONS} connections, ${DURATION_S} s each`);
  const baselineServer = await startBaseline();
  const store = await startStore();
  try {
    const result = await catalogueAgainstHello(store, baselineServer);
    catalogueVerdict(result);
    return [result.baseline, result.catalogue];
  } finally {
    await Promise.all([baselineServer.stop(), store.stop()]);
  }
};

/**
 * The catalogue of several builds of the store side by side (`BENCH_BUILDS=/tmp/before,/tmp/after
 * npm run bench -- api:builds`; each a checkout with its node_modules installed or linked): each
 * on its embedded PostgreSQL, measured in ROUNDS rounds against the hello world, the builds' order
 * rotated from round to round; then the router's path, a new URL for every request so that
 * nothing is repeated in front of the router. The CPU per request of each store is the figure
 * to compare: it moves far less than requests/s with the machine's load.
 */
export const runBuildsBench = async (): Promise<void> => {
  const checkouts = (process.env.BENCH_BUILDS ?? '').split(',').filter(Boolean);
  if (checkouts.length === 0) throw new Error('Set BENCH_BUILDS to the checkouts to compare, separated by commas.');
  console.log(
    `api (builds): autocannon, ${CONNECTIONS} connections, ${DURATION_S} s each, ${checkouts.join(' against ')}`,
  );
  const baselineServer = await startBaseline();
  const stores: Array<{ name: string; store: RunningStore }> = [];
  try {
    for (const checkout of checkouts) stores.push({ name: checkout, store: await startStore({}, [], checkout) });
    const path = '/api/cabinets/Base?group=Shaker';
    await load('warm-up', baselineServer.url, { duration: 2 });
    for (const { store } of stores) await load('warm-up', store.url + path, { headers: BROWSER, duration: 2 });
    const figures = new Map(
      stores.map(({ name }) => [name, { ratios: [] as number[], held: [] as number[], routed: [] as number[] }]),
    );
    for (let round = 1; round <= ROUNDS; round++) {
      const hello = await load(`baseline node:http hello (${round})`, baselineServer.url, { headers: BROWSER });
      print(hello, hello);
      for (const index of stores.keys()) {
        const { name, store } = stores[(index + round) % stores.length] as (typeof stores)[number];
        const result = await load(`${name} (${round})`, store.url + path, {
          headers: BROWSER,
          cpu: { pid: store.pid, dataDir: store.dataDir },
        });
        printAgainst(result, hello);
        figures.get(name)?.ratios.push(result.requestsPerSecond / hello.requestsPerSecond);
        figures.get(name)?.held.push(result.cpu?.node ?? Number.NaN);
      }
    }
    for (let round = 1; round <= DB_ROUNDS; round++) {
      for (const { name, store } of stores) {
        let n = 0;
        const requests: Request[] = [
          { method: 'GET', setupRequest: (request) => ({ ...request, path: `${path}&n=${round}-${(n += 1)}` }) },
        ];
        const result = await load(`${name}, a new URL each (${round})`, store.url + path, {
          headers: BROWSER,
          requests,
          cpu: { pid: store.pid, dataDir: store.dataDir },
        });
        printAgainst(result, result);
        figures.get(name)?.routed.push(result.cpu?.node ?? Number.NaN);
      }
    }
    const middle = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
    console.log(
      '  medians of the rounds: ratio to the hello world; CPU per request of the store, the same URL and a new URL each:',
    );
    for (const [name, { ratios, held, routed }] of figures) {
      console.log(
        `  ${name.padEnd(36)} ratio ${middle(ratios).toFixed(2)}  ${middle(held).toFixed(1)} µs  ${middle(routed).toFixed(1)} µs`,
      );
    }
  } finally {
    await Promise.all([baselineServer.stop(), ...stores.map(({ store }) => store.stop())]);
  }
};

export const runApiBench = async (): Promise<ApiResult[]> => {
  console.log(`api: autocannon, ${CONNECTIONS} connections, ${DURATION_S} s each`);
  const baselineServer = await startBaseline();
  const store = await startStore();
  try {
    const catalogueResult = await catalogueAgainstHello(store, baselineServer);
    const { baseline, catalogue } = catalogueResult;
    const shopper = await signIn(store.url);
    const { user, cart } = await signedInAgainstDatabase([{ name: 'the store', store, shopper }]);
    const json = { ...shopper.headers, 'content-type': 'application/json' };
    // Every order its own Idempotency-Key, as every click on Place Order would have.
    const orderBody = JSON.stringify({ cart: BENCH_CART, details: DETAILS });
    const orders = await load('POST /api/orders (unique keys)', `${store.url}/api/orders`, {
      requests: [
        {
          method: 'POST',
          path: '/api/orders',
          headers: json,
          body: orderBody,
          setupRequest: (request) => ({
            ...request,
            headers: { ...request.headers, [IDEMPOTENCY_HEADER]: crypto.randomUUID() },
          }),
        },
      ],
    });
    print(orders, baseline);
    catalogueVerdict(catalogueResult);
    const ordersMet = orders.requestsPerSecond >= ORDER_TARGET && orders.errors === 0;
    console.log(
      `  orders ${orders.requestsPerSecond.toFixed(0)}/s with ${orders.errors} errors (target ≥ ${ORDER_TARGET}/s, 0 errors): ${ordersMet ? 'met' : 'MISSED'}`,
    );
    return [baseline, catalogue, user, cart, orders];
  } finally {
    await Promise.all([baselineServer.stop(), store.stop()]);
  }
};
