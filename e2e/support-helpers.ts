import crypto from 'node:crypto';
import { AxeBuilder } from '@axe-core/playwright';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect } from './fixtures.ts';
import { PASSWORD, startSignedIn } from './account-helpers.ts';

export const SUCCESS = "Message sent successfully! We'll get back to you soon.";
export const TRADE_SUCCESS =
  "Application submitted successfully! We'll review your information and get back to you within 48 hours.";

export const supportEmail = (prefix: string): string =>
  `${prefix}-${crypto.randomBytes(5).toString('hex')}@example.com`;

/** No serious or critical axe-core finding on the page as it is (an open dialog included). */
export const expectAccessible = async (page: Page): Promise<void> => {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
};

/** The z-index the dialog is drawn at (spec §2: the contact modal is 1001, other modals 1000). */
export const zIndexOf = (dialog: Locator): Promise<string> => dialog.evaluate((el) => getComputedStyle(el).zIndex);

/** Clicks the dialog's submit button and returns the JSON the page sent and the server's answer. */
export const submitAndCapture = async (page: Page, dialog: Locator, button: string) => {
  const [request, response] = await Promise.all([
    page.waitForRequest((r) => r.url().endsWith('/api/contact') && r.method() === 'POST'),
    page.waitForResponse((r) => r.url().endsWith('/api/contact')),
    dialog.getByRole('button', { name: button }).click(),
  ]);
  return {
    sent: request.postDataJSON() as Record<string, unknown>,
    status: response.status(),
    answer: (await response.json()) as Record<string, unknown>,
  };
};

interface OutboxMail {
  to: string;
  subject: string;
  text: string;
}

/**
 * The mails to an address in the outbox at /dev/mail, or null when the server does not
 * list it (NODE_ENV production): then the answer of POST /api/contact is the evidence.
 */
export const outboxTo = async (request: APIRequestContext, to: string): Promise<OutboxMail[] | null> => {
  const response = await request.get(`/dev/mail?format=json&to=${encodeURIComponent(to)}`);
  if (response.status() === 404) return null;
  return ((await response.json()) as { data: OutboxMail[] }).data;
};

/** Signs up (verified through /dev/mail when asked) and logs in through the API; the page then starts with that session (spec §2 Startup step 3). */
export const signedInAs = async (page: Page, request: APIRequestContext, options: { verified?: boolean } = {}) => {
  const email = supportEmail('support-shopper');
  const signup = await request.post('/api/signup', {
    data: { email, firstName: 'Rosa', lastName: 'Parks', password: PASSWORD },
  });
  expect(signup.status()).toBe(201);
  if (options.verified) {
    const mail = (await outboxTo(request, email))?.find((candidate) => candidate.subject.startsWith('Verify'));
    const token = /\/verify-email\/([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1];
    expect((await request.post('/api/verify-email', { data: { token } })).status()).toBe(200);
  }
  const { token, fingerprint } = await startSignedIn(page, request, email);
  return { email, token, fingerprint };
};
