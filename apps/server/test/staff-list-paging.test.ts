import { beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_PAGE_SIZE_MAX } from '@rta/domain/api/staff-audit';
import { INBOX_PAGE_SIZE_MAX } from '@rta/domain/api/staff-support';
import { STAFF_ORDERS_PAGE_SIZE_MAX } from '@rta/domain/api/staff-orders';
import { STAFF_APPLICATIONS_PAGE_SIZE_MAX } from '@rta/domain/api/staff-applications';
import { LIST_PAGE_MAX, LIST_PAGING_MESSAGES } from '@rta/domain/api/list-paging';
import { buildTestApp } from './helper.ts';
import { accountWithRoles } from './staff-helpers.ts';

/**
 * The bounds every staff console list keeps (decision 0151): a page size up to the list's
 * maximum, page numbers up to LIST_PAGE_MAX, a page past the last empty, and the pages, walked
 * one after another, are the list in its order, each row once, also where rows share a time
 * (the page's ids are found first, on an index in that order: docs/performance.md).
 */
const { app, pool } = await buildTestApp({ RATE_LIMIT_MAX: '0' });
const sales = await accountWithRoles(app, pool, ['Sales User']);

/** Rows per list: two share each created_at, so the order's last key (the id) decides between them. */
const ROWS = 60;
const PAGE = 7;

interface List {
  name: string;
  url: string;
  max: number;
  ids: (body: Record<string, { id: string | number }[]>) => string[];
  seed: () => Promise<void>;
  /** The list's order, as SQL: what the pages must add up to. */
  expected: () => Promise<string[]>;
}

const column = async (sql: string) =>
  (await pool.query<{ id: string | number }>(sql)).rows.map((row) => String(row.id));
const idsOf = (key: string) => (body: Record<string, { id: string | number }[]>) =>
  (body[key] ?? []).map((row) => String(row.id));

const lists: List[] = [
  {
    name: 'orders',
    url: '/api/staff/orders',
    max: STAFF_ORDERS_PAGE_SIZE_MAX,
    ids: idsOf('orders'),
    seed: async () => {
      await pool.query(
        `INSERT INTO orders (id, user_id, idempotency_key, status, customer_name, billing_address, phone, fulfilment, payment_method,
                             subtotal_cents, tax_cents, total_cents, created_at)
         SELECT 'RTA-ORD-PAGE' || lpad(n::text, 3, '0'), $1, 'paging-' || n,
                (ARRAY['pending_payment','paid','processing'])[1 + n % 3], 'Paging Customer', '1 Main St', '5555550100', 'pickup', 'pickup',
                1000, 0, 1000, timestamptz '2026-01-01' + make_interval(mins => n / 2)
         FROM generate_series(1, ${ROWS}) AS n`,
        [sales.user.id],
      );
    },
    expected: () => column(`SELECT id FROM orders ORDER BY created_at DESC, id DESC`),
  },
  {
    name: 'applications',
    url: '/api/staff/applications',
    max: STAFF_APPLICATIONS_PAGE_SIZE_MAX,
    ids: idsOf('applications'),
    seed: async () => {
      await pool.query(
        `INSERT INTO trade_applications (company_name, company_description, location, owner_name, email, phone, preferred_contact,
                                         years_in_business, annual_revenue, projects_per_year, status, created_at)
         SELECT 'Company ' || n, 'We build kitchens.', 'Springfield', 'Owner ' || n, 'owner' || n || '@example.com', '5555550100', 'email',
                5, '100k-500k', 20, (ARRAY['pending','approved','declined'])[1 + n % 3], timestamptz '2026-01-01' + make_interval(mins => n / 2)
         FROM generate_series(1, ${ROWS}) AS n`,
      );
    },
    expected: () => column(`SELECT id FROM trade_applications ORDER BY created_at DESC, id DESC`),
  },
  {
    name: 'support inbox',
    url: '/api/staff/support?status=all',
    max: INBOX_PAGE_SIZE_MAX,
    ids: idsOf('messages'),
    seed: async () => {
      await pool.query(
        `INSERT INTO contact_messages (name, email, subject, message, context, priority, form_type, recipient_email, handled_at, created_at)
         SELECT 'Sender ' || n, 'sender' || n || '@example.com', 'Subject ' || n, 'A message long enough.',
                (ARRAY['site_support','payment_issue'])[1 + n % 2], (ARRAY['high','medium','normal'])[1 + n % 3], 'contact',
                'support@store.example', CASE WHEN n % 4 = 0 THEN now() END, timestamptz '2026-01-01' + make_interval(mins => n / 2)
         FROM generate_series(1, ${ROWS}) AS n`,
      );
    },
    expected: () =>
      column(
        `SELECT id FROM contact_messages
         ORDER BY handled_at IS NOT NULL, CASE priority WHEN 'high' THEN 0 WHEN 'medium' THEN 1 ELSE 2 END, context, created_at DESC, id DESC`,
      ),
  },
  {
    name: 'audit log',
    url: '/api/staff/audit',
    max: AUDIT_PAGE_SIZE_MAX,
    ids: idsOf('entries'),
    seed: async () => {
      // Inserted oldest last, so that the id alone would not give the order.
      await pool.query(
        `INSERT INTO audit_log (actor_email, action, target_type, target_id, created_at)
         SELECT 'staff@store.example', 'order.status', 'order', 'RTA-ORD-' || n, timestamptz '2026-01-01' - make_interval(mins => n / 2)
         FROM generate_series(1, ${ROWS}) AS n`,
      );
    },
    expected: () => column(`SELECT id FROM audit_log ORDER BY created_at DESC, id DESC`),
  },
];

