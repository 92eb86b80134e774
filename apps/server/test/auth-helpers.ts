import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { expect } from 'vitest';
import type { ApiUser } from '@rta/domain/accounts/user';

/** What tests sign up with: valid under every rule of spec §5, neither common nor holding a test's names or the store's. */
export const PASSWORD = 'Quill#Fern58';
export const DEVICE = 'device-fingerprint-test-0001';
export const OTHER_DEVICE = 'device-fingerprint-test-0002';

let counter = 0;
/** A fresh address per call, so tests in one file never share an account or a lockout. */
export const uniqueEmail = (label = 'shopper'): string => `${label}.${Date.now()}.${(counter += 1)}@example.com`;

export const headersFor = (token: string, fingerprint = DEVICE) => ({
  authorization: `Bearer ${token}`,
  'x-device-fingerprint': fingerprint,
});

export const signUp = async (
  app: FastifyInstance,
  email: string,
  overrides: Record<string, unknown> = {},
  headers: Record<string, string> = {},
) =>
  app.inject({
    method: 'POST',
    url: '/api/signup',
    headers,
    payload: { email, firstName: 'Ann', lastName: 'Lee', password: PASSWORD, ...overrides },
  });

export const logIn = async (
  app: FastifyInstance,
  email: string,
  password = PASSWORD,
  fingerprint = DEVICE,
  headers: Record<string, string> = {},
) =>
  app.inject({
    method: 'POST',
    url: '/api/login',
    headers: { ...headers, 'x-device-fingerprint': fingerprint },
    payload: { email, password },
  });

/** Logs in and returns the token and user; fails the test if login fails. */
export const session = async (app: FastifyInstance, email: string, password = PASSWORD, fingerprint = DEVICE) => {
  const response = await logIn(app, email, password, fingerprint);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ token: string; user: ApiUser; expiresAt: string }>();
};

/** The token at the end of a link to `path` (/verify-email or /reset-password) in a mail text. */
export const linkToken = (text: string, publicUrl: string, path: string): string => {
  const escaped = `${publicUrl}${path}/`.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const token = new RegExp(`${escaped}([A-Za-z0-9_-]+)`).exec(text)?.[1];
  if (!token) throw new Error(`no ${path} link in:\n${text}`);
  return token;
};

/** The newest outbox mail to an address (outbox-only apps). */
export const latestMail = async (pool: pg.Pool, to: string) => {
  const { rows } = await pool.query<{
    subject: string;
    text: string;
    html: string | null;
    sent_at: Date | null;
    error: string | null;
  }>('SELECT subject, text, html, sent_at, error FROM mail_outbox WHERE "to" = $1 ORDER BY id DESC LIMIT 1', [to]);
  const row = rows[0];
  if (!row) throw new Error(`no mail to ${to}`);
  return row;
};

/** Signs up and follows the verification link from the outbox; returns a session. */
export const verifiedUser = async (app: FastifyInstance, pool: pg.Pool, email = uniqueEmail()) => {
  expect((await signUp(app, email)).statusCode).toBe(201);
  const token = linkToken((await latestMail(pool, email)).text, app.config.publicUrl, '/verify-email');
  expect((await app.inject({ method: 'POST', url: '/api/verify-email', payload: { token } })).statusCode).toBe(200);
  return { email, ...(await session(app, email)) };
};
