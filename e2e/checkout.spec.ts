import { test, expect } from './fixtures.ts';
import { createAccount, logInThroughDialog } from './account-helpers.ts';
import { grantRole } from './account-database.ts';
import { binderCount, card, configure, expectToast } from './store-helpers.ts';
import { headerCount, makeItem, makeLabel, openBinder, rowNamed, rowsOf, seedBinder } from './binder-helpers.ts';

test('from an empty binder through labels, a contractor discount and checkout to the order history', async ({
  page,
  request,
}) => {
  const { email } = await createAccount(request, { firstName: 'Cora', lastName: 'Builder' });
  await grantRole(email, 'Contractor User Silver');

  // A guest fills a label before signing in; login merges it into the account's binder.
  const wall = await rowsOf(request, 'Wall');
  await seedBinder(
    page,
    { items: [], labels: [makeLabel('island', 'Island', [makeItem(rowNamed(wall, 'W3030'), { glass: true })])] },
    '/store',
  );
  await expect(headerCount(page)).toHaveText('Binder (1)');
  const base = card(page, 'Base Cabinets');
  await configure(base, '1 Door 1 Drawer', 'B12');
  await base.getByRole('button', { name: 'Add to Binder' }).click();
  await expectToast(page, 'Item added to binder');
  await expect(binderCount(page)).toHaveText('Binder (2)');
  // The header hid while scrolling down to the card; it is back at the top.
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await logInThroughDialog(page, email, 'Cora');

  const panel = await openBinder(page);
  await expect(panel.getByText('Silver Trade Pro: -30%')).toBeVisible();
  await expect(panel.getByRole('region', { name: 'Island', exact: true })).toContainText('W3030GD');
  await panel.getByRole('button', { name: 'Checkout', exact: true }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page).toHaveTitle(/^Checkout \| /);

  // Lines grouped by label, priced by the server with the discount.
  const b12 = rowNamed(await rowsOf(request, 'Base'), 'B12');
  const w3030 = rowNamed(wall, 'W3030');
  const b12Price = Math.round((b12.currency_price * 70) / 100);
  const w3030Price = Math.round(((w3030.currency_price + (w3030.data_gprice ?? 0)) * 70) / 100);
  await expect(page.getByRole('region', { name: 'Binder' })).toContainText('1 × B12');
  await expect(page.getByRole('region', { name: 'Island' })).toContainText('1 × W3030GD');
  const money = (cents: number) => `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
  await expect(page.getByLabel('Order total')).toContainText(money(b12Price + w3030Price));

  // Details, with a bad phone first.
  await page.getByLabel('Billing address').fill('12 Elm St, Springfield, IL 62701');
  await page.getByLabel('Phone').fill('555-01');
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByText('Please enter a valid 10-digit phone number')).toBeVisible();
  await page.getByLabel('Phone').fill('(217) 555-0199');
  await page.getByLabel(/Freight delivery/).check();
  await expect(page.getByLabel('Order total')).toContainText('Freight');
  await page.getByRole('button', { name: 'Place order' }).click();

  await expect(page).toHaveURL(/\/payment-confirmation$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeVisible();
  const number = (await page.getByText(/Your order number is/).innerText()).match(/#([A-Z2-9]{10})/)?.[1];
  expect(number).toBeTruthy();
  await expect(page.getByText(/ships by freight/)).toBeVisible();
  await expect(headerCount(page)).toHaveText('Binder (0)');

  // The order is in the profile's Order History, with its items grouped by label.
  await page.getByRole('button', { name: "Cora's Menu" }).click();
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  const profile = page.getByRole('dialog', { name: 'Your profile' });
  const history = profile.getByRole('tabpanel', { name: 'Order History' });
  const order = history.getByRole('button', { name: new RegExp(`Order #${number}`) });
  await expect(order).toContainText('Pending payment');
  await order.click();
  await expect(history.getByRole('region', { name: 'Island' })).toContainText('Shaker - Wall Cabinets 30" High');
  await expect(history.getByRole('region', { name: 'Island' })).toContainText('Glass door');
  await expect(history).toContainText('(217) 555-0199');
  await history.getByRole('button', { name: 'Need Order Support?' }).click();
  await expect(page.getByRole('dialog', { name: /order support/i })).toBeVisible();
});

test.describe('failures', () => {
  test.use({ allowedHttpErrors: [/\/api\/orders$/] });

  test('a checkout that cannot be placed says so and keeps the binder', async ({ page, request }) => {
    const { email } = await createAccount(request, { firstName: 'Fay' });
    await seedBinder(page, { items: [makeItem(rowNamed(await rowsOf(request, 'Base'), 'B15'))] }, '/');
    await logInThroughDialog(page, email, 'Fay');
    const panel = await openBinder(page);
    await panel.getByRole('button', { name: 'Checkout', exact: true }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    await page.route('**/api/orders', (route) => route.fulfill({ status: 503, json: { message: 'down' } }));
    await page.getByLabel('Billing address').fill('1 Main St, Springfield');
    await page.getByLabel('Phone').fill('2175550100');
    await page.getByRole('button', { name: 'Place order' }).click();
    await expectToast(page, 'Failed to proceed to checkout. Please try again.');
    await expect(page).toHaveURL(/\/checkout$/);
    expect(await page.evaluate(() => localStorage.getItem('checkoutState'))).toBeNull();
    await expect(headerCount(page)).toHaveText('Binder (1)');
  });
});