const get = (url: string) => app.inject({ method: 'GET', url, headers: sales.headers });
const withQuery = (url: string, query: string) => `${url}${url.includes('?') ? '&' : '?'}${query}`;

beforeAll(async () => {
  for (const list of lists) await list.seed();
});

describe.each(lists)('the $name list', (list) => {
  it('walks page after page through the whole list in its order, each row once; the last page is short', async () => {
    const expected = await list.expected();
    expect(expected).toHaveLength(ROWS);
    const pages = Math.ceil(ROWS / PAGE);
    const seen: string[] = [];
    for (let page = 1; page <= pages; page++) {
      const answer = await get(withQuery(list.url, `pageSize=${PAGE}&page=${page}`));
      expect(answer.statusCode, answer.body).toBe(200);
      const body = answer.json<Record<string, { id: string }[]> & { total: number; page: number; pageSize: number }>();
      expect(body).toMatchObject({ total: ROWS, page, pageSize: PAGE });
      expect(list.ids(body)).toHaveLength(page < pages ? PAGE : ROWS - (pages - 1) * PAGE);
      seen.push(...list.ids(body));
    }
    expect(seen).toEqual(expected);
  });

  it('answers a page past the last, up to the last page number there is, with no rows and the true total', async () => {
    for (const page of [Math.ceil(ROWS / PAGE) + 1, LIST_PAGE_MAX]) {
      const answer = await get(withQuery(list.url, `pageSize=${PAGE}&page=${page}`));
      expect(answer.statusCode, answer.body).toBe(200);
      const body = answer.json<Record<string, unknown[]> & { total: number }>();
      expect(list.ids(body as Record<string, { id: string }[]>)).toEqual([]);
      expect(body.total).toBe(ROWS);
    }
  });

  it(`takes a page size up to its maximum and refuses a larger one, saying so`, async () => {
    const largest = await get(withQuery(list.url, `pageSize=${list.max}`));
    expect(largest.statusCode, largest.body).toBe(200);
    expect(list.ids(largest.json())).toHaveLength(Math.min(ROWS, list.max));

    for (const pageSize of [list.max + 1, 1_000_000, 0, 2.5]) {
      const answer = await get(withQuery(list.url, `pageSize=${pageSize}`));
      expect(answer.statusCode, String(pageSize)).toBe(400);
      expect(answer.json<{ message: string }>().message).toBe(
        `pageSize: ${LIST_PAGING_MESSAGES.badPageSize(list.max)}`,
      );
    }
  });

  it('refuses a page number that is not a whole number from 1 to the last there may be, saying so', async () => {
    for (const page of [0, -1, 1.5, LIST_PAGE_MAX + 1, 'two']) {
      const answer = await get(withQuery(list.url, `page=${page}`));
      expect(answer.statusCode, String(page)).toBe(400);
      expect(answer.json<{ message: string }>().message).toBe(`page: ${LIST_PAGING_MESSAGES.badPage}`);
    }
  });
});
