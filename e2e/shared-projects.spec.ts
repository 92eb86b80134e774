import type { APIRequestContext, Browser, Page } from '@playwright/test';
import type { AccountBinder } from '@rta/domain/api/cart';
import { sharedProjectPath, type ShareLinkMade } from '@rta/domain/api/shared-projects';
import type { Project } from '@rta/domain/api/projects';
import { formatLength } from '@rta/domain/planner/lengths';
import { test, expect } from './fixtures.ts';
import { grantRole } from './account-database.ts';
import { NAVAL, labelSection, itemRow, money, openBinder, stored } from './binder-helpers.ts';
import {
  createShopper,
  expectNoSeriousAxeViolations,
  line,
  logIn,
  pickProject,
  projectBar,
  projectsApi,
} from './project-helpers.ts';

/**
 * Shared projects (issue 23, decision 0161): the owner makes a read-only link from the project
 * bar; anyone opens it in a browser with no account, sees the rooms and their items at the
 * server's guest prices, and copies the project into that browser's binder; once revoked, the
 * link shows only 'This link is no longer available.'
 */

const UNAVAILABLE = 'This link is no longer available.';
/** project-helpers.ts's shoppers' password, and a device of this file's own for API sessions. */
const SHOPPER_PASSWORD = 'Walnut#Cab42';
const API_DEVICE = 'shared-projects-e2e-api-device';

/** A page of a fresh browser context (no account, an empty binder), failing on any console error but the ones named. */
const freshVisitor = async (browser: Browser, baseURL: string | undefined, allowed: RegExp[] = []) => {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return;
    if (allowed.some((pattern) => pattern.test(message.text()))) return;
    problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return { context, page, problems };
};

/** Line total at a guest's price: price and glass, no discount, paint labour, no pre-assembly. */
const guestUnit = (item: Project['cartData']['items'][number]) => item.price + item.glassPrice + item.paintLaborFee;

const shareDialog = (page: Page, name: string) => page.getByRole('dialog', { name: `Share '${name}'` });

