import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES as M } from '@rta/domain/accounts/messages';
import { buildTestApp } from './helper.ts';
import { createTestClock, HOUR, MINUTE } from './test-clock.ts';
import { headersFor, latestMail, linkToken, PASSWORD, session, signUp, uniqueEmail } from './auth-helpers.ts';

/**
 * Issue 19, finding 2: a stranger cannot keep an account locked. The spec's rule (3 failures
 * within 15 minutes lock for 15 minutes) holds for every device that has not logged in to
 * the account before, all of them sharing one count; a device that has (its fingerprint, or
 * the web app's device key, bound to an earlier successful login) keeps a count of its own;
 * a new device gets in by a mailed link.
 */
const clock = createTestClock();
const { app, pool } = await buildTestApp({ RATE_LIMIT_AUTH_MAX: '100000' }, { clock });

const WRONG = 'Wrong#Guess1';
const locked15 = { message: 'Too many attempts. Please try again in 15 minutes.', code: 'ACCOUNT_LOCKED' };

let devices = 0;
const newDevice = () => `stranger-device-${(devices += 1)}-0000`;
let clients = 0;
const newClient = () => `203.0.113.${((clients += 1) % 250) + 1}`;

const login = (email: string, password: string, device: { fingerprint: string; deviceKey?: string; client?: string }) =>
  app.inject({
    method: 'POST',
    url: '/api/login',
    headers: { 'x-device-fingerprint': device.fingerprint, 'x-forwarded-for': device.client ?? newClient() },
    payload: { email, password, ...(device.deviceKey ? { deviceKey: device.deviceKey } : {}) },
  });

/** A stranger's wrong passwords from as many devices and addresses as they like. */
const strangerGuesses = async (email: string, count = 12) => {
  for (let n = 0; n < count; n += 1) {
    const answer = await login(email, WRONG, { fingerprint: newDevice() });
    expect([401, 423]).toContain(answer.statusCode);
  }
};

/** An account whose owner has logged in once from `fingerprint` (with `deviceKey`, as the web app sends). */
const ownerAccount = async (fingerprint: string, deviceKey?: string) => {
  const email = uniqueEmail('owner');
  expect((await signUp(app, email)).statusCode).toBe(201);
  expect((await login(email, PASSWORD, { fingerprint, deviceKey })).statusCode).toBe(200);
  return email;
};

describe('a stranger guessing the password of a known address', () => {
  it('cannot stop the owner logging in from a device that has logged in before', async () => {
    const owner = 'owner-laptop-fingerprint-01';
    const email = await ownerAccount(owner);
    await strangerGuesses(email);
    // New devices, the stranger's and any other, are locked out by the spec's rule…
    const stranger = await login(email, PASSWORD, { fingerprint: newDevice() });
    expect(stranger.statusCode).toBe(423);
    expect(stranger.json()).toMatchObject(locked15);
    // …the owner's device is not.
    const answer = await login(email, PASSWORD, { fingerprint: owner });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json<{ token: string }>().token).toEqual(expect.any(String));
  });

  it('cannot stop the owner whose browser logged out since (the device key survives the fingerprint)', async () => {
    const deviceKey = 'web-device-key-0000-0000-0001';
    const email = await ownerAccount('first-login-fingerprint-01', deviceKey);
    await strangerGuesses(email);
    // Logout forgot the fingerprint (spec §4): this login brings a fresh one, and the same device key.
    const answer = await login(email, PASSWORD, { fingerprint: 'second-login-fingerprint-2', deviceKey });
    expect(answer.statusCode, answer.body).toBe(200);
  });

  it('cannot borrow the owner’s count by sending a device key or fingerprint of its own', async () => {
    const email = await ownerAccount('owner-phone-fingerprint-01', 'owner-phone-device-key-0001');
    await strangerGuesses(email, 3);
    const answer = await login(email, PASSWORD, {
      fingerprint: 'made-up-fingerprint-0001',
      deviceKey: 'made-up-device-key-000001',
    });
    expect(answer.statusCode).toBe(423);
  });
});

