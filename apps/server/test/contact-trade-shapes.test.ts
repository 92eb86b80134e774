import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import type { StaffApplicationDetail, StaffApplicationList } from '@rta/domain/api/staff-applications';
import { buildTestApp } from './helper.ts';
import { startSmtpSink } from './smtp-sink.ts';
import { accountWithRoles } from './staff-helpers.ts';
import { application, contactRow, countRows, postContact, tradeRequest } from './contact-helpers.ts';

/*
 * Issue 19: POST /api/contact takes a Trade Pro application as spec §7 describes it, the
 * form's own fields at the top level, as well as under `application` (the web app's shape):
 * the same rules, the same messages, and the same application stored, listed and mailed.
 */
const sink = await startSmtpSink();
afterAll(() => sink.close());
const { app, pool } = await buildTestApp({
  SMTP_URL: sink.url,
  SUPPORT_EMAIL_TRADE_PRO_REGISTRATION: 'trade@cabinets.example',
  RATE_LIMIT_CONTACT_MAX: '100000',
  RATE_LIMIT_AUTH_MAX: '1000',
});
const staff = await accountWithRoles(app, pool, ['Sales User'], 'sales');

/** The spec's shape: the form's fields beside what its client sends of every contact submission. */
const flatRequest = (overrides: Record<string, unknown> = {}) => ({
  formType: 'trade_pro_registration',
  context: 'trade_pro_registration',
  priority: 'medium',
  recipientEmail: 'someone@elsewhere.example',
  name: 'Dana Oak',
  subject: 'Trade Pro Application - Oak & Sons Remodeling',
  message: 'Company Name: Oak & Sons Remodeling',
  ...application,
  ...overrides,
});

/** What a submission left behind, without what differs by nature (ids, times). */
const traces = async (id: string) => {
  const {
    id: _id,
    created_at: _at,
    mail_sent_at: _sent,
    ...message
  } = (await contactRow(pool, id)) as unknown as Record<string, unknown>;
  const { rows } = await pool.query<Record<string, unknown> & { id: string }>(
    'SELECT * FROM trade_applications WHERE contact_message_id = $1',
    [id],
  );
  const {
    id: applicationId,
    contact_message_id: _message,
    created_at: _created,
    updated_at: _updated,
    ...stored
  } = rows[0] ?? { id: '' };
  const list = await app.inject({ url: '/api/staff/applications?pageSize=100', headers: staff.headers });
  const listed = list.json<StaffApplicationList>().applications.find((one) => one.id === applicationId);
  const detail = (
    await app.inject({ url: `/api/staff/applications/${applicationId}`, headers: staff.headers })
  ).json<StaffApplicationDetail>();
  const reference = id.replace(/-/g, '').slice(0, 8).toUpperCase();
  const anonymous = (text: string) =>
    text
      .replaceAll(id, '<id>')
      .replaceAll(reference, '<ref>')
      .replace(/Received: \S+/, 'Received: <time>');
  const toStore = await sink.waitFor((mail) => mail.to === 'trade@cabinets.example' && mail.text.includes(id));
  const ack = await sink.waitFor((mail) => mail.to === application.email && mail.text.includes(reference));
  return {
    message,
    stored,
    listed: { ...listed, id: undefined, createdAt: undefined },
    detail: { ...detail, id: undefined, createdAt: undefined },
    mails: [toStore, ack].map((mail) => ({ to: mail.to, subject: mail.subject, text: anonymous(mail.text) })),
  };
};

const submitted = async (payload: unknown): Promise<string> => {
  const response = await postContact(app, payload);
  expect(response.statusCode, response.body).toBe(201);
  expect(response.json<{ message: string }>().message).toBe(
    "Application submitted successfully! We'll review your information and get back to you within 48 hours.",
  );
  return response.json<{ id: string }>().id;
};