test('the owner shares a project; a visitor without an account sees it at guest prices, copies it, and loses it once revoked', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  const owner = await createShopper(request, 'Iris');
  // A Gold trade pro: the shared page must still show the prices anyone would pay.
  await grantRole(owner.email, 'Contractor User Gold');
  const api = await projectsApi(request, owner.email);
  const project = await api.create('Lake House', {
    items: [line('loose', 'B15')],
    labels: [
      {
        id: 'kitchen',
        name: 'Kitchen',
        items: [line('k1', 'B12', { quantity: 2 }), line('k2', 'W1230', { selectedColor: { code: NAVAL.code } })],
        plan: {
          walls: [
            {
              id: 'w1',
              name: 'Sink wall',
              length: 120.5,
              base: [
                { id: 's1', kind: 'piece', itemId: 'k1' },
                { id: 's2', kind: 'space', space: 'dishwasher', width: 24 },
              ],
              upper: [{ id: 'u1', kind: 'piece', itemId: 'k2' }],
            },
            { id: 'w2', name: 'Window wall', length: 96 },
          ],
        },
      },
      { id: 'bath', name: 'Bath', items: [line('b1', 'VSB24')] },
    ],
    preAssembly: false,
  });

  await page.goto('/');
  await logIn(page, owner);
  const panel = await openBinder(page);
  await pickProject(page, panel, /Lake House \(4 items\)/);
  const bar = projectBar(panel);
  await expect(bar.getByRole('button', { name: 'Project: Lake House' })).toBeVisible();

  await bar.getByRole('button', { name: 'Share project Lake House' }).click();
  const dialog = shareDialog(page, 'Lake House');
  await expect(dialog.getByTestId('share-link-status')).toHaveText('This project has no link.');
  await dialog.getByRole('button', { name: 'Make Link' }).click();
  const field = dialog.getByLabel('Read-only link');
  await expect(field).toHaveValue(new RegExp(`^${baseURL}/shared/[A-Za-z0-9_-]{43}$`));
  const url = await field.inputValue();
  await expect(dialog.getByTestId('share-link-status')).toContainText(/This project has a read-only link\. Made \w{3}/);
  await expectNoSeriousAxeViolations(page, '[role="dialog"]:has(input[readonly])');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(bar.getByRole('button', { name: 'Share project Lake House' })).toBeFocused();

  // Reopened, the dialog says a link exists without showing it again (only its hash is kept).
  await bar.getByRole('button', { name: 'Share project Lake House' }).click();
  await expect(dialog.getByTestId('share-link-status')).toContainText('This project has a read-only link.');
  await expect(dialog.getByLabel('Read-only link')).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Make New Link' })).toBeVisible();
  await page.keyboard.press('Escape');

  // A visitor in another browser, with no account.
  const visitor = await freshVisitor(browser, baseURL);
  const shared = visitor.page;
  await shared.goto(url);
  await expect(shared.getByRole('heading', { level: 1, name: 'Lake House' })).toBeVisible();
  await expect(shared).toHaveTitle(/^Shared Project \| /);
  await expect(shared.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expect(shared.getByRole('button', { name: 'Signup/Login' })).toBeVisible();

  const owned = (await api.list()).find((candidate) => candidate.id === project.id);
  if (!owned) throw new Error('the project is gone');
  const all = [...owned.cartData.items, ...owned.cartData.labels.flatMap((label) => label.items)];
  const byId = (id: string) => {
    const item = all.find((candidate) => candidate.id === id);
    if (!item) throw new Error(`no item ${id}`);
    return item;
  };
  const kitchen = shared.getByRole('region', { name: 'Kitchen' });
  const kitchenItems = kitchen.getByRole('table', { name: 'Items in Kitchen' });
  await expect(kitchenItems.getByRole('rowheader')).toHaveText([/^B12/, /^W1230/]);
  // The room's walls as the planner draws them, to scale with their dimensions, each with its table.
  await expect(kitchen.getByRole('heading', { name: 'Walls' })).toBeVisible();
  const sinkWall = kitchen.getByRole('img', { name: 'Elevation of Sink wall, described in the table below' });
  await expect(sinkWall).toBeVisible();
  await expect(sinkWall.locator('text', { hasText: `Sink wall ${formatLength(120.5)}` })).toHaveCount(1);
  await expect(sinkWall.locator('text', { hasText: `Base row ${formatLength(36)}` })).toHaveCount(1);
  await expect(sinkWall.locator('text', { hasText: `${formatLength(84.5)} left` })).toHaveCount(1);
  const sinkTable = kitchen.getByRole('table', { name: new RegExp(`^Sink wall: ${formatLength(120.5)} long`) });
  await expect(sinkTable.getByRole('rowheader')).toHaveText([
    'B12',
    /^Dishwasher/,
    'W1230',
    /^Base row total/,
    /^Wall row total/,
  ]);
  await expect(kitchen.getByRole('img', { name: /^Elevation of Window wall/ })).toBeVisible();
  await expect(
    kitchen.getByRole('table', { name: new RegExp(`^Window wall: ${formatLength(96)} long`) }),
  ).toContainText('Nothing placed on this wall yet.');
  await expect(shared.getByRole('region', { name: 'Bath' }).getByRole('heading', { name: 'Walls' })).toHaveCount(0);
  await expect(shared.getByRole('region', { name: 'Bath' }).getByRole('img')).toHaveCount(0);
  // On paper too.
  await shared.emulateMedia({ media: 'print' });
  await expect(sinkWall).toBeVisible();
  await shared.emulateMedia({ media: 'screen' });
  const b12 = kitchenItems.getByRole('row', { name: /^B12/ });
  await expect(b12.getByRole('cell')).toHaveText([
    'None (natural maple)',
    '2',
    money(guestUnit(byId('k1'))),
    money(guestUnit(byId('k1')) * 2),
  ]);
  await expect(kitchenItems.getByRole('row', { name: /^W1230/ }).getByRole('cell')).toHaveText([
    'Naval (SW 6244)',
    '1',
    money(guestUnit(byId('k2'))),
    money(guestUnit(byId('k2'))),
  ]);
  await expect(shared.getByRole('region', { name: 'Bath' }).getByRole('rowheader')).toHaveText([/^VSB24/]);
  await expect(shared.getByRole('region', { name: 'Not in a room' }).getByRole('rowheader')).toHaveText([/^B15/]);
  const total = guestUnit(byId('k1')) * 2 + guestUnit(byId('k2')) + guestUnit(byId('b1')) + guestUnit(byId('loose'));
  await expect(shared.getByText(/^Total:/)).toHaveText(`Total: ${money(total)}`);
  // The owner's Gold discount is nowhere: the item's own price is the guest's.
  expect(byId('k1').contractorInfo.isGold).toBe(true);
  await expectNoSeriousAxeViolations(shared, 'main');

  // Copied into the visitor's own (empty) binder.
  await shared.getByRole('button', { name: 'Copy to My Binder' }).click();
  await expect(shared.getByText('Copied 4 items to your binder.')).toBeVisible();
  const binder = await openBinder(shared);
  await expect(itemRow(labelSection(binder, 'Kitchen'), 'B12')).toBeVisible();
  await expect(itemRow(labelSection(binder, 'Kitchen'), 'W1230')).toBeVisible();
  await expect(itemRow(labelSection(binder, 'Bath'), 'VSB24')).toBeVisible();
  await expect(itemRow(binder, 'B15')).toBeVisible();
  const kept = await stored(shared);
  expect(kept.items.map((item) => `${item.name}×${item.quantity}`)).toEqual(['B15×1']);
  expect(kept.labels.map((label) => [label.name, label.items.map((item) => `${item.name}×${item.quantity}`)])).toEqual([
    ['Kitchen', ['B12×2', 'W1230×1']],
    ['Bath', ['VSB24×1']],
  ]);
  // The room's plan came along, its pieces naming the items as this binder holds them.
  const copiedKitchen = kept.labels[0];
  const walls = copiedKitchen?.plan?.walls ?? [];
  expect(walls.map((wall) => [wall.name, wall.length])).toEqual([
    ['Sink wall', 120.5],
    ['Window wall', 96],
  ]);
  const pieceItems = walls
    .flatMap((wall) => [...wall.base, ...wall.upper])
    .flatMap((slot) => (slot.kind === 'piece' ? [slot.itemId] : []));
  expect(pieceItems).toEqual(copiedKitchen?.items.map((item) => item.id));
  // The visitor's binder is priced as a guest's, like the page.
  expect(kept.labels[0]?.items[0]?.contractorInfo.isGold).toBe(false);
  await shared.keyboard.press('Escape');

  // The owner revokes the link: the visitor's next look finds nothing.
  await bar.getByRole('button', { name: 'Share project Lake House' }).click();
  await dialog.getByRole('button', { name: 'Revoke Link' }).click();
  await expect(dialog.getByTestId('share-link-status')).toHaveText('This project has no link.');
  await expect(page.getByText('Link revoked. It no longer opens this project.')).toBeVisible();

  await shared.reload();
  await expect(shared.getByRole('heading', { level: 1 })).toHaveText(UNAVAILABLE);
  await expect(shared.getByText('Lake House')).toHaveCount(0);
  await expect(shared.getByRole('table')).toHaveCount(0);
  expect(visitor.problems.filter((problem) => !/Failed to load resource.*404/.test(problem))).toEqual([]);
  await visitor.context.close();
});

