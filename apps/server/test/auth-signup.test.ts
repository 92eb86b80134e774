import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES as M } from '@rta/domain/accounts/messages';
import { buildTestApp } from './helper.ts';
import { createTestClock, HOUR, SECOND } from './test-clock.ts';
import { headersFor, latestMail, linkToken, PASSWORD, session, signUp, uniqueEmail } from './auth-helpers.ts';

const clock = createTestClock();
const PUBLIC_URL = 'https://shop.example';
const { app, pool } = await buildTestApp({ PUBLIC_URL, RATE_LIMIT_AUTH_MAX: '10000' }, { clock });

const verifyToken = async (email: string) =>
  linkToken((await latestMail(pool, email)).text, PUBLIC_URL, '/verify-email');
const verify = (token: unknown) => app.inject({ method: 'POST', url: '/api/verify-email', payload: { token } });

describe('POST /api/signup', () => {
  it('creates an unverified account and answers requiresVerification', async () => {
    const email = uniqueEmail();
    const response = await signUp(app, email);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ requiresVerification: true, message: M.signupSuccess });
    const { user } = await session(app, email);
    expect(user).toMatchObject({ email, first_name: 'Ann', last_name: 'Lee', roles: [], enabled: 0, _rolesVersion: 1 });
  });

  it('stores the password as an argon2id hash, never as typed', async () => {
    const email = uniqueEmail();
    await signUp(app, email);
    const { rows } = await pool.query<{ password_hash: string }>('SELECT password_hash FROM users WHERE email = $1', [
      email,
    ]);
    expect(rows[0]?.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    expect(rows[0]?.password_hash).not.toContain(PASSWORD);
  });

  it('trims and lower-cases the address and tidies the names', async () => {
    const email = uniqueEmail('Mixed.Case');
    const response = await signUp(app, `  ${email.toUpperCase()} `, {
      firstName: '  Mary   Ann ',
      lastName: "O'Brien-Smith",
    });
    expect(response.statusCode).toBe(201);
    const { user } = await session(app, email.toLowerCase());
    expect(user).toMatchObject({ email: email.toLowerCase(), first_name: 'Mary Ann', last_name: "O'Brien-Smith" });
  });

  it('mails a verification link built from PUBLIC_URL', async () => {
    const email = uniqueEmail();
    await signUp(app, email);
    const mail = await latestMail(pool, email);
    expect(mail.subject).toBe('Verify your email address for RTA Cabinet Store');
    expect(mail.text).toMatch(new RegExp(`https://shop\\.example/verify-email/[A-Za-z0-9_-]{43}\\b`));
    expect(mail.html).toContain('https://shop.example/verify-email/');
  });

  it('keeps only a hash of a fresh 256-bit link token, never the token itself', async () => {
    const [first, second] = [uniqueEmail(), uniqueEmail()];
    await signUp(app, first);
    await signUp(app, second);
    const tokens = [await verifyToken(first), await verifyToken(second)];
    expect(new Set(tokens).size).toBe(2);
    for (const token of tokens) expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const { rows } = await pool.query<{ email: string; token_hash: string }>(
      `SELECT u.email, t.token_hash FROM email_tokens t JOIN users u ON u.id = t.user_id WHERE u.email = ANY($1) ORDER BY u.email = $2 DESC`,
      [[first, second], first],
    );
    expect(rows.map((row) => row.email)).toEqual([first, second]);
    rows.forEach((row, index) => {
      expect(row.token_hash).toBe(
        crypto
          .createHash('sha256')
          .update(tokens[index] ?? '')
          .digest('hex'),
      );
      expect(row.token_hash).not.toContain(tokens[index]);
    });
  });

  it('refuses an address in use with 409 and SIGNUP_EMAIL_UNAVAILABLE, whatever its case', async () => {
    const email = uniqueEmail();
    await signUp(app, email);
    const response = await signUp(app, ` ${email.toUpperCase()}`);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: M.signupEmailUnavailable, code: 'SIGNUP_EMAIL_UNAVAILABLE' });
  });

  it('lets only one of two simultaneous signups for one address through', async () => {
    const email = uniqueEmail();
    const statuses = (await Promise.all([signUp(app, email), signUp(app, email), signUp(app, email)])).map(
      (r) => r.statusCode,
    );
    expect(statuses.sort()).toEqual([201, 409, 409]);
  });

  it.each([
    ['email', { email: 'not-an-address' }, M.emailInvalid],
    ['email', { email: `${'a'.repeat(250)}@example.com` }, M.emailInvalid],
    ['firstName', { firstName: 'R2D2' }, M.firstNameInvalid],
    ['lastName', { lastName: 'Lee<script>' }, M.lastNameInvalid],
    ['firstName', { firstName: '   ' }, M.nameRequired],
    ['lastName', { lastName: 'x'.repeat(51) }, M.lastNameTooLong],
    ['password', { password: 'short1!' }, M.passwordWeak],
    ['password', { password: 'MyPassword#1' }, M.passwordWeak],
    ['password', { password: 'Caaabinet#42' }, M.passwordWeak],
    ['password', { password: 'cabinet#42' }, M.passwordWeak],
    ['password', { password: 12345678 }, M.passwordWeak],
  ])('answers a bad %s with the spec message (%j)', async (field, change, message) => {
    const response = await signUp(app, uniqueEmail(), change);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message,
      code: 'VALIDATION_FAILED',
      errors: [message],
      fields: { [field]: message },
    });
  });

  it.each([
    ['a common password with symbols for letters', { password: 'P@ssw0rd!' }, M.passwordCommon],
    ['a common word with digits and a symbol', { password: 'Summer2024!' }, M.passwordCommon],
    ["the store's name", { password: 'RtaCabinetStore#42' }, M.passwordPersonal],
    ["the store's name, swapped and spaced", { password: 'Rt@ C@binet St0re#9' }, M.passwordPersonal],
    ['the first name', { firstName: 'Marguerite', password: 'Marguerite#7' }, M.passwordPersonal],
    ['the last name, any case and swapped', { lastName: 'Thornbury', password: 'tH0RNBURY#7' }, M.passwordPersonal],
    ["the address's local part", { email: 'quiltmaker@example.com', password: 'Quiltmaker#7' }, M.passwordPersonal],
  ])('refuses %s, writing nothing', async (_label, change, message) => {
    const email = (change as { email?: string }).email ?? uniqueEmail();
    const response = await signUp(app, email, change);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message,
      code: 'VALIDATION_FAILED',
      errors: [message],
      fields: { password: message },
    });
    expect((await pool.query('SELECT 1 FROM users WHERE email = $1', [email])).rows).toHaveLength(0);
    expect((await pool.query('SELECT 1 FROM mail_outbox WHERE "to" = $1', [email])).rows).toHaveLength(0);
  });

  it('ignores name parts under three letters', async () => {
    const response = await signUp(app, uniqueEmail(), { firstName: 'Al', lastName: 'Li', password: 'Always#Li42' });
    expect(response.statusCode).toBe(201);
  });

  it('names every bad field at once', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/signup', payload: { email: 'x', password: 'x' } });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ fields: Record<string, string> }>().fields).toEqual({
      email: M.emailInvalid,
      firstName: M.nameRequired,
      lastName: M.nameRequired,
      password: M.passwordWeak,
    });
  });

  // Malformed JSON is a 400 and an oversized body a 413, both before validation (docs/decisions/0097-route-guards-run-before-validation.md).
  const notAnObject = { status: 400, body: { message: M.requestBodyInvalid, code: 'VALIDATION_FAILED' } };
  it.each([
    ['no body', undefined, undefined, notAnObject],
    ['a JSON array', '[]', 'application/json', notAnObject],
    [
      'broken JSON',
      '{"email":',
      'application/json',
      {
        status: 400,
        body: {
          message: "Body is not valid JSON but content-type is set to 'application/json'",
          code: 'FST_ERR_CTP_INVALID_JSON_BODY',
        },
      },
    ],
    ['plain text', 'email=a', 'text/plain', notAnObject],
    [
      'a huge body',
      JSON.stringify({ email: 'a'.repeat(300_000) }),
      'application/json',
      { status: 413, body: { message: 'Request body is too large', code: 'FST_ERR_CTP_BODY_TOO_LARGE' } },
    ],
  ])('answers %s with a clear 4xx', async (_label, payload, contentType, expected) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/signup',
      ...(payload === undefined ? {} : { payload }),
      headers: contentType ? { 'content-type': contentType } : {},
    });
    expect(response.statusCode).toBe(expected.status);
    expect(response.json()).toMatchObject(expected.body);
  });
});

