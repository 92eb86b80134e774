import crypto from 'node:crypto';
import pg from 'pg';
import pino from 'pino';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { createPool } from '../src/db/pool.ts';
import { runMigrations } from '../src/db/migrate.ts';
import { buildTestApp, testConfig } from './helper.ts';
import { startSmtpSink } from './smtp-sink.ts';
import { contactRow, countRows, postContact, siteMessage } from './contact-helpers.ts';

describe('rate limit: RATE_LIMIT_CONTACT_MAX per hour per client', async () => {
  const { app } = await buildTestApp({ RATE_LIMIT_CONTACT_MAX: '3' });

  it('answers the 4th message within the hour with 429 and the spec’s message', async () => {
    const client = { 'x-forwarded-for': '198.51.100.20' };
    for (let n = 1; n <= 3; n += 1) expect((await postContact(app, siteMessage, client)).statusCode).toBe(201);
    const limited = await postContact(app, siteMessage, client);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: 'Too many requests. Please try again later.', code: 'RATE_LIMITED' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(59 * 60);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60 * 60);
  });

  it('counts refused messages too, and each client on its own', async () => {
    const client = { 'x-forwarded-for': '198.51.100.21' };
    for (let n = 1; n <= 3; n += 1)
      expect((await postContact(app, { ...siteMessage, name: '' }, client)).statusCode).toBe(400);
    expect((await postContact(app, siteMessage, client)).statusCode).toBe(429);
    expect((await postContact(app, siteMessage, { 'x-forwarded-for': '198.51.100.22' })).statusCode).toBe(201);
  });
});

describe('when mail fails, the message is kept', () => {
  it('answers success and keeps the message and its mail when the SMTP server is down', async () => {
    const gone = await startSmtpSink();
    await gone.close();
    const { app, pool } = await buildTestApp({ SMTP_URL: gone.url, SUPPORT_EMAIL: 'support@cabinets.example' });
    const response = await postContact(app, siteMessage);
    expect(response.statusCode, response.body).toBe(201);
    await app.backgroundTasks.drain();
    expect(await contactRow(pool, response.json<{ id: string }>().id)).toMatchObject({ subject: siteMessage.subject });
    const { rows } = await pool.query<{ to: string; sent_at: Date | null; error: string | null }>(
      'SELECT "to", sent_at, error FROM mail_outbox ORDER BY id',
    );
    expect(rows.map((row) => row.to)).toEqual(['support@cabinets.example', siteMessage.email]);
    for (const row of rows) {
      expect(row.sent_at).toBeNull();
      expect(row.error).toMatch(/ECONNREFUSED|connect/i);
    }
  });

  it('stores the message before any mail: with the outbox unwritable it is still kept, marked not mailed', async () => {
    const { app, pool } = await buildTestApp();
    await pool.query('ALTER TABLE mail_outbox RENAME TO mail_outbox_away');
    try {
      const response = await postContact(app, siteMessage);
      expect(response.statusCode, response.body).toBe(201);
      const row = await contactRow(pool, response.json<{ id: string }>().id);
      expect(row).toMatchObject({ message: siteMessage.message, mail_sent_at: null });
    } finally {
      await pool.query('ALTER TABLE mail_outbox_away RENAME TO mail_outbox');
    }
    expect(await countRows(pool, 'mail_outbox')).toBe(0);
  });
});

describe('when the database has gone away', () => {
  it('answers 500 with the spec’s server error and no details', async () => {
    // A database of its own, dropped under the running app: a real boundary failure.
    const adminUrl = inject('adminDatabaseUrl');
    const name = `gone_${crypto.randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const pool = createPool(url.toString());
    await runMigrations(pool);
    const app = await buildApp({ config: testConfig(), pool, logger: pino({ level: 'silent' }) });
    await app.ready();
    afterAll(async () => {
      await app.close();
      await pool.end();
    });

    expect((await postContact(app, siteMessage)).statusCode).toBe(201);
    await admin.query(`DROP DATABASE ${name} WITH (FORCE)`);
    await admin.end();

    const response = await postContact(app, siteMessage);
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: 'Server error. Please try again later.' });
  });
});

describe('the OpenAPI document', async () => {
  const { app } = await buildTestApp();

  it('describes POST /api/contact', async () => {
    const document = (await app.inject({ url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, unknown>>;
    }>();
    expect(document.paths['/api/contact']).toHaveProperty('post');
  });
});
