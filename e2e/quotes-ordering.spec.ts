import type { APIRequestContext } from '@playwright/test';
import type { Order } from '@rta/domain/api/orders';
import type { Quote, QuoteList } from '@rta/domain/api/quotes';
import { formatCents } from '@rta/domain/pricing/money';
import { QUOTE_LINE_NOTES } from '@rta/domain/quotes/line-notes';
import { QUOTE_MESSAGES } from '@rta/domain/quotes/rules';
import { test, expect } from './fixtures.ts';
import { createAccount, logInThroughApi, seriousViolations, startSignedIn } from './account-helpers.ts';
import { grantRole } from './account-database.ts';
import { openBinder } from './binder-helpers.ts';
import { pickProject, projectBar } from './project-helpers.ts';
import { binderCount, card, configure, expectToast, hydrated } from './store-helpers.ts';
import { AUTH_MESSAGES } from '@rta/domain/accounts/messages';

/*
 * Issue 23, the web side of quotes: a quote of a saved project (with a plan), 'Order from this
 * quote' charged at the quoted price after a staff price rise, and the list of the shopper's quotes.
 */

type Headers = Record<string, string>;

const line = (id: string, name: string, extra: Record<string, unknown> = {}) => ({
  id,
  group: 'Shaker',
  name,
  quantity: 1,
  selectedColor: null,
  ...extra,
});

/** A kitchen with a plan: one wall holding the B24 and a dishwasher space. */
const kitchen = (items: ReturnType<typeof line>[]) => ({
  id: 'kitchen',
  name: 'Kitchen',
  isLabel: true,
  items,
  plan: {
    walls: [
      {
        id: 'w1',
        name: 'Sink wall',
        length: 120,
        base: [
          { id: 's1', kind: 'piece', itemId: items[0]?.id ?? '' },
          { id: 's2', kind: 'space', space: 'dishwasher', width: 24 },
        ],
        upper: [],
      },
    ],
  },
});

const makeQuote = async (request: APIRequestContext, headers: Headers, body: unknown): Promise<Quote> => {
  const response = await request.post('/api/quotes', { headers, data: body as object });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as Quote;
};

/** A SKU's price as a Store Admin sets it in the console; answers the price before. */
const staffPrice = async (request: APIRequestContext, headers: Headers, sku: string, cents?: number) => {
  const list = await request.get('/api/staff/catalogue?group=Shaker&category=Base', { headers });
  expect(list.status()).toBe(200);
  const { cabinets } = (await list.json()) as { cabinets: { id: number; name: string; priceCents: number }[] };
  const cabinet = cabinets.find((candidate) => candidate.name === sku);
  if (!cabinet) throw new Error(`${sku} is not in the staff catalogue`);
  if (cents !== undefined) {
    const saved = await request.put(`/api/staff/catalogue/${cabinet.id}`, { headers, data: { priceCents: cents } });
    expect(saved.status(), await saved.text()).toBe(200);
  }
  return cabinet.priceCents;
};

test('a quote of a saved project with a plan, made from the project bar', async ({ page, request }) => {
  const { email } = await createAccount(request, { firstName: 'Pia' });
  const session = await startSignedIn(page, request, email);
  const saved = await request.post('/api/projects', {
    headers: session.headers,
    data: {
      name: 'Lake House',
      cartData: { items: [line('loose', 'B15')], labels: [kitchen([line('k1', 'B24', { quantity: 2 })])] },
    },
  });
  expect(saved.status(), await saved.text()).toBe(201);
  const { project } = (await saved.json()) as { project: { id: string } };

  await page.goto('/store');
  const panel = await openBinder(page);
  await pickProject(page, panel, /^Lake House/);
  await expect(projectBar(panel).getByRole('button', { name: 'Project: Lake House' })).toBeVisible();
  await projectBar(panel).getByRole('button', { name: 'Quote project Lake House' }).click();

  await expect(page).toHaveURL(/\/quotes\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1, name: /^Quote Q-\d{8}-/ })).toBeVisible();
  const kitchenLines = page.getByRole('table', { name: 'Items in Kitchen' });
  await expect(
    kitchenLines.getByRole('row', { name: /B24/ }).getByRole('cell', { name: '2', exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('table', { name: 'Items in Binder' }).getByRole('row', { name: /B15/ })).toBeVisible();

  // The quote is the project's, with its plan kept: the PDF draws the wall.
  const quoteId = new URL(page.url()).pathname.split('/').at(-1) ?? '';
  const answer = await request.get(`/api/quotes/${quoteId}`, { headers: session.headers });
  expect(((await answer.json()) as Quote).projectId).toBe(project.id);
  const binder = await request.get(`/api/quotes/${quoteId}/binder`, { headers: session.headers });
  const { cartData } = (await binder.json()) as { cartData: { labels: { plan?: { walls: { name: string }[] } }[] } };
  expect(cartData.labels[0]?.plan?.walls.map((wall) => wall.name)).toEqual(['Sink wall']);
});

