import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { buildBinderItem, type BinderItem } from '@rta/domain/binder/item';
import type { Label } from '@rta/domain/binder/binder';
import type { CatalogueRow, Category, PaintColor } from '@rta/domain/catalogue/catalogue';
import { expect } from './fixtures.ts';
import { binderCount } from './store-helpers.ts';

export const NAVAL: PaintColor = { code: '6244.0', name: 'Naval', rgb: '#2f3d4c' };

/** The catalogue as the store serves it. */
export const rowsOf = async (
  request: APIRequestContext,
  category: Category,
  group = 'Shaker',
): Promise<CatalogueRow[]> => {
  const response = await request.get(`/api/cabinets/${category}?group=${encodeURIComponent(group)}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: CatalogueRow[] }).data;
};

export const rowNamed = (rows: CatalogueRow[], name: string): CatalogueRow => {
  const row = rows.find((candidate) => candidate.data_name === name);
  if (!row) throw new Error(`no ${name} in the catalogue`);
  return row;
};

interface ItemOptions {
  id?: string;
  glass?: boolean;
  color?: PaintColor | null;
  quantity?: number;
}

let counter = 0;
export const makeItem = (row: CatalogueRow, options: ItemOptions = {}): BinderItem => {
  const built = buildBinderItem(row, {
    id: options.id ?? `item-${(counter += 1)}`,
    glassDoor: options.glass ?? false,
    color: options.color ?? null,
  });
  if (!built.ok) throw new Error(built.message);
  return { ...built.item, quantity: options.quantity ?? 1 };
};

export const makeLabel = (id: string, name: string, items: BinderItem[]): Label => ({
  id,
  name,
  isLabel: true,
  items: items.map((item) => ({ ...item, labelId: id, labelName: name })),
});

/** Put a binder in local storage the way the app keeps it (spec §3 keys), then load the page. */
export const seedBinder = async (
  page: Page,
  binder: { items: BinderItem[]; labels?: Label[]; preAssembly?: boolean },
  path = '/',
): Promise<void> => {
  await page.goto(path);
  await page.evaluate((b) => {
    localStorage.setItem('cart-items', JSON.stringify(b.items));
    localStorage.setItem('cart-labels', JSON.stringify(b.labels ?? []));
    localStorage.setItem('cart-pre-assembly', JSON.stringify(b.preAssembly ?? false));
  }, binder);
  await page.reload();
};

/**
 * Opens 'Your Binder' from the header (through the menu on a phone). `timeout`: how long its
 * first render may take, for a binder far larger than a shopper's (the default expect timeout else).
 */
export const openBinder = async (page: Page, options?: { timeout: number }): Promise<Locator> => {
  // The header hides while scrolling down; it is back at the top.
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  const menu = page.getByRole('button', { name: 'Menu' });
  if (await menu.isVisible()) await menu.click();
  await binderCount(page).click();
  const panel = page.getByRole('dialog', { name: 'Your Binder' });
  await expect(panel).toBeVisible(options);
  return panel;
};

/** 'Binder (count)', also while a dialog hides the rest of the page from assistive tech. */
export const headerCount = (page: Page): Locator =>
  page.getByRole('button', { name: /^Binder \(\d+\)$/, includeHidden: true });

/** One line of the binder by its SKU. */
export const itemRow = (scope: Locator, name: string): Locator => scope.getByRole('listitem', { name, exact: true });

export const labelSection = (panel: Locator, name: string): Locator => panel.getByRole('region', { name, exact: true });

export const stored = (page: Page) =>
  page.evaluate(() => ({
    items: JSON.parse(localStorage.getItem('cart-items') ?? '[]') as BinderItem[],
    labels: JSON.parse(localStorage.getItem('cart-labels') ?? '[]') as Label[],
    preAssembly: JSON.parse(localStorage.getItem('cart-pre-assembly') ?? 'false') as boolean,
  }));

/** Answers a confirmation alert dialog. */
export const confirm = async (page: Page, question: string | RegExp, answer: string): Promise<void> => {
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(question);
  await dialog.getByRole('button', { name: answer, exact: true }).click();
  await expect(dialog).toBeHidden();
};

export const money = (cents: number): string =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);
