import { AxeBuilder } from '@axe-core/playwright';
import { test, expect } from './fixtures.ts';

const STORE = 'RTA Cabinet Store';

const pages = [
  { path: '/', title: `${STORE} | Ready-to-Assemble Kitchen & Bath Cabinets`, canonical: '/', heading: /./ },
  { path: '/store', title: `Shop Cabinets | ${STORE}`, canonical: '/store', heading: 'Shop cabinets' },
  { path: '/policies', title: `Policies | ${STORE}`, canonical: '/policies', heading: /polic/i },
  { path: '/visit', title: `Visit Our Showroom | ${STORE}`, canonical: '/visit', heading: /showroom|visit/i },
  { path: '/faq', title: `FAQ | ${STORE}`, canonical: '/faq', heading: /questions/i },
  { path: '/design-support', title: `Design Support | ${STORE}`, canonical: '/design-support', heading: /design/i },
  {
    path: '/contractor-program',
    title: `Contractor Program | ${STORE}`,
    canonical: '/contractor-program',
    heading: /trade|contractor/i,
  },
  { path: '/verify-email/abc123', title: `Verify Email | ${STORE}`, canonical: '/verify-email', heading: /verify/i },
  {
    path: '/reset-password',
    title: `Reset Password | ${STORE}`,
    canonical: '/reset-password',
    heading: 'Reset your password',
  },
  {
    path: '/reset-password/tok',
    title: `Set a New Password | ${STORE}`,
    canonical: '/reset-password',
    heading: 'Set a new password',
  },
  {
    path: '/new-device/tok',
    title: `Log In on This Device | ${STORE}`,
    canonical: '/new-device',
    heading: 'We could not use this link',
  },
];

for (const { path, title, canonical, heading } of pages) {
  test(`${path} renders with its title, canonical link and no serious accessibility problem`, async ({
    page,
    baseURL,
  }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page).toHaveTitle(title);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new URL(canonical, baseURL).toString());
    const { violations } = await new AxeBuilder({ page }).analyze();
    const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
}

test.describe('the 404 page', () => {
  test.use({ allowedHttpErrors: [/\/no-such-page$/] });

  test('an unknown path shows the 404 page with a 404 status', async ({ page, baseURL }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page).toHaveTitle(`Page Not Found | ${STORE}`);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new URL('/', baseURL).toString());
    await page
      .getByRole('main')
      .getByRole('link', { name: /store|shop/i })
      .first()
      .click();
    await expect(page).toHaveURL(/\/store$/);
  });
});

test('/checkout and /payment-confirmation send a visitor with no binder or order back home', async ({ page }) => {
  await page.goto('/checkout');
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/payment-confirmation');
  await expect(page).toHaveURL(/\/$/);
});