test.describe('ordering from a quote', () => {
  // One test changes a price the others would read: they run one after another.
  test.describe.configure({ mode: 'serial' });

  test('after a staff price rise the order is charged the quoted price, and records the quote', async ({
    page,
    request,
  }) => {
    const admin = await createAccount(request, { firstName: 'Ada', lastName: 'Admin' });
    await grantRole(admin.email, 'Store Admin');
    const desk = await logInThroughApi(request, admin.email);

    const { email } = await createAccount(request, { firstName: 'Olga' });
    const session = await startSignedIn(page, request, email);
    const before = await staffPrice(request, desk.headers, 'B24');
    const quote = await makeQuote(request, session.headers, {
      cart: { items: [], labels: [kitchen([line('k1', 'B24', { quantity: 2 })])], preAssembly: false },
    });
    const raised = before + 5_000;
    await staffPrice(request, desk.headers, 'B24', raised);
    try {
      // The account's binder holds something else: ordering from the quote asks before replacing it.
      const other = { items: [line('w', 'B15')], labels: [], preAssembly: false };
      expect((await request.put('/api/cart', { headers: session.headers, data: other })).status()).toBe(200);
      await page.goto('/store');
      await openBinder(page); // reads the account's binder
      await page.keyboard.press('Escape');

      await page.goto(`/quotes/${quote.id}`);
      const order = page.getByRole('button', { name: 'Order from this quote' });
      await order.click();
      const ask = page.getByRole('alertdialog', { name: QUOTE_MESSAGES.replaceTitle });
      await expect(ask).toContainText(QUOTE_MESSAGES.replaceQuestion(quote.number));
      expect(await seriousViolations(page, '[role="alertdialog"]')).toEqual([]);
      // Cancel keeps the binder, and focus returns to the button.
      await ask.getByRole('button', { name: 'Cancel' }).click();
      await expect(ask).toBeHidden();
      await expect(order).toBeFocused();
      await order.click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Replace my binder' }).click();

      // Checkout: the quote's rooms, their held price, and which quote holds them.
      await expect(page).toHaveURL(/\/checkout$/);
      const notice = page.getByRole('note', { name: 'Quote' });
      await expect(notice).toContainText(
        new RegExp(`^Prices held by quote ${quote.number} until \\w+ \\d+, \\d{4}\\.`),
      );
      const kitchenLines = page.getByRole('region', { name: 'Kitchen' });
      await expect(kitchenLines).toContainText('2 × B24');
      await expect(kitchenLines).toContainText(`${formatCents(before)} each`);
      await expect(kitchenLines).toContainText(QUOTE_LINE_NOTES.quoted);
      await expect(page.getByRole('region', { name: 'Binder' })).toHaveCount(0); // the B15 was replaced
      // The plan came with the room.
      const labels = await page.evaluate(() => JSON.parse(localStorage.getItem('cart-labels') ?? '[]') as unknown);
      expect((labels as { plan?: { walls: { name: string }[] } }[])[0]?.plan?.walls.map((w) => w.name)).toEqual([
        'Sink wall',
      ]);
      expect(await seriousViolations(page, 'main')).toEqual([]);

      await page.getByLabel('Billing address').fill('12 Elm St, Springfield, IL 62701');
      await page.getByLabel('Phone').fill('(217) 555-0199');
      const payAtShowroom = page.getByLabel(/Pay at the showroom/);
      if (await payAtShowroom.count()) await payAtShowroom.check();
      await page.getByRole('button', { name: /^Place order/ }).click();
      await expect(page).toHaveURL(/\/payment-confirmation$/);

      const orders = await request.get('/api/orders/user', { headers: session.headers });
      const [placed] = (await orders.json()) as Order[];
      expect(placed?.quoteId).toBe(quote.id);
      expect(Object.values(placed?.itemGroups ?? {}).flat()).toEqual([
        expect.objectContaining({ name: 'B24', quantity: 2, unitPrice: before }),
      ]);
      // The order used the quote up: the binder no longer names it.
      expect(await page.evaluate(() => localStorage.getItem('binderQuote'))).toBeNull();
    } finally {
      await staffPrice(request, desk.headers, 'B24', before);
    }
  });

  test('a line added after ordering from a quote is marked at today’s price', async ({ page, request }) => {
    const { email } = await createAccount(request, { firstName: 'Ned' });
    const session = await startSignedIn(page, request, email);
    const quote = await makeQuote(request, session.headers, {
      cart: { items: [line('a', 'B24')], labels: [], preAssembly: false },
    });
    await page.goto(`/quotes/${quote.id}`);
    await page.getByRole('button', { name: 'Order from this quote' }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByRole('note', { name: 'Quote' })).toBeVisible();

    // The shopper adds a B12 from the store and comes back to checkout.
    await page.goto('/store');
    await hydrated(page);
    const base = card(page, 'Base Cabinets');
    await configure(base, '1 Door 1 Drawer', 'B12');
    await base.getByRole('button', { name: 'Add to Binder' }).click();
    await expect(binderCount(page)).toHaveText('Binder (2)');
    await page.goto('/checkout');
    await expect(page.getByRole('note', { name: 'Quote' })).toContainText(QUOTE_MESSAGES.notQuotedLines(1));
    await expect(page.getByRole('listitem').filter({ hasText: '1 × B12' })).toContainText(QUOTE_LINE_NOTES.notQuoted);
    await expect(page.getByRole('listitem').filter({ hasText: '1 × B24' })).toContainText(QUOTE_LINE_NOTES.quoted);
  });
});

