import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES as M } from '@rta/domain/accounts/messages';
import { buildTestApp } from './helper.ts';
import { createTestClock, HOUR, MINUTE, SECOND } from './test-clock.ts';
import { DEVICE, headersFor, OTHER_DEVICE, session, signUp, uniqueEmail } from './auth-helpers.ts';
import { purgeExpiredAuthData } from '../src/auth/purge-expired.ts';

const clock = createTestClock();
const { app, pool } = await buildTestApp({ RATE_LIMIT_AUTH_MAX: '10000' }, { clock });

const newSession = async (fingerprint = DEVICE) => {
  const email = uniqueEmail();
  expect((await signUp(app, email)).statusCode).toBe(201);
  return { email, ...(await session(app, email, undefined, fingerprint)) };
};

const getUser = (token: string, fingerprint = DEVICE) =>
  app.inject({ method: 'GET', url: '/api/user', headers: headersFor(token, fingerprint) });

const rotate = (currentToken: string, fingerprint: string | undefined = DEVICE, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: '/api/rotate-token', headers, payload: { currentToken, fingerprint } });

const validate = (token: string, fingerprint = DEVICE) =>
  app.inject({
    method: 'POST',
    url: '/api/validate-token',
    headers: { 'x-device-fingerprint': fingerprint },
    payload: { token, type: 'Auth Token' },
  });

const logout = (token: string) =>
  app.inject({ method: 'POST', url: '/api/logout', headers: headersFor(token), payload: {} });

const refusal = (message: string, code: string) => ({ message, code });
const blacklisted = refusal(M.tokenBlacklisted, 'TOKEN_BLACKLISTED');

