import { describe, expect, it } from 'vitest';
import { buildTestApp } from './helper.ts';
import { DEVICE, PASSWORD, signUp, uniqueEmail } from './auth-helpers.ts';
import { captureLog } from './log-capture.ts';

const { lines, logger, text } = captureLog();
const { app } = await buildTestApp({ RATE_LIMIT_AUTH_MAX: '10000' }, { logger });

describe('logs', () => {
  it('never hold the token of a verification, reset, new-device or shared project page', async () => {
    await app.inject({ url: '/verify-email/SECRETverifyTOKEN123456?x=1' });
    await app.inject({ url: '/reset-password/SECRETresetTOKEN1234567' });
    await app.inject({ url: '/new-device/SECRETdeviceTOKEN12345678' });
    await app.inject({ url: '/shared/SECRETsharedTOKEN12345678' });
    const log = text();
    expect(log).toContain('/verify-email/[token]?x=1');
    expect(log).toContain('/reset-password/[token]');
    expect(log).toContain('/new-device/[token]');
    expect(log).toContain('/shared/[token]');
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
    const log = text();
    for (const secret of [PASSWORD, 'Wrong#pass1', ok.json<{ token: string }>().token, email, DEVICE]) {
      expect(log).not.toContain(secret);
    }
  });
});
