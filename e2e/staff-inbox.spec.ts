import crypto from 'node:crypto';
import { test, expect } from './fixtures.ts';
import { fileSupportBacklog } from './account-database.ts';
import { logInThroughApi } from './account-helpers.ts';
import { customerWithOrder, staffPage } from './staff-console-helpers.ts';
import { expectAccessible, supportEmail } from './support-helpers.ts';
import { expectToast } from './store-helpers.ts';

// Signs up, fills a backlog and walks the inbox on a shared, busy CPU.
test.describe.configure({ timeout: 90_000 });

test('a busy inbox is read a page at a time, and narrowed by sender or subject, priority and context', async ({
  browser,
  request,
}) => {
  const tag = `Backlog ${crypto.randomBytes(3).toString('hex')}`;
  await fileSupportBacklog(55, tag);
  const sent = await request.post('/api/contact', {
    data: {
      formType: 'contact',
      context: 'payment_issue',
      name: 'Pat Payer',
      email: supportEmail('payer'),
      subject: `${tag} charged twice`,
      message: 'My card was charged twice for one order.',
      details: {},
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);

  const staff = await staffPage(browser, request);
  const { page } = staff;
  await page.goto('/staff/inbox');
  const messages = page.getByRole('navigation', { name: 'Support messages' });
  const links = messages.getByRole('link');
  const pager = messages.getByRole('group', { name: 'Message pages' });

  await page.getByLabel('Sender or subject', { exact: true }).fill(tag);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(messages.getByRole('status')).toHaveText('56 messages');
  await expect(links).toHaveCount(50);
  // The urgent one heads the first page, in its own group.
  await expect(messages.getByRole('region', { name: 'Payment Issue, high priority' }).getByRole('link')).toHaveText(
    new RegExp(`${tag} charged twice`),
  );
  await expect(pager).toContainText('Page 1 of 2');
  await expect(pager.getByRole('button', { name: 'Previous page' })).toBeDisabled();
  await expectAccessible(page);

  await pager.getByRole('button', { name: 'Next page' }).click();
  await expect(pager).toContainText('Page 2 of 2');
  await expect(links).toHaveCount(6);
  await expect(links.last()).toContainText(`${tag} 55`);
  await expect(pager.getByRole('button', { name: 'Next page' })).toBeDisabled();
  // Opening a message keeps the page and the search.
  await links.last().click();
  await expect(page.getByRole('article', { name: `${tag} 55` })).toBeVisible();
  await expect(pager).toContainText('Page 2 of 2');
  await expect(page.getByLabel('Sender or subject', { exact: true })).toHaveValue(tag);

  // A filter starts again from the first page.
  await page.getByLabel('Priority', { exact: true }).selectOption('high');
  await expect(messages.getByRole('status')).toHaveText('1 message');
  await expect(links).toHaveText([new RegExp(`${tag} charged twice`)]);
  await expect(pager).toHaveCount(0);

  await page.getByLabel('Priority', { exact: true }).selectOption('');
  await page.getByLabel('Context', { exact: true }).selectOption({ label: 'General Inquiry' });
  await expect(messages.getByRole('status')).toHaveText('55 messages');
  await page.getByLabel('Sender or subject', { exact: true }).fill('backlog7@example.com');
  await page.getByLabel('Sender or subject', { exact: true }).press('Enter');
  await expect(links).toHaveCount(1);
  await expect(links).toContainText(`${tag} 7`);
  await expect(links).toContainText('<backlog7@example.com>');

  await page.getByLabel('Context', { exact: true }).selectOption({ label: 'Payment Issue' });
  await expect(messages.getByRole('status')).toHaveText('No messages match these filters.');
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page.getByLabel('Sender or subject', { exact: true })).toHaveValue('');
  await expect(page.getByLabel('Context', { exact: true })).toHaveValue('');
  await expect(messages.getByRole('status')).not.toHaveText('No messages match these filters.');
  await staff.close();
});

test('the audit log narrowed to one person and area shows what they did, and links to it', async ({
  browser,
  request,
}) => {
  const subject = `Audit trail ${crypto.randomBytes(3).toString('hex')}`;
  const sent = await request.post('/api/contact', {
    data: {
      formType: 'contact',
      context: 'general_inquiry',
      name: 'Ada Audit',
      email: supportEmail('audit'),
      subject,
      message: 'Please tell me the showroom hours.',
      details: {},
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  const staff = await staffPage(browser, request, 'Aldo');
  const { page } = staff;
  await page.goto(`/staff/inbox?q=${encodeURIComponent(subject)}`);
  await page
    .getByRole('navigation', { name: 'Support messages' })
    .getByRole('link', { name: new RegExp(subject) })
    .click();
  await page.getByRole('article', { name: subject }).getByRole('button', { name: 'Mark handled' }).click();
  await expect(
    page.getByRole('article', { name: subject }).getByRole('button', { name: 'Mark unhandled' }),
  ).toBeVisible();

  await page.getByRole('navigation', { name: 'Staff sections' }).getByRole('link', { name: 'Audit Log' }).click();
  const filters = page.getByRole('search', { name: 'Filter the audit log' });
  await filters.getByLabel('Area').selectOption({ label: 'Support inbox' });
  await filters.getByLabel('Who').fill(staff.email);
  await filters.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page.getByRole('table')).toContainText('1 entry that matches, newest first');
  const entry = page.getByRole('row').nth(1);
  await expect(entry).toContainText('Marked a support message handled');
  await expect(entry).toContainText(staff.email);
  await expectAccessible(page);

  await entry.getByRole('link').click();
  await expect(
    page.getByRole('article', { name: subject }).getByRole('button', { name: 'Mark unhandled' }),
  ).toBeVisible();
  await staff.close();
});

test("an order-support message links to the customer's order", async ({ browser, request }) => {
  const customer = await customerWithOrder(request, 'Orla');
  const number = customer.order.data_order_id;
  const { headers } = await logInThroughApi(request, customer.email);
  const sent = await request.post('/api/contact', {
    headers,
    data: {
      formType: 'contact',
      context: 'order_support',
      name: 'Orla Oakley',
      email: customer.email,
      message: 'Can I add a filler to this order?',
      details: { orderId: customer.order.id },
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);

  const staff = await staffPage(browser, request, 'Otto');
  const { page } = staff;
  await page.goto(`/staff/inbox?q=${encodeURIComponent(customer.email)}`);
  await page
    .getByRole('navigation', { name: 'Support messages' })
    .getByRole('link', { name: `Order Support - #${number}` })
    .click();
  const message = page.getByRole('article', { name: `Order Support - #${number}` });
  await message.getByRole('link', { name: `#${number}` }).click();
  await expect(page.getByRole('heading', { level: 2, name: new RegExp(`Order #${number}`) })).toBeVisible();
  await staff.close();
});

test("a SKU's history shows who changed its paint price, from what to what", async ({ browser, request }) => {
  const staff = await staffPage(browser, request, 'Hal', 'Store Admin');
  const { page } = staff;
  await page.goto('/staff/catalogue?group=Slim%20Shaker&category=Accessories');
  const paint = page.getByLabel('Paint price of LR8 in dollars', { exact: true });
  const before = await paint.inputValue();
  const after = (Number(before) + 1.25).toFixed(2);
  await paint.fill(after);
  await paint.press('Enter');
  await expectToast(page, /Saved the prices of LR8/);

  await page.getByRole('link', { name: 'History of LR8' }).click();
  await expect(page).toHaveURL(/\/staff\/audit\?target=\d+$/);
  const entry = page.getByRole('row').nth(1);
  await expect(entry).toContainText('Changed catalogue prices');
  await expect(entry).toContainText(staff.email);
  await expect(entry).toContainText(`"paintPriceCents":${Math.round(Number(before) * 100)}`);
  await expect(entry).toContainText(`"paintPriceCents":${Math.round(Number(after) * 100)}`);

  // Put the store back as other tests expect it.
  await page.goto('/staff/catalogue?group=Slim%20Shaker&category=Accessories');
  await paint.fill(before);
  await paint.press('Enter');
  await expectToast(page, /Saved the prices of LR8/);
  await staff.close();
});

test('a console address with a status named like an object property shows the plain list, not an error', async ({
  browser,
  request,
}) => {
  const staff = await staffPage(browser, request, 'Pip');
  const { page } = staff;
  await page.goto('/staff/orders?status=constructor');
  await expect(page.getByRole('table', { name: 'Orders, newest first' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Status', exact: true })).toHaveValue('');
  await page.goto('/staff/applications?status=toString');
  await expect(page.getByRole('combobox', { name: 'Status', exact: true })).toHaveValue('pending');
  await expect(page.getByRole('alert')).toHaveCount(0);
  await page.goto('/staff/audit?area=hasOwnProperty');
  await expect(page.getByRole('combobox', { name: 'Area', exact: true })).toHaveValue('');
  await expect(page.getByRole('table')).toBeVisible();
  await staff.close();
});
