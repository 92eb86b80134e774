import argon2 from 'argon2';
import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES as M } from '@rta/domain/accounts/messages';
import { buildTestApp } from './helper.ts';
import { createTestClock, MINUTE, SECOND } from './test-clock.ts';
import { DEVICE, logIn, PASSWORD, session, signUp, uniqueEmail } from './auth-helpers.ts';

const clock = createTestClock();
const { app, pool } = await buildTestApp({ RATE_LIMIT_AUTH_MAX: '10000' }, { clock });

const account = async () => {
  const email = uniqueEmail();
  expect((await signUp(app, email)).statusCode).toBe(201);
  return email;
};

const invalid = { message: M.invalidCredentials, code: 'INVALID_CREDENTIALS' };
const locked15 = { message: 'Too many attempts. Please try again in 15 minutes.', code: 'ACCOUNT_LOCKED' };

describe('POST /api/login', () => {
  it('answers a token and the user with roles', async () => {
    const email = await account();
    const response = await logIn(app, email);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json<{ token: string; user: Record<string, unknown>; expiresAt: string }>();
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.user).toEqual({
      id: expect.any(String),
      email,
      first_name: 'Ann',
      last_name: 'Lee',
      roles: [],
      enabled: 0,
      _rolesVersion: 1,
    });
    expect(new Date(body.expiresAt).getTime()).toBe(clock.now().getTime() + 24 * 60 * MINUTE);
  });

  it('stores only a hash of the token and of the fingerprint', async () => {
    const email = await account();
    const { token } = await session(app, email);
    const { rows } = await pool.query<{ token_hash: string; fingerprint: string }>(
      'SELECT token_hash, fingerprint FROM sessions s JOIN users u ON u.id = s.user_id WHERE u.email = $1',
      [email],
    );
    expect(rows[0]?.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]?.token_hash).not.toContain(token);
    expect(rows[0]?.fingerprint).not.toBe(DEVICE);
  });

  it('takes the fingerprint from the body too (spec §7: credentials plus fingerprint)', async () => {
    const email = await account();
    const response = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email, password: PASSWORD, fingerprint: DEVICE },
    });
    expect(response.statusCode).toBe(200);
  });

  it('needs a fingerprint', async () => {
    const email = await account();
    for (const headers of [{}, { 'x-device-fingerprint': 'short' }]) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/login',
        headers,
        payload: { email, password: PASSWORD },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: M.fingerprintRequired, code: 'FINGERPRINT_REQUIRED' });
    }
  });

  it('answers a wrong password and an unknown address with the same 401', async () => {
    const email = await account();
    const wrong = await logIn(app, email, 'Quill#Fern59');
    const unknown = await logIn(app, uniqueEmail('nobody'));
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(invalid);
    expect(unknown.json()).toEqual(invalid);
  });

  it('accepts the address in any case', async () => {
    const email = await account();
    expect((await logIn(app, email.toUpperCase())).statusCode).toBe(200);
  });

  it('answers bad input with the field message', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'x-device-fingerprint': DEVICE },
      payload: { email: 'nope', password: '' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ fields: { email: M.emailInvalid, password: M.passwordRequired } });
  });

  it('upgrades a hash made with older argon2 parameters at login', async () => {
    const email = await account();
    await pool.query('UPDATE users SET password_hash = $1 WHERE email = $2', [
      await argon2.hash(PASSWORD, { type: argon2.argon2id, memoryCost: 4096, timeCost: 3, parallelism: 1 }),
      email,
    ]);
    expect((await logIn(app, email)).statusCode).toBe(200);
    const { rows } = await pool.query<{ password_hash: string }>('SELECT password_hash FROM users WHERE email = $1', [
      email,
    ]);
    expect(rows[0]?.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    expect((await logIn(app, email)).statusCode).toBe(200);
  });
});

describe('lockout after 3 failures within 15 minutes', () => {
  it('locks the address at the third failure, for 15 minutes, even for the right password', async () => {
    const email = await account();
    expect((await logIn(app, email, 'Wrong#1')).json()).toEqual(invalid);
    expect((await logIn(app, email, 'Wrong#2')).json()).toEqual(invalid);
    const third = await logIn(app, email, 'Wrong#3');
    expect(third.statusCode).toBe(423);
    expect(third.json()).toEqual(locked15);
    expect(third.headers['retry-after']).toBe('900');

    clock.advance(10 * MINUTE);
    const right = await logIn(app, email);
    expect(right.statusCode).toBe(423);
    expect(right.json()).toEqual({
      message: 'Too many attempts. Please try again in 5 minutes.',
      code: 'ACCOUNT_LOCKED',
    });
    expect(right.headers['retry-after']).toBe('300');

    clock.advance(5 * MINUTE - SECOND);
    expect((await logIn(app, email)).json()).toMatchObject({
      message: 'Too many attempts. Please try again in 1 minute.',
    });
    clock.advance(SECOND);
    expect((await logIn(app, email)).statusCode).toBe(200);
  });

  it('does not extend the lock with attempts made while locked', async () => {
    const email = await account();
    for (const n of [1, 2, 3]) await logIn(app, email, `Wrong#${n}`);
    clock.advance(14 * MINUTE);
    expect((await logIn(app, email, 'Wrong#4')).statusCode).toBe(423);
    clock.advance(MINUTE);
    expect((await logIn(app, email)).statusCode).toBe(200);
  });

  it('counts only failures within 15 minutes of each other', async () => {
    const email = await account();
    await logIn(app, email, 'Wrong#1');
    clock.advance(8 * MINUTE);
    await logIn(app, email, 'Wrong#2');
    clock.advance(7 * MINUTE + SECOND);
    expect((await logIn(app, email, 'Wrong#3')).statusCode).toBe(401);
    expect((await logIn(app, email, 'Wrong#4')).statusCode).toBe(423);
  });

  it('starts counting afresh after a successful login', async () => {
    const email = await account();
    await logIn(app, email, 'Wrong#1');
    await logIn(app, email, 'Wrong#2');
    expect((await logIn(app, email)).statusCode).toBe(200);
    await logIn(app, email, 'Wrong#3');
    expect((await logIn(app, email, 'Wrong#4')).statusCode).toBe(401);
  });

  it('locks unknown addresses the same way, so the lock reveals no account', async () => {
    const email = uniqueEmail('nobody');
    const statuses = [];
    for (const n of [1, 2, 3, 4]) statuses.push((await logIn(app, email, `Wrong#${n}`)).statusCode);
    expect(statuses).toEqual([401, 401, 423, 423]);
  });

  it('checks at most 3 guesses from a burst of parallel attempts', async () => {
    const email = await account();
    const responses = await Promise.all(Array.from({ length: 12 }, (_, n) => logIn(app, email, `Wrong#${n}`)));
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(2);
    expect(statuses.filter((s) => s === 423).length).toBeGreaterThanOrEqual(10);
    expect(statuses.every((s) => s === 401 || s === 423)).toBe(true);
  });

  it('locks one address without touching another', async () => {
    const locked = await account();
    const other = await account();
    for (const n of [1, 2, 3]) await logIn(app, locked, `Wrong#${n}`);
    expect((await logIn(app, other)).statusCode).toBe(200);
  });

  it('keeps the failures in PostgreSQL, where every instance reads them', async () => {
    const email = await account();
    await logIn(app, email, 'Wrong#1');
    const { rows } = await pool.query<{ n: string }>('SELECT count(*) AS n FROM login_failures WHERE email = $1', [
      email,
    ]);
    expect(Number(rows[0]?.n)).toBe(1);
  });
});
