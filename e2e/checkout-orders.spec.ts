import type { Page } from '@playwright/test';
import { CHECKOUT_MESSAGES, ORDER_TOTAL_MAX_CENTS } from '@rta/domain/checkout/rules';
import type { Order } from '@rta/domain/api/orders';
import { test, expect } from './fixtures.ts';
import { createAccount, logInThroughDialog, seriousViolations } from './account-helpers.ts';
import { expectToast } from './store-helpers.ts';
import { headerCount, makeItem, openBinder, rowNamed, rowsOf, seedBinder } from './binder-helpers.ts';

/** The signed-in shopper's orders, as the server keeps them (none: an empty list). */
const ordersOf = async (page: Page): Promise<Order[]> => {
  const { token, fingerprint } = await page.evaluate(() => ({
    token: localStorage.getItem('token'),
    fingerprint: localStorage.getItem('deviceFingerprint'),
  }));
  const response = await page.request.get('/api/orders/user', {
    headers: { authorization: `Bearer ${token}`, 'x-device-fingerprint': fingerprint ?? '' },
  });
  if (response.status() === 404) return [];
  expect(response.status()).toBe(200);
  return (await response.json()) as Order[];
};

const toCheckout = async (page: Page) => {
  const panel = await openBinder(page);
  await panel.getByRole('button', { name: 'Checkout', exact: true }).click();
  await expect(page).toHaveURL(/\/checkout$/);
};

test('a binder over the most one order may total says so before Place order, and cannot be placed', async ({
  page,
  request,
}) => {
  const { email } = await createAccount(request, { firstName: 'Max' });
  const tall = await rowsOf(request, 'Tall');
  // 999 of each of two pantries: about $1.8 M with tax, over the store's $999,999.99.
  await seedBinder(page, {
    items: [makeItem(rowNamed(tall, 'P2490'), { quantity: 999 }), makeItem(rowNamed(tall, 'P2484'), { quantity: 999 })],
  });
  await logInThroughDialog(page, email, 'Max');
  await toCheckout(page);

  const message = 'An order can total at most $999,999.99. Split this binder into smaller orders.';
  expect(CHECKOUT_MESSAGES.totalTooLarge(ORDER_TOTAL_MAX_CENTS)).toBe(message);
  await expect(page.getByRole('alert').filter({ hasText: message })).toBeVisible();
  await expect(page.getByLabel('Order total')).toContainText(/Total\$1,8\d\d,\d{3}\.\d\d/);
  await page.getByLabel('Billing address').fill('12 Elm St, Springfield, IL 62701');
  await page.getByLabel('Phone').fill('(217) 555-0100');
  await expect(page.getByRole('button', { name: 'Place order' })).toBeDisabled();
  expect(await seriousViolations(page, 'main')).toEqual([]);
  expect(await ordersOf(page)).toEqual([]);
});

test.describe('an answer lost on the way back', () => {
  test.use({ allowedHttpErrors: [/\/api\/orders$/], allowedConsoleErrors: [/net::ERR_CONNECTION_RESET/] });

  test('the same order pressed again is placed once; a changed order is placed as a new one', async ({
    page,
    request,
  }) => {
    const { email } = await createAccount(request, { firstName: 'Lia' });
    await seedBinder(page, { items: [makeItem(rowNamed(await rowsOf(request, 'Base'), 'B15'))] });
    await logInThroughDialog(page, email, 'Lia');
    await toCheckout(page);
    await page.getByLabel('Billing address').fill('12 Elm St, Springfield, IL 62701');
    await page.getByLabel('Phone').fill('(217) 555-0100');

    // The store places the order, but its answer never reaches the browser: twice.
    await page.route('**/api/orders', async (route) => {
      await route.fetch();
      await route.abort('connectionreset');
    });
    for (let attempt = 0; attempt < 2; attempt++) {
      const lost = page.waitForEvent('requestfailed', (failed) => new URL(failed.url()).pathname === '/api/orders');
      await page.getByRole('button', { name: 'Place order' }).click();
      await lost;
      await expectToast(page, CHECKOUT_MESSAGES.proceedFailed);
    }
    const [first, ...others] = await ordersOf(page);
    expect(others).toEqual([]);
    expect(first?.fulfilment).toBe('pickup');
    await page.unroute('**/api/orders');

    // The shopper changes the order, to delivery: it is another order, and it is placed.
    await page.getByLabel(/Freight delivery/).check();
    await expect(page.getByLabel('Order total')).toContainText('$149.00');
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(page).toHaveURL(/\/payment-confirmation$/);
    await expect(page.getByText(/ships by freight/)).toBeVisible();
    await expect(headerCount(page)).toHaveText('Binder (0)');
    expect((await ordersOf(page)).map((order) => order.fulfilment)).toEqual(['delivery', 'pickup']);
  });
});
