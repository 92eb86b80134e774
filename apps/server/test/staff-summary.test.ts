import { describe, expect, it } from 'vitest';
import type { StaffSummary } from '@rta/domain/api/staff-summary';
import { buildTestApp } from './helper.ts';
import { postContact, siteMessage, tradeRequest } from './contact-helpers.ts';
import { cast, placeOrder } from './staff-order-helpers.ts';

const { app, pool } = await buildTestApp({
  RATE_LIMIT_AUTH_MAX: '10000',
  RATE_LIMIT_MAX: '0',
  RATE_LIMIT_CONTACT_MAX: '10000',
});
const people = await cast(app, pool);

const summary = async (headers: Record<string, string> = people.sales.headers) => {
  const response = await app.inject({ method: 'GET', url: '/api/staff/summary', headers });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  return response.json<StaffSummary>();
};
const post = (url: string, payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url, headers: people.sales.headers, payload });
const latestId = async (table: 'contact_messages' | 'trade_applications') =>
  (await pool.query<{ id: string }>(`SELECT id FROM ${table} ORDER BY created_at DESC LIMIT 1`)).rows[0]?.id ?? '';

describe('GET /api/staff/summary', () => {
  it('answers 401 without a token and 403 to a shopper or a contractor', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/staff/summary' })).statusCode).toBe(401);
    for (const who of [people.shopper, people.contractor]) {
      expect((await app.inject({ method: 'GET', url: '/api/staff/summary', headers: who.headers })).statusCode).toBe(
        403,
      );
    }
  });

  it('counts open orders, undecided applications and unhandled messages, as staff work through them', async () => {
    expect(await summary()).toEqual({ openOrders: 0, pendingApplications: 0, unhandledMessages: 0 });

    const { order } = await placeOrder(app, pool);
    expect((await postContact(app, siteMessage)).statusCode).toBe(201);
    const message = await latestId('contact_messages');
    expect((await postContact(app, tradeRequest({ email: 'summary.applicant@example.com' }))).statusCode).toBe(201);
    const application = await latestId('trade_applications');
    // The application arrives in the inbox too, as a message to handle.
    expect(await summary(people.admin.headers)).toEqual({
      openOrders: 1,
      pendingApplications: 1,
      unhandledMessages: 2,
    });

    expect((await post(`/api/staff/support/${message}/handled`, { handled: true })).statusCode).toBe(200);
    expect(
      (await post(`/api/staff/applications/${application}/decline`, { reason: 'We could not confirm the business.' }))
        .statusCode,
    ).toBe(200);
    const ready = await post(`/api/staff/orders/${order.id}/status`, { status: 'ready_for_pickup' });
    expect(ready.statusCode, ready.body).toBe(200);
    expect(await summary()).toEqual({ openOrders: 1, pendingApplications: 0, unhandledMessages: 1 });

    const cancelled = await post(`/api/staff/orders/${order.id}/status`, {
      status: 'cancelled',
      note: 'The customer changed their mind.',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await summary()).openOrders).toBe(0);
  });
});
