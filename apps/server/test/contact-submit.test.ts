import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp } from './helper.ts';
import { startSmtpSink } from './smtp-sink.ts';
import { headersFor, uniqueEmail, verifiedUser } from './auth-helpers.ts';
import { application, contactRow, postContact, siteMessage, tradeRequest } from './contact-helpers.ts';

const sink = await startSmtpSink();
afterAll(() => sink.close());
const { app, pool } = await buildTestApp({
  SMTP_URL: sink.url,
  MAIL_FROM: 'Cabinet Store <hello@cabinets.example>',
  PUBLIC_URL: 'https://cabinets.example',
  SUPPORT_EMAIL: 'support@cabinets.example',
  SUPPORT_EMAIL_ORDER_SUPPORT: 'orders@cabinets.example',
  SUPPORT_EMAIL_TRADE_PRO_REGISTRATION: 'trade@cabinets.example',
  RATE_LIMIT_CONTACT_MAX: '1000',
  RATE_LIMIT_AUTH_MAX: '1000',
});

const mailTo = (to: string, subject: string) =>
  sink.waitFor((mail) => mail.to === to && mail.subject.includes(subject));

describe('a simple message', () => {
  it('is stored with the context’s priority and recipient, and only the context’s extra fields', async () => {
    const sender = uniqueEmail('ann');
    const response = await postContact(app, {
      ...siteMessage,
      email: sender,
      priority: 'high',
      recipientEmail: 'attacker@evil.example',
      details: { ...siteMessage.details, orderId: 'RTA-ORD-1', errorMessage: 'not for this context' },
    });
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json<{ success: boolean; message: string; id: string }>();
    expect(body).toEqual({
      success: true,
      message: "Message sent successfully! We'll get back to you soon.",
      id: expect.any(String),
    });

    const row = await contactRow(pool, body.id);
    expect(row).toMatchObject({
      user_id: null,
      name: 'Ann Lee',
      email: sender,
      subject: 'The policies link',
      message: siteMessage.message,
      context: 'site_support',
      priority: 'normal',
      form_type: 'contact',
      recipient_email: 'support@cabinets.example',
      extra: { url: '/faq', browser: 'Test Browser 1.0' },
    });
  });

  it('mails the store, with the context prefix and the details, and acknowledges to the sender', async () => {
    const sender = uniqueEmail('bo');
    const response = await postContact(app, { ...siteMessage, email: sender, subject: 'Footer link' });
    const { id } = response.json<{ id: string }>();

    const toStore = await mailTo('support@cabinets.example', 'Footer link');
    expect(toStore.subject).toBe('[Site Support] Footer link');
    expect(toStore.from).toBe('Cabinet Store <hello@cabinets.example>');
    expect(toStore.text).toContain(`From: Ann Lee <${sender}>`);
    expect(toStore.text).toContain('Page: /faq');
    expect(toStore.text).toContain('Browser: Test Browser 1.0');
    expect(toStore.text).toContain(siteMessage.message);
    expect(toStore.text).toContain(id);

    const ack = await mailTo(sender, 'We received your message');
    expect(ack.subject).toBe('We received your message - RTA Cabinet Store');
    expect(ack.text).toMatch(/reference [0-9A-F]{8}/);
    // The acknowledgement repeats nothing the sender typed.
    expect(ack.text).not.toContain('Footer link');
    expect(ack.text).not.toContain('Ann Lee');
    expect(ack.text).not.toContain(siteMessage.message);

    await app.backgroundTasks.drain();
    expect((await contactRow(pool, id))?.mail_sent_at).not.toBeNull();
  });

  it('sends technical errors with their error details, and cleans control characters', async () => {
    const sender = uniqueEmail('cy');
    const response = await postContact(app, {
      ...siteMessage,
      context: 'technical_error',
      email: sender,
      subject: 'Catalogue\u0000 error',
      message: 'The cabinets\u0000 did not load.\r\nTwice.',
      details: { errorCode: 'catalogue_load', errorMessage: 'Failed to fetch types after 3 attempts', url: '/store' },
    });
    expect(response.statusCode, response.body).toBe(201);
    const row = await contactRow(pool, response.json<{ id: string }>().id);
    expect(row).toMatchObject({
      priority: 'high',
      subject: 'Catalogue error',
      message: 'The cabinets did not load.\nTwice.',
      extra: { errorCode: 'catalogue_load', errorMessage: 'Failed to fetch types after 3 attempts', url: '/store' },
    });
    const mail = await mailTo('support@cabinets.example', 'Catalogue error');
    expect(mail.subject).toBe('[Technical Error] Catalogue error');
    expect(mail.text).toContain('Error message: Failed to fetch types after 3 attempts');
  });

  it('comes from the account’s own address when the sender is signed in', async () => {
    const { email, token, user } = await verifiedUser(app, pool);
    const response = await postContact(app, { ...siteMessage, email: 'someone.else@example.com' }, headersFor(token));
    expect(response.statusCode, response.body).toBe(201);
    const row = await contactRow(pool, response.json<{ id: string }>().id);
    expect(row).toMatchObject({ user_id: user.id, email });
    await mailTo(email, 'We received your message');
    expect(sink.received.some((mail) => mail.to === 'someone.else@example.com')).toBe(false);
  });

  it('is served as a visitor’s with a stale token', async () => {
    const response = await postContact(app, siteMessage, headersFor('not-a-real-token-at-all-0000'));
    expect(response.statusCode, response.body).toBe(201);
    expect((await contactRow(pool, response.json<{ id: string }>().id))?.user_id).toBeNull();
  });
});

