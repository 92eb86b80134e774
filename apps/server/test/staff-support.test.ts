import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { REPLY_MAX, STAFF_SUPPORT_MESSAGES, type InboxDetail, type InboxMessage } from '@rta/domain/api/staff-support';
import { buildTestApp } from './helper.ts';
import { postContact, siteMessage } from './contact-helpers.ts';
import { startSmtpSink, type SmtpSink } from './smtp-sink.ts';
import { accountWithRoles, auditRows, expectGuarded } from './staff-helpers.ts';

let app: FastifyInstance;
let pool: pg.Pool;
let smtp: SmtpSink;
let sales: Awaited<ReturnType<typeof accountWithRoles>>;
let shopper: Awaited<ReturnType<typeof accountWithRoles>>;

const submit = async (overrides: Record<string, unknown>): Promise<string> => {
  const answer = await postContact(app, { ...siteMessage, ...overrides });
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json<{ id: string }>().id;
};

beforeAll(async () => {
  smtp = await startSmtpSink();
  ({ app, pool } = await buildTestApp({
    SMTP_URL: smtp.url,
    SUPPORT_EMAIL_TECHNICAL_ERROR: 'orders-desk@store.example',
  }));
  sales = await accountWithRoles(app, pool, ['Sales User']);
  shopper = await accountWithRoles(app, pool, [], 'shopper');
});
afterAll(async () => smtp.close());

describe('support inbox routes: who may use them', () => {
  it.each([
    { method: 'GET' as const, url: '/api/staff/support' },
    { method: 'GET' as const, url: '/api/staff/support/00000000-0000-4000-8000-000000000000' },
    {
      method: 'POST' as const,
      url: '/api/staff/support/00000000-0000-4000-8000-000000000000/handled',
      payload: { handled: true },
    },
    {
      method: 'POST' as const,
      url: '/api/staff/support/00000000-0000-4000-8000-000000000000/replies',
      payload: { body: 'Hi' },
    },
  ])('$method $url: 401 without a token, 403 for a shopper', async (request) => {
    await expectGuarded(app, request, [shopper.headers]);
  });
});

