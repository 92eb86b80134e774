import { STAFF_APPLICATION_MESSAGES } from '@rta/domain/staff/applications-constants';
import { STAFF_ORDER_MESSAGES } from '@rta/domain/staff/orders-constants';
import { test, expect } from './fixtures.ts';
import { seriousViolations } from './account-helpers.ts';
import { placeOrderAs, sendTradeApplication, staffPage } from './staff-console-helpers.ts';

/**
 * Issue 19: a staff member looking at their own order or application sees why they cannot
 * change it there (another staff member does), where a colleague sees the forms.
 */

// Each test signs up two staff members and walks the console on a shared, busy CPU.
test.describe.configure({ timeout: 90_000 });

test("a staff member's own order shows why its status and payment are not theirs to change", async ({
  browser,
  request,
}) => {
  const staff = await staffPage(browser, request, 'Omar');
  const { order } = await placeOrderAs(request, staff);
  await staff.page.goto(`/staff/orders/${order.id}`);
  const desk = staff.page;
  await expect(
    desk.getByRole('heading', { level: 2, name: new RegExp(`^Order #${order.data_order_id}`) }),
  ).toBeVisible();
  await expect(desk.getByRole('region', { name: 'Change status' })).toContainText(STAFF_ORDER_MESSAGES.ownOrderStatus);
  await expect(desk.getByRole('region', { name: 'Showroom payment' })).toContainText(
    STAFF_ORDER_MESSAGES.ownOrderPayment,
  );
  await expect(desk.getByRole('button', { name: 'Update status' })).toHaveCount(0);
  await expect(desk.getByRole('button', { name: 'Record payment' })).toHaveCount(0);
  await expect(desk.getByLabel('New status')).toHaveCount(0);
  expect(await seriousViolations(desk, 'main')).toEqual([]);

  const colleague = await staffPage(browser, request, 'Pam');
  await colleague.page.goto(`/staff/orders/${order.id}`);
  await expect(colleague.page.getByRole('button', { name: 'Record payment' })).toBeVisible();
  await expect(colleague.page.getByRole('button', { name: 'Update status' })).toBeVisible();
  await expect(colleague.page.getByText(STAFF_ORDER_MESSAGES.ownOrderStatus)).toHaveCount(0);
  await colleague.close();
  await staff.close();
});

test("a staff member's own application shows why it is not theirs to decide", async ({ browser, request }) => {
  const staff = await staffPage(browser, request, 'Quin');
  const company = `Quin Cabinets ${staff.email.slice(0, 14)}`;
  // Sent signed out, with their address: it is theirs all the same.
  await sendTradeApplication(request, staff.email, company);
  const desk = staff.page;
  await desk.goto('/staff/applications');
  await desk.getByRole('link', { name: company }).click();
  await expect(desk.getByRole('heading', { level: 2, name: new RegExp(company) })).toContainText('Pending');
  await expect(desk.getByRole('region', { name: 'Decision' })).toContainText(STAFF_APPLICATION_MESSAGES.ownApplication);
  await expect(desk.getByRole('button', { name: 'Approve application' })).toHaveCount(0);
  await expect(desk.getByRole('button', { name: 'Decline application' })).toHaveCount(0);
  expect(await seriousViolations(desk, 'main')).toEqual([]);

  const colleague = await staffPage(browser, request, 'Rhea');
  await colleague.page.goto(desk.url());
  await expect(colleague.page.getByRole('button', { name: 'Approve application' })).toBeVisible();
  await expect(colleague.page.getByRole('region', { name: 'Decision' })).not.toContainText(
    STAFF_APPLICATION_MESSAGES.ownApplication,
  );
  await colleague.close();
  await staff.close();
});
