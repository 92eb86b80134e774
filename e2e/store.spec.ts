import { AxeBuilder } from '@axe-core/playwright';
import type { Locator } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { BINDER_FULL_MESSAGE, BINDER_LIMITS } from '@rta/domain/binder/ops';
import { binderCount, card, configure, expectToast, storedItems } from './store-helpers.ts';
import { makeItem, rowNamed, rowsOf, seedBinder } from './binder-helpers.ts';

test.describe('browsing and configuring', () => {
  for (const [group, paint] of [
    ['Shaker', { name: 'Naval', code: 'SW 6244' }],
    ['Slim Shaker', { name: 'Tricorn Black', code: 'SW 6258' }],
  ] as const) {
    test(`picks, paints and adds a cabinet from every category in ${group}`, async ({ page }) => {
      // Five categories, each configured, previewed and added: more steps than the default 30 s allows on a busy machine.
      test.slow();
      await page.goto('/store');
      if (group !== 'Shaker') {
        await page.getByLabel('Door style').selectOption(group);
        await expect(page.getByRole('heading', { name: `${group} · Base` })).toBeVisible();
      }
      await page.getByRole('button', { name: 'Choose paint colour' }).click();
      await page
        .getByRole('region', { name: 'Paint colour' })
        .getByRole('radio', { name: `${paint.name} (${paint.code})` })
        .check();
      const preview = page.getByRole('region', { name: /Paint preview/ });
      const picks = [
        ['Base', 'Base Cabinets', '1 Door 1 Drawer', 'B15', '15" W x 34.5" H x 24" D'],
        ['Wall', 'Wall Cabinets 30" High', '2 Doors', 'W3030', '30" W x 30" H x 12" D'],
        ['Vanity', 'Vanity Sink Bases', '2 Doors', 'VSB30', '30" W x 34.5" H x 21" D'],
        ['Tall', 'Pantry Cabinets', '2 Doors', 'P1884', '18" W x 84" H x 24" D'],
        ['Accessories', 'Toe Kick', '8 ft Length', 'TK8', '96" W x 4.5" H x 0.25" D'],
      ] as const;
      for (const [index, [category, type, variation, name, measure]] of picks.entries()) {
        await page.getByRole('group', { name: 'Category' }).getByRole('button', { name: category }).click();
        await expect(page.getByRole('heading', { name: `${group} · ${category}` })).toBeVisible();
        const typeCard = card(page, type);
        await configure(typeCard, variation, name);
        await expect(typeCard.getByRole('definition').nth(1)).toHaveText(measure);
        await expect(typeCard.getByRole('definition').nth(2)).toHaveText(/^\$[\d,]+\.\d{2}$/);
        // The SKU drawn in the chosen paint (spec §2 Paint-mode preview).
        await typeCard.getByRole('button', { name: `Preview ${name} in paint` }).click();
        await expect(preview.getByRole('heading')).toHaveText(`Paint preview: ${name}`);
        await expect(preview.getByRole('img', { name: new RegExp(`painted ${paint.name}`) }).first()).toBeVisible();
        await typeCard.getByRole('button', { name: 'Add to Binder' }).click();
        await expectToast(page, 'Item added to binder');
        await expect(binderCount(page)).toHaveText(`Binder (${index + 1})`);
        // Adding clears the variation selection (spec §4).
        await expect(typeCard.getByLabel('Variation', { exact: true })).toHaveValue('');
      }
      const items = await storedItems(page);
      expect(
        items.map((i) => [i.name, i.group, i.category, i.quantity, (i.selectedColor as { name: string } | null)?.name]),
      ).toEqual(picks.map(([category, , , name]) => [name, group, category, 1, paint.name]));
      // A Sherwin-Williams colour carries the SKU's paint labour fee on every item.
      for (const item of items) expect(item.paintLaborFee).toBeGreaterThan(0);
    });
  }

  test('each category and group is fetched once and then served from the 30-minute cache', async ({ page }) => {
    const calls: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/cabinets/'))
        calls.push(
          `${decodeURIComponent(url.pathname.slice('/api/cabinets/'.length))}|${url.searchParams.get('group')}`,
        );
    });
    await page.goto('/store');
    const categories = page.getByRole('group', { name: 'Category' });
    for (const category of ['Wall', 'Base', 'Wall', 'Tall', 'Wall']) {
      await categories.getByRole('button', { name: category }).click();
      await expect(page.getByRole('heading', { name: `Shaker · ${category}` })).toBeVisible();
    }
    await page.getByLabel('Door style').selectOption('Slim Shaker');
    await expect(page.getByRole('heading', { name: 'Slim Shaker · Wall' })).toBeVisible();
    await page.getByLabel('Door style').selectOption('Shaker');
    await expect(page.getByRole('heading', { name: 'Shaker · Wall' })).toBeVisible();
    expect(calls.filter((call) => call === 'Wall|Shaker')).toHaveLength(1);
    // The page's first category came in its HTML, rendered by the server: never asked for.
    expect(calls.filter((call) => call === 'Base|Shaker')).toHaveLength(0);
    expect(calls.filter((call) => call === 'Wall|Slim Shaker')).toHaveLength(1);
  });

  test('the glass-door toggle flips the name and adds the glass price', async ({ page }) => {
    await page.goto('/store?category=Wall');
    const wall = card(page, 'Wall Cabinets 30" High');
    await configure(wall, '2 Doors', 'W3030');
    const facts = wall.getByRole('definition');
    await expect(facts.nth(0)).toHaveText('W3030');
    const plain = Number((await facts.nth(2).innerText()).replace(/[$,]/g, ''));
    const toggle = wall.getByRole('checkbox', { name: /Glass door \(\+\$[\d.]+\)/ });
    const glassPrice = Number(
      ((await toggle.locator('..').innerText()).match(/\+\$([\d.,]+)/)?.[1] ?? '0').replace(/,/g, ''),
    );
    await toggle.check();
    await expect(facts.nth(0)).toHaveText('W3030GD');
    await expect(facts.nth(2)).toHaveText(`$${(plain + glassPrice).toFixed(2)}`);
    await wall.getByRole('button', { name: 'Add to Binder' }).click();
    await expectToast(page, 'Item added to binder');
    const [item] = await storedItems(page);
    expect(item).toMatchObject({ name: 'W3030GD', hasGlassDoor: true, glassPrice: Math.round(glassPrice * 100) });
  });

  test('asks for the options first, and refuses a duplicate with an info message', async ({ page }) => {
    await page.goto('/store');
    const base = card(page, 'Base Cabinets');
    await base.getByRole('button', { name: 'Add to Binder' }).click();
    await expectToast(page, 'Please select all required options first');
    await configure(base, '1 Door 1 Drawer', 'B12');
    await base.getByRole('button', { name: 'Add to Binder' }).click();
    await expectToast(page, 'Item added to binder');
    await configure(base, '1 Door 1 Drawer', 'B12');
    await base.getByRole('button', { name: 'Add to Binder' }).click();
    await expectToast(page, /already in your binder/);
    await expect(binderCount(page)).toHaveText('Binder (1)');
  });

  test('a full binder refuses one more item and says what to do', async ({ page, request }) => {
    const b12 = rowNamed(await rowsOf(request, 'Base'), 'B12');
    const items = Array.from({ length: BINDER_LIMITS.lines }, (_, index) => makeItem(b12, { id: `full-${index}` }));
    await seedBinder(page, { items }, '/store');
    await expect(binderCount(page)).toHaveText(`Binder (${BINDER_LIMITS.lines})`);
    const base = card(page, 'Base Cabinets');
    await configure(base, '1 Door 1 Drawer', 'B15');
    await base.getByRole('button', { name: 'Add to Binder' }).click();
    await expectToast(page, BINDER_FULL_MESSAGE);
    await expect(binderCount(page)).toHaveText(`Binder (${BINDER_LIMITS.lines})`);
  });

  test('works from the keyboard alone', async ({ page }) => {
    await page.goto('/store');
    // A server-rendered control takes focus once the page has hydrated (ui/until-hydrated.tsx).
    const vanityCategory = page.getByRole('group', { name: 'Category' }).getByRole('button', { name: 'Vanity' });
    await expect(vanityCategory).toBeEnabled();
    await vanityCategory.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Shaker · Vanity' })).toBeVisible();
    const vanity = card(page, 'Vanity Drawer Bases');
    await vanity.getByLabel('Variation', { exact: true }).focus();
    await vanity.getByLabel('Variation', { exact: true }).selectOption({ index: 1 });
    await page.keyboard.press('Tab');
    await expect(vanity.getByLabel('Name', { exact: true })).toBeFocused();
    await vanity.getByLabel('Name', { exact: true }).selectOption({ index: 1 });
    await vanity.getByRole('button', { name: 'Add to Binder' }).focus();
    await page.keyboard.press('Enter');
    await expectToast(page, 'Item added to binder');
  });
});

