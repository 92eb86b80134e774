import { test, expect } from './fixtures.ts';
import { createAccount, linkInMail, logInThroughDialog, seriousViolations, uniqueEmail } from './account-helpers.ts';

const SAME_ANSWER = 'If an account exists for that email address, we have sent a link to reset its password.';
const NEW_PASSWORD = 'Walnut$Shelf77';

test.describe('password reset', () => {
  // One pattern: Playwright reads a two-element array option as [value, fixture options].
  test.use({ allowedHttpErrors: [/\/api\/password-reset\/complete$/] });

  test('asks for the address, mails a link, sets a new password once, and logs in with it', async ({
    page,
    request,
  }) => {
    const { email } = await createAccount(request, { firstName: 'Reese' });
    await page.goto('/');
    const login = page.getByRole('button', { name: 'Signup/Login' });
    await login.click();
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await expect(page).toHaveURL(/\/reset-password$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
    const send = page.getByRole('button', { name: 'Send reset link' });
    await expect(send).toBeDisabled();
    await page.getByLabel('Email').fill(email);
    expect(await seriousViolations(page, 'main')).toEqual([]);
    await send.click();
    await expect(page.getByRole('status')).toHaveText(SAME_ANSWER);

    const link = await linkInMail(request, email, 'reset-password');
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: 'Set a new password' })).toBeVisible();
    const save = page.getByRole('button', { name: 'Set new password' });
    await page.getByLabel('New password', { exact: true }).fill('Short1!');
    await page.getByLabel('Confirm new password').fill('Walnut$Shelf');
    await expect(
      page.getByText(
        'Password must be at least 8 characters long and include uppercase, lowercase, number, and special character.',
      ),
    ).toBeVisible();
    await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await expect(page.getByText('Passwords do not match.')).toBeVisible();
    await expect(save).toBeDisabled();
    await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
    expect(await seriousViolations(page, 'main')).toEqual([]);
    await save.click();
    await expect(page.getByRole('status')).toHaveText(
      'Your password has been reset. Please log in with your new password.',
    );

    await page.getByRole('main').getByRole('button', { name: 'Log in' }).click();
    const loginDialog = page.getByRole('dialog', { name: 'Login' });
    await expect(loginDialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(loginDialog).toBeHidden();
    await logInThroughDialog(page, email, 'Reese', NEW_PASSWORD);

    // The link worked once.
    await page.goto(link);
    await page.getByLabel('New password', { exact: true }).fill('Another#Pass9');
    await page.getByLabel('Confirm new password').fill('Another#Pass9');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByRole('alert')).toHaveText('This password reset link is invalid or has expired.');
    await page.getByRole('link', { name: 'Ask for a new link' }).click();
    await expect(page).toHaveURL(/\/reset-password$/);
  });

  test('answers an unknown address exactly as a known one', async ({ page }) => {
    await page.goto('/reset-password');
    await page.getByLabel('Email').fill(uniqueEmail('nobody'));
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('status')).toHaveText(SAME_ANSWER);
  });

  test('a link that cannot be one of ours is refused before a password is typed', async ({ page }) => {
    let calls = 0;
    await page.route('**/api/password-reset/complete', (route) => {
      calls++;
      return route.continue();
    });
    await page.goto('/reset-password/not-a-token!');
    await expect(page.getByRole('heading', { level: 1, name: 'Set a new password' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveText('This password reset link is invalid or has expired.');
    await expect(page.getByLabel('New password', { exact: true })).toHaveCount(0);
    expect(calls).toBe(0);
  });
});

test.describe('e-mail verification', () => {
  test.use({ allowedHttpErrors: [/\/api\/verify-email$/] });

  test('an unknown or used link says so, and offers to log in', async ({ page }) => {
    await page.goto(`/verify-email/${'x'.repeat(43)}`);
    await expect(page.getByRole('heading', { level: 1, name: 'We could not verify your email' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveText('This verification link is invalid or has expired.');
    expect(await seriousViolations(page, 'main')).toEqual([]);
    await page.getByRole('main').getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('dialog', { name: 'Login' })).toBeVisible();
  });
});
