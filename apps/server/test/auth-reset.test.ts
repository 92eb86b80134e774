import { afterAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES as M } from '@rta/domain/accounts/messages';
import { buildTestApp } from './helper.ts';
import { createTestClock, HOUR, MINUTE, SECOND } from './test-clock.ts';
import { startSmtpSink, type ReceivedMail } from './smtp-sink.ts';
import {
  DEVICE,
  headersFor,
  linkToken,
  logIn,
  OTHER_DEVICE,
  PASSWORD,
  session,
  signUp,
  uniqueEmail,
} from './auth-helpers.ts';

const sink = await startSmtpSink();
afterAll(() => sink.close());
const clock = createTestClock();
const PUBLIC_URL = 'https://cabinets.example';
const { app, pool } = await buildTestApp(
  { SMTP_URL: sink.url, PUBLIC_URL, MAIL_FROM: 'Cabinet Store <hello@cabinets.example>', RATE_LIMIT_AUTH_MAX: '10000' },
  { clock },
);

const NEW_PASSWORD = 'Drawer$Base18';

const mailTo = (email: string, subject: string) =>
  sink.waitFor((mail) => mail.to === email && mail.subject.includes(subject));

const tokenIn = (mail: ReceivedMail, path: string) => linkToken(mail.text, PUBLIC_URL, path);

const askReset = (email: string) => app.inject({ method: 'POST', url: '/api/password-reset', payload: { email } });
const completeReset = (token: string, password = NEW_PASSWORD, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: '/api/password-reset/complete', headers, payload: { token, password } });

/** A verified account, created through the real SMTP round trip. */
const account = async () => {
  const email = uniqueEmail();
  await signUp(app, email);
  const token = tokenIn(await mailTo(email, 'Verify'), '/verify-email');
  expect((await app.inject({ method: 'POST', url: '/api/verify-email', payload: { token } })).statusCode).toBe(200);
  return email;
};

const resetToken = async (email: string) => {
  expect((await askReset(email)).statusCode).toBe(200);
  await app.backgroundTasks.drain();
  const mails = sink.received.filter((mail) => mail.to === email && mail.subject.startsWith('Reset'));
  const latest = mails.at(-1);
  if (!latest) throw new Error(`no reset mail to ${email}`);
  return tokenIn(latest, '/reset-password');
};

describe('verification mail over SMTP', () => {
  it('arrives from MAIL_FROM with a working /verify-email link on PUBLIC_URL', async () => {
    const email = uniqueEmail();
    await signUp(app, email);
    const mail = await mailTo(email, 'Verify');
    expect(mail.from).toBe('Cabinet Store <hello@cabinets.example>');
    expect(mail.subject).toBe('Verify your email address for RTA Cabinet Store');
    expect(mail.text).toContain('Hello Ann,');
    const token = tokenIn(mail, '/verify-email');
    const response = await app.inject({ method: 'POST', url: '/api/verify-email', payload: { token } });
    expect(response.json()).toEqual({ success: true, message: M.emailVerified });
    expect((await session(app, email)).user.enabled).toBe(1);
  });
});

describe('POST /api/password-reset', () => {
  it('answers an unknown address exactly as a known one, and mails only the known one', async () => {
    const known = await account();
    const unknown = uniqueEmail('nobody');
    const a = await askReset(known);
    const b = await askReset(unknown);
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(a.statusCode);
    expect(b.body).toBe(a.body);
    expect(a.json()).toEqual({ success: true, message: M.resetRequested });
    const headerNames = (h: Record<string, unknown>) => Object.keys(h).sort();
    expect(headerNames(b.headers)).toEqual(headerNames(a.headers));

    await app.backgroundTasks.drain();
    const mail = await mailTo(known, 'Reset');
    expect(mail.subject).toBe('Reset your RTA Cabinet Store password');
    expect(mail.text).toMatch(/https:\/\/cabinets\.example\/reset-password\/[A-Za-z0-9_-]{43}/);
    expect(sink.received.some((m) => m.to === unknown)).toBe(false);
  });

  it('checks the address format', async () => {
    const response = await askReset('not-an-address');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: M.emailInvalid });
  });
});

