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
  test('signup says the passwords differ as soon as the confirmation is left, whatever else is typed', async ({
    page,
  }) => {
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

test.describe('refusing a predictable password', () => {
  // The server's refusal of a new password is a 400 the page shows.
  test.use({ allowedHttpErrors: [/\/api\/password-reset\/complete$/] });

  test('signup says at the password field when it is common or holds a name', async ({ page }) => {
    const dialog = await openSignup(page);
    const password = dialog.getByLabel('Password', { exact: true });
    const submit = dialog.getByRole('button', { name: 'Sign up' });
    // Passes the composition rule, but is a common password dressed up.
    await password.fill('Summer2024!');
    await password.blur();
    await expect(password).toHaveAccessibleDescription(
      /This password is too common\. Please choose a less predictable one\.$/,
    );
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
    // The store's name, with symbols for letters.
    await password.fill('RtaC@b1netSt0re#2');
    await expect(password).toHaveAccessibleDescription(
      /Password must not contain your name, your email address or the store's name\.$/,
    );
    // The shopper's own name, as typed in the form.
    await dialog.getByLabel('First name').fill('Marguerite');
    await dialog.getByLabel('Last name').fill('Thornbury');
    await dialog.getByLabel('Email').fill(`shopper-${Date.now()}@example.com`);
    await password.fill('Th0rnbury#Door42');
    await dialog.getByLabel('Confirm password').fill('Th0rnbury#Door42');
    await expect(password).toHaveAccessibleDescription(
      /Password must not contain your name, your email address or the store's name\.$/,
    );
    await expect(submit).toBeDisabled();
    // A good one clears the message and lets the form go.
    await password.fill(PASSWORD);
    await dialog.getByLabel('Confirm password').fill(PASSWORD);
    await expect(password).not.toHaveAttribute('aria-invalid');
    await expect(submit).toBeEnabled();
  });

  test("the set-a-new-password page shows the server's refusal of the account's name at the field", async ({
    page,
    request,
  }) => {
    const { email } = await createAccount(request, { firstName: 'Marguerite', lastName: 'Thornbury' });
    expect((await request.post('/api/password-reset', { data: { email } })).status()).toBe(200);
    await page.goto(await linkInMail(request, email, 'reset-password'));
    const password = page.getByLabel('New password', { exact: true });
    const confirmation = page.getByLabel('Confirm new password');
    // The page checks the list itself…
    await password.fill('P@ssw0rd!');
    await password.blur();
    await expect(password).toHaveAccessibleDescription(
      /This password is too common\. Please choose a less predictable one\.$/,
    );
    // …but only the server knows whose link it is.
    await password.fill('Marguerite#Door42');
    await confirmation.fill('Marguerite#Door42');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(password).toHaveAccessibleDescription(
      /Password must not contain your name, your email address or the store's name\.$/,
    );
    await expect(password).toBeFocused();
    expect(await seriousViolations(page, 'main')).toEqual([]);
    await password.fill('Walnut$Shelf77');
    await confirmation.fill('Walnut$Shelf77');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByRole('status')).toHaveText(
      'Your password has been reset. Please log in with your new password.',
    );
  });
});
