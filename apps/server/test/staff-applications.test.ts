import { describe, expect, it } from 'vitest';
import type { AccountBinder } from '@rta/domain/api/cart';
import type { CheckoutQuote } from '@rta/domain/api/orders';
import {
  STAFF_APPLICATION_MESSAGES,
  type StaffApplicationDetail,
  type StaffApplicationList,
} from '@rta/domain/api/staff-applications';
import type { ApiUser } from '@rta/domain/accounts/user';
import { buildTestApp } from './helper.ts';
import { headersFor, uniqueEmail, verifiedUser } from './auth-helpers.ts';
import { postContact, tradeRequest } from './contact-helpers.ts';
import { startSmtpSink } from './smtp-sink.ts';
import { auditRows, cast, grantRole, outboxTo, userWithRoles } from './staff-order-helpers.ts';

const sink = await startSmtpSink();
const { app, pool } = await buildTestApp({
  SMTP_URL: sink.url,
  RATE_LIMIT_AUTH_MAX: '10000',
  RATE_LIMIT_MAX: '0',
  RATE_LIMIT_CONTACT_MAX: '10000',
});
const people = await cast(app, pool);

type Headers = Record<string, string>;
const get = (url: string, headers: Headers = {}) => app.inject({ method: 'GET', url, headers });
const post = (url: string, payload: unknown, headers: Headers = {}) =>
  app.inject({ method: 'POST', url, headers, payload: payload as Record<string, unknown> });
const approve = (id: string, tier: unknown, headers: Headers = people.sales.headers) =>
  post(`/api/staff/applications/${id}/approve`, { tier }, headers);
const decline = (id: string, reason: unknown, headers: Headers = people.sales.headers) =>
  post(`/api/staff/applications/${id}/decline`, { reason }, headers);

/** An application sent through POST /api/contact, signed in as `token` when given; returns its id. */
const apply = async (email: string, token?: string) => {
  const sent = await postContact(
    app,
    tradeRequest({ email, companyName: `Oak ${email.slice(0, 12)}` }),
    token ? headersFor(token) : {},
  );
  expect(sent.statusCode, sent.body).toBe(201);
  const { rows } = await pool.query<{ id: string }>(
    'SELECT id FROM trade_applications WHERE lower(email) = lower($1) ORDER BY created_at DESC LIMIT 1',
    [email],
  );
  const id = rows[0]?.id;
  if (!id) throw new Error('no application stored');
  return id;
};

const rolesOf = async (token: string) => (await get('/api/user', headersFor(token))).json<{ user: ApiUser }>().user;

describe('who may use the staff application routes', () => {
  it('answers 401 without a token and 403 to a shopper or a contractor, even with a bad body, and 200 to staff', async () => {
    const id = await apply(uniqueEmail('nobody'));
    const routes = [
      (h: Headers) => get('/api/staff/applications', h),
      (h: Headers) => get(`/api/staff/applications/${id}`, h),
      (h: Headers) => approve(id, 'Platinum', h),
      (h: Headers) => decline(id, '', h),
    ];
    for (const [index, route] of routes.entries()) {
      expect((await route({})).statusCode, `route ${index}`).toBe(401);
      expect((await route(people.shopper.headers)).statusCode, `route ${index}`).toBe(403);
      expect((await route(people.contractor.headers)).statusCode, `route ${index}`).toBe(403);
    }
    for (const who of [people.sales, people.admin]) {
      expect((await get('/api/staff/applications', who.headers)).statusCode).toBe(200);
      expect((await get(`/api/staff/applications/${id}`, who.headers)).statusCode).toBe(200);
    }
    expect(await auditRows(pool, id)).toEqual([]);
  });

  it.each([['Sales User', 'sales'] as const, ['Store Admin', 'admin'] as const])(
    'lets a %s approve and decline',
    async (_role, who) => {
      const applicant = await verifiedUser(app, pool);
      expect(
        (await approve(await apply(applicant.email, applicant.token), 'Bronze', people[who].headers)).statusCode,
      ).toBe(200);
      expect(
        (await decline(await apply(uniqueEmail('declined')), 'Not a trade business.', people[who].headers)).statusCode,
      ).toBe(200);
    },
  );
});