describe('POST /api/password-reset/complete', () => {
  it('sets the new password, ends every session, and tells the owner', async () => {
    const email = await account();
    const here = await session(app, email);
    const there = await session(app, email, PASSWORD, OTHER_DEVICE);
    const response = await completeReset(await resetToken(email));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: M.passwordResetDone });

    for (const [token, device] of [
      [here.token, DEVICE],
      [there.token, OTHER_DEVICE],
    ] as const) {
      const user = await app.inject({ method: 'GET', url: '/api/user', headers: headersFor(token, device) });
      expect(user.json()).toEqual({ message: 'Token is blacklisted', code: 'TOKEN_BLACKLISTED' });
    }
    expect((await logIn(app, email)).statusCode).toBe(401);
    expect((await logIn(app, email, NEW_PASSWORD)).statusCode).toBe(200);

    const notice = await mailTo(email, 'was changed');
    expect(notice.text).toContain('every other session was logged out');
    expect(notice.text).toContain(`${PUBLIC_URL}/reset-password`);
  });

  it('keeps the session that completes the reset, and ends the others', async () => {
    const email = await account();
    const here = await session(app, email);
    const there = await session(app, email, PASSWORD, OTHER_DEVICE);
    expect((await completeReset(await resetToken(email), NEW_PASSWORD, headersFor(here.token))).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/user', headers: headersFor(here.token) })).statusCode).toBe(
      200,
    );
    const other = await app.inject({ method: 'GET', url: '/api/user', headers: headersFor(there.token, OTHER_DEVICE) });
    expect(other.statusCode).toBe(401);
  });

  it('refuses a link used once already', async () => {
    const email = await account();
    const token = await resetToken(email);
    expect((await completeReset(token)).statusCode).toBe(200);
    const again = await completeReset(token, 'Another#Pass9');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: M.resetLinkInvalid, code: 'RESET_LINK_INVALID' });
    expect((await logIn(app, email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('works for an hour and not after', async () => {
    const email = await account();
    const token = await resetToken(email);
    clock.advance(HOUR);
    const response = await completeReset(token);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toBe(M.resetLinkInvalid);

    const fresh = await resetToken(email);
    clock.advance(HOUR - SECOND);
    expect((await completeReset(fresh)).statusCode).toBe(200);
  });

  it('retires an earlier link when a new one is asked for', async () => {
    const email = await account();
    const first = await resetToken(email);
    const second = await resetToken(email);
    expect((await completeReset(first)).statusCode).toBe(400);
    expect((await completeReset(second)).statusCode).toBe(200);
  });

  it('applies the signup password rules, and a refused password does not use up the link', async () => {
    const email = await account();
    const token = await resetToken(email);
    for (const weak of ['short', 'alllowercase#1', 'HasPassword#1', 'Triple#aaa1']) {
      const response = await completeReset(token, weak);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message: M.passwordWeak, fields: { password: M.passwordWeak } });
    }
    expect((await completeReset(token)).statusCode).toBe(200);
  });

  it("refuses a common password or one holding the account's name, changing nothing, and the link still works", async () => {
    const email = uniqueEmail();
    await signUp(app, email, { firstName: 'Marguerite', lastName: 'Thornbury' });
    const token = await resetToken(email);
    const storedHash = async () =>
      (await pool.query<{ password_hash: string }>('SELECT password_hash FROM users WHERE email = $1', [email])).rows[0]
        ?.password_hash;
    const before = await storedHash();
    for (const [password, message] of [
      ['Summer2024!', M.passwordCommon],
      ['P@ssw0rd!', M.passwordCommon],
      ['Marguerite#7', M.passwordPersonal],
      ['Th0rnbury#7', M.passwordPersonal],
      ['RtaCabinetStore#42', M.passwordPersonal],
    ] as const) {
      const response = await completeReset(token, password);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message,
        code: 'VALIDATION_FAILED',
        errors: [message],
        fields: { password: message },
      });
    }
    expect(await storedHash()).toBe(before);
    expect((await logIn(app, email)).statusCode).toBe(200);
    expect(sink.received.filter((mail) => mail.to === email && mail.subject.includes('was changed'))).toEqual([]);
    expect((await completeReset(token)).statusCode).toBe(200);
  });

  it('refuses a verification link, and junk, as reset links', async () => {
    const email = uniqueEmail();
    await signUp(app, email);
    const verifyToken = tokenIn(await mailTo(email, 'Verify'), '/verify-email');
    expect((await completeReset(verifyToken)).json()).toMatchObject({ code: 'RESET_LINK_INVALID' });
    for (const token of ['', 'x', 'A'.repeat(500), '<script>']) {
      const response = await completeReset(token);
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toBe(M.resetLinkInvalid);
    }
  });

  it('unlocks a locked-out address and verifies an unverified one', async () => {
    const email = uniqueEmail();
    await signUp(app, email);
    for (const n of [1, 2, 3]) await logIn(app, email, `Wrong#${n}`);
    expect((await logIn(app, email)).statusCode).toBe(423);
    expect((await completeReset(await resetToken(email))).statusCode).toBe(200);
    const { user } = await session(app, email, NEW_PASSWORD);
    expect(user.enabled).toBe(1);
  });
});