/** The API as one account's other device: its token's headers. */
const apiHeaders = async (request: APIRequestContext, email: string) => {
  const login = await request.post('/api/login', {
    headers: { 'x-device-fingerprint': API_DEVICE },
    data: { email, password: SHOPPER_PASSWORD },
  });
  expect(login.status()).toBe(200);
  const { token } = (await login.json()) as { token: string };
  return { authorization: `Bearer ${token}`, 'x-device-fingerprint': API_DEVICE };
};

/** A project 'Galley' of a new shopper's, its Kitchen planned on one wall, 'Long wall', shared by a link made through the API. */
const sharedGalley = async (request: APIRequestContext, ownerName: string) => {
  const owner = await createShopper(request, ownerName);
  const project = await (
    await projectsApi(request, owner.email)
  ).create('Galley', {
    items: [],
    labels: [
      {
        id: 'galley',
        name: 'Kitchen',
        items: [line('g1', 'B12'), line('g2', 'W1230', { selectedColor: { code: NAVAL.code } })],
        plan: {
          walls: [
            {
              id: 'w1',
              name: 'Long wall',
              length: 144,
              base: [{ id: 's1', kind: 'piece', itemId: 'g1' }],
              upper: [{ id: 'u1', kind: 'piece', itemId: 'g2' }],
            },
          ],
        },
      },
    ],
    preAssembly: false,
  });
  const made = await request.post(`/api/projects/${project.id}/share-link`, {
    headers: await apiHeaders(request, owner.email),
  });
  expect(made.status()).toBe(201);
  const { shareLink } = (await made.json()) as ShareLinkMade;
  return shareLink;
};

