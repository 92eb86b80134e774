import crypto from 'node:crypto';
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import type { APIRequestContext, Page } from '@playwright/test';
import { STAFF_ROLE_MESSAGES } from '@rta/domain/staff/roles-constants';
import { test, expect } from './fixtures.ts';
import { createAccount, startSignedIn } from './account-helpers.ts';
import { expectAccessible, supportEmail } from './support-helpers.ts';
import { card, configure, expectToast } from './store-helpers.ts';
import { e2eDataDir } from './e2e-server.ts';

const run = promisify(execFile);
const root = path.join(import.meta.dirname, '..');

/** The owner's `npm run admin`, run while the e2e server holds the data dir: it reaches that server's database. */
const admin = async (...args: string[]): Promise<string> => {
  const { stdout } = await run(process.execPath, ['--import', 'tsx', 'apps/server/src/cli/admin.ts', ...args], {
    cwd: root,
    env: { PATH: process.env.PATH, DATA_DIR: e2eDataDir, DATABASE_URL: '', NODE_ENV: 'test' },
  });
  return stdout;
};

const staffMember = async (page: Page, request: APIRequestContext, role = 'Sales User') => {
  const account = await createAccount(request, { firstName: 'Sam', lastName: 'Seller', verified: false });
  expect(await admin('grant', account.email, role)).toContain(`Granted '${role}'`);
  await startSignedIn(page, request, account.email);
  return account;
};

// Each test signs up, runs the owner's command line and walks several pages on a shared, busy CPU.
test.describe.configure({ timeout: 90_000 });

const userMenu = (page: Page, firstName: string) => page.getByRole('button', { name: `${firstName}'s Menu` });

