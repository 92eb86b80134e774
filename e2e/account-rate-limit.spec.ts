import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { openLogin, seriousViolations } from './account-helpers.ts';

/** The 429s are made in the browser's network layer; the server's own limits are proven by its tests. */
test.use({ allowedHttpErrors: [/\/api\/login$/] });

const recordRateLimitEvents = (page: Page) =>
  page.evaluate(() => {
    const seen: unknown[] = [];
    (window as unknown as { rateLimitEvents: unknown[] }).rateLimitEvents = seen;
    window.addEventListener('rate-limit-error', (event) => seen.push((event as CustomEvent).detail));
  });

const rateLimitEvents = (page: Page) =>
  page.evaluate(() => (window as unknown as { rateLimitEvents: unknown[] }).rateLimitEvents);

const tryLogin = async (page: Page) => {
  const dialog = await openLogin(page);
  await dialog.getByLabel('Email').fill('someone@example.com');
  await dialog.getByLabel('Password').fill('Any#Pass1');
  await dialog.getByRole('button', { name: 'Login' }).click();
  return dialog;
};

test('a 429 shows a warning toast once per endpoint and a banner counting down m:ss until Retry-After', async ({
  page,
}) => {
  const message = 'Rate limit exceeded for /api/login. Please try again later.';
  await page.route('**/api/login', (route) =>
    route.fulfill({
      status: 429,
      headers: {
        'retry-after': '10',
        'x-ratelimit-limit': '100',
        'x-ratelimit-remaining': '0',
        'x-ratelimit-reset': '10',
      },
      json: { message, code: 'RATE_LIMITED' },
    }),
  );
  await page.goto('/');
  await recordRateLimitEvents(page);
  const dialog = await tryLogin(page);
  await expect(page.getByText(/^Try again in 0:(0[1-9]|10)$/)).toBeVisible();
  // The banner's message, the dialog's alert and the toast all say it.
  await expect(page.getByRole('alert').filter({ hasText: message })).toHaveCount(3);
  await expect(dialog.getByRole('alert')).toHaveText(message);
  // A second hit while the limit lasts adds no second toast (10 s leave room for a slow machine).
  await dialog.getByRole('button', { name: 'Login' }).click();
  await expect(page.locator('.Toastify__toast--warning')).toHaveCount(1);
  await expect(page.locator('.Toastify__toast--warning')).toHaveText(message);
  expect(await rateLimitEvents(page)).toEqual([
    { message, retryAfter: 10, path: '/api/login', endpoint: '/api/login', limit: 100, remaining: 0, reset: 10 },
    { message, retryAfter: 10, path: '/api/login', endpoint: '/api/login', limit: 100, remaining: 0, reset: 10 },
  ]);
  await expect(page.getByText(/^Try again in/)).toBeHidden({ timeout: 12_000 });
});

test('without Retry-After or a message the spec defaults apply, and a route change resets the banner', async ({
  page,
}) => {
  await page.route('**/api/login', (route) => route.fulfill({ status: 429, body: '' }));
  await page.goto('/');
  await recordRateLimitEvents(page);
  await tryLogin(page);
  const text = 'Rate limit exceeded for /api/login. Please try again later.';
  await expect(page.getByText(/^Try again in (1:00|0:59)$/)).toBeVisible();
  expect(await rateLimitEvents(page)).toEqual([
    { message: text, retryAfter: 60, path: '/api/login', endpoint: '/api/login' },
  ]);
  await page.keyboard.press('Escape');
  expect(await seriousViolations(page, 'body')).toEqual([]);
  await page.getByRole('link', { name: 'Come Visit Us!' }).click();
  await expect(page).toHaveURL(/\/visit$/);
  await expect(page.getByText(/^Try again in/)).toHaveCount(0);
});