describe('guessing stays expensive', () => {
  it('3 failures from new devices, each a different one, lock every new device for 15 minutes, the right password too', async () => {
    const email = await ownerAccount('owner-desk-fingerprint-001');
    expect((await login(email, WRONG, { fingerprint: newDevice() })).statusCode).toBe(401);
    expect((await login(email, WRONG, { fingerprint: newDevice() })).statusCode).toBe(401);
    const third = await login(email, WRONG, { fingerprint: newDevice() });
    expect(third.statusCode).toBe(423);
    expect(third.json()).toEqual(locked15);
    expect(third.headers['retry-after']).toBe(String(15 * 60));
    expect((await login(email, PASSWORD, { fingerprint: newDevice() })).statusCode).toBe(423);
    clock.advance(15 * MINUTE);
    expect((await login(email, PASSWORD, { fingerprint: newDevice() })).statusCode).toBe(200);
  });

  it('a known device has its own count: 3 failures lock it, not new devices, and not the other known devices', async () => {
    const email = await ownerAccount('owner-tablet-fingerprint1');
    expect((await login(email, PASSWORD, { fingerprint: 'owner-second-fingerprint1' })).statusCode).toBe(200);
    for (const expected of [401, 401, 423]) {
      expect((await login(email, WRONG, { fingerprint: 'owner-tablet-fingerprint1' })).statusCode).toBe(expected);
    }
    expect((await login(email, PASSWORD, { fingerprint: 'owner-tablet-fingerprint1' })).statusCode).toBe(423);
    expect((await login(email, PASSWORD, { fingerprint: 'owner-second-fingerprint1' })).statusCode).toBe(200);
    expect((await login(email, WRONG, { fingerprint: newDevice() })).statusCode).toBe(401);
  });

  it('unknown addresses lock the same way, so locking tells nothing about an account', async () => {
    const email = uniqueEmail('nobody');
    const answers = [];
    for (let n = 0; n < 4; n += 1) answers.push((await login(email, WRONG, { fingerprint: newDevice() })).statusCode);
    expect(answers).toEqual([401, 401, 423, 423]);
  });

  it('a device known for one account is a new device for another', async () => {
    const shared = 'family-computer-fingerprint';
    await ownerAccount(shared);
    const other = await ownerAccount('other-owner-fingerprint-01');
    await strangerGuesses(other, 3);
    expect((await login(other, PASSWORD, { fingerprint: shared })).statusCode).toBe(423);
  });

  it('a known device unused for 90 days is a new device again', async () => {
    const owner = 'owner-old-laptop-fingerpr1';
    const email = await ownerAccount(owner);
    clock.advance(91 * 24 * HOUR);
    await strangerGuesses(email, 3);
    expect((await login(email, PASSWORD, { fingerprint: owner })).statusCode).toBe(423);
  });
});

const askForLink = (email: string) => app.inject({ method: 'POST', url: '/api/new-device-link', payload: { email } });
const confirm = (token: string, fingerprint?: string, deviceKey?: string) =>
  app.inject({
    method: 'POST',
    url: '/api/new-device-link/confirm',
    headers: fingerprint ? { 'x-device-fingerprint': fingerprint } : {},
    payload: { token, ...(deviceKey ? { deviceKey } : {}) },
  });
const mailedLinkToken = async (email: string) => {
  await app.accounts.tasks.drain();
  const mail = await latestMail(pool, email);
  expect(mail.subject).toBe(`Log in to ${app.config.storeName} on a new device`);
  return linkToken(mail.text, app.config.publicUrl, '/new-device');
};