test.describe('paint', () => {
  test('a chosen colour is remembered, charged as paint labour, and not for an in-house colour', async ({ page }) => {
    await page.goto('/store');
    await page.getByRole('button', { name: 'Choose paint colour' }).click();
    const palette = page.getByRole('region', { name: 'Paint colour' });
    await palette.getByRole('radio', { name: 'Naval (SW 6244)' }).check();
    await expect(page.getByRole('button', { name: 'Paint: Naval (SW 6244)' })).toBeVisible();
    const base = card(page, 'Base Cabinets');
    await configure(base, '1 Door 1 Drawer', 'B09');
    await base.getByRole('button', { name: 'Add to Binder' }).click();
    await expectToast(page, 'Item added to binder');

    await palette.getByRole('radio', { name: /Factory White \(RTA-WHT\)/ }).check();
    await configure(base, '1 Door 1 Drawer', 'B09');
    await base.getByRole('button', { name: 'Add to Binder' }).click();
    await expect(binderCount(page)).toHaveText('Binder (2)');

    const [sw, inHouse] = await storedItems(page);
    expect(sw).toMatchObject({
      selectedColor: { code: expect.stringMatching(/^6244/), name: 'Naval' },
      hasCustomColor: true,
    });
    expect(sw?.paintLaborFee).toBeGreaterThan(0);
    expect(inHouse).toMatchObject({ selectedColor: { code: 'RTA-WHT' }, paintLaborFee: 0 });

    await page.reload();
    await expect(page.getByRole('button', { name: 'Paint: Factory White (RTA-WHT)' })).toBeVisible();
  });

  test('the palette toggles, and closes when leaving the store', async ({ page }) => {
    await page.goto('/store');
    const toggle = page.getByRole('button', { name: 'Choose paint colour' });
    await toggle.click();
    await expect(page.getByRole('region', { name: 'Paint colour' })).toBeVisible();
    await toggle.click();
    await expect(page.getByRole('region', { name: 'Paint colour' })).toBeHidden();
    await toggle.click();
    // The header hides while the page is scrolled down (clicks scroll what they click into view); it is back at the top.
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await page.getByRole('banner').getByRole('link', { name: 'Home' }).click();
    // The home page is its own chunk: leaving the store counts once it has arrived.
    await expect(page).toHaveURL(/\/$/);
    await page.getByRole('banner').getByRole('link', { name: 'Shop' }).click();
    await expect(page).toHaveURL(/\/store$/);
    await expect(page.getByRole('button', { name: 'Choose paint colour' })).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('region', { name: 'Paint colour' })).toBeHidden();
  });

  test('the preview opens on B09B21 with three pairs, and BLS36 has two', async ({ page }) => {
    await page.goto('/store');
    const preview = page.getByRole('region', { name: /Paint preview/ });
    await expect(preview.getByRole('heading')).toHaveText('Paint preview: B09B21');
    await expect(preview.getByRole('figure')).toHaveCount(3);
    const corner = card(page, 'Corner Base Cabinets');
    await configure(corner, 'Lazy Susan', 'BLS36');
    await corner.getByRole('button', { name: 'Preview BLS36 in paint' }).click();
    await expect(preview.getByRole('heading')).toHaveText('Paint preview: BLS36');
    await expect(preview.getByRole('figure')).toHaveCount(2);
    await page.getByRole('button', { name: 'Choose paint colour' }).click();
    await page.getByRole('radio', { name: 'Naval (SW 6244)' }).check();
    await expect(preview.getByRole('img', { name: /painted Naval/ }).first()).toBeVisible();
  });
});