test("a signed-in visitor's copy joins their account's binder: a room of the same name, an item already there kept once, the plan following", async ({
  page,
  request,
}) => {
  const shareLink = await sharedGalley(request, 'Olga');

  // The visitor has an account whose binder already has a Kitchen with a B12 in it, and no plan.
  const visitor = await createShopper(request, 'Pavel');
  const headers = await apiHeaders(request, visitor.email);
  const saved = await request.put('/api/cart', {
    headers,
    data: {
      items: [],
      labels: [{ id: 'mine', name: 'kitchen', items: [line('mine-b12', 'B12')] }],
      preAssembly: false,
    },
  });
  expect(saved.status()).toBe(200);

  await page.goto('/');
  await logIn(page, visitor);
  await page.goto(sharedProjectPath(shareLink.token));
  await expect(page.getByRole('heading', { level: 1, name: 'Galley' })).toBeVisible();
  await page.getByRole('button', { name: 'Copy to My Binder' }).click();
  await expect(page.getByText('Copied 2 items to your binder.')).toBeVisible();

  const account = async () => (await (await request.get('/api/cart', { headers })).json()) as AccountBinder;
  await expect
    .poll(async () => (await account()).labels.map((label) => [label.name, label.items.map((item) => item.name)]))
    .toEqual([['kitchen', ['B12', 'W1230']]]);
  const [kitchen] = (await account()).labels;
  const w1230 = kitchen?.items.find((item) => item.name === 'W1230');
  expect(kitchen?.plan?.walls.map((wall) => [wall.name, wall.base, wall.upper])).toEqual([
    ['Long wall', [{ id: 's1', kind: 'piece', itemId: 'mine-b12' }], [{ id: 'u1', kind: 'piece', itemId: w1230?.id }]],
  ]);
  const panel = await openBinder(page);
  await expect(itemRow(labelSection(panel, 'kitchen'), 'W1230')).toBeVisible();
});

test.describe('a link nobody made', () => {
  // The well-formed unknown token is asked for, and answered 404.
  test.use({ allowedHttpErrors: [/\/api\/shared-project$/] });

  test('an unknown or malformed link shows only that it is no longer available', async ({ page }) => {
    for (const token of ['A'.repeat(43), 'not-a-token']) {
      await page.goto(`/shared/${token}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(UNAVAILABLE);
      await expect(page.getByRole('link', { name: 'Go to the store' })).toBeVisible();
      await expectNoSeriousAxeViolations(page, 'main');
    }
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("a wall's drawing keeps a readable scale in a region that scrolls sideways, by keyboard too, and fits the paper when printed", async ({
    page,
    request,
  }) => {
    const shareLink = await sharedGalley(request, 'Quinn');

    await page.goto(sharedProjectPath(shareLink.token));
    const drawing = page.getByRole('img', { name: 'Elevation of Long wall, described in the table below' });
    await expect(drawing).toBeVisible();
    const region = page.getByRole('group', { name: 'Drawing of Long wall, scrolls sideways' });
    await expect(region).toBeVisible();
    // Readable: the planner's phone scale (36rem), wider than the screen, so its region scrolls, within the screen.
    expect((await drawing.boundingBox())?.width ?? 0).toBeGreaterThanOrEqual(36 * 16);
    expect(await region.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
    const box = await region.boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? Infinity)).toBeLessThanOrEqual(390);
    // Nothing else on the page is wider than the phone: the page itself does not scroll sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await region.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => region.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
    await expectNoSeriousAxeViolations(page, 'main');
    // On paper the drawing fits the page's width again.
    await page.emulateMedia({ media: 'print' });
    expect((await drawing.boundingBox())?.width ?? Infinity).toBeLessThanOrEqual(390);
    expect(await region.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  });
});
