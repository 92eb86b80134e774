import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp } from './helper.ts';
import { createTestClock } from './test-clock.ts';
import { startSmtpSink } from './smtp-sink.ts';
import { headersFor, verifiedUser } from './auth-helpers.ts';

const outboxRow = async (
  pool: { query: (sql: string, values: unknown[]) => Promise<{ rows: unknown[] }> },
  id: number,
) =>
  (await pool.query('SELECT sent_at, error FROM mail_outbox WHERE id = $1', [id])).rows[0] as {
    sent_at: Date | null;
    error: string | null;
  };

describe('with SMTP_URL', async () => {
  const sink = await startSmtpSink();
  afterAll(() => sink.close());
  const clock = createTestClock();
  const { app, pool } = await buildTestApp({ SMTP_URL: sink.url }, { clock });

  it('writes the mail to the outbox, sends it, and marks it sent', async () => {
    const id = await app.mailer.send({
      to: 'ann@example.com',
      subject: 'Hello',
      text: 'Plain words',
      html: '<p>Plain words</p>',
    });
    const mail = await sink.waitFor((m) => m.subject === 'Hello');
    expect(mail.to).toBe('ann@example.com');
    expect(mail.text.trim()).toBe('Plain words');
    await app.backgroundTasks.drain();
    const row = await outboxRow(pool, id);
    expect(row.sent_at?.getTime()).toBe(clock.now().getTime());
    expect(row.error).toBeNull();
  });

  it('keeps a mail the server refused, with the error, and delivers it on retry', async () => {
    sink.rejectNextDeliveries(1);
    const id = await app.mailer.send({ to: 'bo@example.com', subject: 'Refused once', text: 'Try again' });
    await app.backgroundTasks.drain();
    const failed = await outboxRow(pool, id);
    expect(failed.sent_at).toBeNull();
    expect(failed.error).toMatch(/451|temporarily unavailable/i);

    expect(await app.mailer.retryUnsent()).toBe(1);
    expect((await sink.waitFor((m) => m.subject === 'Refused once')).to).toBe('bo@example.com');
    const sent = await outboxRow(pool, id);
    expect(sent.sent_at).not.toBeNull();
    expect(sent.error).toBeNull();
    // Sent mail is never sent again.
    expect(await app.mailer.retryUnsent()).toBe(0);
    expect(sink.received.filter((m) => m.subject === 'Refused once')).toHaveLength(1);
  });
});

describe('with a slow SMTP server', async () => {
  const sink = await startSmtpSink();
  afterAll(() => sink.close());
  const { app, pool } = await buildTestApp({ SMTP_URL: sink.url, RATE_LIMIT_AUTH_MAX: '10000' });

  it('holds no database connection while mail is in flight: requests are served, each mail is sent once', async () => {
    const user = await verifiedUser(app, pool);
    await app.backgroundTasks.drain();
    const release = sink.holdDeliveries();
    // More mails in flight than the pool has connections (10).
    const mails = 15;
    const ids = await Promise.all(
      Array.from({ length: mails }, (_, n) =>
        app.mailer.send({ to: `slow${n}@example.com`, subject: `Slow ${n}`, text: 'Wait for it' }),
      ),
    );
    await sink.waitForHeld(mails);
    const signedIn = await app.inject({ url: '/api/user', headers: headersFor(user.token) });
    expect(signedIn.statusCode).toBe(200);
    // Another instance's retry does not take mail that is being sent.
    expect(await app.mailer.deliver(ids[0] ?? 0)).toBe('skipped');

    release();
    await app.backgroundTasks.drain();
    const { rows } = await pool.query<{ sent: number }>(
      'SELECT count(*)::int AS sent FROM mail_outbox WHERE id = ANY($1) AND sent_at IS NOT NULL AND claimed_until IS NULL',
      [ids],
    );
    expect(rows[0]?.sent).toBe(mails);
    expect(sink.received.filter((mail) => mail.subject.startsWith('Slow '))).toHaveLength(mails);
  });

  it('takes a mail over once the claim of an instance that stopped mid-send has lapsed', async () => {
    const id = await app.mailer.send({ to: 'dee@example.com', subject: 'Left behind', text: 'Again' });
    await app.backgroundTasks.drain();
    await sink.waitFor((mail) => mail.subject === 'Left behind');
    // As an instance stopped after its claim and before the send: claimed, unsent.
    await pool.query('UPDATE mail_outbox SET sent_at = NULL, claimed_until = $2 WHERE id = $1', [
      id,
      new Date(Date.now() + 60_000),
    ]);
    expect(await app.mailer.deliver(id)).toBe('skipped');
    await pool.query('UPDATE mail_outbox SET claimed_until = $2 WHERE id = $1', [id, new Date(Date.now() - 1_000)]);
    expect(await app.mailer.deliver(id)).toBe('sent');
    expect(sink.received.filter((mail) => mail.subject === 'Left behind')).toHaveLength(2);
  });
});

describe('with an SMTP server that does not answer', async () => {
  const gone = await startSmtpSink();
  await gone.close();
  const { app, pool } = await buildTestApp({ SMTP_URL: gone.url });

  it('keeps the mail in the outbox with the connection error', async () => {
    const id = await app.mailer.send({ to: 'cy@example.com', subject: 'Nobody home', text: 'Still here' });
    await app.backgroundTasks.drain();
    const row = await outboxRow(pool, id);
    expect(row.sent_at).toBeNull();
    expect(row.error).toMatch(/ECONNREFUSED|connect/i);
  });
});

describe('without SMTP_URL, outside production', async () => {
  const { app } = await buildTestApp();

  it('keeps mail in the outbox and lists it at /dev/mail, escaped, with its links', async () => {
    await app.mailer.send({
      to: 'dee@example.com',
      subject: 'Links <b>inside</b>',
      text: 'Open http://localhost:3000/verify-email/abc_DEF-123 now',
    });
    await app.mailer.send({ to: 'eve@example.com', subject: 'Other', text: 'Nothing' });

    const page = await app.inject({ url: '/dev/mail' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('Links &lt;b&gt;inside&lt;/b&gt;');
    expect(page.body).not.toContain('<b>inside</b>');
    expect(page.body).toContain('<a href="http://localhost:3000/verify-email/abc_DEF-123">');

    const json = await app.inject({ url: '/dev/mail?format=json&to=DEE@example.com' });
    expect(json.json()).toEqual({
      data: [
        expect.objectContaining({
          to: 'dee@example.com',
          sentAt: null,
          error: null,
          links: ['http://localhost:3000/verify-email/abc_DEF-123'],
        }),
      ],
    });
  });

  it('answers bad query values with a 400', async () => {
    for (const url of ['/dev/mail?limit=0', '/dev/mail?limit=abc', '/dev/mail?format=xml']) {
      expect((await app.inject({ url })).statusCode).toBe(400);
    }
  });

  it('does not retry anything (there is nowhere to send)', async () => {
    expect(app.mailer.smtpEnabled).toBe(false);
    expect(await app.mailer.retryUnsent()).toBe(0);
  });
});

describe('in production', async () => {
  const { app } = await buildTestApp({ NODE_ENV: 'production' });

  it('has no /dev/mail', async () => {
    await app.mailer.send({ to: 'fay@example.com', subject: 'Secret link', text: 'http://x/reset-password/abc' });
    const response = await app.inject({ url: '/dev/mail' });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('Secret link');
  });
});