describe('the application list and detail', () => {
  it('lists newest first, filters by status, and shows the account the tier would go to', async () => {
    const applicant = await verifiedUser(app, pool);
    const first = await apply(applicant.email);
    const second = await apply(uniqueEmail('stranger'));
    const all = (await get('/api/staff/applications?pageSize=100', people.sales.headers)).json<StaffApplicationList>();
    expect(all.applications.map((a) => a.id).slice(0, 2)).toEqual([second, first]);
    await decline(second, 'No licence.');
    const pending = (
      await get('/api/staff/applications?status=pending&pageSize=100', people.sales.headers)
    ).json<StaffApplicationList>();
    expect(pending.applications.every((a) => a.status === 'pending')).toBe(true);
    expect(pending.applications.map((a) => a.id)).toContain(first);
    expect(pending.applications.map((a) => a.id)).not.toContain(second);

    const detail = (await get(`/api/staff/applications/${first}`, people.sales.headers)).json<StaffApplicationDetail>();
    expect(detail).toMatchObject({
      status: 'pending',
      ownerName: 'Dana Oak',
      yearsInBusiness: 12,
      annualRevenue: '500k-1m',
      website: 'https://oakandsons.example',
    });
    expect(detail.account).toMatchObject({ email: applicant.email, roles: [] });
    expect(
      (await get(`/api/staff/applications/${second}`, people.sales.headers)).json<StaffApplicationDetail>().account,
    ).toBeNull();
  });

  it('refuses a bad filter or id', async () => {
    expect((await get('/api/staff/applications?status=maybe', people.sales.headers)).json()).toMatchObject({
      message: expect.stringContaining('Choose pending, approved or declined.'),
    });
    expect((await get('/api/staff/applications/not-a-uuid', people.sales.headers)).statusCode).toBe(400);
    const missing = await get('/api/staff/applications/00000000-0000-4000-8000-000000000000', people.sales.headers);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ message: 'Application not found' });
  });
});

describe('approving an application', () => {
  it('grants the tier in place of any other, bumps the roles version, audits, mails, and reprices the binder', async () => {
    const applicant = await verifiedUser(app, pool);
    await grantRole(pool, applicant.email, 'Contractor User Bronze');
    const id = await apply(applicant.email, applicant.token);
    const before = await rolesOf(applicant.token);
    await app.inject({
      method: 'PUT',
      url: '/api/cart',
      headers: headersFor(applicant.token),
      payload: {
        items: [{ id: 'a', group: 'Shaker', name: 'B12', quantity: 1, selectedColor: null }],
        labels: [],
        preAssembly: false,
      },
    });

    const response = await approve(id, 'Gold');
    expect(response.statusCode, response.body).toBe(200);
    const detail = response.json<StaffApplicationDetail>();
    expect(detail).toMatchObject({
      status: 'approved',
      decidedTier: 'Gold',
      decidedByEmail: people.sales.email,
      decidedAt: expect.any(String),
    });
    expect(detail.account?.roles).toEqual(['Contractor User Gold']);

    const after = await rolesOf(applicant.token);
    expect(after.roles).toEqual(['Contractor User Gold']);
    expect(after._rolesVersion).toBe(before._rolesVersion + 1);
    expect(await auditRows(pool, id)).toEqual([
      {
        action: 'application.approve',
        actor_email: people.sales.email,
        target_type: 'trade_application',
        details: {
          tier: 'Gold',
          granted: 'Contractor User Gold',
          removed: ['Contractor User Bronze'],
          userId: after.id,
          email: applicant.email,
        },
      },
    ]);
    const mail = await sink.waitFor((m) => m.to.includes(applicant.email) && m.subject.includes('approved'));
    expect(mail.text).toContain('Gold tier: 40% off item prices');

    // The binder the server hands back now flags Gold, and the server's checkout prices carry 40% off.
    const cart = (await get('/api/cart', headersFor(applicant.token))).json<AccountBinder>();
    expect(cart.items[0]?.contractorInfo).toEqual({ isBronze: false, isSilver: false, isGold: true });
    const quote = await post(
      '/api/checkout/prices',
      { cart: { items: cart.items, labels: [], preAssembly: false } },
      headersFor(applicant.token),
    );
    const { rows } = await pool.query<{ price_cents: number }>(
      `SELECT price_cents FROM cabinets WHERE group_name = 'Shaker' AND name = 'B12'`,
    );
    expect(quote.json<CheckoutQuote>().items[0]).toMatchObject({
      discountRate: 40,
      verifiedPrice: Math.round(((rows[0]?.price_cents ?? 0) * 60) / 100),
    });
  });

  it('finds the account by the application’s e-mail when it was sent signed out', async () => {
    const applicant = await verifiedUser(app, pool);
    const id = await apply(applicant.email.toUpperCase());
    expect((await approve(id, 'Silver')).statusCode).toBe(200);
    expect((await rolesOf(applicant.token)).roles).toEqual(['Contractor User Silver']);
  });

  it('refuses with a 409 when no account has the address, and changes nothing', async () => {
    const email = uniqueEmail('no-account');
    const id = await apply(email);
    const response = await approve(id, 'Gold');
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'APPLICANT_HAS_NO_ACCOUNT',
      message: `No account uses ${email}. Ask the applicant to sign up with this address, then approve the application again.`,
    });
    expect(
      (await get(`/api/staff/applications/${id}`, people.sales.headers)).json<StaffApplicationDetail>().status,
    ).toBe('pending');
    expect(await auditRows(pool, id)).toEqual([]);
    expect((await outboxTo(pool, email)).map((m) => m.subject)).not.toContainEqual(expect.stringContaining('approved'));
  });

  it('refuses an unknown tier with a 400', async () => {
    const id = await apply(uniqueEmail('tier'));
    const response = await approve(id, 'Platinum');
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toContain('Choose the tier: Bronze, Silver or Gold.');
  });
});

