import { test, expect } from './fixtures.ts';
import {
  createAccount,
  linkInMail,
  PASSWORD,
  seriousViolations,
  sessionStorageKeys,
  uniqueEmail,
} from './account-helpers.ts';
import { expectToast } from './store-helpers.ts';

test.describe('a new shopper', () => {
  // The profile loads the order history too, which answers 404 when there are no orders (spec §7).
  test.use({ allowedHttpErrors: [/\/api\/orders\/user$/] });

  test('signup, the e-mail link, login, the profile and logout', async ({ page, request }) => {
    const email = uniqueEmail('signup');
    await page.goto('/');
    await page.getByRole('button', { name: 'Signup/Login' }).click();
    await page.getByRole('dialog', { name: 'Login' }).getByRole('button', { name: 'Create an account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign up' });
    await expect(dialog.getByLabel('First name')).toBeFocused();
    const submit = dialog.getByRole('button', { name: 'Sign up' });
    await expect(submit).toBeDisabled();

    // Spec §5 messages, shown once a field has been left.
    await dialog.getByLabel('First name').fill('R2-D2');
    await dialog.getByLabel('Last name').fill('Lovelace');
    await expect(dialog.getByText('First name contains invalid characters.')).toBeVisible();
    await expect(dialog.getByLabel('First name')).toHaveAttribute('aria-invalid', 'true');
    await dialog.getByLabel('First name').fill('  Ada  ');
    await dialog.getByLabel('Email').fill('ada@');
    await dialog.getByLabel('Password', { exact: true }).fill('password1!A');
    await expect(dialog.getByText('Please enter a valid email address.')).toBeVisible();
    await dialog.getByLabel('Confirm password').fill('Other#Pass1');
    await expect(
      dialog.getByText(
        'Password must be at least 8 characters long and include uppercase, lowercase, number, and special character.',
      ),
    ).toBeVisible();
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await dialog.getByLabel('Confirm password').blur();
    await expect(dialog.getByText('Passwords do not match.')).toBeVisible();
    await expect(submit).toBeDisabled();
    await dialog.getByLabel('Confirm password').fill(PASSWORD);
    await expect(submit).toBeEnabled();
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);

    await submit.click();
    const toast = page
      .getByRole('alert')
      .filter({ hasText: 'Signup successful! Please check your email to verify your account.' });
    await expect(toast).toBeVisible();
    // Spec §9: the signup toast lasts 15 s (react-toastify times it with its progress bar).
    await expect(toast.locator('xpath=..').locator('[role="progressbar"]')).toHaveAttribute(
      'style',
      /animation-duration: 15000ms/,
    );
    // On to login, the address filled in and the cursor where typing goes on.
    const login = page.getByRole('dialog', { name: 'Login' });
    await expect(login.getByLabel('Email')).toHaveValue(email);
    await expect(login.getByLabel('Password')).toBeFocused();
    await page.keyboard.press('Escape');

    // The link of the verification e-mail.
    await page.goto(await linkInMail(request, email, 'verify-email'));
    await expect(page.getByRole('heading', { level: 1, name: 'Email verified' })).toBeVisible();
    await expect(page.getByText('Your email address is verified. Thank you!')).toBeVisible();
    expect(await seriousViolations(page, 'main')).toEqual([]);
    await page.getByRole('main').getByRole('button', { name: 'Log in' }).click();
    const loginAgain = page.getByRole('dialog', { name: 'Login' });
    await loginAgain.getByLabel('Email').fill(email);
    await loginAgain.getByLabel('Password').fill(PASSWORD);
    await loginAgain.getByRole('button', { name: 'Login' }).click();
    await expectToast(page, 'Welcome to RTA Cabinet Store, Ada! Click your name to access your profile.');
    const menu = page.getByRole('button', { name: "Ada's Menu" });
    await expect(menu).toBeVisible();
    await expect(page.getByRole('button', { name: 'Signup/Login' })).toHaveCount(0);
    const stored = await sessionStorageKeys(page);
    expect(stored).toMatchObject({ hasLoggedIn: 'true', isLoggedOut: null });
    expect(stored.token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(stored.deviceFingerprint?.length).toBeGreaterThanOrEqual(8);
    expect(Number(stored.lastActivity)).toBeGreaterThan(0);

    // The profile: the Profile Information tab with what the shopper typed, trimmed.
    await menu.click();
    await page.getByRole('menuitem', { name: 'Profile' }).click();
    const profile = page.getByRole('dialog', { name: 'Your profile' });
    // Order History comes first (spec §2); a new account has none.
    await expect(profile.getByRole('tab', { name: 'Order History', selected: true })).toBeVisible();
    await expect(profile.getByRole('tabpanel', { name: 'Order History' })).toContainText('You have no orders yet.');
    await profile.getByRole('tab', { name: 'Profile Information' }).click();
    await expect(profile.getByRole('tab', { name: 'Profile Information', selected: true })).toBeVisible();
    const panel = profile.getByRole('tabpanel', { name: 'Profile Information' });
    await expect(panel.getByText('Ada', { exact: true })).toBeVisible();
    await expect(panel.getByText('Lovelace', { exact: true })).toBeVisible();
    await expect(panel.getByText(email)).toBeVisible();
    await expect(panel.getByText('Verified')).toBeVisible();
    await expect(profile.getByRole('list', { name: 'Badges' })).toHaveCount(0);
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(profile).toBeHidden();

    // A reload keeps the session (spec §2 startup: a stored token is confirmed before mounting).
    await page.goto('/faq');
    await page.reload();
    await expect(menu).toBeVisible();

    // Logout from a page other than home: back to /, everything of the session forgotten.
    await menu.click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('button', { name: 'Signup/Login' })).toBeVisible();
    expect(await sessionStorageKeys(page)).toEqual({
      token: null,
      deviceFingerprint: null,
      isLoggedOut: 'true',
      hasLoggedIn: null,
      lastActivity: null,
    });
    // The server ended the session too: the old token is refused.
    await expect
      .poll(async () =>
        (
          await request.get('/api/user', {
            headers: {
              authorization: `Bearer ${stored.token}`,
              'x-device-fingerprint': stored.deviceFingerprint ?? '',
            },
          })
        ).status(),
      )
      .toBe(401);
  });
});

test.describe('an address already in use', () => {
  test.use({ allowedHttpErrors: [/\/api\/signup$/] });

  test('gets the spec message at the e-mail field, which takes the focus', async ({ page, request }) => {
    const { email } = await createAccount(request, { verified: false });
    await page.goto('/');
    await page.getByRole('button', { name: 'Signup/Login' }).click();
    await page.getByRole('button', { name: 'Create an account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign up' });
    await dialog.getByLabel('First name').fill('Grace');
    await dialog.getByLabel('Last name').fill('Hopper');
    await dialog.getByLabel('Email').fill(email.toUpperCase());
    await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await dialog.getByLabel('Confirm password').fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Sign up' }).click();
    await expect(
      dialog.getByText(
        'This email address is not available for signup. Please try a different email address or login if you already have an account.',
      ),
    ).toBeVisible();
    await expect(dialog.getByLabel('Email')).toBeFocused();
    await expect(dialog.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
  });
});
