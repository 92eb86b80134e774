import { NATURAL_MAPLE_RGB } from '@rta/domain/drawing/paint-shades';
import { test, expect } from './fixtures.ts';
import { latestMail, seriousViolations, startSignedIn } from './account-helpers.ts';
import { expectToast } from './store-helpers.ts';
import { customerWithOrder, staffPage } from './staff-console-helpers.ts';

/**
 * Issue 9, orders: staff find an order, move it along and take the payment at the showroom;
 * the customer is e-mailed and sees the new status in the order history.
 */

// Each test signs up two or three people and walks several pages on a shared, busy CPU.
test.describe.configure({ timeout: 90_000 });

test('staff change an order’s status, then the customer sees it in their order history', async ({
  page,
  request,
  browser,
}) => {
  const customer = await customerWithOrder(request);
  const number = customer.order.data_order_id;
  const staff = await staffPage(browser, request);
  const desk = staff.page;

  // The list, filtered by the customer's e-mail, from the keyboard.
  await desk.goto('/staff/orders');
  await expect(desk.getByRole('heading', { level: 2, name: 'Orders' })).toBeVisible();
  const search = desk.getByRole('searchbox', { name: 'Customer' });
  await search.fill(customer.email);
  await search.press('Enter');
  await expect(desk).toHaveURL(/[?&]q=/);
  const table = desk.getByRole('table', { name: 'Orders, newest first' });
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table).toContainText('Olive Oakley');
  await expect(table).toContainText('Pending payment');
  expect(await seriousViolations(desk, 'main')).toEqual([]);
  // Status and dates (the staff member's local days, 'To' included) narrow it further.
  const filters = desk.getByRole('search', { name: 'Filter orders' });
  const localDay = (daysAgo: number) =>
    desk.evaluate((n) => new Date(Date.now() - n * 86_400_000).toLocaleDateString('en-CA'), daysAgo);
  const apply = async (status: string, from: string, to: string) => {
    await filters.getByRole('combobox', { name: 'Status', exact: true }).selectOption({ label: status });
    await filters.getByRole('textbox', { name: 'From', exact: true }).fill(from);
    await filters.getByRole('textbox', { name: 'To', exact: true }).fill(to);
    await filters.getByRole('button', { name: 'Apply filters' }).click();
  };
  await apply('Pending payment', await localDay(0), await localDay(0));
  await expect(desk.getByRole('status').filter({ hasText: /orders?$/ })).toHaveText('1 order');
  await apply('Pending payment', await localDay(1), await localDay(1));
  await expect(desk.getByText('No orders match these filters.')).toBeVisible();
  await apply('Completed', await localDay(0), await localDay(0));
  await expect(desk.getByText('No orders match these filters.')).toBeVisible();
  await apply('All statuses', '', '');
  await expect(table.getByRole('row')).toHaveCount(2);
  await table.getByRole('link', { name: `#${number}` }).focus();
  await desk.keyboard.press('Enter');

  // The detail: only the moves the rules allow are offered.
  await expect(desk.getByRole('heading', { level: 2, name: new RegExp(`Order #${number}`) })).toBeVisible();
  const newStatus = desk.getByLabel('New status');
  await expect(newStatus.getByRole('option')).toHaveText(['Processing', 'Ready for pickup', 'Cancelled']);
  await newStatus.selectOption({ label: 'Ready for pickup' });
  await desk.getByLabel('Note to the customer (optional)').fill('Your cabinets are in bay 3.');
  await desk.getByRole('button', { name: 'Update status' }).click();
  await expectToast(desk, `Order #${number} is now ready for pickup. The customer has been e-mailed.`);
  await expect(desk.getByRole('heading', { level: 2, name: new RegExp(`Order #${number}`) })).toContainText(
    'Ready for pickup',
  );
  const history = desk.getByRole('region', { name: 'Status history' });
  await expect(history).toContainText('Ready for pickup');
  await expect(history).toContainText('Your cabinets are in bay 3.');
  await expect(history).toContainText(`by ${staff.email}`);
  await expect(newStatus.getByRole('option')).toHaveText(['Cancelled']);

  // Completing needs the payment first: the showroom takes it.
  const payment = desk.getByRole('region', { name: 'Showroom payment' });
  await payment.getByRole('button', { name: 'Record payment' }).click();
  await expect(payment.getByText('Choose cash, card terminal or cheque.')).toBeVisible();
  await payment.getByLabel('Cash').check();
  await payment.getByRole('button', { name: 'Record payment' }).click();
  await expectToast(desk, new RegExp(`Payment of \\$[\\d,.]+ recorded for order #${number}\\.`));
  await expect(payment).toContainText('at the showroom (cash)');
  await expect(newStatus.getByRole('option')).toHaveText(['Completed', 'Cancelled']);
  expect(await seriousViolations(desk, 'main')).toEqual([]);

  // The printable sheet: a pick list per label, each cabinet drawn.
  await desk.getByRole('link', { name: 'Print order sheet' }).click();
  await expect(desk.getByRole('heading', { level: 2, name: `Order sheet: Order #${number}` })).toBeVisible();
  const island = desk.getByRole('region', { name: 'Pick list: Island' });
  await expect(island).toContainText('W3030GD');
  await expect(island).toContainText('(glass door)');
  const binder = desk.getByRole('region', { name: 'Pick list: Binder' });
  await expect(binder).toContainText('Naval (SW 6244)');
  await expect(binder.locator('svg')).toHaveCount(1);
  await expect(desk.locator('article svg')).toHaveCount(2);
  // Each cabinet is drawn in its paint: Naval's RGB, and natural maple when unfinished.
  await expect(binder.locator('svg [fill="#2f3d4c"]').first()).toBeAttached();
  await expect(island.locator(`svg [fill="${NATURAL_MAPLE_RGB}"]`).first()).toBeAttached();
  await expect(island.locator('svg [fill="#2f3d4c"]')).toHaveCount(0);
  expect(await seriousViolations(desk, 'main')).toEqual([]);
  await desk.emulateMedia({ media: 'print' });
  await expect(desk.getByRole('navigation', { name: 'Staff sections' })).toBeHidden();
  await expect(desk.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(island).toBeVisible();
  await staff.close();

  // The customer is told by e-mail and sees it in the order history.
  const mail = await latestMail(request, customer.email, /is now ready for pickup/);
  expect(mail.subject).toContain(`order #${number}`);
  await startSignedIn(page, request, customer.email);
  await page.goto('/');
  await page.getByRole('button', { name: "Olive's Menu" }).click();
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  const orders = page.getByRole('dialog', { name: 'Your profile' }).getByRole('tabpanel', { name: 'Order History' });
  const order = orders.getByRole('button', { name: new RegExp(`Order #${number}`) });
  await expect(order).toContainText('Ready for pickup');
  await order.click();
  const updates = orders.getByRole('region', { name: 'Status updates' });
  await expect(updates).toContainText('Ready for pickup');
  await expect(updates).toContainText('Your cabinets are in bay 3.');
  await expect(updates).toContainText('Payment received at the showroom (cash).');
});

