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
