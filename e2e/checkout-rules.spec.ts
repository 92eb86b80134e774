import type { Page } from '@playwright/test';
import { formatCents } from '@rta/domain/pricing/money';
import type { Order } from '@rta/domain/api/orders';
import { test, expect } from './fixtures.ts';
import { createAccount, logInThroughDialog } from './account-helpers.ts';
import { grantRole } from './account-database.ts';
import { expectToast } from './store-helpers.ts';
import { confirm, makeItem, openBinder, rowNamed, rowsOf, seedBinder } from './binder-helpers.ts';

/** What a stored confirmation looks like (spec §3 Payment confirmation details). */
const CONFIRMATION = {
  orderId: 'RTA-ORD-ABCDEFGHJK',
  subtotal: 10_000,
  freight: 0,
  tax: 700,
  total: 10_700,
  isPickupPayment: true,
  fulfilment: 'pickup',
};

const logOut = async (page: Page, firstName: string) => {
  await page.getByRole('button', { name: `${firstName}'s Menu` }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page.getByRole('button', { name: 'Signup/Login' })).toBeVisible();
};

/** The signed-in shopper's orders, as the server keeps them. */
const ordersOf = async (page: Page): Promise<Order[]> => {
  const { token, fingerprint } = await page.evaluate(() => ({
    token: localStorage.getItem('token'),
    fingerprint: localStorage.getItem('deviceFingerprint'),
  }));
  const response = await page.request.get('/api/orders/user', {
    headers: { authorization: `Bearer ${token}`, 'x-device-fingerprint': fingerprint ?? '' },
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as Order[];
};

test.describe('who may open /checkout and /payment-confirmation (spec §2)', () => {
  // The login merges the binder and, for an unverified account, the profile is never opened: no 404s expected.
  test('a visitor, an unverified shopper and an empty binder are sent home; stored order details let a shopper in', async ({
    page,
    request,
  }) => {
    const b12 = makeItem(rowNamed(await rowsOf(request, 'Base'), 'B12'));

    // A visitor with a full binder, and a visitor with stored order details.
    await seedBinder(page, { items: [b12] });
    await page.goto('/checkout');
    await expect(page).toHaveURL(/\/$/);
    await page.evaluate(
      (details) => localStorage.setItem('paymentConfirmation', JSON.stringify(details)),
      CONFIRMATION,
    );
    await page.goto('/payment-confirmation');
    await expect(page).toHaveURL(/\/$/);

    // Signed in but not verified, with the binder still full: no checkout.
    const unverified = await createAccount(request, { firstName: 'Una', verified: false });
    await logInThroughDialog(page, unverified.email, 'Una');
    await page.goto('/checkout');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('button', { name: 'Binder (1)' })).toBeVisible();
    // Signed in: the confirmation needs its stored details, and shows them when they are there.
    await page.evaluate(() => localStorage.removeItem('paymentConfirmation'));
    await page.goto('/payment-confirmation');
    await expect(page).toHaveURL(/\/$/);
    await page.evaluate(
      (details) => localStorage.setItem('paymentConfirmation', JSON.stringify(details)),
      CONFIRMATION,
    );
    await page.goto('/payment-confirmation');
    await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeVisible();
    await expect(page.getByText('Your order number is #ABCDEFGHJK.')).toBeVisible();
    await logOut(page, 'Una');

    // Verified, with an empty binder (logout emptied it): no checkout either.
    const verified = await createAccount(request, { firstName: 'Vera' });
    await logInThroughDialog(page, verified.email, 'Vera');
    await page.goto('/checkout');
    await expect(page).toHaveURL(/\/$/);
  });

  test('the checkout guard asks on every visit: Back to a checkout whose binder was emptied meanwhile goes home', async ({
    page,
    request,
  }) => {
    const { email } = await createAccount(request, { firstName: 'Bea' });
    await seedBinder(page, { items: [makeItem(rowNamed(await rowsOf(request, 'Base'), 'B12'))] }, '/store');
    await logInThroughDialog(page, email, 'Bea');
    await page.goto('/checkout');
    await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();

    await page.getByRole('banner').getByRole('link', { name: 'Shop' }).click();
    await expect(page).toHaveURL(/\/store$/);
    const panel = await openBinder(page);
    await panel.getByRole('button', { name: 'Empty Binder' }).click();
    await confirm(page, 'Are you sure you want to empty your entire binder?', 'Empty Binder');
    await expect(panel.getByText('Your binder is empty.')).toBeVisible();
    await panel.getByRole('button', { name: 'Close' }).click();

    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toHaveCount(0);
  });
});

test.describe('the checkout page', () => {
  test.use({ allowedHttpErrors: [/\/api\/checkout\/prices$/] });

  test('keeps what was typed through a reload, shows a price the server changed, says when prices cannot be checked, and confirms a pickup order', async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    const { email } = await createAccount(request, { firstName: 'Pia' });
    const row = rowNamed(await rowsOf(request, 'Base'), 'B15');
    await seedBinder(page, { items: [makeItem(row)] });
    await logInThroughDialog(page, email, 'Pia');
    const panel = await openBinder(page);
    await panel.getByRole('button', { name: 'Checkout', exact: true }).click();
    await expect(page).toHaveURL(/\/checkout$/);

    // Spec §4: the checkout state is kept under 'checkoutState' and restored on entry.
    await page.getByLabel('Billing address').fill('9 Oak Ave, Springfield, IL 62704');
    await page.getByLabel('Phone').fill('2175550142');
    await expect.poll(() => page.evaluate(() => localStorage.getItem('checkoutState'))).toContain('9 Oak Ave');
    await page.reload();
    await expect(page.getByLabel('Billing address')).toHaveValue('9 Oak Ave, Springfield, IL 62704');
    await expect(page.getByLabel('Phone')).toHaveValue('2175550142');
    await expect(page.getByLabel('Order total')).toContainText(formatCents(row.currency_price));

    // The shopper became a Gold contractor meanwhile: the server prices for the tier it sees now,
    // and the page says which price changed.
    await grantRole(email, 'Contractor User Gold');
    const discounted = Math.round((row.currency_price * 60) / 100);
    await page.getByLabel(/Freight delivery/).check();
    await expect(page.getByRole('note')).toHaveText(
      `Price updated from ${formatCents(row.currency_price)} to ${formatCents(discounted)}`,
    );

    // Revalidation fails (after its retries): the spec's message, and a way to try again.
    await page.route('**/api/checkout/prices', (route) => route.fulfill({ status: 503, json: { message: 'down' } }));
    await page.getByLabel(/Showroom pickup/).check();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Unable to update prices. Please try again.' }).first(),
    ).toBeVisible({ timeout: 15_000 });
    await expectToast(page, 'Unable to update prices. Please try again.');
    await expect(page.getByRole('button', { name: 'Place order' })).toBeDisabled();
    await page.unroute('**/api/checkout/prices');
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByLabel('Order total')).toContainText(formatCents(discounted));

    // A pickup order: the confirmation shows the server's amounts and what happens next.
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(page).toHaveURL(/\/payment-confirmation$/);
    const [order] = await ordersOf(page);
    if (!order) throw new Error('no order was placed');
    expect(order).toMatchObject({ subtotal: discounted, freight: 0, isPickupPayment: true });
    await expect(page.getByText(`Your order number is #${order.data_order_id}.`)).toBeVisible();
    const totals = page.getByLabel('Order total');
    await expect(totals.getByRole('term')).toHaveText(['Subtotal', 'Freight', 'Tax', 'Total']);
    await expect(totals.getByRole('definition')).toHaveText([
      formatCents(order.subtotal),
      'Free',
      formatCents(order.tax),
      formatCents(order.total),
    ]);
    await expect(page.getByText(/when your order is ready for pickup at our showroom/)).toBeVisible();
    await expect(page.getByText(/You pay when you collect it\./)).toBeVisible();
  });
});
