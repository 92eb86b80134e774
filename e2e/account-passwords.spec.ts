import type { Locator, Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { createAccount, linkInMail, PASSWORD, seriousViolations } from './account-helpers.ts';

/** The sign-up form in the header's dialog, nothing typed yet. */
const openSignup = async (page: Page): Promise<Locator> => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Signup/Login' }).click();
  await page.getByRole('dialog', { name: 'Login' }).getByRole('button', { name: 'Create an account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign up' });
  await expect(dialog.getByLabel('First name')).toBeFocused();
  return dialog;
};

test.describe('confirming a new password', () => {
  test('signup says the passwords differ as soon as the confirmation is left, whatever else is typed', async ({ page }) => {
    const dialog = await openSignup(page);
    const password = dialog.getByLabel('Password', { exact: true });
    const confirmation = dialog.getByLabel('Confirm password');
    await password.fill(PASSWORD);
    await confirmation.fill(`${PASSWORD}x`);
    await confirmation.blur();
    await expect(confirmation).toHaveAccessibleDescription('Passwords do not match.');
    await expect(confirmation).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByRole('button', { name: 'Sign up' })).toBeDisabled();
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);

    // Mended from the password's side, the message goes; parted again, it comes back.
    await password.fill(`${PASSWORD}x`);
    await expect(confirmation).not.toHaveAttribute('aria-invalid');
    await expect(dialog.getByText('Passwords do not match.')).toHaveCount(0);
    await password.fill(PASSWORD);
    await expect(confirmation).toHaveAccessibleDescription('Passwords do not match.');
    // And from the confirmation's side.
    await confirmation.fill(PASSWORD);
    await expect(dialog.getByText('Passwords do not match.')).toHaveCount(0);
  });

  test('a password typed before the confirmation is not judged against the empty confirmation', async ({ page }) => {
    const dialog = await openSignup(page);
    const password = dialog.getByLabel('Password', { exact: true });
    await password.fill(PASSWORD);
    await password.blur();
    await password.fill(`${PASSWORD}x`);
    await expect(dialog.getByLabel('Confirm password')).not.toHaveAttribute('aria-invalid');
    await expect(dialog.getByText('Passwords do not match.')).toHaveCount(0);
  });

  test('the set-a-new-password page says so too', async ({ page, request }) => {
    const { email } = await createAccount(request, { firstName: 'Reese' });
    expect((await request.post('/api/password-reset', { data: { email } })).status()).toBe(200);
    await page.goto(await linkInMail(request, email, 'reset-password'));
    const password = page.getByLabel('New password', { exact: true });
    const confirmation = page.getByLabel('Confirm new password');
    await password.fill('Walnut$Shelf77');
    await confirmation.fill('Walnut$Shelf78');
    await confirmation.blur();
    await expect(confirmation).toHaveAccessibleDescription('Passwords do not match.');
    await expect(page.getByRole('button', { name: 'Set new password' })).toBeDisabled();
    await password.fill('Walnut$Shelf78');
    await expect(page.getByText('Passwords do not match.')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Set new password' })).toBeEnabled();
  });
});
