import { AxeBuilder } from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import type { BinderContents } from '@rta/domain/binder/binder';
import type { AccountBinder } from '@rta/domain/api/cart';
import { test, expect } from './fixtures.ts';
import { PASSWORD, createAccount, logInThroughDialog } from './account-helpers.ts';
import { grantRole } from './account-database.ts';
import { card, configure, expectToast } from './store-helpers.ts';
import {
  NAVAL,
  itemRow,
  labelSection,
  makeItem,
  makeLabel,
  money,
  openBinder,
  rowNamed,
  rowsOf,
  seedBinder,
  stored,
} from './binder-helpers.ts';

/**
 * The binder of a signed-in shopper lives on the server (issue 4): merged on login, saved
 * on change, loaded on open, kept through reloads, other tabs and a server that is briefly
 * unreachable.
 */
const API_DEVICE = 'binder-e2e-api-device-0001';

/** A second session of the same account, for reading and writing its binder beside the browser. */
const apiSession = async (request: APIRequestContext, email: string) => {
  const login = await request.post('/api/login', {
    headers: { 'x-device-fingerprint': API_DEVICE },
    data: { email, password: PASSWORD },
  });
  expect(login.status()).toBe(200);
  const { token } = (await login.json()) as { token: string };
  const headers = { authorization: `Bearer ${token}`, 'x-device-fingerprint': API_DEVICE };
  return {
    read: async (): Promise<AccountBinder> =>
      (await (await request.get('/api/cart', { headers })).json()) as AccountBinder,
    write: async (cart: unknown) =>
      expect((await request.put('/api/cart', { headers, data: cart as Record<string, unknown> })).status()).toBe(200),
  };
};

const line = (id: string, name: string, extra: Record<string, unknown> = {}) => ({
  id,
  group: 'Shaker',
  name,
  quantity: 1,
  selectedColor: null,
  ...extra,
});
const names = (cart: BinderContents) => ({
  top: cart.items.map((item) => item.name),
  labels: cart.labels.map((label) => [label.name, label.items.map((item) => item.name)]),
});

const logOut = async (page: Page, firstName: string) => {
  await page.getByRole('button', { name: `${firstName}'s Menu` }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page.getByRole('button', { name: 'Signup/Login' })).toBeVisible();
};

test('on login the guest binder merges into the account: duplicates skipped, labels by name, guest copy gone; logout clears it', async ({
  page,
  request,
}) => {
  const account = await createAccount(request, { firstName: 'Mia' });
  const api = await apiSession(request, account.email);
  await api.write({
    items: [line('a-b12', 'B12')],
    labels: [{ id: 'a-k', name: 'Kitchen', items: [line('a-w1230', 'W1230')] }],
    preAssembly: false,
  });
  const base = await rowsOf(request, 'Base');
  await seedBinder(page, {
    items: [makeItem(rowNamed(base, 'B12')), makeItem(rowNamed(base, 'B15'), { color: NAVAL })],
    labels: [
      makeLabel('g-k', ' kitchen ', [makeItem(rowNamed(base, 'DB18'))]),
      makeLabel('g-b', 'Bath', [makeItem(rowNamed(base, 'B18'))]),
    ],
  });

  await logInThroughDialog(page, account.email, 'Mia');
  const merged = {
    top: ['B12', 'B15'],
    labels: [
      ['Kitchen', ['W1230', 'DB18']],
      ['Bath', ['B18']],
    ],
  };
  await expect.poll(async () => names(await api.read())).toEqual(merged);
  await expect.poll(async () => names(await stored(page))).toEqual(merged);
  const panel = await openBinder(page);
  await expect(itemRow(labelSection(panel, 'Kitchen'), 'DB18')).toBeVisible();
  await expect(panel.getByRole('listitem', { name: 'B12', exact: true })).toHaveCount(1);
  await page.keyboard.press('Escape');

  // Logout clears the binder in the browser; the account keeps it.
  await logOut(page, 'Mia');
  await expect(page.getByRole('button', { name: 'Binder (0)' })).toBeVisible();
  expect(names(await stored(page))).toEqual({ top: [], labels: [] });
  await logInThroughDialog(page, account.email, 'Mia');
  await expect(page.getByRole('button', { name: 'Binder (5)' })).toBeVisible();
});