describe('GET /api/user', () => {
  it('answers the signed-in user, never from a cache', async () => {
    const { token, email } = await newSession();
    const response = await app.inject({
      method: 'GET',
      url: '/api/user?_cache=1712345678',
      headers: { ...headersFor(token), 'x-force-refresh': 'true' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({
      user: expect.objectContaining({ email, roles: [], enabled: 0, _rolesVersion: 1 }),
    });
  });

  it('gives roles as strings, and the roles version', async () => {
    const { token, user } = await newSession();
    await pool.query(`INSERT INTO user_roles (user_id, role) VALUES ($1, 'Sales User'), ($1, 'Contractor User Gold')`, [
      user.id,
    ]);
    await pool.query('UPDATE users SET roles_version = roles_version + 1 WHERE id = $1', [user.id]);
    const body = (await getUser(token)).json<{ user: { roles: string[]; _rolesVersion: number } }>();
    expect(body.user.roles).toEqual(['Contractor User Gold', 'Sales User']);
    expect(body.user._rolesVersion).toBe(2);
  });

  it('answers every field of the user, exactly as the login answered them, and no other', async () => {
    // The answer is written by a serializer compiled from its schema, which would leave out a
    // field the schema does not name: every field is pinned here, in order, with its value.
    const { token, user, email } = await newSession();
    await pool.query(`INSERT INTO user_roles (user_id, role) VALUES ($1, 'Contractor User Gold')`, [user.id]);
    await pool.query('UPDATE users SET roles_version = roles_version + 1, enabled = 1 WHERE id = $1', [user.id]);
    const response = await getUser(token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    const expected = {
      id: user.id,
      email,
      first_name: 'Ann',
      last_name: 'Lee',
      roles: ['Contractor User Gold'],
      enabled: 1,
      _rolesVersion: 2,
    };
    expect(response.body).toBe(JSON.stringify({ user: expected }));
    expect(Object.keys(user)).toEqual(Object.keys(expected));
  });

  it('needs a token', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/user' });
    expect(response.statusCode).toBe(401);
    expect(response.headers['www-authenticate']).toBe('Bearer');
    expect(response.json()).toEqual(refusal(M.authenticationRequired, 'TOKEN_MISSING'));
  });

  it.each(['A'.repeat(43), 'x', '../../etc/passwd', 'é'.repeat(50)])('refuses the unknown token %s', async (token) => {
    const response = await getUser(token);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(refusal(M.tokenInvalid, 'TOKEN_INVALID'));
  });

  it('refuses a token from another device, or with no fingerprint', async () => {
    const { token } = await newSession();
    const expected = refusal(M.fingerprintMismatch, 'FINGERPRINT_MISMATCH');
    expect((await getUser(token, OTHER_DEVICE)).json()).toEqual(expected);
    const bare = await app.inject({ method: 'GET', url: '/api/user', headers: { authorization: `Bearer ${token}` } });
    expect(bare.statusCode).toBe(401);
    expect(bare.json()).toEqual(expected);
    expect((await getUser(token)).statusCode).toBe(200);
  });
});

describe('token lifetime', () => {
  it('expires 24 hours after login, however active the session', async () => {
    const { token } = await newSession();
    // Active every 20 minutes for 23 h 40 min, so only the 24-hour limit can end it.
    for (let step = 0; step < 71; step += 1) {
      clock.advance(20 * MINUTE);
      expect((await validate(token)).statusCode).toBe(200);
    }
    clock.advance(20 * MINUTE - SECOND);
    expect((await getUser(token)).statusCode).toBe(200);
    clock.advance(SECOND);
    const response = await getUser(token);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(refusal(M.tokenExpired, 'TOKEN_EXPIRED'));
  });

  it('ends after 30 minutes without activity', async () => {
    const { token } = await newSession();
    clock.advance(30 * MINUTE - SECOND);
    expect((await getUser(token)).statusCode).toBe(200);
    clock.advance(30 * MINUTE);
    const response = await getUser(token);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(refusal(M.sessionIdle, 'SESSION_IDLE'));
  });

  it('records activity at most every 5 minutes', async () => {
    const { token } = await newSession();
    const lastSeen = async () =>
      (
        await pool.query<{ t: Date }>('SELECT last_seen_at AS t FROM sessions ORDER BY created_at DESC LIMIT 1')
      ).rows[0]?.t.getTime();
    const start = await lastSeen();
    clock.advance(4 * MINUTE);
    await validate(token);
    expect(await lastSeen()).toBe(start);
    clock.advance(MINUTE);
    await validate(token);
    expect(await lastSeen()).toBe(clock.now().getTime());
  });
});

describe('POST /api/rotate-token', () => {
  it('gives a new token; the old one works 5 more minutes, then is refused', async () => {
    const { token: old, expiresAt } = await newSession();
    for (const step of [20 * MINUTE, 20 * MINUTE, 19 * MINUTE]) {
      clock.advance(step);
      expect((await validate(old)).statusCode).toBe(200);
    }
    const response = await rotate(old);
    expect(response.statusCode).toBe(200);
    const body = response.json<{ success: boolean; token: string; expiresAt: string }>();
    expect(body.success).toBe(true);
    expect(body.token).not.toBe(old);
    // One login lives at most 24 hours: the new token keeps the login's expiry.
    expect(body.expiresAt).toBe(expiresAt);
    expect((await getUser(body.token)).statusCode).toBe(200);

    clock.advance(5 * MINUTE - SECOND);
    expect((await getUser(old)).statusCode).toBe(200);
    clock.advance(SECOND);
    expect((await getUser(old)).json()).toEqual(blacklisted);
    expect((await validate(old)).json()).toEqual({ success: false, ...blacklisted });
    expect((await getUser(body.token)).statusCode).toBe(200);
  });

  it('rotates a token once; the next rotation must use the new token', async () => {
    const { token } = await newSession();
    const first = await rotate(token);
    expect(first.statusCode).toBe(200);
    const again = await rotate(token);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual(refusal(M.tokenAlreadyRotated, 'TOKEN_ALREADY_ROTATED'));
    expect((await rotate(first.json<{ token: string }>().token)).statusCode).toBe(200);
  });

  it('takes the fingerprint from the header when the body has none', async () => {
    const { token } = await newSession();
    expect((await rotate(token, undefined, { 'x-device-fingerprint': DEVICE })).statusCode).toBe(200);
  });

  it('refuses another device, revoked and unknown tokens', async () => {
    const { token } = await newSession();
    expect((await rotate(token, OTHER_DEVICE)).json()).toEqual(refusal(M.fingerprintMismatch, 'FINGERPRINT_MISMATCH'));
    expect((await rotate('B'.repeat(43))).json()).toEqual(refusal(M.tokenInvalid, 'TOKEN_INVALID'));
    await logout(token);
    expect((await rotate(token)).json()).toEqual(blacklisted);
  });

  it('answers a malformed body with a 400', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/rotate-token', payload: { currentToken: 5 } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ fields: { currentToken: M.tokenInvalid } });
  });
});

describe('POST /api/validate-token', () => {
  it('says success for a good token, from the body or the bearer header', async () => {
    const { token } = await newSession();
    const response = await validate(token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, expiresAt: expect.any(String) });
    const bearer = await app.inject({ method: 'POST', url: '/api/validate-token', headers: headersFor(token) });
    expect(bearer.json()).toMatchObject({ success: true });
  });

  it("answers 'Token is blacklisted' for a revoked token", async () => {
    const { token } = await newSession();
    await logout(token);
    const response = await validate(token);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ success: false, message: 'Token is blacklisted', code: 'TOKEN_BLACKLISTED' });
  });

  it('says why a token is no good', async () => {
    expect((await app.inject({ method: 'POST', url: '/api/validate-token' })).json()).toEqual({
      success: false,
      message: M.authenticationRequired,
      code: 'TOKEN_MISSING',
    });
    const { token } = await newSession();
    expect((await validate(token, OTHER_DEVICE)).json()).toMatchObject({
      success: false,
      code: 'FINGERPRINT_MISMATCH',
    });
  });
});