describe('POST /api/verify-email', () => {
  it('verifies the address once: enabled becomes 1, and the link then stops working', async () => {
    const email = uniqueEmail();
    await signUp(app, email);
    const token = await verifyToken(email);
    const first = await verify(token);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ success: true, message: M.emailVerified });
    expect((await session(app, email)).user.enabled).toBe(1);

    const again = await verify(token);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: M.verificationLinkInvalid, code: 'VERIFICATION_LINK_INVALID' });
  });

  it('lets a link clicked twice at once verify only once', async () => {
    const email = uniqueEmail();
    await signUp(app, email);
    const token = await verifyToken(email);
    const statuses = (await Promise.all([verify(token), verify(token), verify(token)])).map((r) => r.statusCode);
    expect(statuses.sort()).toEqual([200, 400, 400]);
  });

  it('works up to 24 hours and not after', async () => {
    const early = uniqueEmail();
    const late = uniqueEmail();
    await signUp(app, early);
    await signUp(app, late);
    clock.advance(24 * HOUR - SECOND);
    expect((await verify(await verifyToken(early))).statusCode).toBe(200);
    clock.advance(SECOND);
    const response = await verify(await verifyToken(late));
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toBe(M.verificationLinkInvalid);
  });

  it.each([
    ['unknown', 'A'.repeat(43)],
    ['malformed', 'not a token!'],
    ['missing', undefined],
    ['not text', 42],
  ])('refuses an %s token with the same message', async (_label, token) => {
    const response = await verify(token);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toBe(M.verificationLinkInvalid);
  });
});

describe('POST /api/verify-email/resend', () => {
  it('needs a signed-in user', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/verify-email/resend' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: M.authenticationRequired, code: 'TOKEN_MISSING' });
  });

  it('mails a new link, and the earlier one stops working', async () => {
    const email = uniqueEmail();
    await signUp(app, email);
    const oldToken = await verifyToken(email);
    const { token } = await session(app, email);
    const response = await app.inject({ method: 'POST', url: '/api/verify-email/resend', headers: headersFor(token) });
    expect(response.json()).toEqual({ success: true, message: M.verificationSent });
    const newToken = await verifyToken(email);
    expect(newToken).not.toBe(oldToken);
    expect((await verify(oldToken)).statusCode).toBe(400);
    expect((await verify(newToken)).statusCode).toBe(200);

    const after = await app.inject({ method: 'POST', url: '/api/verify-email/resend', headers: headersFor(token) });
    expect(after.json()).toEqual({ success: true, message: M.alreadyVerified });
  });
});