test("a guest's visit loads none of the account sync; a login starts it and takes the guest's binder along", async ({
  page,
  request,
}) => {
  const account = await createAccount(request, { firstName: 'Ida' });
  const api = await apiSession(request, account.email);
  const syncCode = /\/assets\/(binder-sync|cart-api)-[\w-]+\.js$/;
  const scripts: string[] = [];
  page.on('request', (sent) => {
    if (sent.resourceType() === 'script') scripts.push(new URL(sent.url()).pathname);
  });

  await page.goto('/store');
  const base = card(page, 'Base Cabinets');
  await configure(base, '1 Door 1 Drawer', 'B12');
  await base.getByRole('button', { name: 'Add to Binder' }).click();
  await expectToast(page, 'Item added to binder');
  await page.waitForLoadState('networkidle');
  expect(scripts.filter((script) => syncCode.test(script))).toEqual([]);

  const syncLoads = page.waitForRequest((sent) => syncCode.test(new URL(sent.url()).pathname));
  // Back up the page, where the header (hidden while scrolling down) shows again.
  await page.mouse.wheel(0, -10_000);
  await logInThroughDialog(page, account.email, 'Ida');
  await syncLoads;
  await expect.poll(async () => names(await api.read())).toEqual({ top: ['B12'], labels: [] });
});

test('changes are saved to the account, and prices always come from the server', async ({ page, request }) => {
  const account = await createAccount(request, { firstName: 'Leo' });
  const api = await apiSession(request, account.email);
  await page.goto('/');
  await logInThroughDialog(page, account.email, 'Leo');
  await api.write({ items: [line('x-b12', 'B12')], labels: [], preAssembly: false });

  // Opening the panel loads the account's binder.
  const panel = await openBinder(page);
  const row = itemRow(panel, 'B12');
  await row.getByRole('button', { name: 'Increase quantity of B12' }).click();
  await panel.getByRole('checkbox', { name: /Pre-assemble/ }).check();
  await expect.poll(async () => (await api.read()).items[0]).toMatchObject({ quantity: 2, preAssemblyFee: 2_500 });
  expect((await api.read()).preAssembly).toBe(true);

  // A price changed in local storage is replaced by the server's at the next load.
  const b12 = rowNamed(await rowsOf(request, 'Base'), 'B12');
  await page.keyboard.press('Escape');
  await page.evaluate(() => {
    const items = JSON.parse(localStorage.getItem('cart-items') ?? '[]') as { price: number }[];
    localStorage.setItem('cart-items', JSON.stringify(items.map((item) => ({ ...item, price: 1 }))));
  });
  await page.reload();
  const reopened = await openBinder(page);
  await expect(itemRow(reopened, 'B12')).toContainText(`Line total ${money((b12.currency_price + 2_500) * 2)}`);
});

test.describe('while the server is unreachable', () => {
  test.use({ allowedHttpErrors: [/\/api\/cart$/] });

  test('the change stays on this device through a reload, and reaches the account once it is back', async ({
    page,
    request,
  }) => {
    const account = await createAccount(request, { firstName: 'Ava' });
    const api = await apiSession(request, account.email);
    await api.write({ items: [line('x-b15', 'B15')], labels: [], preAssembly: false });
    await page.goto('/');
    await logInThroughDialog(page, account.email, 'Ava');
    await expect(page.getByRole('button', { name: 'Binder (1)' })).toBeVisible();

    let refused = 0;
    await page.route('**/api/cart', (route) => {
      refused += 1;
      return route.abort('connectionrefused');
    });
    const panel = await openBinder(page);
    // The panel's load has failed twice before the shopper changes anything: the change,
    // made well into the outage, is still told about.
    await expect.poll(() => refused).toBeGreaterThanOrEqual(2);
    await itemRow(panel, 'B15').getByRole('button', { name: 'Increase quantity of B15' }).click();
    await expectToast(page, /could not be saved to your account yet/);
    await page.reload();
    const again = await openBinder(page);
    await expect(itemRow(again, 'B15').getByLabel('Quantity', { exact: true })).toHaveValue('2');
    expect((await api.read()).items[0]?.quantity).toBe(1);

    await page.unroute('**/api/cart');
    await expect.poll(async () => (await api.read()).items[0]?.quantity, { timeout: 20_000 }).toBe(2);
  });
});