test('a shopper never sees the Staff Console link and is refused at /staff', async ({ page, request }) => {
  const shopper = await createAccount(request, { firstName: 'Paula', verified: false });
  await startSignedIn(page, request, shopper.email);
  await page.goto('/');
  await userMenu(page, 'Paula').click();
  await expect(page.getByRole('menuitem', { name: 'Profile' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Staff Console' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  await page.goto('/staff/inbox');
  await expect(page.getByRole('alert')).toHaveText(
    "This page is for the store's staff. Please log in with a staff account.",
  );
  await expect(page.getByRole('navigation', { name: 'Staff sections' })).toHaveCount(0);
  // The server refuses the same session too.
  const stored = await page.evaluate(() => ({
    token: localStorage.getItem('token') ?? '',
    fingerprint: localStorage.getItem('deviceFingerprint') ?? '',
  }));
  const api = await request.get('/api/staff/support', {
    headers: { authorization: `Bearer ${stored.token}`, 'x-device-fingerprint': stored.fingerprint },
  });
  expect(api.status()).toBe(403);
});

test('a Sales User replies to a support message by e-mail and marks it handled', async ({ page, request }) => {
  const sender = supportEmail('inbox-sender');
  const subject = `Hinge question ${crypto.randomBytes(3).toString('hex')}`;
  const sent = await request.post('/api/contact', {
    data: {
      formType: 'contact',
      context: 'general_inquiry',
      name: 'Hana Hinge',
      email: sender,
      subject,
      message: 'Do the doors come with soft-close hinges?',
      details: {},
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);

  const me = await staffMember(page, request);
  await page.goto('/');
  await userMenu(page, 'Sam').click();
  await page.getByRole('menuitem', { name: 'Staff Console' }).click();
  // The console opens on its first section.
  await expect(page).toHaveURL(/\/staff\/orders$/);
  await expect(page).toHaveTitle(/^Staff Console \| /);
  // The message just sent waits unhandled, so the section shows a count (exact counts: staff-summary.test.ts).
  const inboxLink = page
    .getByRole('navigation', { name: 'Staff sections' })
    .getByRole('link', { name: 'Support Inbox' });
  await expect(inboxLink).toHaveAccessibleName(/^Support Inbox [1-9]\d* unhandled$/);
  await inboxLink.click();

  const messages = page.getByRole('navigation', { name: 'Support messages' });
  await expect(
    messages.getByRole('region', { name: /General/ }).getByRole('link', { name: new RegExp(subject) }),
  ).toBeVisible();
  await messages.getByRole('link', { name: new RegExp(subject) }).click();
  const detail = page.getByRole('article', { name: subject });
  await expect(detail.getByText('Do the doors come with soft-close hinges?')).toBeVisible();
  await expectAccessible(page);

  // Sending nothing is refused with a message, without a request.
  await detail.getByRole('button', { name: 'Send reply' }).click();
  await expect(detail.getByText('Write a reply before sending it.')).toBeVisible();

  await detail.getByLabel('Your reply').fill('Yes: every door has a soft-close hinge, included in the price.');
  await detail.getByRole('button', { name: 'Send reply' }).click();
  await expectToast(page, `Reply sent to ${sender}.`);
  await expect(detail.getByRole('heading', { name: 'Replies (1)' })).toBeVisible();
  await expect(detail.getByText('Yes: every door has a soft-close hinge, included in the price.')).toBeVisible();

  const outbox = await request.get(`/dev/mail?format=json&to=${encodeURIComponent(sender)}`);
  const mails = ((await outbox.json()) as { data: { subject: string }[] }).data;
  expect(mails.map((mail) => mail.subject)).toContain(`Re: ${subject}`);

  await detail.getByRole('button', { name: 'Mark handled' }).click();
  await expectToast(page, 'Marked as handled.');
  await expect(detail.getByRole('button', { name: 'Mark unhandled' })).toBeVisible();
  // The unhandled list no longer holds it; the handled one does.
  await expect(messages.getByRole('link', { name: new RegExp(subject) })).toHaveCount(0);
  await page.getByLabel('Show', { exact: true }).selectOption('handled');
  await expect(messages.getByRole('link', { name: new RegExp(subject) })).toBeVisible();

  await page.getByRole('navigation', { name: 'Staff sections' }).getByRole('link', { name: 'Audit Log' }).click();
  // Other tests act at the same time: read this staff member's own entries.
  await page.goto(`/staff/audit?actor=${encodeURIComponent(me.email)}`);
  const newest = page.getByRole('row').nth(1);
  await expect(newest).toContainText('Marked a support message handled');
  await expect(newest).toContainText(me.email);
  await expectAccessible(page);
});

test('a price change shows in the store, and a hidden SKU leaves it', async ({ page, request, browser }) => {
  await staffMember(page, request, 'Store Admin');
  await page.goto('/staff/catalogue?group=Slim%20Shaker&category=Vanity');
  const row = page.getByRole('row', { name: /^VKD30\b/ });
  const price = row.getByLabel('Price of VKD30 in dollars', { exact: true });
  const before = await price.inputValue();
  await expectAccessible(page);

  await price.fill('12.5x');
  await price.press('Enter');
  await expect(row.getByText('Price must be an amount in dollars')).toBeVisible();

  const newPrice = (Number(before) + 111.11).toFixed(2);
  await price.fill(newPrice);
  await price.press('Enter');
  await expectToast(page, /Saved the prices of VKD30/);

  const shopper = await browser.newPage();
  await shopper.goto('/store?group=Slim%20Shaker&category=Vanity');
  const knee = card(shopper, 'Vanity Knee Drawers');
  await configure(knee, '1 Drawer', 'VKD30');
  await expect(knee.getByRole('definition').nth(2)).toHaveText(
    `$${Number(newPrice).toLocaleString('en-US', { minimumFractionDigits: 2 })}`,
  );

  await page.goto('/staff/catalogue?group=Slim%20Shaker&category=Tall');
  const oven = page.getByRole('row', { name: /^OVD3396\b/ });
  await oven.getByRole('button', { name: 'Hide OVD3396' }).click();
  await expectToast(page, 'OVD3396 is hidden from the store.');
  await expect(oven.getByRole('cell', { name: 'Hidden' })).toBeVisible();

  await shopper.goto('/store?group=Slim%20Shaker&category=Tall');
  const ovens = card(shopper, 'Oven Cabinets');
  await ovens.getByLabel('Variation', { exact: true }).selectOption('Double Oven');
  const names = await ovens.getByLabel('Name', { exact: true }).locator('option').allTextContents();
  expect(names).toContain('OVD3390');
  expect(names).not.toContain('OVD3396');

  // Put the store back as other tests expect it.
  await oven.getByRole('button', { name: 'Show OVD3396' }).click();
  await expectToast(page, 'OVD3396 is shown in the store.');
  await page.goto('/staff/catalogue?group=Slim%20Shaker&category=Vanity');
  await page.getByLabel('Price of VKD30 in dollars', { exact: true }).fill(before);
  await page.getByLabel('Price of VKD30 in dollars', { exact: true }).press('Enter');
  await expectToast(page, /Saved the prices of VKD30/);
  await shopper.close();
});

test('a Store Admin grants and revokes roles, and sees why they cannot change their own', async ({ page, request }) => {
  const me = await staffMember(page, request, 'Store Admin');
  const target = await createAccount(request, { firstName: 'Tara', verified: false });
  await page.goto('/staff/roles');
  await page.getByLabel('E-mail address').fill(target.email);
  await page.getByRole('button', { name: 'Find user' }).click();
  await expect(page.getByText('No roles: a shopper.')).toBeVisible();
  await page.getByLabel('Role to grant').selectOption('Contractor User Silver');
  await page.getByRole('button', { name: 'Grant' }).click();
  await expectToast(page, `Granted Contractor User Silver to ${target.email}.`);
  // Revoking asks first; Cancel changes nothing.
  await page.getByRole('button', { name: 'Revoke Contractor User Silver' }).click();
  const confirm = page.getByRole('dialog', { name: 'Revoke role' });
  await expect(confirm).toContainText(`Revoke Contractor User Silver from ${target.email}?`);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toHaveCount(0);
  expect(await admin('roles', target.email)).toBe(`${target.email}: Contractor User Silver\n`);
  await page.getByRole('button', { name: 'Revoke Contractor User Silver' }).click();
  await confirm.getByRole('button', { name: 'Revoke Contractor User Silver' }).click();
  await expectToast(page, `Revoked Contractor User Silver from ${target.email}.`);
  await expectAccessible(page);

  // Their own roles are shown with the reason, and nothing to press (issue 19).
  await page.getByLabel('E-mail address').fill(me.email);
  await page.getByRole('button', { name: 'Find user' }).click();
  const panel = page.getByRole('region', { name: new RegExp(me.email.replace(/[.+]/g, '\\$&')) });
  await expect(panel.getByText(STAFF_ROLE_MESSAGES.ownRoles)).toBeVisible();
  await expect(panel.getByRole('list', { name: `Roles of ${me.email}` })).toHaveText('Store Admin');
  await expect(panel.getByRole('button', { name: /^Revoke/ })).toHaveCount(0);
  await expect(panel.getByRole('button', { name: 'Grant' })).toHaveCount(0);
  await expect(panel.getByLabel('Role to grant')).toHaveCount(0);
  await expectAccessible(page);
  expect(await admin('roles', target.email)).toBe(`${target.email}: (none)\n`);
  expect(await admin('roles', me.email)).toBe(`${me.email}: Store Admin\n`);
});

test('a Store Admin logs a user out on every device', async ({ page, request, browser }) => {
  await staffMember(page, request, 'Store Admin');
  const target = await createAccount(request, { firstName: 'Lena', verified: false });
  const theirs = await browser.newContext();
  const theirPage = await theirs.newPage();
  await startSignedIn(theirPage, request, target.email);
  await theirPage.goto('/store');
  await expect(theirPage.getByRole('button', { name: "Lena's Menu" })).toBeVisible();

  await page.goto('/staff/roles');
  await page.getByLabel('E-mail address').fill(target.email);
  await page.getByRole('button', { name: 'Find user' }).click();
  await page.getByRole('button', { name: 'End all sessions' }).click();
  const confirm = page.getByRole('dialog', { name: 'End all sessions' });
  await expect(confirm).toContainText(`End every session of ${target.email}?`);
  await expectAccessible(page);
  await confirm.getByRole('button', { name: 'End all sessions' }).click();
  // One login; a token rotation on their page may have left its predecessor open in its grace period.
  await expectToast(
    page,
    new RegExp(`^Ended [12] sessions? of ${target.email.replace(/[.+]/g, '\\$&')}: they must log in again\\.$`),
  );

  // Their next visit finds the session ended: they are a visitor again.
  await theirPage.reload();
  await expect(theirPage.getByRole('button', { name: 'Signup/Login' })).toBeVisible();
  await expect(theirPage.getByRole('button', { name: "Lena's Menu" })).toHaveCount(0);
  await theirs.close();
});

test('a glass price change reaches the glass-door toggle in the store', async ({ page, request, browser }) => {
  await staffMember(page, request, 'Store Admin');
  await page.goto('/staff/catalogue?group=Slim%20Shaker&category=Wall');
  const glass = page.getByLabel('Glass price of W3336 in dollars', { exact: true });
  const before = await glass.inputValue();
  const newGlass = (Number(before) + 12.34).toFixed(2);
  await glass.fill(newGlass);
  await glass.press('Enter');
  await expectToast(page, /Saved the prices of W3336/);

  const shopper = await browser.newPage();
  await shopper.goto('/store?group=Slim%20Shaker&category=Wall');
  const wall = card(shopper, 'Wall Cabinets 36" High');
  await configure(wall, '2 Doors', 'W3336');
  const plain = Number((await wall.getByRole('definition').nth(2).innerText()).replace(/[$,]/g, ''));
  await wall.getByRole('checkbox', { name: `Glass door (+$${newGlass})` }).check();
  await expect(wall.getByRole('definition').nth(0)).toHaveText('W3336GD');
  await expect(wall.getByRole('definition').nth(2)).toHaveText(
    `$${(plain + Number(newGlass)).toLocaleString('en-US', { minimumFractionDigits: 2 })}`,
  );
  await shopper.close();

  // Put the store back as other tests expect it.
  await glass.fill(before);
  await glass.press('Enter');
  await expectToast(page, /Saved the prices of W3336/);
});