test('a refused change is shown, and a shopper never gets the console', async ({ page, request, browser }) => {
  const customer = await customerWithOrder(request, 'Pia');
  const staff = await staffPage(browser, request, 'Tess');
  // Someone else cancels the order while this page is open.
  await staff.page.goto(`/staff/orders/${customer.order.id}`);
  await expect(staff.page.getByLabel('New status')).toBeVisible();
  const other = await staffPage(browser, request, 'Uma');
  await other.page.goto(`/staff/orders/${customer.order.id}`);
  await other.page.getByLabel('New status').selectOption({ label: 'Cancelled' });
  await other.page.getByRole('button', { name: 'Update status' }).click();
  await expectToast(other.page, /is now cancelled/);
  await other.close();

  await staff.page.getByLabel('New status').selectOption({ label: 'Processing' });
  await staff.page.getByRole('button', { name: 'Update status' }).click();
  await expect(
    staff.page
      .getByRole('alert')
      .filter({ hasText: 'This order is cancelled; its status can no longer change.' })
      .first(),
  ).toBeVisible();
  await staff.close();

  await startSignedIn(page, request, customer.email);
  await page.goto('/staff/orders');
  await expect(page.getByRole('alert')).toHaveText(
    "This page is for the store's staff. Please log in with a staff account.",
  );
  await expect(page.getByRole('table')).toHaveCount(0);
});
