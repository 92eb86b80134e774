import { test, expect } from './fixtures.ts';
import { createAccount, logInThroughDialog } from './account-helpers.ts';
import { makeItem, rowNamed, rowsOf, seedBinder } from './binder-helpers.ts';
import { card } from './store-helpers.ts';

/** Issue 2: the pages with real content carry it, and navigating clears the toasts (spec §2). */

test('navigating clears the toasts, even one that would stay', async ({ page }) => {
  await page.goto('/store');
  await card(page, 'Base Cabinets').getByRole('button', { name: 'Add to Binder' }).click();
  const toast = page.getByRole('alert').filter({ hasText: 'Please select all required options first' });
  await expect(toast).toBeVisible();
  // A hovered toast pauses (spec §2), so nothing but the navigation can take it away.
  await toast.hover();
  await page.getByRole('banner').getByRole('link', { name: 'Come Visit Us!' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/visit$/);
  await expect(toast).toHaveCount(0);
});

test('the FAQ answers at least 12 questions on ordering, delivery, assembly, paint, returns and the contractor program', async ({
  page,
}) => {
  await page.goto('/faq');
  const questions = page.getByRole('main').locator('details > summary');
  await expect.poll(() => questions.count()).toBeGreaterThanOrEqual(12);
  const text = (await questions.allTextContents()).join('\n');
  for (const topic of [/order/i, /deliver|shipment/i, /assembl/i, /paint/i, /return/i, /contractor/i])
    expect(text).toMatch(topic);
  // Each question opens to its answer.
  await questions.first().click();
  await expect(page.getByRole('main').locator('details[open]')).toHaveCount(1);
});

test('the policies cover shipping, returns and restocking, warranty, privacy and terms', async ({ page }) => {
  await page.goto('/policies');
  const headings = page.getByRole('main').getByRole('heading', { level: 2 });
  for (const name of [/shipping/i, /return/i, /warranty/i, /privacy/i, /terms/i])
    await expect(headings.filter({ hasText: name })).toHaveCount(1);
  await expect(page.getByRole('main')).toContainText(/restocking/i);
});

test('the contractor program shows the tiers and their discounts (spec §6)', async ({ page }) => {
  await page.goto('/contractor-program');
  const tiers = page.getByRole('main').getByRole('table');
  for (const [tier, percent] of [
    ['Bronze', '20%'],
    ['Silver', '30%'],
    ['Gold', '40%'],
  ] as const) {
    await expect(tiers.getByRole('row').filter({ has: page.getByRole('rowheader', { name: tier }) })).toContainText(
      percent,
    );
  }
});

test('design support says what we do and what to send', async ({ page }) => {
  await page.goto('/design-support');
  const headings = page.getByRole('main').getByRole('heading', { level: 2 });
  await expect.poll(() => headings.count()).toBeGreaterThanOrEqual(3);
  await expect(page.getByRole('main')).toContainText(/measure/i);
});

test('the home page leads into the store', async ({ page }) => {
  await page.goto('/');
  await page
    .getByRole('main')
    .getByRole('link', { name: /shop|store|browse/i })
    .first()
    .click();
  await expect(page).toHaveURL(/\/store(\?.*)?$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Shop cabinets' })).toBeVisible();
});

test('/checkout and /payment-confirmation, once a shopper may open them, have their titles and canonical links', async ({
  page,
  request,
  baseURL,
}) => {
  const shopper = await createAccount(request, { firstName: 'Tia' });
  await seedBinder(page, { items: [makeItem(rowNamed(await rowsOf(request, 'Base'), 'B12'))] });
  await logInThroughDialog(page, shopper.email, 'Tia');
  const canonical = page.locator('link[rel="canonical"]');

  await page.goto('/checkout');
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page).toHaveTitle('Checkout | RTA Cabinet Store');
  await expect(canonical).toHaveAttribute('href', new URL('/checkout', baseURL).toString());

  const details = {
    orderId: 'RTA-ORD-ABCDEFGHJK',
    subtotal: 10_000,
    freight: 0,
    tax: 700,
    total: 10_700,
    isPickupPayment: true,
    fulfilment: 'pickup',
  };
  await page.evaluate((stored) => localStorage.setItem('paymentConfirmation', JSON.stringify(stored)), details);
  await page.goto('/payment-confirmation');
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeVisible();
  await expect(page).toHaveTitle('Payment Confirmation | RTA Cabinet Store');
  await expect(canonical).toHaveAttribute('href', new URL('/payment-confirmation', baseURL).toString());
});

test('the header becomes a hamburger menu at 768 px and narrower, and not at 769 px (spec §9)', async ({ page }) => {
  const nav = page.getByRole('navigation', { name: 'Main' });
  const hamburger = page.getByRole('banner').getByRole('button', { name: 'Menu' });
  await page.setViewportSize({ width: 769, height: 800 });
  await page.goto('/');
  await expect(nav).toBeVisible();
  await expect(hamburger).toBeHidden();
  await page.setViewportSize({ width: 768, height: 800 });
  await expect(nav).toBeHidden();
  await expect(hamburger).toBeVisible();
});
