import pg from 'pg';
import * as v from 'valibot';
import { eq } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { SUPPORT_CONTEXT_IDS } from '@rta/domain/support/contexts';
import { AUDIT_PAGE_SIZE, auditQuerySchema } from '@rta/domain/api/staff-audit';
import { inboxQuerySchema } from '@rta/domain/api/staff-support';
import { staffOrderListQuerySchema } from '@rta/domain/api/staff-orders';
import { staffApplicationListQuerySchema } from '@rta/domain/api/staff-applications';
import * as schema from '../apps/server/src/db/schema.ts';
import { runMigrations } from '../apps/server/src/db/migrate.ts';
import { staffOrdersRepository } from '../apps/server/src/staff/staff-orders-repository.ts';
import { staffApplicationsRepository } from '../apps/server/src/staff/staff-applications-repository.ts';
import { createSupportInbox } from '../apps/server/src/staff/support-inbox.ts';
import { auditPage } from '../apps/server/src/staff/audit.ts';
import { projectRepository } from '../apps/server/src/projects/project-repository.ts';
import { ms } from './stats.ts';

/**
 * `npm run bench -- lists` (issue 24): the lists that grow, at 100,000 rows each. Makes a
 * database of its own on BENCH_DATABASE_URL's server (dropped first if it is there), seeds
 * orders, trade-pro applications, support messages and audit entries with generate_series,
 * and runs each list's own queries (the repositories' SQL, captured as they run) under
 * EXPLAIN (ANALYZE, BUFFERS) at page 1, a middle page and the last page. Prints the median
 * execution time of each statement and the plan of the slowest, trimmed.
 */
const ROWS = Number(process.env.BENCH_LIST_ROWS ?? 100_000);
const RUNS = 5;
/** The shopper whose order history is paged (another 10,000 of the orders are theirs). */
const HEAVY_SHOPPER_ORDERS = 10_000;

const seed = async (pool: pg.Pool): Promise<void> => {
  const contexts = SUPPORT_CONTEXT_IDS.map((id) => `'${id}'`).join(',');
  await pool.query(`
    INSERT INTO users (email, first_name, last_name, password_hash, enabled)
    SELECT 'shopper' || n || '@example.com', 'First' || n, 'Last' || n, 'x', 1 FROM generate_series(1, 1000) AS n;

    INSERT INTO orders (id, user_id, idempotency_key, status, customer_name, billing_address, phone, fulfilment, payment_method,
                        subtotal_cents, tax_cents, total_cents, created_at, updated_at)
    SELECT 'RTA-ORD-' || lpad(n::text, 8, '0'),
           CASE WHEN n <= ${HEAVY_SHOPPER_ORDERS} THEN (SELECT id FROM users WHERE email = 'shopper1@example.com')
                ELSE u.ids[1 + n % 1000] END,
           'key-' || n,
           (ARRAY['pending_payment','paid','processing','ready_for_pickup','shipped','completed','cancelled'])[1 + n % 7],
           'Customer ' || n, '1 Main St', '5555550100', CASE WHEN n % 2 = 0 THEN 'pickup' ELSE 'delivery' END, 'stripe',
           10000, 700, 10700,
           -- one order every 5 minutes back from now, some sharing a second (the id breaks the tie)
           date_trunc('second', now()) - make_interval(secs => (n / 2) * 300), now()
    FROM generate_series(1, ${ROWS}) AS n, (SELECT array_agg(id ORDER BY email) AS ids FROM users) AS u;

    INSERT INTO trade_applications (company_name, company_description, location, owner_name, email, phone, preferred_contact,
                                    years_in_business, annual_revenue, projects_per_year, status, created_at)
    SELECT 'Company ' || n, 'We build kitchens.', 'Springfield', 'Owner ' || n, 'owner' || n || '@example.com', '5555550100', 'email',
           5, '100k-500k', 20, (ARRAY['approved','declined','approved','declined','pending'])[1 + n % 5],
           date_trunc('second', now()) - make_interval(secs => (n / 2) * 300)
    FROM generate_series(1, ${ROWS}) AS n;

    INSERT INTO contact_messages (name, email, subject, message, context, priority, form_type, recipient_email, handled_at, created_at)
    SELECT 'Sender ' || n, 'sender' || n || '@example.com', 'Subject ' || n, 'A message long enough.',
           c.ids[1 + n % array_length(c.ids, 1)], (ARRAY['high','medium','normal'])[1 + n % 3], 'contact', 'support@store.example',
           -- most are handled; one in ten is still waiting
           CASE WHEN n % 10 = 0 THEN NULL ELSE now() END,
           date_trunc('second', now()) - make_interval(secs => (n / 2) * 300)
    FROM generate_series(1, ${ROWS}) AS n, (SELECT ARRAY[${contexts}] AS ids) AS c;

    INSERT INTO audit_log (actor_email, action, target_type, target_id, details, created_at)
    SELECT 'staff' || (n % 20) || '@store.example',
           (ARRAY['order.status','order.payment','application.approve','support.handled','support.reply','catalogue.update'])[1 + n % 6],
           'order', 'RTA-ORD-' || lpad((1 + n % 5000)::text, 8, '0'), '{"before":{},"after":{}}',
           date_trunc('second', now()) - make_interval(secs => (n / 2) * 60)
    FROM generate_series(1, ${ROWS}) AS n;

    INSERT INTO projects (user_id, name, cart_data)
    SELECT (SELECT id FROM users WHERE email = 'shopper1@example.com'), 'Project ' || n, '{"items":[],"labels":[]}'
    FROM generate_series(1, 100) AS n;
  `);
  await pool.query('VACUUM ANALYZE');
};

