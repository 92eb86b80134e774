import crypto from 'node:crypto';
import { AxeBuilder } from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/** A password that meets every signup rule of spec §5. */
export const PASSWORD = 'Maple#Door42';

export const uniqueEmail = (prefix = 'shopper'): string =>
  `${prefix}-${crypto.randomBytes(5).toString('hex')}@example.com`;

interface OutboxMail {
  to: string;
  subject: string;
  links: string[];
}

/** The newest mail to an address, read from the outbox at /dev/mail (the e2e server runs with NODE_ENV=test). */
export const latestMail = async (request: APIRequestContext, to: string, subject: RegExp): Promise<OutboxMail> => {
  let found: OutboxMail | undefined;
  await expect
    .poll(async () => {
      const response = await request.get(`/dev/mail?format=json&to=${encodeURIComponent(to)}`);
      const { data } = (await response.json()) as { data: OutboxMail[] };
      found = data.find((mail) => subject.test(mail.subject));
      return found !== undefined;
    })
    .toBe(true);
  if (!found) throw new Error(`no mail to ${to}`);
  return found;
};

const LINK_MAIL_SUBJECTS = {
  'verify-email': /^Verify your email/,
  'reset-password': /^Reset your/,
  'new-device': /on a new device$/,
} as const;

/** The store link (verification, reset, new device) in the newest matching mail, as a path of this store. */
export const linkInMail = async (
  request: APIRequestContext,
  to: string,
  path: keyof typeof LINK_MAIL_SUBJECTS,
): Promise<string> => {
  const mail = await latestMail(request, to, LINK_MAIL_SUBJECTS[path]);
  const link = mail.links.find((candidate) => candidate.includes(`/${path}/`));
  if (!link) throw new Error(`no /${path}/ link in "${mail.subject}"`);
  return new URL(link).pathname;
};

/** An account made through the API, verified through its e-mail link unless asked not to. */
export const createAccount = async (
  request: APIRequestContext,
  options: { firstName?: string; lastName?: string; verified?: boolean; email?: string } = {},
): Promise<{ email: string; firstName: string; lastName: string }> => {
  const account = {
    email: options.email ?? uniqueEmail(),
    firstName: options.firstName ?? 'Ada',
    lastName: options.lastName ?? 'Lovelace',
  };
  const signup = await request.post('/api/signup', { data: { ...account, password: PASSWORD } });
  expect(signup.status()).toBe(201);
  if (options.verified !== false) {
    const token = (await linkInMail(request, account.email, 'verify-email')).split('/').pop();
    expect((await request.post('/api/verify-email', { data: { token } })).status()).toBe(200);
  }
  return account;
};

/** Logs in through the API from a device of its own: the session's token and fingerprint, and the headers that send them. */
export const logInThroughApi = async (request: APIRequestContext, email: string) => {
  const fingerprint = `e2e-${crypto.randomUUID()}`;
  const login = await request.post('/api/login', {
    data: { email, password: PASSWORD },
    headers: { 'x-device-fingerprint': fingerprint },
  });
  expect(login.status()).toBe(200);
  const { token } = (await login.json()) as { token: string };
  return { token, fingerprint, headers: { authorization: `Bearer ${token}`, 'x-device-fingerprint': fingerprint } };
};

/** Logs in through the API and makes the page start with that session (spec §2 Startup step 3). */
export const startSignedIn = async (page: Page, request: APIRequestContext, email: string) => {
  const session = await logInThroughApi(request, email);
  await page.addInitScript(
    ([storedToken, storedFingerprint]) => {
      // Only the first page of the test starts signed in this way; later loads keep what the app did.
      if (sessionStorage.getItem('e2e-session-set')) return;
      sessionStorage.setItem('e2e-session-set', '1');
      localStorage.setItem('token', storedToken);
      localStorage.setItem('deviceFingerprint', storedFingerprint);
      localStorage.setItem('hasLoggedIn', 'true');
      localStorage.setItem('lastActivity', String(Date.now()));
    },
    [session.token, session.fingerprint] as const,
  );
  return session;
};

export const openLogin = async (page: Page) => {
  await page.getByRole('button', { name: 'Signup/Login' }).click();
  const dialog = page.getByRole('dialog', { name: 'Login' });
  await expect(dialog).toBeVisible();
  return dialog;
};

/** Logs in through the header's dialog and waits for the user menu. */
export const logInThroughDialog = async (
  page: Page,
  email: string,
  firstName: string,
  password = PASSWORD,
): Promise<void> => {
  const dialog = await openLogin(page);
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password').fill(password);
  await dialog.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('button', { name: `${firstName}'s Menu` })).toBeVisible();
};

/** What the session keeps in local storage (spec §3 keys). */
export const sessionStorageKeys = (page: Page) =>
  page.evaluate(() => ({
    token: localStorage.getItem('token'),
    deviceFingerprint: localStorage.getItem('deviceFingerprint'),
    isLoggedOut: localStorage.getItem('isLoggedOut'),
    hasLoggedIn: localStorage.getItem('hasLoggedIn'),
    lastActivity: localStorage.getItem('lastActivity'),
  }));

/** Serious or critical accessibility problems axe-core finds inside the selector. */
export const seriousViolations = async (page: Page, selector: string): Promise<string[]> => {
  const { violations } = await new AxeBuilder({ page }).include(selector).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
};
