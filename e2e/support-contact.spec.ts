import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { SUPPORT_CONTEXTS } from '@rta/domain/support/contexts';
import { binderCount, card, configure, expectToast, openCategoryFromHome } from './store-helpers.ts';
import { openBinder } from './binder-helpers.ts';
import {
  expectAccessible,
  outboxTo,
  signedInAs,
  submitAndCapture,
  SUCCESS,
  supportEmail,
  zIndexOf,
} from './support-helpers.ts';

test.describe('the contact modal from the footer (site support)', () => {
  test('checks the form, counts the message, sends it and closes', async ({ page, request }) => {
    await page.goto('/visit');
    await page.getByRole('contentinfo').getByRole('button', { name: 'Need site support?' }).click();
    const dialog = page.getByRole('dialog', { name: 'Need site support?' });
    await expect(dialog).toBeVisible();
    expect(await zIndexOf(dialog)).toBe('1001');
    await expect(dialog.getByLabel('Name')).toBeFocused();
    await expect(dialog.getByLabel('Subject')).toHaveValue('Help with the website');
    await expectAccessible(page);

    // The spec's messages, under their fields.
    await dialog.getByLabel('Subject').fill('');
    await dialog.getByRole('button', { name: 'Send Message' }).click();
    await expect(dialog.getByText('Please enter your name')).toBeVisible();
    await expect(dialog.getByText('Please enter a valid email address')).toBeVisible();
    await expect(dialog.getByText('Subject is required')).toBeVisible();
    await expect(dialog.getByText('Message must be at least 10 characters')).toBeVisible();
    await expect(dialog.getByLabel('Name')).toBeFocused();
    await expectAccessible(page);

    // The counter: 0/1000, warning-coloured above 900, and a message over 1000 is refused.
    const counter = dialog.getByText(/^\d+\/1000/);
    const message = dialog.getByLabel('Message');
    await message.fill('x'.repeat(900));
    await expect(counter).toHaveText('900/1000 characters');
    await expect(counter).toHaveAttribute('data-warning', 'false');
    await message.fill('x'.repeat(901));
    await expect(counter).toHaveAttribute('data-warning', 'true');
    expect(await counter.evaluate((el) => getComputedStyle(el).color)).toBe('rgb(138, 90, 0)');
    await message.fill('x'.repeat(1001));
    await message.blur();
    await expect(dialog.getByText('Message must not exceed 1000 characters')).toBeVisible();

    const sender = supportEmail('footer');
    await dialog.getByLabel('Name').fill('Grace Hopper');
    await dialog.getByLabel('E-mail').fill(sender);
    await dialog.getByLabel('Subject').fill('Hours on holidays');
    await message.fill('Are you open on the Monday after Easter?');
    const { sent, status, answer } = await submitAndCapture(page, dialog, 'Send Message');
    expect(status).toBe(201);
    expect(answer).toMatchObject({ success: true });
    expect(sent).toMatchObject({
      formType: 'contact',
      context: 'site_support',
      priority: 'normal',
      name: 'Grace Hopper',
      email: sender,
      subject: 'Hours on holidays',
      details: { url: '/visit', browser: expect.stringContaining('Chrom') },
    });
    await expectToast(page, SUCCESS);
    await expect(dialog).toBeHidden();

    const toSender = await outboxTo(request, sender);
    if (toSender) {
      expect(toSender.map((mail) => mail.subject)).toEqual(['We received your message - RTA Cabinet Store']);
      const toStore = (await outboxTo(request, 'support@localhost')) ?? [];
      expect(toStore.find((mail) => mail.subject === '[Site Support] Hours on holidays')?.text).toContain(
        'Monday after Easter',
      );
    }
  });

  test('works from the keyboard and gives focus back when closed', async ({ page }) => {
    await page.goto('/');
    const opener = page.getByRole('contentinfo').getByRole('button', { name: 'Need site support?' });
    // A server-rendered control takes focus once the page has hydrated (ui/until-hydrated.tsx).
    await expect(opener).toBeEnabled();
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Need site support?' });
    await expect(dialog.getByLabel('Name')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(dialog.getByLabel('E-mail')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });
});

test('the FAQ opens the contact modal for a question the FAQ does not answer', async ({ page }) => {
  await page.goto('/faq');
  await page.getByRole('button', { name: 'Still have a question?' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ask Us a Question' });
  await expect(dialog).toContainText('Did not find your answer in the FAQ?');
  expect(await zIndexOf(dialog)).toBe('1001');
  await dialog.getByLabel('Name').fill('Ada Lovelace');
  await dialog.getByLabel('E-mail').fill(supportEmail('faq'));
  await dialog.getByLabel('Message').fill('Do the drawer boxes come with soft-close slides?');
  const { sent, status } = await submitAndCapture(page, dialog, 'Send Message');
  expect(status).toBe(201);
  expect(sent).toMatchObject({ context: 'faq_support', subject: 'Question not in the FAQ', details: { url: '/faq' } });
  expect(sent.details).not.toHaveProperty('browser');
  await expectToast(page, SUCCESS);
});

test('the binder’s Support button opens binder support', async ({ page }) => {
  await page.goto('/');
  // The other modals sit at 1000, below the contact modal's 1001 (spec §2).
  await page.getByRole('button', { name: 'Signup/Login' }).click();
  expect(await zIndexOf(page.getByRole('dialog', { name: 'Login' }))).toBe('1000');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: /^Binder \(\d+\)$/ }).click();
  const binder = page.getByRole('dialog', { name: 'Your Binder' });
  expect(await zIndexOf(binder)).toBe('1000');
  await binder.getByRole('button', { name: 'Support' }).click();
  const dialog = page.getByRole('dialog', { name: 'Binder Support' });
  await expect(dialog).toContainText('Need help with the cabinets in your binder');
  expect(await zIndexOf(dialog)).toBe('1001');
  await expect(dialog.getByLabel('Subject')).toHaveValue('Help with my binder');
  await dialog.getByLabel('Name').fill('Katherine Johnson');
  await dialog.getByLabel('E-mail').fill(supportEmail('binder'));
  await dialog.getByLabel('Message').fill('How do I move a cabinet between labels on a phone?');
  const { sent, status } = await submitAndCapture(page, dialog, 'Send Message');
  expect(status).toBe(201);
  expect(sent).toMatchObject({ context: 'cart_support', priority: 'medium' });
});

test('checkout opens the contact modal in checkout support', async ({ page, request }) => {
  const { email } = await signedInAs(page, request, { verified: true });
  await page.goto('/store');
  await expect(page.getByRole('button', { name: "Rosa's Menu" })).toBeVisible();
  const base = card(page, 'Base Cabinets');
  await configure(base, '1 Door 1 Drawer', 'B12');
  await base.getByRole('button', { name: 'Add to Binder' }).click();
  await expect(binderCount(page)).toHaveText('Binder (1)');
  const panel = await openBinder(page);
  await panel.getByRole('button', { name: 'Checkout', exact: true }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await page.getByRole('button', { name: 'Need help with checkout?' }).click();
  const dialog = page.getByRole('dialog', { name: SUPPORT_CONTEXTS.checkout_support.title });
  await expect(dialog).toBeVisible();
  expect(await zIndexOf(dialog)).toBe('1001');
  await expect(dialog.getByLabel('Subject')).toHaveValue(SUPPORT_CONTEXTS.checkout_support.defaultSubject);
  await expect(dialog.getByLabel('E-mail')).toHaveValue(email);
  await dialog.getByLabel('Message').fill('Can I pick up on a Saturday instead?');
  const { sent, status } = await submitAndCapture(page, dialog, 'Send Message');
  expect(status).toBe(201);
  expect(sent).toMatchObject({
    context: 'checkout_support',
    priority: SUPPORT_CONTEXTS.checkout_support.priority,
    email,
    details: { url: '/checkout' },
  });
  await expectToast(page, SUCCESS);
});

test('a cabinet card opens a product question about that cabinet', async ({ page }) => {
  await page.goto('/store?category=Wall');
  const wall = card(page, 'Wall Cabinets 30" High');
  await configure(wall, '2 Doors', 'W3030');
  await wall.getByRole('button', { name: 'Ask about this cabinet' }).click();
  const dialog = page.getByRole('dialog', { name: SUPPORT_CONTEXTS.product_question.title });
  await expect(dialog.getByLabel('Subject')).toHaveValue(SUPPORT_CONTEXTS.product_question.defaultSubject);
  await dialog.getByLabel('Name').fill('Grace Hopper');
  await dialog.getByLabel('E-mail').fill(supportEmail('product'));
  await dialog.getByLabel('Message').fill('Can the W3030 be hung 18 inches above the counter?');
  const { sent, status } = await submitAndCapture(page, dialog, 'Send Message');
  expect(status).toBe(201);
  expect(sent).toMatchObject({
    context: 'product_question',
    priority: SUPPORT_CONTEXTS.product_question.priority,
    details: { productId: 'W3030', productName: 'Wall Cabinets 30" High W3030', category: 'Wall' },
  });
  await expectToast(page, SUCCESS);
});

test.describe('error states', () => {
  test.use({ allowedHttpErrors: [/\/api\/cabinets\//] });

  test('a catalogue that fails to load offers support with the error details', async ({ page }) => {
    await page.route('**/api/cabinets/Tall?*', (route) => route.fulfill({ status: 500, json: { message: 'boom' } }));
    await openCategoryFromHome(page, 'Tall');
    // Three retries, 1 + 2 + 3 s apart, come first (spec §9).
    await expect(page.getByRole('main').getByRole('alert')).toHaveText('Failed to fetch types after 3 attempts', {
      timeout: 15_000,
    });
    await page.getByRole('main').getByRole('button', { name: 'Contact support' }).click();
    const dialog = page.getByRole('dialog', { name: 'Report a Problem' });
    await dialog.getByText('Details sent with your message').click();
    await expect(
      dialog.getByRole('definition').filter({ hasText: 'Failed to fetch types after 3 attempts' }),
    ).toBeVisible();
    await expectAccessible(page);
    await dialog.getByLabel('Name').fill('Alan Turing');
    await dialog.getByLabel('E-mail').fill(supportEmail('error'));
    await dialog.getByLabel('Message').fill('The tall cabinets page will not load for me.');
    const { sent, status } = await submitAndCapture(page, dialog, 'Send Message');
    expect(status).toBe(201);
    expect(sent).toMatchObject({
      context: 'technical_error',
      priority: 'high',
      subject: 'Error on the site',
      details: { errorCode: 'catalogue_load', errorMessage: 'Failed to fetch types after 3 attempts', url: '/store' },
    });
  });
});

test.describe('what the modal says for each answer (spec §8)', () => {
  test.use({ allowedHttpErrors: [/\/api\/contact$/] });

  /** Sends the footer's site support form filled in, and gives back its dialog to read the answer in. */
  const sendSiteSupportMessage = async (page: Page) => {
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('button', { name: 'Need site support?' }).click();
    const dialog = page.getByRole('dialog', { name: 'Need site support?' });
    await dialog.getByLabel('Name').fill('Ann Lee');
    await dialog.getByLabel('E-mail').fill('ann@example.com');
    await dialog.getByLabel('Message').fill('Just checking how errors read.');
    await dialog.getByRole('button', { name: 'Send Message' }).click();
    return dialog;
  };

  for (const [label, status, json, shown] of [
    [
      '400 with errors',
      400,
      { message: 'x', errors: ['Please enter your name', 'Subject is required'] },
      'Please enter your name, Subject is required',
    ],
    ['400 with a message', 400, { message: 'Please select an order' }, 'Please select an order'],
    ['429', 429, { message: 'Rate limit exceeded' }, 'Too many requests. Please try again later.'],
    ['5xx', 503, { message: 'down' }, 'Server error. Please try again later.'],
    ['anything else', 418, {}, 'Failed to send message. Please try again.'],
  ] as const) {
    test(`${label}: “${shown}”, and the form stays open to try again`, async ({ page }) => {
      await page.route('**/api/contact', (route) => route.fulfill({ status, json }));
      const dialog = await sendSiteSupportMessage(page);
      await expect(dialog.getByRole('alert')).toHaveText(shown);
      await expect(dialog.getByLabel('Message')).toHaveValue('Just checking how errors read.');
    });
  }

  test('400 saying emailSent is a success', async ({ page }) => {
    await page.route('**/api/contact', (route) =>
      route.fulfill({ status: 400, json: { emailSent: true, message: 'Stored late' } }),
    );
    const dialog = await sendSiteSupportMessage(page);
    await expectToast(page, 'Message sent successfully');
    await expect(dialog).toBeHidden();
  });
});