test.describe('search', () => {
  test('finds across categories, highlights matches and pages through results', async ({ page }) => {
    await page.goto('/store');
    await page.getByRole('group', { name: 'Category' }).getByRole('button', { name: 'Search' }).click();
    await page.getByRole('searchbox', { name: 'Name (SKU)' }).fill('b2');
    await expect(page.getByRole('status').filter({ hasText: /results?$/ })).toHaveText(/^\d+ results$/);
    await expect(page.getByRole('region', { name: 'Base results' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Base results' }).locator('mark').first()).toHaveText(/b2/i);
    // Each result carries the cabinet's drawing, as the cards and the binder do.
    const firstResult = page.getByRole('region', { name: 'Base results' }).getByRole('listitem').first();
    await expect(firstResult.locator('svg')).toBeVisible();
    expect(await page.getByRole('region', { name: 'Base results' }).getByRole('listitem').count()).toBe(
      await page.getByRole('region', { name: 'Base results' }).getByRole('listitem').locator('svg').count(),
    );

    await page.getByRole('searchbox', { name: 'Name (SKU)' }).fill('');
    await page.getByRole('searchbox', { name: 'Measurement' }).fill('"');
    const pages = page.getByRole('navigation', { name: 'Search result pages' });
    await expect(pages).toContainText(/Page 1 of [3-9]/);
    await expect(
      page.locator('li').filter({ has: page.getByRole('button', { name: /^Add .* to binder$/ }) }),
    ).toHaveCount(50);
    await pages.getByRole('button', { name: 'Next' }).click();
    await expect(pages).toContainText(/Page 2 of/);

    await page.getByRole('searchbox', { name: 'Measurement' }).fill('');
    await page.getByRole('searchbox', { name: 'Name (SKU)' }).fill('P1884');
    await page.getByRole('button', { name: 'Add P1884 to binder' }).click();
    await expectToast(page, 'Item added to binder');
  });

  test('a group change resets the search', async ({ page }) => {
    await page.goto('/store?category=Search');
    await page.getByRole('searchbox', { name: 'Name (SKU)' }).fill('W30');
    await expect(page.getByRole('heading', { name: 'Search the Shaker catalogue' })).toBeVisible();
    await page.getByLabel('Door style').selectOption('Slim Shaker');
    await expect(page.getByRole('heading', { name: 'Search the Slim Shaker catalogue' })).toBeVisible();
    await expect(page.getByRole('searchbox', { name: 'Name (SKU)' })).toHaveValue('');
  });
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('configures, paints from the palette modal and adds a cabinet', async ({ page }) => {
    await page.goto('/store');
    const hasHorizontalScroll = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(hasHorizontalScroll).toBe(false);
    await page.getByRole('button', { name: 'Choose paint colour' }).click();
    const dialog = page.getByRole('dialog', { name: 'Choose a paint colour' });
    await dialog.getByRole('radio', { name: 'Tricorn Black (SW 6258)' }).check();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'Paint: Tricorn Black (SW 6258)' })).toBeVisible();
    const base = card(page, 'Drawer Base Cabinets');
    await configure(base, '3 Drawers', 'DB18');
    await base.getByRole('button', { name: 'Add to Binder' }).click();
    await expectToast(page, 'Item added to binder');
    // The header hid while scrolling down to the card; scrolling back up brings it back.
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(binderCount(page)).toHaveText('Binder (1)');
    await page.getByRole('button', { name: 'Menu' }).click();

    // Search results, with their drawings, fit the phone too.
    await page.getByRole('group', { name: 'Category' }).getByRole('button', { name: 'Search' }).click();
    await page.getByRole('searchbox', { name: 'Name (SKU)' }).fill('w30');
    await expect(
      page.getByRole('region', { name: 'Wall results' }).getByRole('listitem').first().locator('svg'),
    ).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(false);
  });
});

test('the store with its palette open has no serious accessibility problem', async ({ page }) => {
  await page.goto('/store');
  await page.getByRole('button', { name: 'Choose paint colour' }).click();
  await configure(card(page, 'Base Cabinets'), '1 Door 1 Drawer', 'B09');
  await page.getByRole('group', { name: 'Category' }).getByRole('button', { name: 'Search' }).click();
  await page.getByRole('searchbox', { name: 'Name (SKU)' }).fill('b1');
  await expect(page.locator('mark').first()).toBeVisible();
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});

test('on a phone, a card below the fold is drawn only as it comes near the screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/store');
  const drawing = (cardLocator: Locator) => cardLocator.getByRole('button', { name: /^Preview / }).locator('svg');
  const cards = page.getByRole('article');
  await expect(drawing(cards.first())).toBeVisible();
  expect(await cards.count()).toBeGreaterThan(4);
  const last = cards.last();
  // Its place is kept at the drawing's size, empty, while it is far from the screen.
  await expect(last.getByRole('button', { name: /^Preview / })).toBeAttached();
  await expect(drawing(last)).toHaveCount(0);
  await last.scrollIntoViewIfNeeded();
  await expect(drawing(last)).toBeVisible();
});