describe('a new device, by way of a mailed link', () => {
  it('lets the owner log in with the right password from a device that never logged in, while new devices are locked', async () => {
    const email = await ownerAccount('owner-home-fingerprint-001');
    await strangerGuesses(email);
    const asked = await askForLink(email);
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toEqual({ success: true, message: M.newDeviceLinkRequested });
    const token = await mailedLinkToken(email);
    const hotel = 'hotel-computer-fingerprint';
    const confirmed = await confirm(token, hotel, 'hotel-browser-device-key-1');
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toEqual({ success: true, message: M.newDeviceLinkDone });
    // The link signs no one in: the password is still needed, and a wrong one counts for this device alone.
    expect((await login(email, WRONG, { fingerprint: hotel })).statusCode).toBe(401);
    expect((await login(email, PASSWORD, { fingerprint: hotel })).statusCode).toBe(200);
    // A later login of the same browser with a fresh fingerprint is known by its device key.
    expect(
      (
        await login(email, PASSWORD, {
          fingerprint: 'hotel-next-fingerprint-1',
          deviceKey: 'hotel-browser-device-key-1',
        })
      ).statusCode,
    ).toBe(200);
  });

  it('works once, for one hour, and only the newest link works', async () => {
    const email = await ownerAccount('owner-work-fingerprint-001');
    await askForLink(email);
    const first = await mailedLinkToken(email);
    await askForLink(email);
    const second = await mailedLinkToken(email);
    expect((await confirm(first, 'device-for-first-link-01')).json()).toMatchObject({
      message: M.newDeviceLinkInvalid,
      code: 'NEW_DEVICE_LINK_INVALID',
    });
    expect((await confirm(second, 'device-for-second-link-1')).statusCode).toBe(200);
    expect((await confirm(second, 'device-for-second-link-2')).statusCode).toBe(400);
    await askForLink(email);
    const late = await mailedLinkToken(email);
    clock.advance(HOUR);
    const expired = await confirm(late, 'device-for-late-link-0001');
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toMatchObject({ message: M.newDeviceLinkInvalid });
  });

  it('answers an unknown address exactly as a known one, and mails only the known one', async () => {
    const known = await ownerAccount('owner-known-fingerprint-01');
    const unknown = uniqueEmail('nobody');
    const a = await askForLink(known);
    const b = await askForLink(unknown);
    expect([a.statusCode, a.body]).toEqual([b.statusCode, b.body]);
    await app.accounts.tasks.drain();
    const { rows } = await pool.query('SELECT 1 FROM mail_outbox WHERE "to" = $1', [unknown]);
    expect(rows).toEqual([]);
    expect((await latestMail(pool, known)).subject).toContain('new device');
  });

  it('needs the device that opens it to say who it is, and a token that could be one', async () => {
    const email = await ownerAccount('owner-ident-fingerprint-01');
    await askForLink(email);
    const token = await mailedLinkToken(email);
    const anonymous = await confirm(token);
    expect(anonymous.statusCode).toBe(400);
    expect(anonymous.json()).toMatchObject({ message: M.deviceRequired });
    // A refused request does not use up the link.
    expect((await confirm(token, 'device-after-refusal-0001')).statusCode).toBe(200);
    expect((await confirm('not a token', 'device-after-refusal-0002')).statusCode).toBe(400);
  });
});

describe('a password reset or change', () => {
  const reset = async (email: string, fingerprint?: string, token?: string) => {
    expect((await app.inject({ method: 'POST', url: '/api/password-reset', payload: { email } })).statusCode).toBe(200);
    await app.accounts.tasks.drain();
    const link = linkToken((await latestMail(pool, email)).text, app.config.publicUrl, '/reset-password');
    const answer = await app.inject({
      method: 'POST',
      url: '/api/password-reset/complete',
      headers: token && fingerprint ? headersFor(token, fingerprint) : {},
      payload: { token: link, password: 'Another#Pass9' },
    });
    expect(answer.statusCode, answer.body).toBe(200);
  };

  it('forgets every known device (a device that knew the old password keeps no count of its own)', async () => {
    const old = 'device-before-reset-0001';
    const email = await ownerAccount(old);
    await reset(email);
    await strangerGuesses(email, 3);
    expect((await login(email, 'Another#Pass9', { fingerprint: old })).statusCode).toBe(423);
  });

  it('keeps the device of the session that makes the change', async () => {
    const kept = 'device-making-the-change-1';
    const email = await ownerAccount('device-left-behind-00001');
    const { token } = await session(app, email, PASSWORD, kept);
    const changed = await app.inject({
      method: 'POST',
      url: '/api/change-password',
      headers: headersFor(token, kept),
      payload: { currentPassword: PASSWORD, newPassword: 'Changed#Pass7' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    await strangerGuesses(email, 3);
    expect((await login(email, 'Changed#Pass7', { fingerprint: kept })).statusCode).toBe(200);
    expect((await login(email, 'Changed#Pass7', { fingerprint: 'device-left-behind-00001' })).statusCode).toBe(423);
  });
});
