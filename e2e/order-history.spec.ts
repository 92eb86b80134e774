import type { APIRequestContext } from '@playwright/test';
import { formatCents } from '@rta/domain/pricing/money';
import type { Order, PlacedOrder } from '@rta/domain/api/orders';
import { test, expect } from './fixtures.ts';
import { expectAccessible, signedInAs } from './support-helpers.ts';

test.use({ allowedHttpErrors: [/\/api\/orders\/user$/] });

const placeOrder = async (
  request: APIRequestContext,
  session: { token: string; fingerprint: string },
  name: string,
  extra: Record<string, unknown> = {},
) => {
  const placed = await request.post('/api/orders', {
    headers: {
      authorization: `Bearer ${session.token}`,
      'x-device-fingerprint': session.fingerprint,
      'idempotency-key': `history-${crypto.randomUUID()}`,
    },
    data: {
      cart: {
        items: [],
        labels: [
          {
            id: 'l1',
            name: 'Powder room',
            isLabel: true,
            items: [{ id: 'line-1', group: 'Shaker', name, quantity: 2, selectedColor: null, ...extra }],
          },
        ],
        preAssembly: false,
      },
      details: {
        customerName: 'Rosa Parks',
        billingAddress: '12 Elm Street, Peoria, IL 61602',
        phone: '3095550100',
        fulfilment: 'pickup',
      },
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  return ((await placed.json()) as PlacedOrder).order;
};

test('an order in the history shows every detail of spec §2, its status as text and class, and the history is read again when shown', async ({
  page,
  request,
}) => {
  const session = await signedInAs(page, request, { verified: true });
  const first: Order = await placeOrder(request, session, 'B12', { selectedColor: { code: '6244' } });

  await page.goto('/');
  const openHistory = async () => {
    await page.getByRole('button', { name: "Rosa's Menu" }).click();
    await page.getByRole('menuitem', { name: 'Profile' }).click();
    return page.getByRole('dialog', { name: 'Your profile' }).getByRole('tabpanel', { name: 'Order History' });
  };
  const history = await openHistory();
  const summary = history.getByRole('button', { name: new RegExp(`Order #${first.data_order_id}`) });
  await expect(summary).toBeVisible();
  // Spec §4: the status is shown as text and as a lowercase style class.
  const status = summary.getByText('Pending payment', { exact: true });
  await expect(status).toHaveAttribute('data-status', 'pending-payment');
  await expect(status).toHaveClass(/(^|\s)pending-payment(\s|$)/);

  await summary.click();
  const [item] = first.itemGroups['Powder room'] ?? [];
  if (!item) throw new Error('the order has no line in its label');
  const group = history.getByRole('region', { name: 'Powder room' });
  await expect(group).toContainText(`${item.group} - ${item.type}`);
  await expect(group).toContainText(`2 × B12 · ${item.variation} · ${item.measurement}`);
  await expect(group).toContainText('Naval (SW 6244)');
  await expect(group).toContainText(`${formatCents(item.unitPrice)} each · ${formatCents(item.totalPrice)}`);
  const totals = history.getByRole('definition');
  await expect(history.getByRole('term')).toHaveText(['Subtotal', 'Tax', 'Total']);
  await expect(totals).toHaveText([formatCents(first.subtotal), formatCents(first.tax), formatCents(first.total)]);
  await expect(history).toContainText('Rosa Parks');
  await expect(history).toContainText('12 Elm Street, Peoria, IL 61602');

  // Spec §4 Profile: read again when the browser tab is shown again…
  const second = await placeOrder(request, session, 'W3030');
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange', { bubbles: true })));
  await expect(history.getByRole('button', { name: new RegExp(`Order #${second.data_order_id}`) })).toBeVisible();
  // …and when the Order History tab is opened again.
  const third = await placeOrder(request, session, 'B15');
  const profile = page.getByRole('dialog', { name: 'Your profile' });
  await profile.getByRole('tab', { name: 'Profile Information' }).click();
  await profile.getByRole('tab', { name: 'Order History' }).click();
  await expect(history.getByRole('button', { name: new RegExp(`Order #${third.data_order_id}`) })).toBeVisible();

  // Spec §8: orders that cannot be loaded (after the retries of spec §9).
  await page.route('**/api/orders/user', (route) => route.fulfill({ status: 500, json: { message: 'down' } }));
  await profile.getByRole('tab', { name: 'Profile Information' }).click();
  await profile.getByRole('tab', { name: 'Order History' }).click();
  await expect(history.getByRole('alert')).toHaveText('An unexpected error occurred. Please try again later.', {
    timeout: 15_000,
  });
  await expect(history.getByRole('button', { name: 'Need Order Support?' })).toHaveCount(0);
});

test('a long history comes 20 orders at a time with Show more, and order support finds an older order by its number (issue 24)', async ({
  page,
  request,
}) => {
  const session = await signedInAs(page, request, { verified: true });
  const placed: Order[] = [];
  for (let i = 0; i < 22; i += 1) placed.push(await placeOrder(request, session, 'B12'));
  const newestFirst = placed.map((order) => order.data_order_id).reverse();

  await page.goto('/');
  await page.getByRole('button', { name: "Rosa's Menu" }).click();
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  const history = page.getByRole('dialog', { name: 'Your profile' }).getByRole('tabpanel', { name: 'Order History' });
  const summaries = history.getByRole('button', { name: /^Order #/ });
  await expect(summaries).toHaveCount(20);
  const numbers = async () =>
    (await summaries.allTextContents()).map((text) => /Order #([A-Z0-9]{10})/.exec(text)?.[1]);
  expect(await numbers()).toEqual(newestFirst.slice(0, 20));

  await history.getByRole('button', { name: 'Show more' }).click();
  await expect(summaries).toHaveCount(22);
  expect(await numbers()).toEqual(newestFirst);
  // The keyboard carries on at the first order the page added; there is nothing more to show.
  await expect(summaries.nth(20)).toBeFocused();
  await expect(history.getByRole('button', { name: 'Show more' })).toHaveCount(0);

  // Order support lists the 20 most recent; the oldest is found by typing its number as people do.
  await history.getByRole('button', { name: 'Need Order Support?' }).click();
  const dialog = page.getByRole('dialog', { name: 'Order Support' });
  const select = dialog.getByLabel('Order', { exact: true });
  await expect(select.locator('option')).toHaveCount(21);
  const [oldest] = placed;
  if (!oldest) throw new Error('no order was placed');
  await expect(select.locator('option', { hasText: oldest.data_order_id })).toHaveCount(0);
  await dialog.getByLabel('Find an order by number').fill(`#${oldest.data_order_id.toLowerCase()}`);
  await expect(select.locator('option')).toHaveText([
    'Select an order',
    new RegExp(`^#${oldest.data_order_id} · .+ · Pending payment$`),
  ]);
  await select.selectOption(oldest.id);
  await expect(dialog.getByLabel('Subject')).toHaveValue(`Order Support - #${oldest.data_order_id}`);
  // Another search keeps the chosen order in the select.
  await dialog.getByLabel('Find an order by number').fill(newestFirst[0] ?? '');
  await expect(select.locator('option')).toHaveCount(3);
  await expect(select).toHaveValue(oldest.id);
  await expectAccessible(page);
});
