import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from './helper.ts';
import { countRows, postContact, siteMessage, tradeRequest } from './contact-helpers.ts';

const { app, pool } = await buildTestApp({ RATE_LIMIT_CONTACT_MAX: '100000' });

const expectRefused = async (payload: unknown, errors: string[]) => {
  const response = await postContact(app, payload);
  expect(response.statusCode, response.body).toBe(400);
  expect(response.json()).toEqual({ message: errors.join(', '), code: 'VALIDATION_FAILED', errors });
};

describe('POST /api/contact refuses what breaks the rules of spec §5, with an errors array', () => {
  it('names every problem of a simple message at once', async () => {
    await expectRefused({ ...siteMessage, name: ' ', email: 'ann@', subject: '', message: 'Too short' }, [
      'Please enter your name',
      'Please enter a valid email address',
      'Subject is required',
      'Message must be at least 10 characters',
    ]);
  });

  it('refuses a message over 1000 characters', async () => {
    await expectRefused({ ...siteMessage, message: 'm'.repeat(1001) }, ['Message must not exceed 1000 characters']);
  });

  it('asks for an order for order support', async () => {
    await expectRefused({ ...siteMessage, context: 'order_support' }, ['Please select an order']);
  });

  it('refuses an unknown context and a form type that does not match', async () => {
    await expectRefused({ ...siteMessage, context: 'billing_hacks' }, ['This kind of support request is not known.']);
    await expectRefused({ ...siteMessage, formType: 'trade_pro_registration' }, [
      'formType must be "contact" for this context',
    ]);
  });

  it('names the application’s problems with the multi-step form’s messages', async () => {
    await expectRefused(
      tradeRequest({ companyName: 'A', phone: '555-CALL', yearsInBusiness: 51, annualRevenue: 'lots' }),
      [
        'Company Name must be at least 2 characters',
        'Please enter a valid phone number',
        'Years in Business must be a whole number from 0 to 50',
        'Annual Revenue is required',
      ],
    );
    await expectRefused({ context: 'trade_pro_registration' }, ['Please fill in all required fields correctly.']);
  });

  it('answers a body that is not JSON, or not an object, with a 4xx and a message', async () => {
    for (const payload of ['{"name": ', 'null', '[]', '"text"']) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/contact',
        payload,
        headers: { 'content-type': 'application/json' },
      });
      expect(response.statusCode, payload).toBe(400);
      expect(response.json<{ message: string }>().message).toEqual(expect.any(String));
    }
    const form = await app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: 'name=x',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.statusCode).toBe(415);
  });

  it('never answers 5xx for generated input in any field, and stores exactly what it accepts', async () => {
    const before = await countRows(pool, 'contact_messages');
    let accepted = 0;
    const junk = fc.oneof(
      fc.string({ maxLength: 1200 }),
      fc.string({ unit: 'binary', maxLength: 60 }).map((s) => `${s}\u0000 valid enough text`),
      fc.integer(),
      fc.constant(null),
      fc.object(),
      fc.constant('x'.repeat(20_000)),
    );
    const field = fc.constantFrom(
      'formType',
      'context',
      'name',
      'email',
      'subject',
      'message',
      'details',
      'application',
    );
    await fc.assert(
      fc.asyncProperty(field, junk, async (key, value) => {
        const response = await postContact(app, { ...siteMessage, [key]: value });
        expect([201, 400], response.body).toContain(response.statusCode);
        if (response.statusCode === 201) accepted += 1;
      }),
      { numRuns: 150 },
    );
    expect(accepted).toBeGreaterThan(0);
    expect(await countRows(pool, 'contact_messages')).toBe(before + accepted);
  });
});