describe('support inbox', () => {
  let siteId: string;
  let orderId: string;

  beforeAll(async () => {
    siteId = await submit({ subject: 'Footer link broken', email: 'ann.site@example.com' });
    orderId = await submit({
      context: 'technical_error',
      subject: 'Where is my order',
      email: 'bo.order@example.com',
      details: { errorCode: 'E42' },
    });
  });

  it('lists unhandled messages, the most urgent priority first', async () => {
    const answer = await app.inject({ method: 'GET', url: '/api/staff/support', headers: sales.headers });
    expect(answer.statusCode).toBe(200);
    const messages = answer.json<{ messages: InboxMessage[] }>().messages;
    const subjects = messages.map((message) => message.subject);
    expect(subjects).toEqual(['Where is my order', 'Footer link broken']);
    expect(messages[0]).toMatchObject({ priority: 'high', context: 'technical_error', handledAt: null, replyCount: 0 });
  });

  it('refuses a filter it does not know and an id that is not a UUID', async () => {
    expect(
      (await app.inject({ method: 'GET', url: '/api/staff/support?status=someday', headers: sales.headers }))
        .statusCode,
    ).toBe(400);
    expect((await app.inject({ method: 'GET', url: '/api/staff/support/42', headers: sales.headers })).statusCode).toBe(
      400,
    );
    // The shape of a UUID but no version of one: refused as zod refused it, with the one message.
    const unversioned = await app.inject({
      method: 'GET',
      url: '/api/staff/support/00000000-0000-9000-0000-000000000000',
      headers: sales.headers,
    });
    expect(unversioned.statusCode).toBe(400);
    expect(unversioned.json().message).toBe('id: A support message id is a UUID.');
    const missing = await app.inject({
      method: 'GET',
      url: '/api/staff/support/00000000-0000-4000-8000-000000000000',
      headers: sales.headers,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(STAFF_SUPPORT_MESSAGES.notFound);
  });

  it('shows the detail of a message', async () => {
    const answer = await app.inject({ method: 'GET', url: `/api/staff/support/${orderId}`, headers: sales.headers });
    expect(answer.statusCode).toBe(200);
    expect(answer.json<InboxDetail>()).toMatchObject({
      subject: 'Where is my order',
      message: siteMessage.message,
      email: 'bo.order@example.com',
      recipientEmail: 'orders-desk@store.example',
      extra: { errorCode: 'E42' },
      replies: [],
    });
  });

  it('marks a message handled and open again, with an audit row for each change', async () => {
    const handled = await app.inject({
      method: 'POST',
      url: `/api/staff/support/${siteId}/handled`,
      headers: sales.headers,
      payload: { handled: true },
    });
    expect(handled.statusCode, handled.body).toBe(200);
    expect(handled.json<InboxDetail>()).toMatchObject({ handledBy: sales.email });
    expect(handled.json<InboxDetail>().handledAt).not.toBeNull();

    const unhandledList = (
      await app.inject({ method: 'GET', url: '/api/staff/support', headers: sales.headers })
    ).json<{ messages: InboxMessage[] }>();
    expect(unhandledList.messages.map((message) => message.id)).not.toContain(siteId);
    const handledList = (
      await app.inject({ method: 'GET', url: '/api/staff/support?status=handled', headers: sales.headers })
    ).json<{ messages: InboxMessage[] }>();
    expect(handledList.messages.map((message) => message.id)).toEqual([siteId]);

    // Marking it handled again changes nothing and writes nothing.
    await app.inject({
      method: 'POST',
      url: `/api/staff/support/${siteId}/handled`,
      headers: sales.headers,
      payload: { handled: true },
    });
    const reopened = await app.inject({
      method: 'POST',
      url: `/api/staff/support/${siteId}/handled`,
      headers: sales.headers,
      payload: { handled: false },
    });
    expect(reopened.json<InboxDetail>()).toMatchObject({ handledAt: null, handledBy: null });

    const audit = await auditRows(pool, siteId);
    expect(audit.map((row) => row.action)).toEqual(['support.handled', 'support.reopened']);
    expect(audit[0]).toMatchObject({
      actor_user_id: sales.user.id,
      actor_email: sales.email,
      target_type: 'contact_message',
    });
  });

  it('refuses a handled flag that is not a boolean', async () => {
    const answer = await app.inject({
      method: 'POST',
      url: `/api/staff/support/${siteId}/handled`,
      headers: sales.headers,
      payload: { handled: 'yes' },
    });
    expect(answer.statusCode).toBe(400);
  });

  it('replies by e-mail: to the sender, Reply-To the support mailbox, subject Re:, stored and audited', async () => {
    const body = 'Your order ships on Friday.\nThank you for your patience.';
    const answer = await app.inject({
      method: 'POST',
      url: `/api/staff/support/${orderId}/replies`,
      headers: sales.headers,
      payload: { body: `  ${body}  ` },
    });
    expect(answer.statusCode, answer.body).toBe(201);
    const detail = answer.json<InboxDetail>();
    expect(detail.replies).toEqual([expect.objectContaining({ body, staffEmail: sales.email })]);
    expect(detail.replyCount).toBe(1);

    const mail = await smtp.waitFor(
      (received) => received.to.includes('bo.order@example.com') && received.subject.startsWith('Re:'),
    );
    expect(mail.subject).toBe('Re: Where is my order');
    expect(mail.raw).toMatch(/^Reply-To: orders-desk@store\.example\r?$/im);
    expect(mail.text).toContain('Your order ships on Friday.');

    const audit = await auditRows(pool, orderId);
    expect(audit.at(-1)).toMatchObject({ action: 'support.reply', actor_email: sales.email });
    expect(audit.at(-1)?.details).toMatchObject({ to: 'bo.order@example.com', subject: 'Re: Where is my order' });
  });

  it('refuses an empty or too long reply, and stores nothing', async () => {
    const empty = await app.inject({
      method: 'POST',
      url: `/api/staff/support/${siteId}/replies`,
      headers: sales.headers,
      payload: { body: '   ' },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain(STAFF_SUPPORT_MESSAGES.replyRequired);
    const long = await app.inject({
      method: 'POST',
      url: `/api/staff/support/${siteId}/replies`,
      headers: sales.headers,
      payload: { body: 'x'.repeat(REPLY_MAX + 1) },
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toContain(STAFF_SUPPORT_MESSAGES.replyTooLong);
    const { rows } = await pool.query('SELECT 1 FROM support_replies WHERE contact_message_id = $1', [siteId]);
    expect(rows).toHaveLength(0);
  });

  it('a reply to an unknown message is a 404', async () => {
    const answer = await app.inject({
      method: 'POST',
      url: '/api/staff/support/00000000-0000-4000-8000-000000000000/replies',
      headers: sales.headers,
      payload: { body: 'Hello' },
    });
    expect(answer.statusCode).toBe(404);
  });
});
