import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { createAccount, logInThroughDialog, seriousViolations } from './account-helpers.ts';
import { headerCount, makeItem, money, openBinder, rowNamed, rowsOf, seedBinder } from './binder-helpers.ts';
import { expectToast } from './store-helpers.ts';
import { startStripeStore, stripeStandInUrl, stripeStoreUrl, type StripeStore } from './stripe-store.ts';

/**
 * Card payment through Stripe Checkout, end to end, on a store instance configured with
 * Stripe keys. Stripe cannot be reached from here: a local stand-in answers the Stripe API
 * and serves a fake hosted checkout page whose Pay button sends the store the signed webhook
 * (the SDK's test-header helper) and redirects back, as Stripe does. Only navigations to that
 * page's origin are allowed; the store's pages still request nothing outside their own.
 */
test.describe.configure({ mode: 'serial' });
test.use({ baseURL: stripeStoreUrl, allowedNavigationOrigins: [stripeStandInUrl] });

let store: StripeStore;
test.beforeAll(async () => {
  test.setTimeout(120_000);
  store = await startStripeStore();
});
test.afterAll(async () => {
  await store.stop();
});

/** A verified shopper with one B12 at checkout; answers its price. */
const toCheckout = async (page: Page, request: Parameters<typeof createAccount>[0], firstName: string) => {
  const { email } = await createAccount(request, { firstName });
  const b12 = rowNamed(await rowsOf(request, 'Base'), 'B12');
  await seedBinder(page, { items: [makeItem(b12, { quantity: 2 })] }, '/');
  await logInThroughDialog(page, email, firstName);
  const panel = await openBinder(page);
  await panel.getByRole('button', { name: 'Checkout', exact: true }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await page.getByLabel('Billing address').fill('12 Elm St, Springfield, IL 62701');
  await page.getByLabel('Phone').fill('(217) 555-0188');
  return { email, price: b12.currency_price };
};

test('pays by card on Stripe’s page, and the signed webhook marks the order paid', async ({ page, request }) => {
  const { price } = await toCheckout(page, request, 'Carla');
  const payment = page.getByRole('group', { name: 'Payment' });
  await expect(payment.getByLabel(/Pay by card now/)).toBeChecked();
  await expect(payment.getByLabel(/Pay at the showroom/)).toBeVisible();
  // Delivery is paid by card: the showroom choice goes away.
  await page.getByLabel(/Freight delivery/).check();
  await expect(payment.getByLabel(/Pay at the showroom/)).toHaveCount(0);
  await expect(payment).toContainText('Delivery orders are paid by card before they ship.');
  await page.getByLabel(/Showroom pickup/).check();
  expect(await seriousViolations(page, 'form[aria-label="Checkout details"]')).toEqual([]);

  const subtotal = price * 2;
  const total = subtotal + Math.round((subtotal * 7) / 100);
  await page.getByRole('button', { name: 'Place order and pay' }).click();

  // On "Stripe": the amount is the server's total.
  await expect(page).toHaveURL(new RegExp(`^${stripeStandInUrl}/pay/cs_test_`));
  await expect(page.getByRole('heading', { name: 'Stand-in Stripe Checkout' })).toBeVisible();
  await expect(page.locator('#amount')).toHaveText(`${(total / 100).toFixed(2)} USD`);
  await page.getByRole('button', { name: 'Pay' }).click();

  await expect(page).toHaveURL(new RegExp(`^${stripeStoreUrl}/payment-confirmation\\?session_id=cs_test_`));
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeVisible();
  await expect(page.getByText('Payment received.')).toBeVisible();
  await expect(page.getByText(`Your card was charged ${money(total)}`)).toBeVisible();
  await expect(page.getByText('You pay when you collect it.')).toHaveCount(0);
  await expect(headerCount(page)).toHaveText('Binder (0)');
  expect(await seriousViolations(page, 'main')).toEqual([]);

  const number = (await page.getByText(/Your order number is/).innerText()).match(/#([A-Z2-9]{10})/)?.[1];
  await page.getByRole('button', { name: "Carla's Menu" }).click();
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  const history = page.getByRole('dialog', { name: 'Your profile' }).getByRole('tabpanel', { name: 'Order History' });
  await expect(history.getByRole('button', { name: new RegExp(`Order #${number}`) })).toContainText('Paid');
});

test.describe('coming back without paying', () => {
  // The first 'Pay by card' fails at the network on purpose.
  test.use({ allowedHttpErrors: [/\/api\/orders\/[^/]+\/payment$/] });

  test('comes back from Stripe without paying, and pays later from the confirmation page', async ({
    page,
    request,
  }) => {
    await toCheckout(page, request, 'Dana');
    await page.getByRole('button', { name: 'Place order and pay' }).click();
    await expect(page).toHaveURL(new RegExp(`^${stripeStandInUrl}/pay/cs_test_`));
    const stripePage = page.url();
    await page.getByRole('link', { name: 'Back to the store' }).click();

    await expect(page).toHaveURL(/\/payment-confirmation\?session_id=cs_test_[a-f0-9]+&payment=cancelled$/);
    await expect(page.getByText('Your card payment was not completed.')).toBeVisible();
    // A payment that went wrong offers payment support, with the order attached.
    await page.getByRole('button', { name: 'Problem with your payment?' }).click();
    const support = page.getByRole('dialog', { name: 'Payment Issue' });
    await expect(support.getByLabel('Subject')).toHaveValue('Problem with a payment');
    await support.getByText('Details sent with your message').click();
    await expect(support.getByRole('definition').filter({ hasText: 'card' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(support).toBeHidden();
    // The store cannot be reached: the shopper is told, and can try again.
    await page.route('**/api/orders/*/payment', (route) => route.abort('connectionrefused'));
    await page.getByRole('button', { name: 'Pay by card' }).click();
    await expectToast(page, 'We could not open the card payment page. Please try again.');
    await page.unroute('**/api/orders/*/payment');
    await page.getByRole('button', { name: 'Pay by card' }).click();
    // The same payment page, still open.
    await expect(page).toHaveURL(stripePage);
    await page.getByRole('button', { name: 'Pay' }).click();
    await expect(page.getByText('Payment received.')).toBeVisible();
  });
});

test('says the payment is being confirmed when the webhook has not arrived', async ({ page, request }) => {
  // The page looks for the payment for about 20 seconds before saying so.
  test.setTimeout(60_000);
  await toCheckout(page, request, 'Eve');
  await page.getByRole('button', { name: 'Place order and pay' }).click();
  await expect(page).toHaveURL(new RegExp(`^${stripeStandInUrl}/pay/cs_test_`));
  const sessionId = new URL(page.url()).pathname.split('/').pop() ?? '';
  // Stripe sent the shopper back, but its webhook is late.
  await page.goto(`/payment-confirmation?session_id=${sessionId}`);
  await expect(page.getByText('Confirming your card payment…')).toBeVisible();
  await expect(
    page.getByText('Your payment is being confirmed. We will e-mail you a receipt as soon as it is.'),
  ).toBeVisible({ timeout: 30_000 });
  // It arrives: the page shows it when the shopper comes back to the tab.
  const delivered = await store.stripe.pay(sessionId);
  expect(delivered.status).toBe(200);
  await page.reload();
  await expect(page.getByText('Payment received.')).toBeVisible();
});
