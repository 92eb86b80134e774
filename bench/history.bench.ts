import http from 'node:http';
import zlib from 'node:zlib';
import crypto from 'node:crypto';
import pg from 'pg';
import { IDEMPOTENCY_HEADER } from '@rta/domain/api/orders';
import { BENCH_CART, json, signIn, type Shopper } from './accounts.ts';
import { startStore } from './processes.ts';
import { percentile } from './stats.ts';

/**
 * Order history for one shopper with 10, 100, 1,000 and 10,000 orders (issue 24): the time
 * and size of GET /api/orders/user's first page (no query parameter: what the profile asks
 * first). Target: flat, 10,000 orders within 1.5× of 10 in time (p50) and size (10 orders
 * being less than a page, the size is also compared with the first full page). When the
 * answer carries a `Link: <…>; rel="next"` header, the page it names is timed too.
 *
 * One order is placed through the API; the others are copies of it written straight into
 * the bench's own database (its row, its lines and any status changes, each copy a minute
 * older than the last), so that they are stored exactly as the server stores an order.
 */
const COUNTS = [10, 100, 1_000, 10_000];
const TARGET = 1.5;
/** Timed requests per count: at most this many, and no more once this many seconds have passed (at least MIN_SAMPLES). */
const MAX_SAMPLES = 100;
const MIN_SAMPLES = 5;
const SAMPLE_BUDGET_MS = 15_000;

const BROWSER = { 'accept-encoding': 'gzip, deflate, br, zstd' };
const DETAILS = {
  customerName: 'Bench Mark',
  billingAddress: '1 Cabinet Way, Springfield',
  phone: '555-010-2030',
  fulfilment: 'pickup',
};

interface Answer {
  status: number;
  ms: number;
  /** Bytes on the wire (compressed when the server compressed). */
  bytes: number;
  encoding: string;
  orders: number;
  /** The target of a `Link: <…>; rel="next"` header, when one came. */
  next?: string;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

const decode = (body: Buffer, encoding: string): Buffer =>
  encoding === 'br'
    ? zlib.brotliDecompressSync(body)
    : encoding === 'gzip'
      ? zlib.gunzipSync(body)
      : encoding === 'deflate'
        ? zlib.inflateSync(body)
        : body;

/** One GET as the profile sends it (the browser's Accept-Encoding), timed to its last byte; the next link resolved against `url`. */
const firstPage = (url: string, shopper: Shopper): Promise<Answer> =>
  new Promise((resolve, reject) => {
    const start = performance.now();
    http
      .get(url, { agent, headers: { ...shopper.headers, ...BROWSER } }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const ms = performance.now() - start;
          const body = Buffer.concat(chunks);
          const encoding = String(response.headers['content-encoding'] ?? 'identity');
          const parsed: unknown =
            response.statusCode === 200 ? JSON.parse(decode(body, encoding).toString('utf8')) : [];
          const next = /<([^>]*)>\s*;\s*rel="?next"?/.exec(String(response.headers.link ?? ''))?.[1];
          resolve({
            status: response.statusCode ?? 0,
            ms,
            bytes: body.length,
            encoding,
            orders: Array.isArray(parsed) ? parsed.length : 0,
            ...(next ? { next: new URL(next, url).href } : {}),
          });
        });
      })
      .on('error', reject);
  });

/** The columns of a table, less its serial id (a copy takes a new one). */
const columnsOf = async (db: pg.Client, table: string): Promise<string[]> => {
  const { rows } = await db.query<{ column_name: string }>(
    `select column_name from information_schema.columns
      where table_schema = 'public' and table_name = $1 and coalesce(column_default, '') not like 'nextval(%'
      order by ordinal_position`,
    [table],
  );
  return rows.map((row) => row.column_name);
};

/**
 * Copies of the template order numbered from..to (inclusive), in one statement: the orders,
 * their lines and their status changes. Copy n is n minutes older than the template.
 */
const copyStatement = async (db: pg.Client): Promise<string> => {
  const shifted = (alias: string, column: string) => `${alias}.${column} - c.n * interval '1 minute'`;
  const select = (columns: string[], alias: string, special: Record<string, string>) =>
    `(${columns.join(', ')}) select ${columns.map((column) => special[column] ?? `${alias}.${column}`).join(', ')}`;
  const orderColumns = await columnsOf(db, 'orders');
  const itemColumns = await columnsOf(db, 'order_items');
  const eventColumns = await columnsOf(db, 'order_events');
  return `with copies as (select n, 'RTA-ORD-H' || lpad(n::text, 9, '0') as id from generate_series($2::int, $3::int) n),
    copied_orders as (
      insert into orders ${select(orderColumns, 'o', {
        id: 'c.id',
        idempotency_key: `'bench-history-' || c.n`,
        created_at: shifted('o', 'created_at'),
        updated_at: shifted('o', 'updated_at'),
      })}
      from copies c cross join orders o where o.id = $1
    ),
    copied_items as (
      insert into order_items ${select(itemColumns, 'i', { order_id: 'c.id' })}
      from copies c cross join order_items i where i.order_id = $1
    )
    insert into order_events ${select(eventColumns, 'e', { order_id: 'c.id', created_at: shifted('e', 'created_at') })}
    from copies c cross join order_events e where e.order_id = $1`;
};

