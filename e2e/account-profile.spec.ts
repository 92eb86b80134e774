import { test, expect } from './fixtures.ts';
import { createAccount, logInThroughDialog, seriousViolations } from './account-helpers.ts';
import { grantRole } from './account-database.ts';

// Opening the profile also loads the order history, which answers 404 when there are no orders (spec §7).
test.use({ allowedHttpErrors: [/\/api\/orders\/user$/] });

/** Roles are granted straight in the database: the store has no staff screen for it yet. */
test('the profile shows Sales and contractor badges, read again each time it opens', async ({ page, request }) => {
  const { email } = await createAccount(request, { firstName: 'Tia', lastName: "O'Neil-Díaz" });
  await page.goto('/');
  await logInThroughDialog(page, email, 'Tia');
  const menu = page.getByRole('button', { name: "Tia's Menu" });
  const openProfile = async () => {
    await menu.click();
    await page.getByRole('menuitem', { name: 'Profile' }).click();
    const dialog = page.getByRole('dialog', { name: 'Your profile' });
    await dialog.getByRole('tab', { name: 'Profile Information' }).click();
    return dialog;
  };

  let profile = await openProfile();
  await expect(profile.getByText("O'Neil-Díaz", { exact: true })).toBeVisible();
  await expect(profile.getByRole('list', { name: 'Badges' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  // Focus goes back to the menu button that opened the profile.
  await expect(menu).toBeFocused();

  await grantRole(email, 'Contractor User Silver');
  await grantRole(email, 'Sales User');
  profile = await openProfile();
  const badges = profile.getByRole('list', { name: 'Badges' });
  await expect(badges.getByRole('listitem')).toHaveText(['Sales', 'Silver Contractor']);
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
  await page.keyboard.press('Escape');

  // Roles are read again when the tab is shown again (spec §4); the best tier wins.
  await grantRole(email, 'Contractor User Gold');
  const refresh = page.waitForResponse((r) => r.url().includes('/api/user?_cache='));
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await refresh;
  profile = await openProfile();
  await expect(profile.getByRole('list', { name: 'Badges' }).getByRole('listitem')).toHaveText([
    'Sales',
    'Gold Contractor',
  ]);
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
});

test('an unverified shopper sees it in the profile and can ask for a new link', async ({ page, request }) => {
  const { email } = await createAccount(request, { firstName: 'Uma', verified: false });
  await page.goto('/');
  await logInThroughDialog(page, email, 'Uma');
  await page.getByRole('button', { name: "Uma's Menu" }).click();
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  const profile = page.getByRole('dialog', { name: 'Your profile' });
  await profile.getByRole('tab', { name: 'Profile Information' }).click();
  await expect(profile.getByText('Not verified yet: verify it to check out.')).toBeVisible();
  await profile.getByRole('button', { name: 'Send a new verification link' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'We have sent a new verification link. Please check your email.' }),
  ).toBeVisible();
  // Tabs: one tab stop, arrow keys move along the list and select.
  const tab = profile.getByRole('tab', { name: 'Profile Information' });
  const orders = profile.getByRole('tab', { name: 'Order History' });
  await tab.focus();
  await page.keyboard.press('ArrowLeft');
  await expect(orders).toBeFocused();
  await expect(orders).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowRight');
  await expect(tab).toBeFocused();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
});