describe('order support', () => {
  const placeOrder = async (userId: string, id: string) =>
    pool.query(
      `INSERT INTO orders (id, user_id, idempotency_key, status, customer_name, billing_address, phone, fulfilment,
         payment_method, subtotal_cents, tax_cents, total_cents)
       VALUES ($1, $2, $1, 'pending', 'Ann Lee', '1 Main St', '(217) 555-0100', 'pickup', 'pickup', 10000, 700, 10700)`,
      [id, userId],
    );
  const orderMessage = (orderId: string) => ({
    ...siteMessage,
    context: 'order_support',
    subject: 'anything',
    details: { orderId, orderDate: 'whatever the client says' },
  });

  it('files the message under one of the sender’s own orders, with the subject made from it', async () => {
    const { email, token, user } = await verifiedUser(app, pool);
    const orderId = `RTA-ORD-${Date.now()}`;
    await placeOrder(user.id, orderId);
    const response = await postContact(app, orderMessage(orderId), headersFor(token));
    expect(response.statusCode, response.body).toBe(201);
    const row = await contactRow(pool, response.json<{ id: string }>().id);
    expect(row).toMatchObject({
      subject: `Order Support - #${orderId.slice('RTA-ORD-'.length)}`,
      priority: 'high',
      recipient_email: 'orders@cabinets.example',
      extra: { orderId, orderDate: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) },
    });
    const mail = await mailTo('orders@cabinets.example', orderId.slice('RTA-ORD-'.length));
    expect(mail.subject).toBe(`[Order Support] Order Support - #${orderId.slice('RTA-ORD-'.length)}`);
    expect(mail.text).toContain(`Order: ${orderId}`);
    await mailTo(email, 'We received your message');
  });

  it('refuses an order that is not the sender’s, and a visitor', async () => {
    const owner = await verifiedUser(app, pool);
    const other = await verifiedUser(app, pool);
    const orderId = `RTA-ORD-${Date.now()}-x`;
    await placeOrder(owner.user.id, orderId);
    for (const headers of [headersFor(other.token), {}]) {
      const response = await postContact(app, orderMessage(orderId), headers);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message: 'Please select an order' });
    }
  });
});

describe('a Trade Pro application', () => {
  it('is stored as a message and as an application for staff to review, flattened into labelled lines', async () => {
    const response = await postContact(app, { ...tradeRequest(), name: 'ignored', message: 'ignored too' });
    expect(response.statusCode, response.body).toBe(201);
    const { id, message } = response.json<{ id: string; message: string }>();
    expect(message).toBe(
      "Application submitted successfully! We'll review your information and get back to you within 48 hours.",
    );

    const row = await contactRow(pool, id);
    expect(row).toMatchObject({
      name: 'Dana Oak',
      email: 'dana@oakandsons.example',
      subject: 'Trade Pro Application - Oak & Sons Remodeling',
      context: 'trade_pro_registration',
      form_type: 'trade_pro_registration',
      priority: 'medium',
      recipient_email: 'trade@cabinets.example',
    });
    expect(row?.message.split('\n')).toEqual([
      'Company Name: Oak & Sons Remodeling',
      `Company Description: ${application.companyDescription}`,
      'Location: Springfield, IL',
      'Website: https://oakandsons.example',
      'Owner Name: Dana Oak',
      'Email: dana@oakandsons.example',
      'Phone: (217) 555-0199',
      'Preferred Contact Method: Phone',
      'Years in Business: 12 years',
      'Annual Revenue: $500,000 – $1 million',
      'Projects per Year: 40',
    ]);

    const { rows } = await pool.query('SELECT * FROM trade_applications WHERE contact_message_id = $1', [id]);
    expect(rows).toEqual([
      expect.objectContaining({
        company_name: 'Oak & Sons Remodeling',
        website: 'https://oakandsons.example',
        phone: '(217) 555-0199',
        preferred_contact: 'phone',
        years_in_business: 12,
        annual_revenue: '500k-1m',
        projects_per_year: 40,
        status: 'pending',
        user_id: null,
      }),
    ]);

    const toStore = await mailTo('trade@cabinets.example', 'Oak & Sons');
    expect(toStore.subject).toBe('[Trade Pro Application] Trade Pro Application - Oak & Sons Remodeling');
    expect(toStore.text).toContain('Annual Revenue: $500,000 – $1 million');
    const ack = await mailTo('dana@oakandsons.example', 'Trade Pro application');
    expect(ack.text).toContain('within 48 hours');
  });

  it('keeps an empty website as none', async () => {
    const response = await postContact(app, tradeRequest({ website: '', email: uniqueEmail('dana') }));
    expect(response.statusCode, response.body).toBe(201);
    const { rows } = await pool.query<{ website: string | null }>(
      'SELECT website FROM trade_applications WHERE contact_message_id = $1',
      [response.json<{ id: string }>().id],
    );
    expect(rows[0]?.website).toBeNull();
  });
});