const fmtBytes = (bytes: number): string =>
  bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1)} MB`
    : bytes >= 1024
      ? `${(bytes / 1024).toFixed(1)} KB`
      : `${bytes} B`;

export interface HistoryResult {
  orders: number;
  p50: number;
  p99: number;
  bytes: number;
  inAnswer: number;
  next: boolean;
  /** The page the first page's next link names: its p50 and how many orders it holds. */
  second?: { p50: number; inAnswer: number };
}

export const runHistoryBench = async (): Promise<HistoryResult[]> => {
  console.log(
    `history: GET /api/orders/user (first page) for one shopper with ${COUNTS.map((n) => n.toLocaleString('en-US')).join(', ')} orders`,
  );
  const store = await startStore();
  const db = new pg.Client({ connectionString: store.databaseUrl });
  await db.connect();
  try {
    const shopper = await signIn(store.url);
    const placed = await json(`${store.url}/api/orders`, {
      method: 'POST',
      headers: { ...shopper.headers, [IDEMPOTENCY_HEADER]: crypto.randomUUID() },
      body: JSON.stringify({ cart: BENCH_CART, details: DETAILS }),
    });
    const template = String((placed.order as { id?: string } | undefined)?.id ?? '');
    const found = await db.query('select 1 from orders where id = $1 and user_id = $2', [template, shopper.userId]);
    if (found.rowCount !== 1) throw new Error(`the placed order was not found (answer: ${JSON.stringify(placed)})`);
    const copy = await copyStatement(db);
    const url = `${store.url}/api/orders/user`;
    const results: HistoryResult[] = [];
    let have = 1;
    console.log(
      `  ${'orders'.padStart(7)}  ${'in answer'.padStart(9)}  ${'answer'.padStart(9)}  ${'p50'.padStart(9)}  ${'p99'.padStart(9)}  next link`,
    );
    for (const count of COUNTS) {
      if (count > have) await db.query(copy, [template, have, count - 1]);
      have = count;
      await db.query('analyze orders, order_items, order_events');
      for (let i = 0; i < 3; i++) await firstPage(url, shopper);
      const answers: Answer[] = [];
      const started = performance.now();
      while (
        answers.length < MAX_SAMPLES &&
        (answers.length < MIN_SAMPLES || performance.now() - started < SAMPLE_BUDGET_MS)
      ) {
        answers.push(await firstPage(url, shopper));
      }
      const failed = answers.find((answer) => answer.status !== 200);
      if (failed) throw new Error(`GET /api/orders/user answered ${failed.status} with ${count} orders`);
      const times = answers.map((answer) => answer.ms).sort((a, b) => a - b);
      const last = answers[answers.length - 1] as Answer;
      const result: HistoryResult = {
        orders: count,
        p50: percentile(times, 50),
        p99: percentile(times, 99),
        bytes: last.bytes,
        inAnswer: last.orders,
        next: Boolean(last.next),
      };
      if (last.next) {
        // Once history is paged: the page after the first, as 'Show more' asks it.
        const seconds: Answer[] = [];
        for (let i = 0; i < 20; i++) seconds.push(await firstPage(last.next, shopper));
        const secondFailed = seconds.find((answer) => answer.status !== 200);
        if (secondFailed)
          throw new Error(`the next page (${last.next}) answered ${secondFailed.status} with ${count} orders`);
        result.second = {
          p50: percentile(
            seconds.map((answer) => answer.ms).sort((a, b) => a - b),
            50,
          ),
          inAnswer: seconds[0]?.orders ?? 0,
        };
      }
      results.push(result);
      console.log(
        `  ${count.toLocaleString('en-US').padStart(7)}  ${String(result.inAnswer).padStart(9)}  ${fmtBytes(result.bytes).padStart(9)}  ` +
          `${`${result.p50.toFixed(1)} ms`.padStart(9)}  ${`${result.p99.toFixed(1)} ms`.padStart(9)}  ${result.next ? 'yes' : 'no'}` +
          `  (${answers.length} requests, ${last.encoding})` +
          (result.second
            ? `; next page: ${result.second.inAnswer} orders, p50 ${result.second.p50.toFixed(1)} ms`
            : ''),
      );
    }
    const first = results[0] as HistoryResult;
    const most = results[results.length - 1] as HistoryResult;
    const time = most.p50 / first.p50;
    const size = most.bytes / first.bytes;
    // Once history is paged, 10 orders are less than a page: the size is also compared with the
    // smallest history whose first page holds as many orders as the largest's (a full page).
    const fullPage = results.find((result) => result.inAnswer === most.inAnswer) ?? first;
    const pageSize = most.bytes / fullPage.bytes;
    console.log(
      `  ${most.orders.toLocaleString('en-US')} orders against ${first.orders}: time ${time.toFixed(2)}× (p99 ${(most.p99 / first.p99).toFixed(2)}×), size ${size.toFixed(2)}×` +
        (fullPage === first
          ? ''
          : ` (${first.inAnswer} orders against ${most.inAnswer}; against ${fullPage.orders} orders, the first full page: ${pageSize.toFixed(2)}×)`),
    );
    console.log(
      `  target ≤ ${TARGET}×: time ${time <= TARGET ? 'met' : 'MISSED'}, size ${size <= TARGET ? 'met' : pageSize <= TARGET ? 'met for a full page, not against 10 orders' : 'MISSED'}`,
    );
    return results;
  } finally {
    agent.destroy();
    await db.end();
    await store.stop();
  }
};