describe('POST /api/logout', () => {
  it('revokes the token on the server', async () => {
    const { token } = await newSession();
    const response = await logout(token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: M.loggedOut });
    const after = await getUser(token);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual(blacklisted);
  });

  it('also ends the rotated token still in its grace period', async () => {
    const { token: old } = await newSession();
    const { token } = (await rotate(old)).json<{ token: string }>();
    await logout(token);
    expect((await getUser(old)).json()).toEqual(blacklisted);
  });

  it("leaves the account's sessions on other devices alone", async () => {
    const { email, token } = await newSession();
    const other = await session(app, email, undefined, OTHER_DEVICE);
    await logout(token);
    expect((await getUser(other.token, OTHER_DEVICE)).statusCode).toBe(200);
  });

  it('is harmless twice, without a token, or with a token in the body', async () => {
    const { token } = await newSession();
    expect((await logout(token)).statusCode).toBe(200);
    expect((await logout(token)).statusCode).toBe(200);
    expect((await app.inject({ method: 'POST', url: '/api/logout' })).statusCode).toBe(200);
    const second = await newSession();
    const body = await app.inject({ method: 'POST', url: '/api/logout', payload: { token: second.token } });
    expect(body.statusCode).toBe(200);
    expect((await getUser(second.token)).json()).toEqual(blacklisted);
  });
});

describe('expired data', () => {
  it('is deleted a day after it expired', async () => {
    const { token } = await newSession();
    clock.advance(48 * HOUR + SECOND);
    await purgeExpiredAuthData(app.db, clock.now());
    const { rows } = await pool.query<{ n: string }>('SELECT count(*) AS n FROM sessions WHERE expires_at < $1', [
      new Date(clock.now().getTime() - 24 * HOUR),
    ]);
    expect(Number(rows[0]?.n)).toBe(0);
    expect((await getUser(token)).json()).toEqual(refusal(M.tokenInvalid, 'TOKEN_INVALID'));
  });
});
