import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { createAccount, logInThroughDialog, sessionStorageKeys } from './account-helpers.ts';
import { expectToast } from './store-helpers.ts';

/**
 * The session's clocks (spec §4, §9) run on the page's faked clock against the real server:
 * rotation every hour, idle logout after 30 minutes, activity reports every 5 minutes.
 */
const signedIn = async (page: Page, request: Parameters<typeof createAccount>[0], firstName: string) => {
  const { email } = await createAccount(request, { firstName });
  await page.clock.install();
  await page.goto('/');
  // A login reads the account's binder (GET /api/cart): waited for, so that a session the
  // test then ends on the server is not ended under that read instead (its 401 logs out).
  const binderRead = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/cart');
  await logInThroughDialog(page, email, firstName);
  await binderRead;
  return sessionStorageKeys(page);
};

/** Something the shopper does: a key press counts as activity. */
const act = (page: Page) => page.keyboard.press('Shift');

const userStatus = async (
  request: Parameters<typeof createAccount>[0],
  token: string | null,
  fingerprint: string | null,
) =>
  (
    await request.get('/api/user', {
      headers: { authorization: `Bearer ${token}`, 'x-device-fingerprint': fingerprint ?? '' },
    })
  ).status();

test('30 minutes without activity log the shopper out, with a notice', async ({ page, request }) => {
  const before = await signedIn(page, request, 'Ida');
  await page.clock.fastForward('29:00');
  // Activity after 5 minutes or more is reported to the server (spec §9).
  const report = page.waitForResponse((response) => response.url().endsWith('/api/validate-token'));
  await act(page);
  expect((await report).status()).toBe(200);
  await page.clock.fastForward('29:00');
  await expect(page.getByRole('button', { name: "Ida's Menu" })).toBeVisible();
  await page.clock.fastForward('02:00');
  await expectToast(page, 'Your session ended after 30 minutes of inactivity. Please log in again.');
  await expect(page.getByRole('button', { name: 'Signup/Login' })).toBeVisible();
  expect(await sessionStorageKeys(page)).toMatchObject({ token: null, deviceFingerprint: null, isLoggedOut: 'true' });
  // The server ended it too.
  await expect.poll(() => userStatus(request, before.token, before.deviceFingerprint)).toBe(401);
});

test('the token rotates after an hour; the new one works', async ({ page, request }) => {
  const before = await signedIn(page, request, 'Rob');
  for (const step of ['25:00', '25:00']) {
    await page.clock.fastForward(step);
    const report = page.waitForResponse((response) => response.url().endsWith('/api/validate-token'));
    await act(page);
    expect((await report).status()).toBe(200);
  }
  expect((await sessionStorageKeys(page)).token).toBe(before.token);
  await page.clock.fastForward('11:00');
  await expect.poll(async () => (await sessionStorageKeys(page)).token).not.toBe(before.token);
  const after = await sessionStorageKeys(page);
  expect(after.deviceFingerprint).toBe(before.deviceFingerprint);
  expect(await userStatus(request, after.token, after.deviceFingerprint)).toBe(200);
  await expect(page.getByRole('button', { name: "Rob's Menu" })).toBeVisible();
});

test.describe('a session the server ended', () => {
  // One pattern: the refused calls (validate-token, user, and whatever else was in flight).
  test.use({ allowedHttpErrors: [/\/api\//] });

  test("'Token is blacklisted' on an activity report logs out", async ({ page, request }) => {
    const stored = await signedIn(page, request, 'Bea');
    // Logged out elsewhere with the same token (as a password reset would end it).
    await request.post('/api/logout', { data: { token: stored.token } });
    const report = page.waitForResponse((response) => response.url().endsWith('/api/validate-token'));
    await page.clock.fastForward('06:00');
    await act(page);
    const answer = await report;
    expect(answer.status()).toBe(401);
    expect(await answer.json()).toMatchObject({ success: false, message: 'Token is blacklisted' });
    await expectToast(page, 'You have been logged out.');
    await expect(page.getByRole('button', { name: 'Signup/Login' })).toBeVisible();
    expect((await sessionStorageKeys(page)).token).toBeNull();
  });

  test('a 401 on the user refresh when the tab is shown again logs out', async ({ page, request }) => {
    const stored = await signedIn(page, request, 'Cal');
    await request.post('/api/logout', { data: { token: stored.token } });
    const refresh = page.waitForResponse((response) => response.url().includes('/api/user?_cache='));
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    expect((await refresh).status()).toBe(401);
    await expect(page.getByRole('button', { name: 'Signup/Login' })).toBeVisible();
  });

  test('a stored token the server refuses at start leaves the shopper logged out, without an error', async ({
    page,
    request,
  }) => {
    const stored = await signedIn(page, request, 'Dee');
    await request.post('/api/logout', { data: { token: stored.token } });
    await page.reload();
    await expect(page.getByRole('button', { name: 'Signup/Login' })).toBeVisible();
    // The server's page shows a guest's header at once; the app forgets the token once it has asked.
    await expect.poll(async () => (await sessionStorageKeys(page)).token).toBeNull();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('when the session cannot be checked at start, the app starts and says some features may be limited', async ({
    page,
    request,
  }) => {
    await signedIn(page, request, 'Eve');
    await page.route('**/api/user?*', (route) => route.fulfill({ status: 503, json: { message: 'down' } }));
    await page.reload();
    await expect(page.getByRole('link', { name: 'Come Visit Us!' })).toBeVisible();
    await expectToast(page, 'Application initialization encountered an error. Some features may be limited.');
    // The token is kept: the session was not refused, only not checked.
    expect((await sessionStorageKeys(page)).token).not.toBeNull();
  });
});

test.describe('a 404', () => {
  test.use({ allowedHttpErrors: [/\/api\/cabinets\/Wall/] });

  test('makes the app read the user again', async ({ page, request }) => {
    await signedIn(page, request, 'Fay');
    await page.goto('/store');
    await expect(page.getByRole('heading', { name: 'Shaker · Base' })).toBeVisible();
    await page.route('**/api/cabinets/Wall?*', (route) => route.fulfill({ status: 404, json: { message: 'gone' } }));
    const refresh = page.waitForRequest(
      (r) => r.url().includes('/api/user?_cache=') && r.headers()['x-force-refresh'] === 'true',
    );
    await page.getByRole('group', { name: 'Category' }).getByRole('button', { name: 'Wall' }).click();
    await refresh;
  });
});

test.describe('two tabs', () => {
  // The second tab's logout revokes the token while the first may still be using it.
  test.use({ allowedHttpErrors: [/\/api\//] });

  test('follow each other: a logout in one logs the other out, a login in one logs the other in', async ({
    page,
    request,
  }) => {
    const { email } = await createAccount(request, { firstName: 'Gil' });
    const { email: otherEmail } = await createAccount(request, { firstName: 'Hana' });
    await page.goto('/faq');
    await logInThroughDialog(page, email, 'Gil');
    const second = await page.context().newPage();
    await second.goto('/');
    await expect(second.getByRole('button', { name: "Gil's Menu" })).toBeVisible();

    await second.getByRole('button', { name: "Gil's Menu" }).click();
    await second.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page.getByRole('button', { name: 'Signup/Login' })).toBeVisible();

    await logInThroughDialog(second, otherEmail, 'Hana');
    await expect(page.getByRole('button', { name: "Hana's Menu" })).toBeVisible();
    await second.close();
  });
});
