import type { Page, Route } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { binderCount, card, configure, expectToast, hydrated, storedItems } from './store-helpers.ts';
import { createAccount, logInThroughDialog } from './account-helpers.ts';
import { makeItem, rowNamed, rowsOf, seedBinder } from './binder-helpers.ts';
import { customerWithOrder, staffPage } from './staff-console-helpers.ts';

/**
 * How pages load (issue 10, web performance): what the speed work must not break.
 */

/** Records every Content Security Policy violation the page meets, from its first script on. */
const recordCspViolations = async (page: Page): Promise<() => Promise<string[]>> => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`),
    );
  });
  return () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
};

test('the store validates its answers and the stored binder without eval: no CSP violation', async ({ page }) => {
  const violations = await recordCspViolations(page);
  await page.goto('/store');
  const base = card(page, 'Base Cabinets');
  await configure(base, '1 Door 1 Drawer', 'B15');
  await base.getByRole('button', { name: 'Add to Binder' }).click();
  await expect(binderCount(page)).toHaveText('Binder (1)');
  // A reload reads the binder back from local storage through its schemas.
  await page.reload();
  await expect(binderCount(page)).toHaveText('Binder (1)');
  await expect(card(page, 'Base Cabinets')).toBeVisible();
  expect(await violations()).toEqual([]);
});

/** Sums the page's layout shifts that no input caused (what Lighthouse's CLS counts), from the start. */
const recordLayoutShifts = async (page: Page): Promise<() => Promise<number>> => {
  await page.addInitScript(() => {
    const total = { value: 0 };
    (window as unknown as { layoutShift: { value: number } }).layoutShift = total;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) total.value += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  // Two frames, so that the last layout's shift has been reported.
  return () =>
    page.evaluate(
      () =>
        new Promise<number>((resolve) =>
          requestAnimationFrame(() =>
            requestAnimationFrame(() =>
              resolve((window as unknown as { layoutShift: { value: number } }).layoutShift.value),
            ),
          ),
        ),
    );
};

/** Holds the requests matching `url` until `release` is called, so the page is seen while it waits. */
const holdRequests = async (page: Page, url: string | RegExp): Promise<() => void> => {
  const held: Route[] = [];
  let released = false;
  await page.route(url, (route) => (released ? route.continue() : void held.push(route)));
  return () => {
    released = true;
    for (const route of held.splice(0)) void route.continue();
  };
};

const PHONE = { width: 390, height: 844 };

/** The text of each largest-contentful-paint candidate the page reports, in order, from the start. */
const recordLargestPaints = async (page: Page): Promise<() => Promise<string[]>> => {
  await page.addInitScript(() => {
    const texts: string[] = [];
    (window as unknown as { largestPaints: string[] }).largestPaints = texts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { element: Element | null })[])
        texts.push(entry.element?.textContent ?? '');
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  return () => page.evaluate(() => [...(window as unknown as { largestPaints: string[] }).largestPaints]);
};

const UNFINISHED = 'Unfinished — choose a colour to see it painted';

test.describe('on a 390 px phone, nothing moves while a page loads', () => {
  test('the store comes from the server whole, its cards and paint preview in place: nothing moves as it hydrates', async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    const layoutShift = await recordLayoutShifts(page);
    const largestPaints = await recordLargestPaints(page);
    await page.goto('/store');
    const preview = page.getByRole('region', { name: 'Paint preview: B09B21' });
    await expect(preview.getByRole('img').first()).toBeVisible();
    await expect(card(page, 'Base Cabinets').locator('svg').first()).toBeVisible();
    await expect(page.getByText(UNFINISHED)).toBeVisible();
    // Hydrated: the cards' controls work (they wait for it: ui/until-hydrated.tsx).
    await expect(card(page, 'Base Cabinets').getByLabel('Variation', { exact: true })).toBeEnabled();
    expect(await layoutShift()).toBeLessThan(0.01);
    // The largest paint is the server's: hydration paints nothing larger.
    expect((await largestPaints()).length).toBeGreaterThan(0);
    const before = await largestPaints();
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))));
    expect(await largestPaints()).toEqual(before);
  });

  test("coming to the store from another page, it holds the paint preview's place while the cabinets load", async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    const layoutShift = await recordLayoutShifts(page);
    await page.goto('/');
    await hydrated(page);
    const release = await holdRequests(page, '**/api/cabinets/**');
    await page.getByRole('main').getByRole('link', { name: 'Shop Cabinets', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Loading cabinets…' })).toBeVisible();
    // The preview's heading and colour line show before the cabinets.
    await expect(page.getByText('Paint preview: B09B21')).toBeVisible();
    await expect(page.getByText(UNFINISHED)).toBeVisible();
    release();
    await expect(page.getByRole('region', { name: 'Paint preview: B09B21' }).getByRole('img').first()).toBeVisible();
    await expect(card(page, 'Base Cabinets')).toBeVisible();
    expect(await layoutShift()).toBeLessThan(0.01);
  });

  test("checkout shows the lines in place while the server prices them, and holds the form's place while it loads", async ({
    page,
    request,
  }) => {
    const { email } = await createAccount(request, { firstName: 'Lena', lastName: 'Shift' });
    const base = await rowsOf(request, 'Base');
    await seedBinder(page, { items: [makeItem(rowNamed(base, 'B12')), makeItem(rowNamed(base, 'B15'))] }, '/store');
    await logInThroughDialog(page, email, 'Lena');
    await page.setViewportSize(PHONE);

    const layoutShift = await recordLayoutShifts(page);
    const release = await holdRequests(page, '**/api/checkout/prices');
    const releaseForm = await holdRequests(page, '**/assets/checkout-details-*.js');
    await page.goto('/checkout');
    await expect(page.getByRole('status').filter({ hasText: 'Checking prices…' })).toBeVisible();
    const order = page.getByRole('region', { name: 'Binder' });
    await expect(order).toContainText('1 × B12');
    const help = page.getByRole('button', { name: 'Need help with checkout?' });
    const before = await help.boundingBox();
    // No price is shown before the server has given it.
    await expect(order.getByText(/each$/).filter({ visible: true })).toHaveCount(0);
    release();
    await expect(order.getByText(/each$/).filter({ visible: true })).toHaveCount(2);
    await expect(page.getByRole('status').filter({ hasText: 'Checking prices…' })).toHaveCount(0);
    releaseForm();
    await expect(page.getByRole('button', { name: 'Place order' })).toBeEnabled();
    // What follows the form is where it was while the form loaded (below the screen here, so not a layout shift).
    const after = await help.boundingBox();
    expect(Math.abs((after?.y ?? 0) - (before?.y ?? 0))).toBeLessThan(2);
    expect(await layoutShift()).toBeLessThan(0.01);
  });

  for (const [url, heading, field, chunk] of [
    ['/reset-password', 'Reset your password', 'Email', '**/assets/reset-request-form-*.js'],
    ['/reset-password/abcdefghijklmnop1234', 'Set a new password', 'New password', '**/assets/new-password-form-*.js'],
  ] as const)
    test(`${url} shows its heading before its form, whose place is held while it loads`, async ({ page }) => {
      await page.setViewportSize(PHONE);
      const layoutShift = await recordLayoutShifts(page);
      const releaseForm = await holdRequests(page, chunk);
      await page.goto(url);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      if (url === '/reset-password')
        await expect(page.getByText('Enter the email address of your account')).toBeVisible();
      await expect(page.getByLabel(field, { exact: true })).toHaveCount(0);
      // The page's body below the heading (the form, or the place held for it) keeps its height when the form comes.
      const body = page.getByRole('heading', { level: 1 }).locator('xpath=following-sibling::div[1]');
      const before = await body.boundingBox();
      releaseForm();
      await expect(page.getByLabel(field, { exact: true })).toBeVisible();
      const after = await body.boundingBox();
      expect(Math.abs((after?.height ?? 0) - (before?.height ?? 0))).toBeLessThan(2);
      expect(await layoutShift()).toBeLessThan(0.01);
    });
});

const TRICORN = { code: '6258', name: 'Tricorn Black', rgb: '#2F2F30' };

test.describe('a returning shopper (a binder and a colour stored)', () => {
  test('sees the store in their colour, its cabinets and their binder', async ({ page, request }) => {
    const base = await rowsOf(request, 'Base');
    await seedBinder(page, { items: [makeItem(rowNamed(base, 'B12'))] });
    await page.evaluate(
      (color) =>
        localStorage.setItem('selectedColor:guest', JSON.stringify({ selectedColor: color, timestamp: Date.now() })),
      TRICORN,
    );
    await page.goto('/store');
    await expect(page.getByRole('heading', { name: 'Shop cabinets', level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Paint: Tricorn Black (SW 6258)' })).toBeVisible();
    await expect(page.getByText('Tricorn Black · SW 6258')).toBeVisible();
    await expect(card(page, 'Base Cabinets')).toBeVisible();
    await expect(binderCount(page)).toHaveText('Binder (1)');
  });

  test('can add before the binder has been read: the add waits for it and keeps what was there', async ({
    page,
    request,
  }) => {
    const base = await rowsOf(request, 'Base');
    await seedBinder(page, { items: [makeItem(rowNamed(base, 'B12'))] });
    const release = await holdRequests(page, '**/assets/binder-storage-*.js');
    await page.goto('/store');
    const cabinet = card(page, 'Base Cabinets');
    await configure(cabinet, '1 Door 1 Drawer', 'B15');
    await cabinet.getByRole('button', { name: 'Add to Binder' }).click();
    release();
    await expectToast(page, 'Item added to binder');
    await expect(binderCount(page)).toHaveText('Binder (2)');
    expect((await storedItems(page)).map((item) => item.name)).toEqual(['B12', 'B15']);
  });
});

test("a signed-in shopper's store shows, signed in and with its cabinets", async ({ page, request }) => {
  const { email } = await createAccount(request, { firstName: 'Nora' });
  await page.goto('/');
  await logInThroughDialog(page, email, 'Nora');
  await page.goto('/store');
  // The session is confirmed (GET /api/user) before the first render, its answer checked by
  // its valibot schema (loaded alongside the request), and so are the catalogue's.
  await expect(page.getByRole('button', { name: "Nora's Menu" })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Shop cabinets', level: 1 })).toBeVisible();
  await expect(card(page, 'Base Cabinets')).toBeVisible();
});

test('a payment confirmation shows, and a malformed one is no order', async ({ page, request }) => {
  const { email } = await createAccount(request, { firstName: 'Otto' });
  await page.goto('/');
  await logInThroughDialog(page, email, 'Otto');
  const confirmation = {
    orderId: 'RTA-ORD-ABCDEFGHJK',
    subtotal: 10_000,
    freight: 0,
    tax: 700,
    total: 10_700,
    isPickupPayment: true,
    fulfilment: 'pickup',
  };
  await page.evaluate((details) => localStorage.setItem('paymentConfirmation', JSON.stringify(details)), confirmation);
  await page.goto('/payment-confirmation');
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeVisible();
  await expect(page.getByText('Your order number is #ABCDEFGHJK.')).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: '$107.00' })).toBeVisible();

  await page.evaluate((details) => localStorage.setItem('paymentConfirmation', JSON.stringify(details)), {
    ...confirmation,
    fulfilment: 'drone',
  });
  await page.goto('/payment-confirmation');
  await expect(page.getByRole('heading', { level: 1, name: 'Payment confirmation' })).toBeVisible();
  await expect(page.getByText('There is no recent order to show.')).toBeVisible();
});

test("checkout shows the binder's lines, their prices and the form, and checks the form", async ({ page, request }) => {
  const { email } = await createAccount(request, { firstName: 'Pia', lastName: 'Early' });
  const base = await rowsOf(request, 'Base');
  await seedBinder(
    page,
    {
      items: [makeItem(rowNamed(base, 'B12'))],
      labels: [{ id: 'l1', name: 'Island', items: [makeItem(rowNamed(base, 'B15'))], isLabel: true }],
    },
    '/store',
  );
  await logInThroughDialog(page, email, 'Pia');
  await page.goto('/checkout');
  // The binder was read from local storage and checked by its schema: both lines, under their labels.
  await expect(page.getByRole('region', { name: 'Binder' })).toContainText('1 × B12');
  await expect(page.getByRole('region', { name: 'Island' })).toContainText('1 × B15');
  const details = page.getByRole('form', { name: 'Checkout details' });
  await expect(details.getByLabel('Customer name')).toHaveValue('Pia Early');
  // The server's prices are checked by theirs.
  await expect(page.getByRole('region', { name: 'Binder' }).getByText(/each$/)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Island' }).getByText(/each$/)).toBeVisible();
  // The details' schema loads the first time the form checks them.
  await details.getByLabel('Phone').fill('555-01');
  await details.getByLabel('Phone').blur();
  await expect(details.getByText('Please enter a valid 10-digit phone number')).toBeVisible();
});

test("checkout asks for what is not its first render (the toasts, the binder's sync with the account, the form, the drawings, the prices' observer) only once that render is painted", async ({
  page,
  request,
}) => {
  const { email } = await createAccount(request, { firstName: 'Uma' });
  const base = await rowsOf(request, 'Base');
  await seedBinder(page, { items: [makeItem(rowNamed(base, 'B12'))] }, '/store');
  await logInThroughDialog(page, email, 'Uma');
  // The page's frame callbacks are held until the test lets them run: the app learns that its
  // first render is being painted from one (lib/first-paint.ts), so to it the paint has not
  // come yet.
  await page.addInitScript(() => {
    const held: FrameRequestCallback[] = [];
    const frames = window as unknown as { releaseFrames: () => void };
    const requestFrame = window.requestAnimationFrame.bind(window);
    let holding = true;
    window.requestAnimationFrame = (callback) => (holding ? held.push(callback) : requestFrame(callback));
    frames.releaseFrames = () => {
      holding = false;
      for (const callback of held.splice(0)) requestFrame(callback);
    };
  });
  const asked: string[] = [];
  page.on('request', (sent) => {
    const script = /\/assets\/(binder-sync|toasts|checkout-details|cabinet-drawing|checkout-prices)-[\w-]+\.js$/.exec(
      sent.url(),
    )?.[1];
    if (script) asked.push(script);
  });
  await page.goto('/checkout');
  const order = page.getByRole('region', { name: 'Binder' });
  await expect(order).toContainText('1 × B12');
  await expect(page.getByRole('status').filter({ hasText: 'Checking prices…' })).toBeVisible();
  expect(asked).toEqual([]);
  await page.evaluate(() => (window as unknown as { releaseFrames: () => void }).releaseFrames());
  await expect
    .poll(() => [...asked].sort())
    .toEqual(['binder-sync', 'cabinet-drawing', 'checkout-details', 'checkout-prices', 'toasts']);
  // Then the prices come in, and the form.
  await expect(order.getByText(/each$/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Place order' })).toBeEnabled();
});

test("the staff console's pages show before their data has loaded, and their data once it has", async ({
  request,
  browser,
}) => {
  test.slow(); // two accounts, an order and four pages on a busy machine
  const customer = await customerWithOrder(request, 'Zora');
  const staff = await staffPage(browser, request);
  const desk = staff.page;
  const releaseList = await holdRequests(desk, /\/api\/staff\/orders\?/);
  await desk.goto('/staff/orders');
  await expect(
    desk.getByRole('navigation', { name: 'Staff sections' }).getByRole('link', { name: /^Orders/ }),
  ).toBeVisible();
  await expect(desk.getByRole('heading', { level: 2, name: 'Orders' })).toBeVisible();
  // The list's answer is asked for and still held.
  await expect(desk.getByRole('status').filter({ hasText: 'Loading orders…' })).toBeVisible();
  releaseList();
  await expect(desk.getByRole('table', { name: 'Orders, newest first' })).toContainText('Zora Oakley');

  // An order's page says it is loading the order while its answer is held, then shows it with its forms.
  await desk.unrouteAll({ behavior: 'wait' });
  const releaseDetail = await holdRequests(desk, new RegExp(`/api/staff/orders/${customer.order.id}$`));
  await desk.goto(`/staff/orders/${customer.order.id}`);
  await expect(desk.getByRole('status').filter({ hasText: 'Loading the order…' })).toBeVisible();
  releaseDetail();
  await expect(
    desk.getByRole('heading', { level: 2, name: new RegExp(`^Order #${customer.order.data_order_id}`) }),
  ).toBeVisible();
  await expect(desk.getByRole('button', { name: 'Record payment' })).toBeVisible();

  // The applications and the inbox (their schemas on valibot, like the orders') say they are
  // loading while their answers are held, then show them.
  for (const [section, heading, answer, loading, loaded] of [
    [
      'applications',
      'Trade Pro Applications',
      /\/api\/staff\/applications\?/,
      'Loading applications…',
      /^(\d+ applications|1 application)$/,
    ],
    [
      'inbox',
      'Support Inbox',
      /\/api\/staff\/support\?/,
      'Loading messages…',
      /^(\d+ messages|1 message|No unhandled messages\.)$/,
    ],
  ] as const) {
    await desk.unrouteAll({ behavior: 'wait' });
    const releaseAnswer = await holdRequests(desk, answer);
    await desk.goto(`/staff/${section}`);
    await expect(desk.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    await expect(desk.getByRole('status').filter({ hasText: loading })).toBeVisible();
    releaseAnswer();
    await expect(desk.getByRole('status').filter({ hasText: loaded })).toBeVisible();
  }

  // The catalogue and the audit log likewise, and show their answers.
  for (const [section, heading, answer, loading] of [
    ['catalogue', 'Catalogue', /\/api\/staff\/catalogue\?/, 'Loading the catalogue…'],
    ['audit', 'Audit Log', /\/api\/staff\/audit\?/, 'Loading the audit log…'],
  ] as const) {
    await desk.unrouteAll({ behavior: 'wait' });
    const releaseAnswer = await holdRequests(desk, answer);
    await desk.goto(`/staff/${section}`);
    await expect(desk.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    await expect(desk.getByRole('status').filter({ hasText: loading })).toBeVisible();
    releaseAnswer();
    await expect(desk.getByRole('table')).toBeVisible();
  }
  await staff.close();
});

test.describe('a page whose code cannot be loaded (offline, or a new version deployed meanwhile)', () => {
  const visitPage = /\/assets\/visit-page-[^/]+\.js$/;
  test.use({ allowedHttpErrors: [visitPage], allowedConsoleErrors: [/Failed to fetch dynamically imported module/] });

  test('says so where the page would be, keeps the header working, and a reload brings the page', async ({ page }) => {
    await page.goto('/');
    await page.route(visitPage, (route) => route.abort());
    await page.getByRole('banner').getByRole('link', { name: 'Come Visit Us!' }).click();
    await expect(page).toHaveURL(/\/visit$/);
    const failed = page.getByRole('main').getByRole('alert');
    await expect(failed).toContainText('This page could not be loaded');
    await expect(failed).toContainText('Please check your connection and reload the page.');

    // The rest of the store still works: another page opens from the header.
    await page.getByRole('banner').getByRole('link', { name: 'Home' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(failed).toHaveCount(0);
    await page.goBack();
    await expect(failed).toBeVisible();

    await page.unroute(visitPage);
    await failed.getByRole('button', { name: 'Reload' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Visit our showroom' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);
  });
});
