import type { Page } from '@playwright/test';
import { DEFAULT_STORE_NAME } from '@rta/domain/api/store-config';
import { test, expect } from './fixtures.ts';
import { createAccount, logInThroughDialog } from './account-helpers.ts';
import { makeItem, rowNamed, rowsOf, seedBinder } from './binder-helpers.ts';
import { card } from './store-helpers.ts';

/**
 * On the pages the browser renders (checkout, the token pages, staff), index.html paints the
 * header's bar, logo and name before the app has loaded (issue 10, first contentful paint on a
 * slow phone); the app's first render replaces it with the whole page. The two must sit in the
 * same place, or the page would jump as the app arrives. The public pages come rendered by the
 * server, their header the app's own (e2e/server-rendering.spec.ts), and hydration keeps them.
 */

type Box = { x: number; y: number; width: number; height: number };

const box = async (page: Page, selector: string): Promise<Box> => {
  const found = await page.locator(selector).first().boundingBox();
  if (!found) throw new Error(`${selector} is not laid out`);
  return found;
};

const expectSameBox = (actual: Box, expected: Box, what: string) => {
  for (const key of ['x', 'y', 'width', 'height'] as const)
    expect(Math.abs(actual[key] - expected[key]), `${what} ${key}`).toBeLessThanOrEqual(0.5);
};

for (const viewport of [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 412, height: 823 },
]) {
  // The scripts this test keeps from loading.
  test.use({ allowedHttpErrors: [/\/assets\/.+\.js$/] });
  test(`on a ${viewport.name}, the header index.html paints is where the app's header appears`, async ({ page }) => {
    await page.setViewportSize(viewport);
    // The app never runs: what shows is index.html as the server sends it, with its stylesheet.
    await page.route(/\/assets\/.+\.js$/, (route) => route.abort());
    await page.goto('/reset-password');
    const shell = {
      bar: await box(page, '.app-shell[aria-hidden]'),
      logo: await box(page, '.app-shell[aria-hidden] svg'),
      nameShown: await page.locator('.app-shell-name').isVisible(),
    };
    await expect(page.locator('.app-shell-name')).toHaveText(DEFAULT_STORE_NAME);
    const shellName = shell.nameShown ? await box(page, '.app-shell-name') : null;

    await page.unroute(/\/assets\/.+\.js$/);
    await page.reload();
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: DEFAULT_STORE_NAME })).toBeVisible();
    await expect(page.locator('.app-shell[aria-hidden]')).toHaveCount(0);
    expectSameBox(await box(page, 'header'), shell.bar, 'bar');
    expectSameBox(await box(page, 'header a svg'), shell.logo, 'logo');
    // On phones the header's name is visually hidden (1 px, still read by screen readers).
    const name = await header.getByText(DEFAULT_STORE_NAME, { exact: true }).boundingBox();
    expect((name?.width ?? 0) > 1, 'the name shows on desktop only').toBe(viewport.name === 'desktop');
    expect(shell.nameShown).toBe(viewport.name === 'desktop');
    if (shellName && name) expectSameBox(name, shellName, 'name');
  });
}

test("the entry's stylesheet comes in the page: nothing asks for it, as the page loads or as its lazy parts do", async ({
  page,
}) => {
  const stylesheets: string[] = [];
  page.on('request', (sent) => {
    if (sent.resourceType() === 'stylesheet') stylesheets.push(new URL(sent.url()).pathname);
  });
  await page.goto('/store');
  await expect(card(page, 'Base Cabinets')).toBeVisible();
  // A lazily loaded part: the binder's panel and its chunks.
  await page.getByRole('button', { name: /^Binder \(\d+\)$/ }).click();
  await expect(page.getByRole('dialog', { name: 'Your Binder' })).toBeVisible();
  const entry = await page.locator('link[rel="stylesheet"][disabled]').first().getAttribute('href');
  expect(entry).toMatch(/^\/assets\/index-[\w-]+\.css$/);
  expect(stylesheets).not.toContain(entry);
  // The pages' own stylesheets still load as they are needed.
  expect(stylesheets.length).toBeGreaterThan(0);
});

interface EmptinessRecord {
  /** #root was left with nothing in it once the document had been parsed. */
  rootEmptied: boolean;
  /** The page's <main> was in the document with nothing in it. */
  mainEmpty: boolean;
}

/** Watches, from the document's start, for a first render that is not the whole page. */
const recordEmptiness = async (page: Page): Promise<() => Promise<EmptinessRecord>> => {
  await page.addInitScript(() => {
    const record: EmptinessRecord = { rootEmptied: false, mainEmpty: false };
    (window as unknown as { emptiness: EmptinessRecord }).emptiness = record;
    document.addEventListener('DOMContentLoaded', () => {
      const root = document.getElementById('root');
      if (!root) return;
      new MutationObserver(() => {
        if (root.childElementCount === 0) record.rootEmptied = true;
        const main = document.getElementById('main');
        if (main && main.childElementCount === 0) record.mainEmpty = true;
      }).observe(root, { childList: true, subtree: true });
    });
  });
  return () => page.evaluate(() => (window as unknown as { emptiness: EmptinessRecord }).emptiness);
};

test('the app hydrates the server-rendered page whole: never an empty page, even for a moment', async ({ page }) => {
  const emptiness = await recordEmptiness(page);
  for (const path of ['/store', '/', '/faq']) {
    await page.goto(path);
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page.getByRole('main')).not.toBeEmpty();
    expect(await emptiness(), path).toEqual({ rootEmptied: false, mainEmpty: false });
  }
});

test('a guarded page (checkout) is also whole in the first render: its guard is asked before it', async ({
  page,
  request,
}) => {
  const { email } = await createAccount(request, { firstName: 'Gus' });
  const base = await rowsOf(request, 'Base');
  await seedBinder(page, { items: [makeItem(rowNamed(base, 'B12'))] }, '/store');
  await logInThroughDialog(page, email, 'Gus');
  const emptiness = await recordEmptiness(page);
  await page.goto('/checkout');
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  expect(await emptiness()).toEqual({ rootEmptied: false, mainEmpty: false });
});
