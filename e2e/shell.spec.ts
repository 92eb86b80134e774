import { test, expect } from './fixtures.ts';

test.describe('header', () => {
  test('every header link and menu navigates', async ({ page }) => {
    await page.goto('/');
    const header = page.getByRole('banner');

    await header.getByRole('link', { name: 'Come Visit Us!' }).click();
    await expect(page).toHaveURL(/\/visit$/);

    await header.getByRole('link', { name: 'Shop' }).click();
    await expect(page).toHaveURL(/\/store$/);

    await header.getByRole('link', { name: 'Home' }).click();
    await expect(page).toHaveURL(/\/$/);

    await header.getByRole('button', { name: 'Trade Pros' }).click();
    await page.getByRole('menuitem', { name: "Trade Pro's Program" }).click();
    await expect(page).toHaveURL(/\/contractor-program$/);

    await header.getByRole('button', { name: 'DIY' }).click();
    await page.getByRole('menuitem', { name: 'Design Support' }).click();
    await expect(page).toHaveURL(/\/design-support$/);

    await header.getByRole('button', { name: 'DIY' }).click();
    await page.getByRole('menuitem', { name: 'DIY Guides' }).click();
    await expect(page).toHaveURL(/\/faq#diy-guides$/);
    await expect(page.getByRole('heading', { name: 'DIY guides' })).toBeInViewport();
  });

  test('the menus work from the keyboard', async ({ page }) => {
    await page.goto('/');
    // A server-rendered control takes focus once the page has hydrated (ui/until-hydrated.tsx).
    const tradePros = page.getByRole('banner').getByRole('button', { name: 'Trade Pros' });
    await expect(tradePros).toBeEnabled();
    await tradePros.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitem', { name: "Trade Pro's Program" })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/contractor-program$/);
  });

  test('Binder (count), Signup/Login and Trade Pro Registration open their dialogs', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Binder (0)' }).click();
    const binder = page.getByRole('dialog', { name: 'Your Binder' });
    await expect(binder).toContainText('Your binder is empty.');
    await page.keyboard.press('Escape');
    await expect(binder).toBeHidden();

    await page.getByRole('button', { name: 'Signup/Login' }).click();
    await expect(page.getByRole('dialog', { name: 'Login' })).toBeVisible();
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Trade Pros' }).click();
    await page.getByRole('menuitem', { name: 'Trade Pro Registration' }).click();
    await expect(page.getByRole('dialog', { name: 'Trade Pro Registration' })).toBeVisible();
  });

  test('hides on scroll down and shows again near the top', async ({ page }) => {
    await page.goto('/faq');
    const header = page.getByRole('banner');
    await expect(header).toHaveAttribute('data-hidden', 'false');
    await page.mouse.wheel(0, 1200);
    await expect(header).toHaveAttribute('data-hidden', 'true');
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await expect(header).toHaveAttribute('data-hidden', 'false');
  });

  test('hides once the page has hydrated when it was scrolled down before', async ({ page }) => {
    // The server's page is read and scrolled while its scripts are still on their way (held here).
    let release = (): void => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/index-*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/faq');
    const header = page.getByRole('banner');
    await page.mouse.wheel(0, 1200);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(50);
    await expect(header).toHaveAttribute('data-hidden', 'false');
    release();
    await expect(page.getByRole('button', { name: /^Binder \(0\)$/ })).toBeEnabled();
    await expect(header).toHaveAttribute('data-hidden', 'true');
  });

  test('becomes a hamburger menu on a 390 px phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav).toBeHidden();
    const hamburger = page.getByRole('button', { name: 'Menu' });
    await expect(hamburger).toHaveAttribute('aria-expanded', 'false');
    await hamburger.click();
    await expect(nav).toBeVisible();
    await nav.getByRole('link', { name: 'Shop' }).click();
    await expect(page).toHaveURL(/\/store$/);
    await expect(nav).toBeHidden();
  });
});

test.describe('footer', () => {
  test('links navigate, and it shows the badge, the year range and site support', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    for (const [name, url] of [
      ['Visit the showroom', /\/visit$/],
      ['Design support', /\/design-support$/],
      ['FAQ', /\/faq$/],
      ['Policies', /\/policies$/],
    ] as const) {
      await footer.getByRole('link', { name }).click();
      await expect(page).toHaveURL(url);
    }
    await expect(footer.getByRole('img', { name: /secure payments/i })).toBeVisible();
    await expect(footer).toContainText(`© 2024–${new Date().getFullYear()} RTA Cabinet Store`);
    await footer.getByRole('button', { name: 'Need site support?' }).click();
    const dialog = page.getByRole('dialog', { name: 'Need site support?' });
    await expect(dialog).toBeVisible();
    expect(await dialog.evaluate((el) => getComputedStyle(el).zIndex)).toBe('1001');
  });
});

test.describe('navigation rules', () => {
  test('a new page scrolls to the top, and going back restores the saved position', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 600 });
    await page.goto('/policies');
    await page.mouse.move(640, 300);
    await page.mouse.wheel(0, 900);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(800);
    // Scrolling up brings the hidden header back.
    await page.mouse.wheel(0, -100);
    const header = page.getByRole('banner');
    await expect(header).toHaveAttribute('data-hidden', 'false');
    // Wheel scrolling is animated: read the position once it has settled (two frames unchanged).
    const position = await page.evaluate(async () => {
      const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      let last = -1;
      while (last !== window.scrollY) {
        last = window.scrollY;
        await frame();
      }
      return last;
    });
    expect(position).toBeGreaterThan(600);
    await header.getByRole('link', { name: 'Shop' }).click();
    await expect(page).toHaveURL(/\/store$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await expect(page).toHaveURL(/\/policies$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(position);
  });

  test('the visit page shows the configured showroom', async ({ page }) => {
    await page.goto('/visit');
    const main = page.getByRole('main');
    await expect(main.locator('address')).toContainText('1200 Cabinet Row');
    await expect(main.getByRole('link', { name: /\(217\) 555-0142/ })).toHaveAttribute('href', 'tel:2175550142');
    await expect(main.getByRole('link', { name: /directions/i })).toHaveAttribute('href', /openstreetmap/);
  });
});