describe('POST /api/change-password', () => {
  const change = (token: string, currentPassword: string, newPassword: string) =>
    app.inject({
      method: 'POST',
      url: '/api/change-password',
      headers: headersFor(token),
      payload: { currentPassword, newPassword },
    });

  it('needs the current password, keeps this session and ends the others', async () => {
    const email = await account();
    const here = await session(app, email);
    const there = await session(app, email, PASSWORD, OTHER_DEVICE);

    const wrong = await change(here.token, 'Wrong#123', NEW_PASSWORD);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ message: M.currentPasswordWrong, code: 'CURRENT_PASSWORD_WRONG' });

    const weak = await change(here.token, PASSWORD, 'weak');
    expect(weak.json()).toMatchObject({ fields: { newPassword: M.passwordWeak } });

    const ok = await change(here.token, PASSWORD, NEW_PASSWORD);
    expect(ok.json()).toEqual({ success: true, message: M.passwordChanged });
    expect((await app.inject({ method: 'GET', url: '/api/user', headers: headersFor(here.token) })).statusCode).toBe(
      200,
    );
    const other = await app.inject({ method: 'GET', url: '/api/user', headers: headersFor(there.token, OTHER_DEVICE) });
    expect(other.json()).toMatchObject({ code: 'TOKEN_BLACKLISTED' });
    expect((await logIn(app, email, NEW_PASSWORD, OTHER_DEVICE)).statusCode).toBe(200);
    await mailTo(email, 'was changed');
  });

  it("refuses a common new password or one holding the account's name, changing nothing", async () => {
    const email = uniqueEmail();
    await signUp(app, email, { firstName: 'Marguerite' });
    const here = await session(app, email);
    const there = await session(app, email, PASSWORD, OTHER_DEVICE);
    for (const [newPassword, message] of [
      ['Dr@gon2024', M.passwordCommon],
      ['Margu3rite#1', M.passwordPersonal],
      ['Rta-Cabinet-Store1!', M.passwordPersonal],
    ] as const) {
      const response = await change(here.token, PASSWORD, newPassword);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message,
        code: 'VALIDATION_FAILED',
        errors: [message],
        fields: { newPassword: message },
      });
    }
    expect(
      (await app.inject({ method: 'GET', url: '/api/user', headers: headersFor(there.token, OTHER_DEVICE) }))
        .statusCode,
    ).toBe(200);
    expect((await logIn(app, email, PASSWORD, OTHER_DEVICE)).statusCode).toBe(200);
  });

  it('counts wrong current passwords towards the lockout', async () => {
    const email = await account();
    const { token } = await session(app, email);
    await change(token, 'Wrong#1a', NEW_PASSWORD);
    await change(token, 'Wrong#2b', NEW_PASSWORD);
    const third = await change(token, 'Wrong#3c', NEW_PASSWORD);
    expect(third.statusCode).toBe(423);
    expect(third.headers['retry-after']).toBe(String((15 * MINUTE) / 1000));
  });

  it('needs a session', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/change-password',
      payload: { currentPassword: PASSWORD, newPassword: NEW_PASSWORD },
    });
    expect(response.statusCode).toBe(401);
  });
});
