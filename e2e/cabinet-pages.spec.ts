import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { formatCents } from '@rta/domain/pricing/money';
import type { CabinetPageData } from '@rta/domain/api/cabinet-page';
import { test, expect } from './fixtures.ts';
import { createAccount, logInThroughDialog } from './account-helpers.ts';
import { grantRole } from './account-database.ts';
import { binderCount, card, configure, expectToast } from './store-helpers.ts';

/** The cabinet's price as the API serves it now, as the page writes it. */
const priceOf = async (page: Page, style: string, sku: string): Promise<string> => {
  const response = await page.request.get(`/api/cabinet-pages/${style}/${sku}`);
  expect(response.status()).toBe(200);
  const { data } = (await response.json()) as { data: CabinetPageData };
  return formatCents(data.cabinet.currency_price);
};

const expectNoSeriousViolations = async (page: Page) => {
  // A toast still fading in has a passing contrast only once it is in: axe reads the colours as they are drawn.
  // Not its timer's bar, whose end starts the toast fading out.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter(
          (animation) =>
            animation.effect?.getComputedTiming().iterations !== Infinity &&
            !(animation.effect instanceof KeyframeEffect && animation.effect.target?.closest('[role="progressbar"]')),
        )
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
};

test.describe('a page for every cabinet (issue 21)', () => {
  test('a search result opens its cabinet page: title, heading, price, breadcrumbs, Add to Binder, accessible', async ({
    page,
    baseURL,
  }) => {
    await page.goto('/store');
    await page.getByRole('group', { name: 'Category' }).getByRole('button', { name: 'Search' }).click();
    await page.getByRole('searchbox', { name: 'Name (SKU)' }).fill('B24');
    await page.getByRole('region', { name: 'Base results' }).getByRole('link', { name: 'B24', exact: true }).click();

    await expect(page).toHaveURL(/\/cabinets\/shaker\/b24$/);
    await expect(page.getByRole('heading', { level: 1, name: 'B24 Base Cabinets' })).toBeVisible();
    await expect(page).toHaveTitle(/^B24 Base Cabinets \| /);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/cabinets/shaker/b24`);
    const details = page.getByRole('region', { name: 'Details' });
    await expect(details.getByRole('definition').filter({ hasText: /^\$/ }).first()).toHaveText(
      await priceOf(page, 'shaker', 'b24'),
    );
    await expect(details).toContainText('24" W x 34.5" H x 24" D');
    await expect(details).toContainText('2 Doors 1 Drawer');
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumbs' });
    await expect(crumbs.getByRole('listitem')).toHaveText(['Store', 'Base', 'Base Cabinets', 'B24']);
    await expect(crumbs.getByRole('link', { name: 'Base', exact: true })).toHaveAttribute(
      'href',
      '/store?category=Base',
    );
    // Its drawings: front, open and side.
    await expect(page.getByRole('region', { name: 'Drawings' }).locator('svg')).toHaveCount(3);

    await page.getByRole('button', { name: 'Add to Binder' }).click();
    await expectToast(page, 'Item added to binder');
    await expect(binderCount(page)).toHaveText('Binder (1)');
    await expectNoSeriousViolations(page);
  });

  test('a store card opens its cabinet page, which leads to other widths, the other door style and back to the store', async ({
    page,
  }) => {
    await page.goto('/store');
    const baseCabinets = card(page, 'Base Cabinets');
    await configure(baseCabinets, '2 Doors 1 Drawer', 'B27');
    await baseCabinets.getByRole('link', { name: 'B27', exact: true }).click();
    await expect(page).toHaveURL(/\/cabinets\/shaker\/b27$/);
    await expect(page.getByRole('heading', { level: 1, name: 'B27 Base Cabinets' })).toBeVisible();

    await page.getByRole('region', { name: 'Other widths' }).getByRole('link', { name: 'B09', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'B09 Base Cabinets' })).toBeVisible();
    await expect(page).toHaveTitle(/^B09 Base Cabinets \| /);

    await page.getByRole('link', { name: 'B09 in Slim Shaker' }).click();
    await expect(page).toHaveURL(/\/cabinets\/slim-shaker\/b09$/);
    await expect(page.getByRole('definition').filter({ hasText: /^\$/ }).first()).toHaveText(
      await priceOf(page, 'slim-shaker', 'b09'),
    );
    await page.getByRole('button', { name: 'Add to Binder' }).click();
    await expectToast(page, 'Item added to binder');
    await expect(binderCount(page)).toHaveText('Binder (1)');
    await expectNoSeriousViolations(page);

    await page
      .getByRole('navigation', { name: 'Breadcrumbs' })
      .getByRole('link', { name: 'Base', exact: true })
      .click();
    await expect(page.getByRole('heading', { name: 'Slim Shaker · Base' })).toBeVisible();
  });

  test("a signed-in contractor sees their tier's price beside the list price", async ({ page, request }) => {
    const account = await createAccount(request, { firstName: 'Tess' });
    await grantRole(account.email, 'Contractor User Gold');
    await page.goto('/cabinets/shaker/w3036');
    await expect(page.getByRole('heading', { level: 1, name: 'W3036 Wall Cabinets 36" High' })).toBeVisible();
    const response = await page.request.get('/api/cabinet-pages/shaker/w3036');
    const { data } = (await response.json()) as { data: CabinetPageData };
    const details = page.getByRole('region', { name: 'Details' });
    await expect(details.getByRole('term').filter({ hasText: 'Your price' })).toHaveCount(0);
    await logInThroughDialog(page, account.email, 'Tess');
    await expect(details.getByRole('definition').nth(6)).toHaveText(
      `${formatCents(Math.round((data.cabinet.currency_price * 60) / 100))} (Gold Trade Pro, −40%)`,
    );
    await expect(details.getByRole('term').nth(6)).toHaveText('Your price');
  });

  test.describe('an unknown cabinet', () => {
    test.use({ allowedHttpErrors: [/\/shaker\/b25$/] });

    test('answers 404 and says so', async ({ page }) => {
      const response = await page.goto('/cabinets/shaker/b25');
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: 'Cabinet not found' })).toBeVisible();
      await expect(page).toHaveTitle(/^Page Not Found \| /);
    });
  });
});
