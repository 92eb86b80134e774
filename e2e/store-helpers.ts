import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/** The card of one cabinet type on the store page. */
export const card = (page: Page, type: string): Locator =>
  page.getByRole('article').filter({ has: page.getByRole('heading', { name: type, exact: true }) });

/** Pick a variation, then a name, in a card. */
export const configure = async (cardLocator: Locator, variation: string, name: string): Promise<void> => {
  await cardLocator.getByLabel('Variation', { exact: true }).selectOption(variation);
  await cardLocator.getByLabel('Name', { exact: true }).selectOption(name);
};

export const binderCount = (page: Page): Locator => page.getByRole('button', { name: /^Binder \(\d+\)$/ });

/** The binder as the page keeps it for a guest (spec §3 local storage key 'cart-items'). */
export const storedItems = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('cart-items') ?? '[]') as Record<string, unknown>[]);

export const expectToast = async (page: Page, text: string | RegExp, options?: { timeout: number }): Promise<void> => {
  await expect(page.getByRole('alert').filter({ hasText: text }).first()).toBeVisible(options);
};

/**
 * Waits until the page the server rendered has been hydrated: its controls, disabled until then
 * (apps/web/src/ui/until-hydrated.tsx), work, and its links are followed inside the app.
 */
export const hydrated = async (page: Page): Promise<void> => {
  await expect(page.locator('#root > fieldset').first()).toBeEnabled();
  // Each part hydrates as its code comes (the page's content after the header): a link in a part
  // not yet hydrated is followed by the browser, as a new page from the server.
  await expect(page.locator('#root fieldset[role="none"][disabled]')).toHaveCount(0);
};

/**
 * Opens the store on a category by the home page's link, inside the app. The store's page the
 * server renders already carries its cabinets (docs/decisions/0155-server-rendering.md), so a
 * test of how the app itself asks for them (its retries, timeouts, checks, cache) comes in this
 * way. The link is followed once the home page is hydrated: before, it would load a new document.
 */
export const openCategoryFromHome = async (page: Page, category: string): Promise<void> => {
  await page.goto('/');
  await hydrated(page);
  const name = category === 'Accessories' ? category : `${category} cabinets`;
  await page.getByRole('main').getByRole('link', { name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/store\\?category=${category}$`));
};
