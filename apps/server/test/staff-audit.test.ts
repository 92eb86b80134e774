import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { AUDIT_ACTOR_MAX, STAFF_AUDIT_MESSAGES, type AuditPage } from '@rta/domain/api/staff-audit';
import { buildTestApp } from './helper.ts';
import { accountWithRoles } from './staff-helpers.ts';

/**
 * The audit log narrowed the way staff look things up (issue 9): one part of the store, one
 * person's actions, or everything that happened to one thing.
 */
let app: FastifyInstance;
let pool: pg.Pool;
let ann: Awaited<ReturnType<typeof accountWithRoles>>;
let bob: Awaited<ReturnType<typeof accountWithRoles>>;
let messageId: string;
let cabinetId: number;

const audit = async (query: string, headers = ann.headers): Promise<AuditPage> => {
  const answer = await app.inject({ method: 'GET', url: `/api/staff/audit${query}`, headers });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<AuditPage>();
};
const actions = (page: AuditPage) => page.entries.map((entry) => entry.action);

beforeAll(async () => {
  ({ app, pool } = await buildTestApp());
  ann = await accountWithRoles(app, pool, ['Sales User'], 'ann-audit');
  bob = await accountWithRoles(app, pool, ['Store Admin'], 'bob-audit');
  const { rows } = await pool.query<{ id: string }>(
    `INSERT INTO contact_messages (name, email, subject, message, context, priority, form_type, recipient_email)
     VALUES ('Cy Customer', 'cy@example.com', 'Hinges', 'Do the doors close softly?', 'product_question', 'normal', 'contact', 'support@store.example')
     RETURNING id`,
  );
  messageId = rows[0]?.id ?? '';
  const cabinet = await pool.query<{ id: number; price_cents: number }>(
    `SELECT id, price_cents FROM cabinets WHERE group_name = 'Shaker' AND name = 'B12'`,
  );
  cabinetId = cabinet.rows[0]?.id ?? 0;

  const act = async (
    headers: Record<string, string>,
    method: 'POST' | 'PUT',
    url: string,
    payload: Record<string, unknown>,
  ) => {
    const answer = await app.inject({ method, url, headers, payload });
    expect(answer.statusCode, answer.body).toBe(200);
  };
  await act(ann.headers, 'POST', `/api/staff/support/${messageId}/handled`, { handled: true });
  await act(bob.headers, 'POST', `/api/staff/support/${messageId}/handled`, { handled: false });
  await act(bob.headers, 'PUT', `/api/staff/catalogue/${cabinetId}`, {
    priceCents: (cabinet.rows[0]?.price_cents ?? 0) + 100,
  });
  await act(bob.headers, 'PUT', `/api/staff/catalogue/${cabinetId}`, { hidden: true });
});

describe('narrowing the audit log', () => {
  it('by area: the actions of one part of the store', async () => {
    expect(actions(await audit('?area=support'))).toEqual(['support.reopened', 'support.handled']);
    const catalogue = await audit('?area=catalogue');
    expect(actions(catalogue)).toEqual(['catalogue.hide', 'catalogue.update']);
    expect(catalogue.total).toBe(2);
    expect((await audit('?area=order')).entries).toEqual([]);
  });

  it("by who: part of the actor's e-mail, in any letter case", async () => {
    const bobs = await audit(`?actor=${encodeURIComponent(bob.email.slice(0, 12).toUpperCase())}`);
    expect(actions(bobs)).toEqual(['catalogue.hide', 'catalogue.update', 'support.reopened']);
    expect(new Set(bobs.entries.map((entry) => entry.actorEmail))).toEqual(new Set([bob.email]));
    // % and _ are taken literally.
    expect((await audit('?actor=%25')).entries).toEqual([]);
  });

  it('by target: everything that happened to one thing, exactly', async () => {
    const message = await audit(`?target=${messageId}`);
    expect(message.entries.map((entry) => [entry.action, entry.actorEmail])).toEqual([
      ['support.reopened', bob.email],
      ['support.handled', ann.email],
    ]);
    expect(actions(await audit(`?target=${cabinetId}`))).toEqual(['catalogue.hide', 'catalogue.update']);
    expect((await audit(`?target=${messageId.slice(0, 8)}`)).entries).toEqual([]);
  });

  it('by several at once, a page at a time, with the number that match', async () => {
    const first = await audit(`?area=catalogue&actor=${encodeURIComponent(bob.email)}&target=${cabinetId}&pageSize=1`);
    expect(first).toMatchObject({ total: 2, page: 1, pageSize: 1 });
    expect(actions(first)).toEqual(['catalogue.hide']);
    const second = await audit(
      `?area=catalogue&actor=${encodeURIComponent(bob.email)}&target=${cabinetId}&pageSize=1&page=2`,
      bob.headers,
    );
    expect(actions(second)).toEqual(['catalogue.update']);
    expect((await audit(`?area=support&actor=${encodeURIComponent(ann.email)}&target=${cabinetId}`)).total).toBe(0);
  });

  it('refuses an unknown area and a search that is too long, saying why', async () => {
    for (const [query, message] of [
      ['?area=toString', STAFF_AUDIT_MESSAGES.badArea],
      ['?area=orders', STAFF_AUDIT_MESSAGES.badArea],
      [`?actor=${'a'.repeat(AUDIT_ACTOR_MAX + 1)}`, STAFF_AUDIT_MESSAGES.actorTooLong],
      [`?target=${'1'.repeat(101)}`, STAFF_AUDIT_MESSAGES.targetTooLong],
    ] as const) {
      const answer = await app.inject({ method: 'GET', url: `/api/staff/audit${query}`, headers: ann.headers });
      expect(answer.statusCode, query).toBe(400);
      expect(answer.json<{ message: string }>().message).toContain(message);
    }
  });
});
