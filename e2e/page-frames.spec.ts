import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { createAccount, logInThroughDialog } from './account-helpers.ts';
import { makeItem, makeLabel, rowNamed, rowsOf, seedBinder } from './binder-helpers.ts';

/**
 * The room planner shows what this browser keeps (the binder), which the server does not know: the
 * server renders its frame (the header, the heading, the text, the room's place held), painted from
 * the HTML before any script; the browser hydrates it and fills it once it has read the binder
 * (docs/decisions/0166-the-frame-of-browser-rendered-pages.md). Checkout stays rendered in the
 * browser (its largest paint is the order's lines, which need the scripts): its load is tested
 * here for the same things a shopper would notice.
 */

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

const html = async (request: APIRequestContext, path: string): Promise<string> => {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  return response.text();
};

/**
 * Records, from the document's start: the layout shifts no input caused (Lighthouse's CLS), the
 * first `h1` the parser made (to tell whether hydration kept it) and every text the page's main
 * region showed (to catch a misleading flash, such as an empty binder shown before it was read).
 */
const recordLoad = async (page: Page) => {
  await page.addInitScript(() => {
    const seen = window as unknown as { shift: number; firstHeading: Element | null; texts: string[] };
    seen.shift = 0;
    seen.firstHeading = null;
    seen.texts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
        if (!entry.hadRecentInput) seen.shift += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
    new MutationObserver(() => {
      seen.firstHeading ??= document.querySelector('main h1');
      const text = document.querySelector('main')?.textContent;
      if (text && seen.texts.at(-1) !== text) seen.texts.push(text);
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  return () =>
    page.evaluate(
      () =>
        new Promise<{ shift: number; keptHeading: boolean; texts: string[] }>((resolve) =>
          // Two frames, so that the last layout's shift has been reported.
          requestAnimationFrame(() =>
            requestAnimationFrame(() => {
              const seen = window as unknown as { shift: number; firstHeading: Element | null; texts: string[] };
              resolve({
                shift: seen.shift,
                keptHeading: seen.firstHeading !== null && seen.firstHeading === document.querySelector('main h1'),
                texts: seen.texts,
              });
            }),
          ),
        ),
    );
};

test("the HTML of a room's planner, fetched without a browser, holds the page's frame and no one's binder, and names only the loader as script", async ({
  request,
}) => {
  const page = await html(request, '/planner/any-room');
  expect(page).toContain('<div id="root" data-ssr>');
  expect(page).toContain('<header');
  expect(page).toContain('<h1>Room Planner<span');
  expect(page).toContain('Measure each wall, then place this room');
  expect(page).toContain('href="/store"');
  // The binder's place is held, empty: no 'not in your binder', no room, no wall.
  expect(page).not.toContain('not in your binder');
  expect(page).not.toContain('Add the first wall');
  // Its largest paint is its frame: its scripts come after it, through the loader (0164).
  expect([...page.matchAll(/<script type="module"[^>]*>/g)].map(([tag]) => tag)).toEqual([
    '<script type="module" src="/after-paint.js">',
  ]);
  expect(page).not.toContain('modulepreload');
});

for (const [screen, size] of [
  ['a phone', PHONE],
  ['a desktop', DESKTOP],
] as const)
  test(`on ${screen}, a guest's room shows in its planner after a load: the server's heading is kept, the room's name comes into it, nothing moves, and 'not in your binder' never shows`, async ({
    page,
    request,
  }) => {
    const base = await rowsOf(request, 'Base');
    // A room shorter than the screen: the footer must not come up into it when the room replaces the frame.
    await page.setViewportSize(size);
    await seedBinder(page, {
      items: [],
      labels: [makeLabel('k', 'Kitchen', [makeItem(rowNamed(base, 'B36'), { id: 'b36' })])],
    });
    const load = await recordLoad(page);
    await page.goto('/planner/k');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Room Planner: Kitchen');
    await expect(page.getByRole('heading', { name: 'Add the first wall' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Place B36 on the base row of Wall A' })).toHaveCount(0);
    const { shift, keptHeading, texts } = await load();
    expect(keptHeading).toBe(true);
    // On a desktop the side column's checks, coming in after their placeholder, move the panel under
    // them by a fraction of a pixel (0.0001, as on main before the frame): nothing else moves.
    if (screen === 'a phone') expect(shift).toBe(0);
    else expect(shift).toBeLessThan(0.001);
    expect(texts.filter((text) => text.includes('not in your binder'))).toEqual([]);
    // The room's page works once hydrated: a wall can be added.
    const form = page.getByRole('form', { name: 'Add a wall' });
    await form.getByLabel('Length').fill('120');
    await form.getByRole('button', { name: 'Add wall' }).click();
    await expect(page.getByRole('region', { name: /^Wall A/ })).toBeVisible();
  });

test('a room that is not in the binder says so once the binder is read, after the frame, with nothing moved', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  const load = await recordLoad(page);
  await page.goto('/planner/no-such-room');
  await expect(page.getByRole('heading', { level: 1, name: 'This room is not in your binder' })).toBeVisible();
  const { texts, shift } = await load();
  expect(shift).toBe(0);
  // The frame came first (from the server), the answer after the binder was read.
  const frame = texts.findIndex((text) => text.includes('Measure each wall'));
  expect(frame).toBeGreaterThanOrEqual(0);
  expect(frame).toBeLessThan(texts.findIndex((text) => text.includes('not in your binder')));
});

test("a signed-in shopper's binder shows in checkout after a load, with nothing moved and never an empty binder; a guest is sent home", async ({
  page,
  request,
}) => {
  const { email } = await createAccount(request, { firstName: 'Fran' });
  const base = await rowsOf(request, 'Base');
  await seedBinder(page, { items: [makeItem(rowNamed(base, 'B12')), makeItem(rowNamed(base, 'B15'))] }, '/store');
  await logInThroughDialog(page, email, 'Fran');
  await page.setViewportSize(PHONE);
  const load = await recordLoad(page);
  await page.goto('/checkout');
  const order = page.getByRole('region', { name: 'Binder' });
  await expect(order).toContainText('1 × B12');
  await expect(order.getByText(/each$/).filter({ visible: true })).toHaveCount(2);
  await expect(page.getByRole('button', { name: 'Place order' })).toBeEnabled();
  const { shift, texts } = await load();
  expect(shift).toBe(0);
  // The page never said the binder was empty.
  expect(texts.filter((text) => /binder is empty/i.test(text))).toEqual([]);

  // A guest, with the same binder, is sent home.
  await page.context().clearCookies();
  await page.evaluate(() => {
    for (const key of Object.keys(localStorage)) if (!key.startsWith('cart-')) localStorage.removeItem(key);
  });
  await page.goto('/checkout');
  await expect(page).toHaveURL(/\/$/);
});
