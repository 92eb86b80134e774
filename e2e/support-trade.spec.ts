import { test, expect } from './fixtures.ts';
import { expectToast } from './store-helpers.ts';
import {
  expectAccessible,
  outboxTo,
  submitAndCapture,
  supportEmail,
  TRADE_SUCCESS,
  zIndexOf,
} from './support-helpers.ts';

const openApplication = async (page: import('@playwright/test').Page) => {
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Trade Pros' }).click();
  await page.getByRole('menuitem', { name: 'Trade Pro Registration' }).click();
  const dialog = page.getByRole('dialog', { name: 'Trade Pro Registration' });
  await expect(dialog).toBeVisible();
  return dialog;
};

test('a full Trade Pro application, back and forth, with a step that fails, reaches the store', async ({
  page,
  request,
}) => {
  const dialog = await openApplication(page);
  expect(await zIndexOf(dialog)).toBe('1001');
  const steps = dialog.getByRole('list', { name: 'Application steps' });
  const heading = dialog.getByRole('heading', { level: 3 });
  await expect(heading).toHaveText('Step 1 of 3: Company');
  await expect(steps.getByRole('button', { name: 'Step 1: Company' })).toHaveAttribute('aria-current', 'step');
  await expect(dialog.getByRole('button', { name: 'Previous' })).toHaveCount(0);
  await expectAccessible(page);

  // Step 1 cannot be left empty.
  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Please complete all required fields in the current step.');
  await expect(dialog.getByText('Company Name is required')).toBeVisible();
  await expect(dialog.getByText('Company Description is required')).toBeVisible();
  await expect(dialog.getByText('Location is required')).toBeVisible();
  await expect(dialog.getByLabel('Company Name')).toBeFocused();
  await expect(heading).toHaveText('Step 1 of 3: Company');
  await expectAccessible(page);

  await dialog.getByLabel('Company Name').fill('B');
  await dialog.getByLabel('Company Description').fill('Kitchens');
  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(dialog.getByText('Company Name must be at least 2 characters')).toBeVisible();
  await expect(dialog.getByText('Company Description must be at least 10 characters')).toBeVisible();

  await dialog.getByLabel('Company Name').fill('Birch Street Builders');
  await dialog.getByLabel('Company Description').fill('Kitchens and baths for homeowners in the valley.');
  await expect(dialog.getByText('48/500')).toBeVisible();
  await dialog.getByLabel('Location').fill('Peoria, IL');
  await dialog.getByLabel('Website (optional)').fill('birch.example');

  // Asking for step 3 from step 1 lands on step 2 only.
  await steps.getByRole('button', { name: 'Step 3: Business size' }).click();
  await expect(heading).toHaveText('Step 2 of 3: Owner and contact');
  await expect(heading).toBeFocused();

  // The phone is formatted while typed; a short number fails the step.
  const email = supportEmail('trade');
  await dialog.getByLabel('Owner Name').fill('Ruth Birch');
  await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
  await dialog.getByRole('textbox', { name: 'Phone' }).pressSequentially('309555');
  await expect(dialog.getByRole('textbox', { name: 'Phone' })).toHaveValue('(309) 555');
  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Please complete all required fields in the current step.');
  await expect(dialog.getByText('Please enter a valid 10-digit phone number')).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Phone' })).toBeFocused();
  await dialog.getByRole('textbox', { name: 'Phone' }).pressSequentially('0147');
  await expect(dialog.getByRole('textbox', { name: 'Phone' })).toHaveValue('(309) 555-0147');
  await expect(dialog.getByText('Please enter a valid 10-digit phone number')).toBeHidden();
  await dialog.getByRole('radio', { name: 'Phone' }).check();

  // Back to step 1: what was typed is still there; then forward again.
  await dialog.getByRole('button', { name: 'Previous' }).click();
  await expect(heading).toHaveText('Step 1 of 3: Company');
  await expect(dialog.getByLabel('Company Name')).toHaveValue('Birch Street Builders');
  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(dialog.getByRole('textbox', { name: 'Phone' })).toHaveValue('(309) 555-0147');
  await expect(dialog.getByRole('radio', { name: 'Phone' })).toBeChecked();
  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(heading).toHaveText('Step 3 of 3: Business size');

  // Step 3: the years run from 'Less than 1 year' to '50+ years'; the revenue options of §3.
  const years = dialog.getByLabel('Years in Business');
  await expect(years.locator('option')).toHaveCount(52);
  await expect(years.locator('option').nth(1)).toHaveText('Less than 1 year');
  await expect(years.locator('option').last()).toHaveText('50+ years');
  await expect(dialog.getByLabel('Annual Revenue').locator('option')).toHaveText([
    'Select annual revenue',
    'Under $100,000',
    '$100,000 – $250,000',
    '$250,000 – $500,000',
    '$500,000 – $1 million',
    '$1 million – $5 million',
    'Over $5 million',
  ]);
  await dialog.getByRole('button', { name: 'Submit Application' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Please fill in all required fields correctly.');
  await expect(dialog.getByText('Years in Business is required')).toBeVisible();
  await expectAccessible(page);

  await years.selectOption({ label: 'Less than 1 year' });
  await dialog.getByLabel('Annual Revenue').selectOption({ label: '$250,000 – $500,000' });
  await dialog.getByLabel('Projects per Year').fill('1001');
  await dialog.getByRole('button', { name: 'Submit Application' }).click();
  await expect(dialog.getByText('Projects per Year must be a whole number from 0 to 1000')).toBeVisible();
  await dialog.getByLabel('Projects per Year').fill('24');

  const { sent, status, answer } = await submitAndCapture(page, dialog, 'Submit Application');
  expect(status).toBe(201);
  expect(answer).toMatchObject({ success: true, message: TRADE_SUCCESS });
  expect(sent).toMatchObject({
    formType: 'trade_pro_registration',
    context: 'trade_pro_registration',
    name: 'Ruth Birch',
    email,
    subject: 'Trade Pro Application - Birch Street Builders',
    application: {
      companyName: 'Birch Street Builders',
      phone: '(309) 555-0147',
      yearsInBusiness: 0,
      annualRevenue: '250k-500k',
      projectsPerYear: 24,
    },
  });
  expect(String(sent.message).split('\n')).toEqual([
    'Company Name: Birch Street Builders',
    'Company Description: Kitchens and baths for homeowners in the valley.',
    'Location: Peoria, IL',
    'Website: https://birch.example',
    'Owner Name: Ruth Birch',
    `Email: ${email}`,
    'Phone: (309) 555-0147',
    'Preferred Contact Method: Phone',
    'Years in Business: Less than 1 year',
    'Annual Revenue: $250,000 – $500,000',
    'Projects per Year: 24',
  ]);
  await expectToast(page, TRADE_SUCCESS);
  await expect(dialog).toBeHidden();

  const toApplicant = await outboxTo(request, email);
  if (toApplicant) {
    expect(toApplicant.map((mail) => mail.subject)).toEqual([
      'We received your Trade Pro application - RTA Cabinet Store',
    ]);
    const toStore = (await outboxTo(request, 'support@localhost')) ?? [];
    const copy = toStore.find(
      (mail) => mail.subject === '[Trade Pro Application] Trade Pro Application - Birch Street Builders',
    );
    expect(copy?.text).toContain('Years in Business: Less than 1 year');
  }
});

test('the application submits from the keyboard, step by step with Enter', async ({ page }) => {
  const dialog = await openApplication(page);
  await expect(dialog.getByLabel('Company Name')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('alert')).toHaveText('Please complete all required fields in the current step.');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Trade Pros' })).toBeFocused();
});
