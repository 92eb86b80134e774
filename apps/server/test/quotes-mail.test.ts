import { afterAll, describe, expect, it } from 'vitest';
import type { Quote } from '@rta/domain/api/quotes';
import { QUOTE_MESSAGES } from '@rta/domain/quotes/rules';
import { buildTestApp } from './helper.ts';
import { headersFor, verifiedUser } from './auth-helpers.ts';
import { pdfText } from './pdf-text.ts';
import { startSmtpSink } from './smtp-sink.ts';

const sink = await startSmtpSink();
afterAll(() => sink.close());
const { app, pool } = await buildTestApp({
  SMTP_URL: sink.url,
  RATE_LIMIT_AUTH_MAX: '10000',
  RATE_LIMIT_CONTACT_MAX: '2',
});

/** The attachment of a received mail with this filename, decoded from its base64 part. */
const attachment = (raw: string, filename: string): Buffer => {
  const at = raw.indexOf(`filename=${filename}`) >= 0 ? raw.indexOf(`filename=${filename}`) : raw.indexOf(filename);
  expect(at, 'the attachment is in the mail').toBeGreaterThan(0);
  const start = raw.indexOf('\r\n\r\n', at) + 4;
  const end = raw.indexOf('\r\n--', start);
  return Buffer.from(raw.slice(start, end).replace(/\s+/g, ''), 'base64');
};

describe('Email me this quote', () => {
  it('arrives at the mail server with the quote’s PDF attached, and is limited like the contact form', async () => {
    const { token } = await verifiedUser(app, pool);
    const headers = headersFor(token);
    const made = await app.inject({
      method: 'POST',
      url: '/api/quotes',
      headers,
      payload: {
        cart: {
          items: [{ id: 'a', group: 'Shaker', name: 'B12', quantity: 1, selectedColor: null }],
          labels: [],
          preAssembly: false,
        },
      },
    });
    expect(made.statusCode, made.body).toBe(201);
    const quote = made.json<Quote>();

    const sent = await app.inject({ method: 'POST', url: `/api/quotes/${quote.id}/email`, headers });
    expect(sent.statusCode, sent.body).toBe(202);
    const mail = await sink.waitFor((m) => m.subject.includes(quote.number));
    expect(mail.text).toContain(`/quotes/${quote.id}`);
    expect(mail.raw).toContain('application/pdf');
    const pdf = attachment(mail.raw, `${quote.number}.pdf`);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdfText(pdf)).toContain(quote.number);

    expect((await app.inject({ method: 'POST', url: `/api/quotes/${quote.id}/email`, headers })).statusCode).toBe(202);
    const third = await app.inject({ method: 'POST', url: `/api/quotes/${quote.id}/email`, headers });
    expect(third.statusCode).toBe(429);
    expect(third.json<{ message: string }>().message).toBe(QUOTE_MESSAGES.tooMany);
  });
});