interface Captured {
  sql: string;
  params: unknown[];
}

interface Case {
  list: string;
  label: string;
  /** Runs the list's own code once; its statements are captured. */
  run: (db: ReturnType<typeof captureDb>['db']) => Promise<unknown>;
}

const captureDb = (pool: pg.Pool) => {
  const captured: Captured[] = [];
  const db = drizzle(pool, { schema, logger: { logQuery: (sql, params) => captured.push({ sql, params }) } });
  return { db, captured };
};

/** The median execution time of one statement under EXPLAIN ANALYZE, and the plan of that run. */
const explain = async (pool: pg.Pool, statement: Captured) => {
  const runs: { time: number; plan: string }[] = [];
  for (let i = 0; i < RUNS; i++) {
    const { rows } = await pool.query<{ 'QUERY PLAN': string }>(
      `EXPLAIN (ANALYZE, BUFFERS) ${statement.sql}`,
      statement.params,
    );
    const lines = rows.map((row) => row['QUERY PLAN']);
    const time = Number(/Execution Time: ([\d.]+)/.exec(lines.join('\n'))?.[1] ?? Number.NaN);
    runs.push({ time, plan: lines.filter((line) => !/^\s*(Planning|Execution) Time/.test(line)).join('\n') });
  }
  runs.sort((a, b) => a.time - b.time);
  return runs[Math.floor(RUNS / 2)] ?? { time: Number.NaN, plan: '' };
};

const eqEmail = (email: string) => eq(schema.users.email, email);

const page = (total: number, pageSize: number, where: 'first' | 'middle' | 'last') =>
  where === 'first'
    ? 1
    : where === 'last'
      ? Math.max(1, Math.ceil(total / pageSize))
      : Math.max(1, Math.ceil(total / pageSize / 2));

const cases = (counts: { orders: number; pendingApplications: number; unhandled: number }): Case[] => {
  const positions = ['first', 'middle', 'last'] as const;
  const inbox = (db: Parameters<Case['run']>[0]) =>
    createSupportInbox({
      db,
      clock: { now: () => new Date() },
      storeName: 'Bench',
      publicUrl: 'http://localhost',
      deliverMail: () => {},
    });
  return [
    ...positions.map<Case>((where) => ({
      list: 'staff orders',
      label: `no filter, page ${page(ROWS, 25, where)}`,
      run: (db) => staffOrdersRepository.list(db, v.parse(staffOrderListQuerySchema, { page: page(ROWS, 25, where) })),
    })),
    ...positions.map<Case>((where) => ({
      list: 'staff orders',
      label: `status=paid, page ${page(counts.orders / 7, 25, where)}`,
      run: (db) =>
        staffOrdersRepository.list(
          db,
          v.parse(staffOrderListQuerySchema, { status: 'paid', page: page(counts.orders / 7, 25, where) }),
        ),
    })),
    {
      list: 'staff orders',
      label: 'search q=customer 4242, page 1',
      run: (db) => staffOrdersRepository.list(db, v.parse(staffOrderListQuerySchema, { q: 'customer 4242' })),
    },
    ...positions.map<Case>((where) => ({
      list: 'applications',
      label: `no filter, page ${page(ROWS, 25, where)}`,
      run: (db) =>
        staffApplicationsRepository.list(db, v.parse(staffApplicationListQuerySchema, { page: page(ROWS, 25, where) })),
    })),
    ...positions.map<Case>((where) => ({
      list: 'applications',
      label: `status=pending, page ${page(counts.pendingApplications, 25, where)}`,
      run: (db) =>
        staffApplicationsRepository.list(
          db,
          v.parse(staffApplicationListQuerySchema, {
            status: 'pending',
            page: page(counts.pendingApplications, 25, where),
          }),
        ),
    })),
    ...positions.map<Case>((where) => ({
      list: 'support inbox',
      label: `unhandled (the default), page ${page(counts.unhandled, 50, where)}`,
      run: (db) => inbox(db).list(v.parse(inboxQuerySchema, { page: String(page(counts.unhandled, 50, where)) })),
    })),
    ...positions.map<Case>((where) => ({
      list: 'support inbox',
      label: `status=all, page ${page(ROWS, 50, where)}`,
      run: (db) => inbox(db).list(v.parse(inboxQuerySchema, { status: 'all', page: String(page(ROWS, 50, where)) })),
    })),
    ...positions.map<Case>((where) => ({
      list: 'audit log',
      label: `no filter, page ${page(ROWS, AUDIT_PAGE_SIZE, where)}`,
      run: (db) => auditPage(db, v.parse(auditQuerySchema, { page: String(page(ROWS, AUDIT_PAGE_SIZE, where)) })),
    })),
    ...positions.map<Case>((where) => ({
      list: 'audit log',
      label: `area=support, page ${page(ROWS / 3, AUDIT_PAGE_SIZE, where)}`,
      run: (db) =>
        auditPage(
          db,
          v.parse(auditQuerySchema, { area: 'support', page: String(page(ROWS / 3, AUDIT_PAGE_SIZE, where)) }),
        ),
    })),
    {
      list: 'audit log',
      label: 'target=RTA-ORD-00000042, page 1',
      run: (db) => auditPage(db, v.parse(auditQuerySchema, { target: 'RTA-ORD-00000042' })),
    },
    {
      list: 'projects',
      label: "one shopper's 100 projects",
      run: async (db) => {
        const [user] = await db
          .select({ id: schema.users.id })
          .from(schema.users)
          .where(eqEmail('shopper1@example.com'));
        return projectRepository.listOwned(db, user?.id ?? '');
      },
    },
  ];
};

