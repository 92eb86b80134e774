import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import {
  INBOX_PAGE_SIZE,
  INBOX_SEARCH_MAX,
  STAFF_SUPPORT_MESSAGES,
  type InboxList,
} from '@rta/domain/api/staff-support';
import { buildTestApp } from './helper.ts';
import { accountWithRoles } from './staff-helpers.ts';

/**
 * A busy inbox (issue 9): staff read every message a page at a time, and narrow it by
 * context, priority and sender or subject. Nothing is cut off however many there are.
 */
let app: FastifyInstance;
let pool: pg.Pool;
let sales: Awaited<ReturnType<typeof accountWithRoles>>;

const BULK = 520;

const list = async (query: string): Promise<InboxList> => {
  const answer = await app.inject({ method: 'GET', url: `/api/staff/support${query}`, headers: sales.headers });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<InboxList>();
};

/** Files a message straight into the table, as the contact route would have (the route's own tests cover it). */
const file = async (message: {
  name: string;
  email: string;
  subject: string;
  context: string;
  priority: string;
  handled?: boolean;
  minutesAgo?: number;
}) => {
  const { rows } = await pool.query<{ id: string }>(
    `INSERT INTO contact_messages (name, email, subject, message, context, priority, form_type, recipient_email, handled_at, created_at)
     VALUES ($1, $2, $3, 'A message long enough.', $4, $5, 'contact', 'support@store.example', $6, now() - make_interval(mins => $7))
     RETURNING id`,
    [
      message.name,
      message.email,
      message.subject,
      message.context,
      message.priority,
      message.handled ? new Date() : null,
      message.minutesAgo ?? 0,
    ],
  );
  return rows[0]?.id ?? '';
};

beforeAll(async () => {
  ({ app, pool } = await buildTestApp());
  sales = await accountWithRoles(app, pool, ['Sales User']);
  // A backlog of ordinary site-support messages, older than the ones below.
  await pool.query(
    `INSERT INTO contact_messages (name, email, subject, message, context, priority, form_type, recipient_email, created_at)
     SELECT 'Bulk Sender ' || n, 'bulk' || n || '@example.com', 'Backlog message ' || n, 'A message long enough.',
            'site_support', 'normal', 'contact', 'support@store.example', now() - make_interval(hours => n)
     FROM generate_series(1, ${BULK}) AS n`,
  );
});

describe('paging', () => {
  it('reads every unhandled message a page at a time, each once, with the total', async () => {
    const first = await list('');
    expect(first).toMatchObject({ total: BULK, page: 1, pageSize: INBOX_PAGE_SIZE });
    expect(first.messages).toHaveLength(INBOX_PAGE_SIZE);
    // Newest first within the group.
    expect(first.messages[0]?.subject).toBe('Backlog message 1');

    const seen = new Set<string>();
    const pages = Math.ceil(BULK / 100);
    for (let page = 1; page <= pages; page++) {
      const answer = await list(`?pageSize=100&page=${page}`);
      expect(answer.total).toBe(BULK);
      for (const message of answer.messages) seen.add(message.id);
    }
    expect(seen.size).toBe(BULK);
    const last = await list(`?pageSize=100&page=${pages}`);
    expect(last.messages.at(-1)?.subject).toBe(`Backlog message ${BULK}`);
    expect((await list(`?pageSize=100&page=${pages + 1}`)).messages).toEqual([]);
  });

  it('refuses a page or page size that is not a positive whole number in range', async () => {
    for (const query of ['?page=0', '?page=-1', '?page=two', '?pageSize=0', '?pageSize=101', '?page=1.5']) {
      const answer = await app.inject({ method: 'GET', url: `/api/staff/support${query}`, headers: sales.headers });
      expect(answer.statusCode, query).toBe(400);
    }
  });
});

describe('filters', () => {
  let hinge: string;
  let payment: string;
  let handledPayment: string;

  beforeAll(async () => {
    hinge = await file({
      name: 'Hana Hinge',
      email: 'hana@hinges.example',
      subject: 'Soft-close hinges?',
      context: 'product_question',
      priority: 'normal',
    });
    payment = await file({
      name: 'Pat Payer',
      email: 'pat@pay.example',
      subject: 'Charged twice',
      context: 'payment_issue',
      priority: 'high',
    });
    handledPayment = await file({
      name: 'Old Payer',
      email: 'old@pay.example',
      subject: 'Refund 100% please',
      context: 'payment_issue',
      priority: 'high',
      handled: true,
    });
  });

  it('narrows by context and priority, together with handled or not', async () => {
    const payments = await list('?context=payment_issue');
    expect(payments.messages.map((message) => message.id)).toEqual([payment]);
    expect(payments.total).toBe(1);
    const allPayments = await list('?context=payment_issue&status=all');
    expect(allPayments.messages.map((message) => message.id)).toEqual([payment, handledPayment]);

    const high = await list('?priority=high&status=all');
    expect(high.messages.map((message) => message.id)).toEqual([payment, handledPayment]);
    expect((await list('?priority=normal&context=product_question')).messages.map((message) => message.id)).toEqual([
      hinge,
    ]);
    expect((await list('?priority=medium')).messages).toEqual([]);
  });

  it("searches the sender's name and e-mail and the subject, in any letter case", async () => {
    expect((await list('?q=hana%20HINGE')).messages.map((message) => message.id)).toEqual([hinge]);
    expect((await list('?q=pay.example&status=all')).messages.map((message) => message.id)).toEqual([
      payment,
      handledPayment,
    ]);
    expect((await list('?q=charged')).messages.map((message) => message.id)).toEqual([payment]);
    // 'Backlog message 7' and 70 to 79 (there is no 700).
    expect((await list('?q=Backlog%20message%207')).total).toBe(11);
    // A blank search is no search.
    expect((await list('?q=%20%20')).total).toBe(BULK + 2);
  });

  it('takes % and _ in a search literally', async () => {
    expect((await list('?q=100%25&status=all')).messages.map((message) => message.id)).toEqual([handledPayment]);
    expect((await list('?q=%25')).messages).toEqual([]);
    expect((await list('?q=_')).messages).toEqual([]);
  });

  it('refuses an unknown context, priority or status, and a search that is too long, saying why', async () => {
    const cases: [string, string][] = [
      ['?context=gossip', STAFF_SUPPORT_MESSAGES.badContext],
      ['?priority=urgent', STAFF_SUPPORT_MESSAGES.badPriority],
      ['?status=someday', STAFF_SUPPORT_MESSAGES.badStatus],
      [`?q=${'x'.repeat(INBOX_SEARCH_MAX + 1)}`, STAFF_SUPPORT_MESSAGES.searchTooLong],
    ];
    for (const [query, message] of cases) {
      const answer = await app.inject({ method: 'GET', url: `/api/staff/support${query}`, headers: sales.headers });
      expect(answer.statusCode, query).toBe(400);
      expect(answer.json<{ message: string }>().message).toContain(message);
    }
  });
});
