import { test, expect } from './fixtures.ts';
import { createAccount, logInThroughDialog, openLogin, PASSWORD, uniqueEmail } from './account-helpers.ts';
import { grantRole } from './account-database.ts';
import { expectToast } from './store-helpers.ts';
import { makeItem, openBinder, rowNamed, rowsOf, seedBinder } from './binder-helpers.ts';

test('a returning shopper is welcomed back by name (spec §8 Login)', async ({ page, request }) => {
  const { email } = await createAccount(request, { firstName: 'Rhea' });
  await page.goto('/');
  await logInThroughDialog(page, email, 'Rhea');
  await expectToast(page, 'Welcome back, Rhea! Click your name to access your profile.');
});

test.describe('answers the server gives rarely (spec §8)', () => {
  test.use({ allowedHttpErrors: [[/\/api\/login$/, /\/api\/signup$/], { scope: 'test' }] });

  test('login: a server error, and a refusal without a message', async ({ page }) => {
    await page.goto('/');
    const dialog = await openLogin(page);
    await dialog.getByLabel('Email').fill(uniqueEmail());
    await dialog.getByLabel('Password').fill(PASSWORD);
    await page.route('**/api/login', (route) =>
      route.fulfill({ status: 500, json: { message: 'Internal Server Error' } }),
    );
    await dialog.getByRole('button', { name: 'Login' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('An error occurred during login. Please try again.');
    await page.unroute('**/api/login');
    await page.route('**/api/login', (route) => route.fulfill({ status: 400, json: {} }));
    await dialog.getByRole('button', { name: 'Login' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Login failed. Please try again.');
  });

  test('signup: 403 and any other failure', async ({ page }) => {
    await page.goto('/');
    await (await openLogin(page)).getByRole('button', { name: 'Create an account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign up' });
    await dialog.getByLabel('First name').fill('Ida');
    await dialog.getByLabel('Last name').fill('Wells');
    await dialog.getByLabel('Email').fill(uniqueEmail());
    await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await dialog.getByLabel('Confirm password').fill(PASSWORD);
    await page.route('**/api/signup', (route) => route.fulfill({ status: 403, json: { message: 'Forbidden' } }));
    await dialog.getByRole('button', { name: 'Sign up' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(
      'Unable to complete signup at this time. Please try again later.',
    );
    await page.unroute('**/api/signup');
    await page.route('**/api/signup', (route) => route.fulfill({ status: 502, body: 'Bad Gateway' }));
    await dialog.getByRole('button', { name: 'Sign up' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('An error occurred during signup. Please try again.');
  });
});

test('opening the binder reads the roles again, so a new contractor tier prices it at once (spec §4)', async ({
  page,
  request,
}) => {
  const { email } = await createAccount(request, { firstName: 'Tad' });
  await seedBinder(page, { items: [makeItem(rowNamed(await rowsOf(request, 'Base'), 'B12'))] });
  await logInThroughDialog(page, email, 'Tad');
  let panel = await openBinder(page);
  await expect(panel.getByText(/Trade Pro: -\d+%/)).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();

  await grantRole(email, 'Contractor User Bronze');
  panel = await openBinder(page);
  await expect(panel.getByText('Bronze Trade Pro: -20%')).toBeVisible();
});