test('the quotes list: the account menu opens it, newest first, a page at a time, each linked', async ({
  page,
  request,
}) => {
  const { email, firstName } = await createAccount(request, { firstName: 'Lena' });
  const session = await startSignedIn(page, request, email);
  const cart = { items: [line('a', 'B15')], labels: [], preAssembly: false };
  const made: Quote[] = [];
  for (let n = 0; n < 21; n += 1) made.push(await makeQuote(request, session.headers, { cart }));
  const newest = made.at(-1);
  const oldest = made[0];
  if (!newest || !oldest) throw new Error('quotes expected');

  await page.goto('/store');
  await page.getByRole('button', { name: `${firstName}'s Menu` }).click();
  await page.getByRole('menuitem', { name: 'Your Quotes' }).click();
  await expect(page).toHaveURL(/\/quotes$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your Quotes' })).toBeVisible();
  await expect(page).toHaveTitle(/^Your Quotes \|/);
  const table = page.getByRole('table', { name: 'Your quotes, page 1' });
  await expect(table.getByRole('row')).toHaveCount(21); // the heading row and 20 quotes
  const first = table.getByRole('row').nth(1);
  await expect(first.getByRole('link')).toHaveText(newest.number);
  await expect(first).toContainText(formatCents(newest.totals.total));
  await expect(page.getByText('21 quotes, newest first.')).toBeVisible();
  await expect(page.getByText('Page 1 of 2')).toBeVisible();
  expect(await seriousViolations(page, 'main')).toEqual([]);

  const list = await request.get('/api/quotes?page=2', { headers: session.headers });
  expect(((await list.json()) as QuoteList).quotes.map((quote) => quote.number)).toEqual([oldest.number]);
  await page.getByRole('link', { name: 'Older quotes' }).click();
  const second = page.getByRole('table', { name: 'Your quotes, page 2' });
  await expect(second.getByRole('row')).toHaveCount(2);
  await second.getByRole('link', { name: oldest.number }).click();
  await expect(page).toHaveURL(new RegExp(`/quotes/${oldest.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: `Quote ${oldest.number}` })).toBeVisible();
  // And back to the list from the quote.
  await page.getByRole('link', { name: 'All your quotes' }).click();
  await expect(page).toHaveURL(/\/quotes$/);
});

test('a shopper who has not verified their address is told to before the binder changes', async ({ page, request }) => {
  const { email } = await createAccount(request, { firstName: 'Uma', verified: false });
  const session = await startSignedIn(page, request, email);
  const quote = await makeQuote(request, session.headers, {
    cart: { items: [line('a', 'B24')], labels: [], preAssembly: false },
  });
  await page.goto(`/quotes/${quote.id}`);
  await page.getByRole('button', { name: 'Order from this quote' }).click();
  await expectToast(page, AUTH_MESSAGES.verifyBeforeCheckout);
  await expect(page).toHaveURL(new RegExp(`/quotes/${quote.id}$`));
  expect(await page.evaluate(() => localStorage.getItem('binderQuote'))).toBeNull();
  await expect(binderCount(page)).toHaveText('Binder (0)');
});