/** The order history's keyset page (issue 24), as the history's query asks it: the index it needs is ours. */
const historyStatements = async (pool: pg.Pool): Promise<Captured[]> => {
  const { rows } = await pool.query<{ id: string; created_at: Date; order_id: string }>(
    `SELECT u.id, o.created_at, o.id AS order_id FROM users u JOIN orders o ON o.user_id = u.id
     WHERE u.email = 'shopper1@example.com' ORDER BY o.created_at DESC, o.id DESC OFFSET 5000 LIMIT 1`,
  );
  const row = rows[0];
  if (!row) return [];
  const query = `SELECT * FROM orders WHERE user_id = $1 AND (created_at, id) < ($2, $3) ORDER BY created_at DESC, id DESC LIMIT 21`;
  return [{ sql: query, params: [row.id, row.created_at, row.order_id] }];
};

export const runListsBench = async (): Promise<void> => {
  const serverUrl = process.env.BENCH_DATABASE_URL;
  if (!serverUrl) {
    console.log(
      'lists: skipped (set BENCH_DATABASE_URL to a PostgreSQL server, e.g. postgres://postgres@127.0.0.1:5432/postgres)',
    );
    return;
  }
  const name = process.env.BENCH_LIST_DATABASE ?? 'rta_lists_bench';
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  const fresh = process.env.BENCH_LIST_KEEP !== '1';
  if (fresh) {
    await admin.query(`DROP DATABASE IF EXISTS ${name}`);
    await admin.query(`CREATE DATABASE ${name}`);
  }
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: url.toString(), max: 4 });
  try {
    const started = performance.now();
    await runMigrations(pool);
    if (fresh) await seed(pool);
    else await pool.query('ANALYZE');
    const version = (await pool.query<{ server_version: string }>('SHOW server_version')).rows[0]?.server_version;
    console.log(`lists: ${ROWS} rows each, PostgreSQL ${version}, ready in ${ms(performance.now() - started)}`);
    const counts = (
      await pool.query<{ orders: number; pendingApplications: number; unhandled: number }>(
        `SELECT (SELECT count(*)::int FROM orders WHERE status = 'paid') * 7 AS orders,
                (SELECT count(*)::int FROM trade_applications WHERE status = 'pending') AS "pendingApplications",
                (SELECT count(*)::int FROM contact_messages WHERE handled_at IS NULL) AS unhandled`,
      )
    ).rows[0] ?? { orders: ROWS, pendingApplications: ROWS, unhandled: ROWS };
    const showPlans = process.env.BENCH_LIST_PLANS !== '0';
    for (const item of cases(counts)) {
      const { db, captured } = captureDb(pool);
      const callTimes: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        captured.length = 0;
        const start = performance.now();
        await item.run(db);
        callTimes.push(performance.now() - start);
      }
      callTimes.sort((a, b) => a - b);
      const statements = captured.filter((statement) => !statement.sql.includes('"users"."email" = $1'));
      const explained = await Promise.all(statements.map((statement) => explain(pool, statement)));
      const times = explained.map((result) => ms(result.time)).join(' + ');
      console.log(
        `\n[${item.list}] ${item.label}: call ${ms(callTimes[Math.floor(RUNS / 2)] ?? 0)} (median of ${RUNS}); statements ${times}`,
      );
      if (showPlans) for (const result of explained) console.log(result.plan.replace(/^/gm, '    '));
    }
    for (const statement of await historyStatements(pool)) {
      const result = await explain(pool, statement);
      console.log(`\n[order history] keyset page after 5,000 of ${HEAVY_SHOPPER_ORDERS}: ${ms(result.time)}`);
      if (showPlans) console.log(result.plan.replace(/^/gm, '    '));
    }
  } finally {
    await pool.end();
  }
};
