import { STAFF_CATALOGUE_MESSAGES } from '@rta/domain/staff/catalogue-constants';
import { test, expect } from './fixtures.ts';
import { seriousViolations } from './account-helpers.ts';
import { money, rowNamed, rowsOf } from './binder-helpers.ts';
import { expectToast } from './store-helpers.ts';
import { staffPage } from './staff-console-helpers.ts';

/**
 * Issue 19: prices are changed by Store Admins, who are asked before a price is cut by more
 * than half or to under a dollar; Sales Users see the catalogue and why they cannot change it.
 */

// Each test signs up staff and walks the console on a shared, busy CPU.
test.describe.configure({ timeout: 90_000 });

const PAGE = '/staff/catalogue?group=Slim%20Shaker&category=Base';

test('a Store Admin is asked before a large price cut, naming both prices: Cancel keeps the price, confirming saves it', async ({
  browser,
  request,
}) => {
  const admin = await staffPage(browser, request, 'Ada', 'Store Admin');
  const { page } = admin;
  const storePrice = async () => rowNamed(await rowsOf(request, 'Base', 'Slim Shaker'), 'B27').currency_price;
  const original = await storePrice();

  await page.goto(PAGE);
  const price = page.getByLabel('Price of B27 in dollars', { exact: true });
  await expect(price).toHaveValue((original / 100).toFixed(2));
  await price.fill('0.01');
  await price.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Confirm a large price drop' });
  await expect(dialog).toContainText(`Lower B27's price from ${money(original)} to $0.01?`);
  expect(await seriousViolations(page, 'body')).toEqual([]);
  // Cancel comes first and has the focus: Enter from the keyboard keeps the price.
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
  expect(await storePrice()).toBe(original);

  await price.press('Enter');
  await dialog.getByRole('button', { name: 'Lower the price' }).click();
  await expectToast(page, 'Saved the prices of B27: $0.01.');
  await expect.poll(storePrice).toBe(1);

  // The audit log keeps both prices and the confirmation.
  await page.getByRole('link', { name: 'History of B27' }).click();
  const entry = page.getByRole('row').nth(1);
  await expect(entry).toContainText(`"priceCents":${original}`);
  await expect(entry).toContainText('"priceCents":1');
  await expect(entry).toContainText('largePriceDropConfirmed: true');

  // A rise is not asked: put the store back as other tests expect it.
  await page.goto(PAGE);
  await price.fill((original / 100).toFixed(2));
  await price.press('Enter');
  await expectToast(page, /Saved the prices of B27/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect.poll(storePrice).toBe(original);
  await admin.close();
});

test('a Sales User sees the catalogue read-only, with the reason', async ({ browser, request }) => {
  const sales = await staffPage(browser, request, 'Sol');
  const { page } = sales;
  // B24: the test above changes B27's price for a moment.
  const b24 = rowNamed(await rowsOf(request, 'Base', 'Slim Shaker'), 'B24');
  await page.goto(PAGE);
  await expect(page.getByText(STAFF_CATALOGUE_MESSAGES.storeAdminOnly)).toBeVisible();
  const row = page.getByRole('row', { name: /^B24\b/ });
  await expect(row.getByRole('cell', { name: money(b24.currency_price), exact: true })).toBeVisible();
  await expect(row.getByRole('cell', { name: 'Shown', exact: true })).toBeVisible();
  await expect(row.getByRole('link', { name: 'History of B24' })).toBeVisible();
  await expect(page.getByRole('table').getByRole('textbox')).toHaveCount(0);
  await expect(page.getByRole('table').getByRole('button')).toHaveCount(0);
  expect(await seriousViolations(page, 'main')).toEqual([]);
  await sales.close();
});