test('two tabs of one account follow each other', async ({ page, context, request }) => {
  const account = await createAccount(request, { firstName: 'Eli' });
  const api = await apiSession(request, account.email);
  await api.write({ items: [line('x-b18', 'B18')], labels: [], preAssembly: false });
  await page.goto('/');
  await logInThroughDialog(page, account.email, 'Eli');
  const other = await context.newPage();
  await other.goto('/');
  await expect(other.getByRole('button', { name: "Eli's Menu" })).toBeVisible();
  const otherPanel = await openBinder(other);
  await expect(itemRow(otherPanel, 'B18')).toBeVisible();

  const panel = await openBinder(page);
  await itemRow(panel, 'B18').getByRole('button', { name: 'Increase quantity of B18' }).click();
  await expect(itemRow(otherPanel, 'B18').getByLabel('Quantity', { exact: true })).toHaveValue('2');
  await expect.poll(async () => (await api.read()).items[0]?.quantity).toBe(2);
});

test("checkout: 'Verify Email to Checkout' with a notice for an unverified account, 'Checkout' for a verified one", async ({
  page,
  request,
}) => {
  const unverified = await createAccount(request, { firstName: 'Uma', verified: false });
  await seedBinder(page, { items: [makeItem(rowNamed(await rowsOf(request, 'Base'), 'B12'))] });
  await logInThroughDialog(page, unverified.email, 'Uma');
  let panel = await openBinder(page);
  await panel.getByRole('button', { name: 'Verify Email to Checkout' }).click();
  await expectToast(page, 'Please check your email and verify your account before proceeding to checkout.');
  await expect(page).toHaveURL(/\/$/);
  await page.keyboard.press('Escape');
  await logOut(page, 'Uma');

  const verified = await createAccount(request, { firstName: 'Vic' });
  await seedBinder(page, { items: [makeItem(rowNamed(await rowsOf(request, 'Base'), 'B15'))] });
  await logInThroughDialog(page, verified.email, 'Vic');
  panel = await openBinder(page);
  await panel.getByRole('button', { name: 'Checkout', exact: true }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(panel).toBeHidden();
});

test("a contractor sees the original total, the discounted total and '<Tier> Trade Pro: -N%'", async ({
  page,
  request,
}) => {
  const account = await createAccount(request, { firstName: 'Gus' });
  await grantRole(account.email, 'Contractor User Gold');
  const wall = await rowsOf(request, 'Wall');
  const w1230 = rowNamed(wall, 'W1230');
  await seedBinder(page, { items: [makeItem(w1230, { color: NAVAL, quantity: 2 })] });
  await logInThroughDialog(page, account.email, 'Gus');
  const panel = await openBinder(page);
  const footer = panel.getByRole('contentinfo');
  await expect(footer.getByText('Gold Trade Pro: -40%')).toBeVisible();
  // 40% off the price only; paint labour is never discounted.
  const discountedUnit = Math.round((w1230.currency_price * 60) / 100);
  await expect(footer.getByRole('definition').first()).toHaveText(
    money((w1230.currency_price + w1230.data_pprice) * 2),
  );
  await expect(footer.getByRole('definition').last()).toHaveText(money((discountedUnit + w1230.data_pprice) * 2));
  await expect(footer.getByRole('term')).toHaveText(['Original total', 'Discounted total']);
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
});
