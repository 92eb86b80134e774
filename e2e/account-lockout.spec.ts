import { test, expect } from './fixtures.ts';
import { createAccount, openLogin, PASSWORD } from './account-helpers.ts';

const TOO_MANY = 'Too many attempts. Please try again in 15 minutes.';

test.use({ allowedHttpErrors: [/\/api\/login$/] });

test('the login button waits for a valid form', async ({ page }) => {
  await page.goto('/');
  const dialog = await openLogin(page);
  const submit = dialog.getByRole('button', { name: 'Login' });
  await expect(dialog.getByLabel('Email')).toBeFocused();
  await expect(submit).toBeDisabled();
  await dialog.getByLabel('Email').fill('not-an-address');
  await dialog.getByLabel('Password').fill('anything');
  await expect(dialog.getByText('Please enter a valid email address.')).toBeVisible();
  await expect(submit).toBeDisabled();
  await dialog.getByLabel('Email').fill('  Someone@Example.com ');
  await expect(submit).toBeEnabled();
});

test('wrong passwords: the 401 message, the server lock on the third, the client lock after the fifth, kept across a reload', async ({
  page,
  request,
}) => {
  const { email } = await createAccount(request);
  await page.goto('/');
  const dialog = await openLogin(page);
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password').fill('Wrong#Guess1');
  const submit = dialog.getByRole('button', { name: 'Login' });
  const alert = dialog.getByRole('alert');

  await submit.click();
  await expect(alert).toHaveText('Invalid email or password.');
  await submit.click();
  await expect(alert).toHaveText('Invalid email or password.');
  // The server locks the address at its third failure (423), in the spec's words.
  await submit.click();
  await expect(alert).toHaveText(TOO_MANY);
  await expect(submit).toBeEnabled();
  // Even the right password is refused while the address is locked.
  await dialog.getByLabel('Password').fill(PASSWORD);
  await submit.click();
  await expect(submit).toBeEnabled();
  await submit.click();
  // Five failures: the browser stops trying for 15 minutes.
  await expect(submit).toBeDisabled();
  await expect(alert).toHaveText(TOO_MANY);
  const stored = await page.evaluate(
    () => JSON.parse(localStorage.getItem('authFailures') ?? 'null') as { count: number } | null,
  );
  expect(stored?.count).toBe(5);

  await page.reload();
  const again = await openLogin(page);
  await expect(again.getByRole('alert')).toHaveText(TOO_MANY);
  await again.getByLabel('Email').fill(email);
  await again.getByLabel('Password').fill(PASSWORD);
  await expect(again.getByRole('button', { name: 'Login' })).toBeDisabled();
  // Signup is blocked the same way.
  await again.getByRole('button', { name: 'Create an account' }).click();
  await expect(page.getByRole('dialog', { name: 'Sign up' }).getByRole('alert')).toHaveText(TOO_MANY);
});

test('the client lock ends 15 minutes after the last failure', async ({ page, request }) => {
  const { email } = await createAccount(request, { firstName: 'Lin' });
  // The page's clock, moved on by the test: a busy machine cannot make the lock run out early.
  await page.clock.install();
  await page.goto('/');
  // Five failures, the last one 15 minutes ago less a minute.
  await page.evaluate(() =>
    localStorage.setItem('authFailures', JSON.stringify({ count: 5, lastFailureAt: Date.now() - 900_000 + 60_000 })),
  );
  const dialog = await openLogin(page);
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password').fill(PASSWORD);
  await expect(dialog.getByRole('alert')).toHaveText(TOO_MANY);
  await expect(dialog.getByRole('button', { name: 'Login' })).toBeDisabled();
  await page.clock.fastForward('01:01');
  await expect(dialog.getByRole('button', { name: 'Login' })).toBeEnabled();
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('button', { name: "Lin's Menu" })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('authFailures'))).toBeNull();
});
