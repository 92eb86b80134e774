import { Writable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import { buildApp } from '../src/app.ts';
import { createPool } from '../src/db/pool.ts';
import { createTestDatabase, testConfig } from './helper.ts';
import { DEVICE, PASSWORD, signUp, uniqueEmail } from './auth-helpers.ts';

const lines: string[] = [];
const capture = new Writable({
  write(chunk: Buffer, _encoding, done) {
    lines.push(chunk.toString());
    done();
  },
});

const pool = createPool(await createTestDatabase());
const app = await buildApp({
  config: testConfig({ RATE_LIMIT_AUTH_MAX: '10000' }),
  pool,
  logger: pino({ level: 'info' }, capture),
});
await app.ready();
afterAll(async () => {
  await app.close();
  await pool.end();
});

describe('logs', () => {
  it('never hold the token of a verification, reset or new-device page', async () => {
    await app.inject({ url: '/verify-email/SECRETverifyTOKEN123456?x=1' });
    await app.inject({ url: '/reset-password/SECRETresetTOKEN1234567' });
    await app.inject({ url: '/new-device/SECRETdeviceTOKEN12345678' });
    const log = lines.join('');
    expect(log).toContain('/verify-email/[token]?x=1');
    expect(log).toContain('/reset-password/[token]');
    expect(log).toContain('/new-device/[token]');
    expect(log).not.toContain('SECRET');
  });

  it('record logins and failures without passwords, tokens or addresses', async () => {
    const email = uniqueEmail();
    await signUp(app, email);
    const ok = await app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'x-device-fingerprint': DEVICE },
      payload: { email, password: PASSWORD },
    });
    await app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'x-device-fingerprint': DEVICE },
      payload: { email, password: 'Wrong#pass1' },
    });
    const events = lines.map((line) => JSON.parse(line) as { event?: string }).map((entry) => entry.event);
    expect(events).toEqual(expect.arrayContaining(['signup', 'login', 'login_failed']));
    const log = lines.join('');
    for (const secret of [PASSWORD, 'Wrong#pass1', ok.json<{ token: string }>().token, email, DEVICE]) {
      expect(log).not.toContain(secret);
    }
  });
});