describe('a Trade Pro application with its fields at the top level (spec §7)', () => {
  it('is stored, listed for staff and mailed exactly as the same application under `application`', async () => {
    const nested = await traces(await submitted(tradeRequest()));
    const flat = await traces(await submitted(flatRequest()));
    expect(flat).toEqual(nested);
    expect(flat.stored).toMatchObject({
      company_name: 'Oak & Sons Remodeling',
      phone: '(217) 555-0199',
      status: 'pending',
    });
    expect(flat.listed).toMatchObject({ companyName: 'Oak & Sons Remodeling', email: application.email });
  });

  it('needs nothing but the form’s own fields and the context', async () => {
    await submitted({ context: 'trade_pro_registration', ...application });
    const { website: _w, preferredContact: _p, ...required } = application;
    const id = await submitted({ formType: 'trade_pro_registration', context: 'trade_pro_registration', ...required });
    const { rows } = await pool.query(
      'SELECT website, preferred_contact FROM trade_applications WHERE contact_message_id = $1',
      [id],
    );
    expect(rows).toEqual([{ website: null, preferred_contact: 'email' }]);
  });

  it('names each problem with the message it has under `application`, and writes nothing', async () => {
    const bad = fc.oneof(
      fc.constantFrom(
        undefined,
        null,
        '',
        ' ',
        'A',
        'x'.repeat(1001),
        -1,
        51,
        1001,
        1.5,
        '12abc',
        'lots',
        'phone-or-email',
        '555-CALL',
        'dana@',
        true,
        [],
        {},
      ),
      fc.string({ maxLength: 30 }),
      fc.integer(),
    );
    const fields = fc.uniqueArray(fc.constantFrom(...(Object.keys(application) as (keyof typeof application)[])), {
      minLength: 1,
      maxLength: 4,
    });
    const before = {
      messages: await countRows(pool, 'contact_messages'),
      applications: await countRows(pool, 'trade_applications'),
    };
    let refused = 0;
    await fc.assert(
      fc.asyncProperty(fields, fc.array(bad, { minLength: 4, maxLength: 4 }), async (chosen, values) => {
        const overrides = Object.fromEntries(chosen.map((field, index) => [field, values[index]]));
        const nested = await postContact(app, tradeRequest(overrides));
        const flat = await postContact(app, flatRequest(overrides));
        expect(flat.statusCode, flat.body).toBe(nested.statusCode);
        if (nested.statusCode === 400) {
          refused += 1;
          expect(flat.json()).toEqual(nested.json());
        }
      }),
      { numRuns: 60 },
    );
    expect(refused).toBeGreaterThan(30);
    // Each accepted pair wrote one application per shape; the refused ones wrote nothing.
    const written = (await countRows(pool, 'trade_applications')) - before.applications;
    expect(written % 2).toBe(0);
    expect((await countRows(pool, 'contact_messages')) - before.messages).toBe(written);
  });

  it('answers the same 400s as the web app’s shape for the examples of the multi-step form', async () => {
    const problems = { companyName: 'A', phone: '555-CALL', yearsInBusiness: 51, annualRevenue: 'lots' };
    const expected = [
      'Company Name must be at least 2 characters',
      'Please enter a valid phone number',
      'Years in Business must be a whole number from 0 to 50',
      'Annual Revenue is required',
    ];
    for (const payload of [tradeRequest(problems), flatRequest(problems)]) {
      const response = await postContact(app, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: expected.join(', '), code: 'VALIDATION_FAILED', errors: expected });
    }
    const { companyDescription: _d, ...withoutDescription } = application;
    const missing = await postContact(app, {
      context: 'trade_pro_registration',
      ...withoutDescription,
      email: 'DANA@',
    });
    expect(missing.json()).toMatchObject({
      errors: ['Company Description is required', 'Please enter a valid email address'],
    });
    // A form type that is not the context's is refused as it is for the other shape.
    expect((await postContact(app, flatRequest({ formType: 'contact' }))).json()).toMatchObject({
      errors: ['formType must be "trade_pro_registration" for this context'],
    });
  });

  it('refuses an application sent in both shapes at once, and writes nothing', async () => {
    const before = await countRows(pool, 'contact_messages');
    for (const payload of [
      { ...tradeRequest(), companyName: 'Other Co' },
      { ...flatRequest(), application },
      { ...tradeRequest(), projectsPerYear: 3 },
    ]) {
      const response = await postContact(app, payload);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toEqual({
        message: "Send the application's fields either at the top level or under 'application', not both.",
        code: 'VALIDATION_FAILED',
        errors: ["Send the application's fields either at the top level or under 'application', not both."],
      });
    }
    // The web app's shape with the spec client's own name, e-mail, subject and message beside it is one shape.
    await submitted({ ...tradeRequest(), name: 'Dana Oak', email: application.email, subject: 'x', message: 'y' });
    expect(await countRows(pool, 'contact_messages')).toBe(before + 1);
  });

  it('is described in the OpenAPI document in both shapes', async () => {
    const document = (await app.inject({ url: '/api/docs/json' })).json<{
      paths: Record<string, { post: { requestBody: { content: Record<string, { schema: unknown }> } } }>;
    }>();
    const body = JSON.stringify(document.paths['/api/contact']?.post.requestBody.content['application/json']?.schema);
    const shapes = (JSON.parse(body) as { anyOf?: unknown[] }).anyOf ?? [];
    type Shape = { properties?: Record<string, unknown>; required?: string[]; oneOf?: Shape[]; anyOf?: Shape[] };
    const all = (shape: Shape): Shape[] => [
      shape,
      ...(shape.oneOf ?? []).flatMap(all),
      ...(shape.anyOf ?? []).flatMap(all),
    ];
    const options = (shapes as Shape[]).flatMap(all);
    const trade = options.filter((shape) =>
      JSON.stringify(shape.properties?.context ?? '').includes('trade_pro_registration'),
    );
    expect(trade.map((shape) => [...(shape.required ?? [])].sort())).toEqual(
      expect.arrayContaining([
        expect.arrayContaining(['application', 'context']),
        expect.arrayContaining([
          'companyName',
          'companyDescription',
          'location',
          'ownerName',
          'email',
          'phone',
          'annualRevenue',
          'yearsInBusiness',
          'projectsPerYear',
          'context',
        ]),
      ]),
    );
  });
});