describe('declining an application', () => {
  it('stores the reason, audits it and e-mails it to the applicant', async () => {
    const email = uniqueEmail('declined');
    const id = await apply(email);
    const response = await decline(id, '  We could not verify the business licence.  ', people.admin.headers);
    expect(response.statusCode).toBe(200);
    expect(response.json<StaffApplicationDetail>()).toMatchObject({
      status: 'declined',
      declineReason: 'We could not verify the business licence.',
      decidedTier: null,
    });
    expect(await auditRows(pool, id)).toEqual([
      {
        action: 'application.decline',
        actor_email: people.admin.email,
        target_type: 'trade_application',
        details: { reason: 'We could not verify the business licence.' },
      },
    ]);
    const mail = await sink.waitFor((m) => m.to.includes(email) && m.subject.endsWith('your Trade Pro application'));
    expect(mail.text).toContain('We could not verify the business licence.');
  });

  it.each([
    ['no reason', undefined, 'Please give the reason for declining.'],
    ['a blank reason', '   ', 'Please give the reason for declining.'],
    ['a reason over 1000 characters', 'x'.repeat(1001), 'Reason cannot exceed 1000 characters'],
  ])('refuses %s with a 400', async (_label, reason, message) => {
    const id = await apply(uniqueEmail('reason'));
    const response = await decline(id, reason);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toContain(message);
  });
});

describe("a staff member's own application (issue 19)", () => {
  const expectUndecided = async (id: string, staffer: { email: string; token: string }, mailsBefore: number) => {
    const { rows } = await pool.query<{ status: string; decided_by: string | null }>(
      'SELECT status, decided_by FROM trade_applications WHERE id = $1',
      [id],
    );
    expect(rows).toEqual([{ status: 'pending', decided_by: null }]);
    expect(await auditRows(pool, id)).toEqual([]);
    expect((await rolesOf(staffer.token)).roles).toEqual(['Sales User']);
    expect(await outboxTo(pool, staffer.email)).toHaveLength(mailsBefore);
  };

  it.each([
    ['sent signed in', (email: string, token: string) => apply(email, token)],
    ['sent signed out with their address in other letters', (email: string) => apply(email.toUpperCase())],
  ])(
    'cannot be approved or declined by them when %s: 403, nothing written; another staff member can',
    async (_how, send) => {
      const staffer = await userWithRoles(app, pool, 'Sales User');
      const id = await send(staffer.email, staffer.token);
      const mailsBefore = (await outboxTo(pool, staffer.email)).length;

      const approved = await approve(id, 'Gold', staffer.headers);
      expect(approved.statusCode, approved.body).toBe(403);
      expect(approved.json()).toEqual({ message: STAFF_APPLICATION_MESSAGES.ownApplication, code: 'OWN_APPLICATION' });
      const declined = await decline(id, 'Not mine to judge.', staffer.headers);
      expect(declined.statusCode, declined.body).toBe(403);
      expect(declined.json()).toEqual({ message: STAFF_APPLICATION_MESSAGES.ownApplication, code: 'OWN_APPLICATION' });
      await expectUndecided(id, staffer, mailsBefore);

      // They may still read it; a colleague decides it.
      expect((await get(`/api/staff/applications/${id}`, staffer.headers)).statusCode).toBe(200);
      const decided = await decline(id, 'Staff accounts are not Trade Pro accounts.', people.admin.headers);
      expect(decided.statusCode, decided.body).toBe(200);
      expect((await auditRows(pool, id)).map((row) => [row.action, row.actor_email])).toEqual([
        ['application.decline', people.admin.email],
      ]);
    },
  );

  it("another staff member approves a staff member's application", async () => {
    const staffer = await userWithRoles(app, pool, 'Sales User');
    const id = await apply(staffer.email, staffer.token);
    expect((await approve(id, 'Bronze', people.admin.headers)).statusCode).toBe(200);
    expect((await rolesOf(staffer.token)).roles).toEqual(['Contractor User Bronze', 'Sales User']);
  });
});

it('decides an application once: a second decision, or two at the same moment, get a 409', async () => {
  const applicant = await verifiedUser(app, pool);
  const id = await apply(applicant.email, applicant.token);
  const answers = await Promise.all([approve(id, 'Gold'), decline(id, 'Too small.', people.admin.headers)]);
  expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
  const refused = answers.find((a) => a.statusCode === 409);
  expect(refused?.json<{ message: string }>().message).toMatch(/^This application was already (approved|declined)\.$/);
  expect((await approve(id, 'Bronze')).statusCode).toBe(409);
  expect(await auditRows(pool, id)).toHaveLength(1);
});
