import crypto from 'node:crypto';
import autocannon from 'autocannon';
import { IDEMPOTENCY_HEADER } from '@rta/domain/order-api';
import { BENCH_CART, signIn } from './accounts.ts';
import { startBaseline, startStore } from './processes.ts';

/**
 * HTTP throughput of the store's API against a raw node:http hello-world server started in
 * the same run (issue 10: the catalogue endpoint should reach at least 70% of it; order
 * placement at least 300 orders/s with zero errors).
 */
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;
const ORDER_TARGET = 300;

export interface ApiResult {
  label: string;
  requestsPerSecond: number;
  p99: number;
  errors: number;
}

type Request = autocannon.Request;

const load = async (label: string, url: string, options: { headers?: Record<string, string>; requests?: Request[] } = {}): Promise<ApiResult> => {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers: options.headers, requests: options.requests });
  const errors = result.errors + result.timeouts + result.non2xx;
  return { label, requestsPerSecond: result.requests.average, p99: result.latency.p99, errors };
};

const print = (result: ApiResult, baseline: ApiResult): void =>
  console.log(
    `  ${result.label.padEnd(36)} ${result.requestsPerSecond.toFixed(0).padStart(7)} req/s  p99 ${String(result.p99).padStart(4)} ms  ` +
      `ratio ${(result.requestsPerSecond / baseline.requestsPerSecond).toFixed(2)}  errors ${result.errors}`,
  );

const DETAILS = { customerName: 'Bench Mark', billingAddress: '1 Cabinet Way, Springfield', phone: '555-010-2030', fulfilment: 'pickup' };

/** Hop-by-hop and per-response headers that node:http writes itself. */
const OWN_HEADERS = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']);

const sameAnswerServer = async (url: string) => {
  const response = await fetch(url);
  const headers = Object.fromEntries([...response.headers].filter(([name]) => !OWN_HEADERS.has(name)));
  return startBaseline({ headers, body: Buffer.from(await response.arrayBuffer()) });
};

export const runApiBench = async (): Promise<ApiResult[]> => {
  console.log(`api: autocannon, ${CONNECTIONS} connections, ${DURATION_S} s each`);
  const baselineServer = await startBaseline();
  const store = await startStore();
  try {
    const baseline = await load('baseline node:http hello', baselineServer.url);
    print(baseline, baseline);
    const catalogue = await load('GET /api/cabinets/Base?group=Shaker', `${store.url}/api/cabinets/Base?group=Shaker`);
    print(catalogue, baseline);
    // For reference (not the target's baseline): node:http sending the catalogue's own answer,
    // the same headers and the same 11.6 KB of JSON, which the hello-world baseline does not carry.
    const sameAnswer = await sameAnswerServer(`${store.url}/api/cabinets/Base?group=Shaker`);
    try {
      const reference = await load('  node:http, the same answer', sameAnswer.url);
      print(reference, baseline);
      console.log(`  catalogue at ${((catalogue.requestsPerSecond / reference.requestsPerSecond) * 100).toFixed(0)}% of node:http sending the same answer`);
    } finally {
      await sameAnswer.stop();
    }
    const shopper = await signIn(store.url);
    const user = await load('GET /api/user', `${store.url}/api/user`, { headers: shopper.headers });
    print(user, baseline);
    const json = { ...shopper.headers, 'content-type': 'application/json' };
    const cart = await load('PUT /api/cart (2 lines)', `${store.url}/api/cart`, {
      requests: [{ method: 'PUT', path: '/api/cart', headers: json, body: JSON.stringify(BENCH_CART) }],
    });
    print(cart, baseline);
    // Every order its own Idempotency-Key, as every click on Place Order would have.
    const orderBody = JSON.stringify({ cart: BENCH_CART, details: DETAILS });
    const orders = await load('POST /api/orders (unique keys)', `${store.url}/api/orders`, {
      requests: [
        {
          method: 'POST',
          path: '/api/orders',
          headers: json,
          body: orderBody,
          setupRequest: (request) => ({ ...request, headers: { ...request.headers, [IDEMPOTENCY_HEADER]: crypto.randomUUID() } }),
        },
      ],
    });
    print(orders, baseline);
    const ratio = catalogue.requestsPerSecond / baseline.requestsPerSecond;
    console.log(`  catalogue at ${(ratio * 100).toFixed(0)}% of baseline (target ≥ 70%): ${ratio >= 0.7 ? 'met' : 'MISSED'}`);
    const ordersMet = orders.requestsPerSecond >= ORDER_TARGET && orders.errors === 0;
    console.log(`  orders ${orders.requestsPerSecond.toFixed(0)}/s with ${orders.errors} errors (target ≥ ${ORDER_TARGET}/s, 0 errors): ${ordersMet ? 'met' : 'MISSED'}`);
    return [baseline, catalogue, user, cart, orders];
  } finally {
    await Promise.all([baselineServer.stop(), store.stop()]);
  }
};
