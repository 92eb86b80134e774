import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { supportRequestSchema, supportRequestSchemaFor, tradeRequestShape } from '../../src/api/contact.ts';
import { validApplication } from '../support/fixtures.ts';

const messages = (result: { issues?: readonly { message: string }[] }) =>
  result.issues?.map((issue) => issue.message) ?? [];

const contact = {
  formType: 'contact',
  context: 'site_support',
  name: 'Ann Lee',
  email: 'ann@example.com',
  subject: 'Broken link',
  message: 'The policies link does nothing.',
};

describe('POST /api/contact requests (spec §7)', () => {
  it('takes a simple message, with the spec’s priority and recipientEmail accepted and unknown fields dropped', () => {
    const parsed = v.parse(supportRequestSchema, {
      ...contact,
      priority: 'high',
      recipientEmail: 'someone@else.example',
      isAdmin: true,
      details: { url: '/faq', browser: 'Chromium', hacker: 'x' },
    });
    expect(parsed).toMatchObject({
      context: 'site_support',
      formType: 'contact',
      details: { url: '/faq', browser: 'Chromium' },
    });
    expect(parsed).not.toHaveProperty('isAdmin');
    expect(parsed).not.toHaveProperty('details.hacker');
  });

  it('defaults the formType from the context and refuses one that does not match it', () => {
    const { formType: _formType, ...withoutFormType } = contact;
    expect(v.parse(supportRequestSchema, withoutFormType).formType).toBe('contact');
    expect(messages(v.safeParse(supportRequestSchema, { ...contact, formType: 'trade_pro_registration' }))).toEqual([
      'formType must be "contact" for this context',
    ]);
  });

  it('refuses a context that is not one of the ten', () => {
    for (const context of ['nonsense', undefined, 42]) {
      expect(messages(v.safeParse(supportRequestSchema, { ...contact, context }))).toEqual([
        'This kind of support request is not known.',
      ]);
    }
  });

  it('asks for the fields when the body is not an object', () => {
    for (const body of [null, [], 'text', 5]) {
      expect(messages(v.safeParse(supportRequestSchema, body))).toEqual([
        'Please fill in all required fields correctly.',
      ]);
    }
  });

  it('reports every broken rule of a simple message', () => {
    const result = v.safeParse(supportRequestSchema, {
      ...contact,
      name: '',
      email: 'nope',
      subject: '',
      message: 'short',
    });
    expect(messages(result)).toEqual([
      'Please enter your name',
      'Please enter a valid email address',
      'Subject is required',
      'Message must be at least 10 characters',
    ]);
  });

  it('needs an order for order support, and no subject', () => {
    const order = { ...contact, context: 'order_support', subject: undefined };
    expect(messages(v.safeParse(supportRequestSchema, order))).toEqual(['Please select an order']);
    expect(messages(v.safeParse(supportRequestSchema, { ...order, details: { orderId: ' ' } }))).toEqual([
      'Please select an order',
    ]);
    expect(v.parse(supportRequestSchema, { ...order, details: { orderId: 'RTA-ORD-7' } })).toHaveProperty('details', {
      orderId: 'RTA-ORD-7',
    });
  });

  it('takes an application with its own fields', () => {
    const parsed = v.parse(supportRequestSchema, {
      formType: 'trade_pro_registration',
      context: 'trade_pro_registration',
      application: { ...validApplication, yearsInBusiness: 12, projectsPerYear: 40 },
      message: 'Company Name: …',
    });
    expect(parsed.context === 'trade_pro_registration' && parsed.application.phone).toBe('(217) 555-0199');
  });

  it('says what is wrong with an application', () => {
    const missing = v.safeParse(supportRequestSchema, { context: 'trade_pro_registration' });
    expect(messages(missing)).toEqual(['Please fill in all required fields correctly.']);
    const bad = v.safeParse(supportRequestSchema, {
      context: 'trade_pro_registration',
      application: { ...validApplication, phone: '12' },
    });
    expect(messages(bad)).toEqual(['Please enter a valid 10-digit phone number']);
  });

  it('reads an application with its fields at the top level (spec §7) into the same request', () => {
    const read = (body: Record<string, unknown>) => v.safeParse(supportRequestSchemaFor(body), body);
    const nested = read({ context: 'trade_pro_registration', application: validApplication });
    const flat = read({ context: 'trade_pro_registration', ...validApplication, name: 'ignored' });
    expect(
      flat.success && nested.success && flat.output.context === 'trade_pro_registration' && flat.output.application,
    ).toEqual(nested.success && nested.output.context === 'trade_pro_registration' && nested.output.application);
    expect(messages(read({ context: 'trade_pro_registration', ...validApplication, phone: '12' }))).toEqual([
      'Please enter a valid 10-digit phone number',
    ]);
    expect(
      messages(read({ context: 'trade_pro_registration', application: validApplication, location: 'Elsewhere' })),
    ).toEqual(["Send the application's fields either at the top level or under 'application', not both."]);
  });

  it('tells the shapes apart by the application’s own fields; e-mail, name and message belong to every request', () => {
    expect(tradeRequestShape({ application: {} })).toBe('nested');
    expect(tradeRequestShape({ application: {}, email: 'a@b.co', name: 'n', subject: 's', message: 'm' })).toBe(
      'nested',
    );
    expect(tradeRequestShape({ companyName: 'Oak' })).toBe('flat');
    expect(tradeRequestShape({ email: 'a@b.co' })).toBe('nested');
    expect(tradeRequestShape({})).toBe('nested');
    expect(tradeRequestShape({ application: {}, projectsPerYear: 3 })).toBe('both');
    // Other contexts have no application: their bodies are read as they always were.
    expect(supportRequestSchemaFor({ ...contact, companyName: 'Oak' })).toBe(supportRequestSchema);
  });

  it('refuses an array where the details or the application are an object, as the object itself would be refused', () => {
    expect(messages(v.safeParse(supportRequestSchema, { ...contact, details: [] }))).toEqual([
      'Invalid type: Expected Object but received Array',
    ]);
    expect(messages(v.safeParse(supportRequestSchema, { ...contact, context: 'order_support', details: [] }))).toEqual([
      'Please select an order',
    ]);
    expect(messages(v.safeParse(supportRequestSchema, { context: 'trade_pro_registration', application: [] }))).toEqual(
      ['Please fill in all required fields correctly.'],
    );
  });

  it('caps the extra details', () => {
    const result = v.safeParse(supportRequestSchema, { ...contact, details: { url: 'u'.repeat(501) } });
    expect(messages(result)).toEqual(['Page cannot exceed 500 characters']);
    expect(messages(v.safeParse(supportRequestSchema, { ...contact, details: { url: 5 } }))).toEqual([
      'Page must be text',
    ]);
  });
});
