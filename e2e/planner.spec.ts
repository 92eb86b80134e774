import { AxeBuilder } from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { expectToast } from './store-helpers.ts';
import {
  confirm,
  itemRow,
  labelSection,
  makeItem,
  makeLabel,
  openBinder,
  rowNamed,
  rowsOf,
  seedBinder,
  stored,
} from './binder-helpers.ts';

/*
 * The room planner (issue 22): a label of the binder gets a plan of its walls, drawn to scale from
 * its cabinets, checked as the shopper goes, with what the room needs worked out. A guest's plan
 * is kept in local storage with the binder.
 */

test.beforeEach(async ({ page, request }) => {
  const base = await rowsOf(request, 'Base');
  const wall = await rowsOf(request, 'Wall');
  await seedBinder(page, {
    items: [],
    labels: [
      makeLabel('k', 'Kitchen', [
        makeItem(rowNamed(base, 'B36'), { id: 'b36' }),
        makeItem(rowNamed(base, 'SB36'), { id: 'sb36' }),
        makeItem(rowNamed(base, 'DB24'), { id: 'db24' }),
        makeItem(rowNamed(wall, 'W3030'), { id: 'w3030' }),
      ]),
    ],
  });
});

const main = (page: Page): Locator => page.getByRole('main');

/** Adds a wall through the form: its length typed as measured. */
const addWall = async (page: Page, length: string): Promise<void> => {
  const form = page.getByRole('form', { name: 'Add a wall' });
  await form.getByLabel('Length').fill(length);
  await form.getByRole('button', { name: 'Add wall' }).click();
};

const place = async (page: Page, sku: string, row = 'base row'): Promise<void> => {
  await page.getByRole('button', { name: `Place ${sku} on the ${row} of Wall A` }).click();
};

const addDishwasher = async (page: Page): Promise<void> => {
  const wall = page.getByRole('region', { name: /^Wall A/ });
  await wall.getByText('Add a window, door or appliance space to Wall A').click();
  await wall.getByLabel('Space', { exact: true }).selectOption('dishwasher');
  await expect(wall.getByLabel('Space width')).toHaveValue("2'");
  await wall.getByRole('button', { name: 'Add dishwasher space to Wall A' }).click();
};

const table = (page: Page): Locator => page.getByRole('table').filter({ hasText: /^Wall A/ });

const setLength = async (page: Page, length: string): Promise<void> => {
  await page.getByRole('button', { name: 'Edit Wall A' }).click();
  const form = page.getByRole('form', { name: 'Edit Wall A' });
  await form.getByLabel('Length').fill(length);
  await form.getByRole('button', { name: 'Save Wall A' }).click();
};

const checks = (page: Page): Locator => page.getByRole('region', { name: 'Checks' });

test('a 120" wall with a B36, an SB36, a dishwasher space and a DB24 fits exactly; 121 1/2" leaves 1 1/2" for a BF3; shorter is too long', async ({
  page,
}) => {
  const panel = await openBinder(page);
  await labelSection(panel, 'Kitchen').getByRole('link', { name: 'Plan this room: Kitchen' }).click();
  await expect(page).toHaveURL(/\/planner\/k$/);
  await expect(page).toHaveTitle(/^Room Planner \|/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Room Planner: Kitchen');

  // An unreadable length is said at the field.
  await addWall(page, 'ten feet');
  await expect(page.getByRole('form', { name: 'Add a wall' }).getByLabel('Length')).toHaveAccessibleDescription(
    /Enter a length like/,
  );
  await addWall(page, '120');
  await expect(page.getByRole('heading', { name: /^Wall A/ })).toContainText("10'");

  await place(page, 'B36');
  await place(page, 'SB36');
  await addDishwasher(page);
  await place(page, 'DB24');

  await expect(table(page).getByRole('row')).toHaveText([
    /Row.*Piece.*From the left.*Width/,
    /Base row.*B36.*0.*3'/,
    /Base row.*SB36.*3'.*3'/,
    /Base row.*Dishwasher 24".*6'.*2'/,
    /Base row.*DB24.*8'.*2'/,
    /Base row total \(fits exactly\).*10'/,
  ]);
  await expect(checks(page)).not.toContainText('left on the base row');
  await expect(checks(page)).not.toContainText('longer than');

  await setLength(page, '121 1/2');
  await expect(page.getByRole('heading', { name: /^Wall A/ })).toContainText('10\' 1 1/2"');
  await expect(table(page)).toContainText('Base row total (1 1/2" left)');
  await expect(checks(page)).toContainText('1 1/2" left on the base row of Wall A');
  await expect(checks(page)).toContainText('BF3');

  await setLength(page, '117 1/2');
  await expect(checks(page)).toContainText('Base row is 2 1/2" longer than Wall A');
  await expect(table(page)).toContainText('2 1/2" too long');
});

test("'Add what this room needs' adds the toe kick and crown to the label, and the plan survives a reload", async ({
  page,
}) => {
  await page.goto('/planner/k');
  await addWall(page, '10\' 1/2"');
  await place(page, 'B36');
  await place(page, 'W3030', 'wall row');
  const needs = page.getByRole('region', { name: 'What this room needs' });
  await expect(needs.getByRole('list', { name: 'Missing from this room' })).toContainText('TK8');
  await expect(needs).toContainText('CM8');
  await needs.getByRole('button', { name: 'Add what this room needs' }).click();
  await expectToast(page, /^Added .*TK8.* to Kitchen\.$/);
  await expect(needs).toContainText('This room already has everything its plan needs.');
  const kitchen = (await stored(page)).labels.find((label) => label.id === 'k');
  const skus = kitchen?.items.map((item) => item.name) ?? [];
  expect(skus).toEqual(expect.arrayContaining(['TK8', 'CM8']));

  await page.reload();
  await expect(page.getByRole('heading', { name: /^Wall A/ })).toContainText('10\' 1/2"');
  await expect(table(page)).toContainText('B36');
  await expect(table(page)).toContainText('W3030');
  const after = (await stored(page)).labels.find((label) => label.id === 'k');
  expect(after?.plan?.walls).toHaveLength(1);
  // The binder's label now opens its plan.
  const panel = await openBinder(page);
  await expect(labelSection(panel, 'Kitchen').getByRole('link', { name: 'Open the plan: Kitchen' })).toBeVisible();
});

test('keyboard only: add a wall, place pieces and move them', async ({ page }) => {
  await page.goto('/planner/k');
  const length = page.getByRole('form', { name: 'Add a wall' }).getByLabel('Length');
  await length.focus();
  await page.keyboard.type('120');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: /^Wall A/ })).toBeVisible();

  for (const sku of ['B36', 'SB36']) {
    await page.getByRole('button', { name: `Place ${sku} on the base row of Wall A` }).focus();
    await page.keyboard.press('Enter');
  }
  const right = page.getByRole('button', { name: 'Move B36 (1 of 2) right' });
  await right.focus();
  await page.keyboard.press('Enter');
  // Both pieces are said at their new places, in the table and in the row's list.
  await expect(table(page).getByRole('row')).toHaveText([
    /Row.*Piece.*From the left.*Width/,
    /Base row.*SB36.*0.*3'/,
    /Base row.*B36.*3'.*3'/,
    /Base row total \(4' left\).*6'/,
  ]);
  await expect(page.getByRole('list', { name: 'Base row of Wall A' }).getByRole('listitem')).toHaveText([
    /SB36.*at 0"/,
    /B36.*at 3'/,
  ]);
  // The moved piece keeps the focus, now on its own 'Move left' (it is last: 'Move right' is off).
  await expect(page.getByRole('button', { name: 'Move B36 (2 of 2) left' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(table(page).getByRole('row').nth(1)).toContainText('B36');
  // Moved back left to the first place ('Move left' is off): the focus is on its 'Move right'.
  await expect(page.getByRole('button', { name: 'Move B36 (1 of 2) right' })).toBeFocused();

  await page.getByRole('button', { name: 'Remove SB36 (2 of 2) from plan' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Place SB36 on the base row of Wall A' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'SB36 removed from the plan' })).toBeAttached();
});

test('a piece is dragged to its place in the row by its handle', async ({ page }) => {
  await page.goto('/planner/k');
  await addWall(page, '120');
  for (const sku of ['B36', 'SB36', 'DB24']) await place(page, sku);
  const handle = page.getByRole('button', { name: 'Drag DB24 (3 of 3) to reorder' });
  const target = page.getByRole('list', { name: 'Base row of Wall A' }).getByRole('listitem').first();
  await handle.scrollIntoViewIfNeeded();
  await target.scrollIntoViewIfNeeded();
  const from = await handle.boundingBox();
  const to = await target.boundingBox();
  if (!from || !to) throw new Error('not laid out');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 - 10, { steps: 3 });
  await page.mouse.move(from.x + from.width / 2, to.y + 4, { steps: 12 });
  await page.mouse.up();
  await expect(table(page).getByRole('row').nth(1)).toContainText('DB24');
  await expect(table(page).getByRole('row').nth(2)).toContainText('B36');
});

test('two walls at a corner: a window, a piece moved to the other wall, and the corner cabinet drawn on both', async ({
  page,
  request,
}) => {
  const base = await rowsOf(request, 'Base');
  const wall = await rowsOf(request, 'Wall');
  await seedBinder(page, {
    items: [],
    labels: [
      makeLabel('k', 'Kitchen', [
        makeItem(rowNamed(base, 'B36'), { id: 'b36' }),
        makeItem(rowNamed(base, 'BLS36'), { id: 'bls36' }),
        makeItem(rowNamed(wall, 'W3030'), { id: 'w3030' }),
      ]),
    ],
  });
  await page.goto('/planner/k');
  const form = page.getByRole('form', { name: 'Add a wall' });
  await form.getByLabel('Length').fill('10 ft');
  await form.getByLabel('Joins the next wall (an inside corner at its right end)').check();
  await form.getByRole('button', { name: 'Add wall' }).click();
  await expect(page.getByRole('heading', { name: /^Wall A/ })).toContainText('joins the next wall');
  await addWall(page, "8'");
  await expect(page.getByRole('heading', { name: /^Wall B/ })).toContainText("8'");

  const wallA = page.getByRole('region', { name: /^Wall A/ });
  await wallA.getByText('Add a window, door or appliance space to Wall A').click();
  const opening = wallA.getByRole('form', { name: 'Add a window or door to Wall A' });
  await opening.getByLabel('From the left end').fill('30');
  await opening.getByLabel('Sill height').fill('3\' 6"');
  await opening.getByRole('button', { name: 'Add window to Wall A' }).click();
  await expect(wallA.getByRole('list', { name: 'Windows and doors of Wall A' })).toContainText(
    "Window 3' wide, 2' 6\" from the left, sill at 3' 6\", 3' high",
  );

  // A window past the wall's end, or a wall shortened past its window, is refused at the field.
  await opening.getByLabel('From the left end').fill("9'");
  await opening.getByRole('button', { name: 'Add window to Wall A' }).click();
  await expect(opening.getByLabel('From the left end')).toHaveAccessibleDescription(
    'A window or door of Wall A does not fit inside the wall.',
  );
  await page.getByRole('button', { name: 'Edit Wall A' }).click();
  const edit = page.getByRole('form', { name: 'Edit Wall A' });
  await edit.getByLabel('Length').fill("5'");
  await edit.getByRole('button', { name: 'Save Wall A' }).click();
  await expect(edit.getByLabel('Length')).toHaveAccessibleDescription(/does not fit inside the wall/);
  await edit.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('heading', { name: /^Wall A/ })).toContainText("10'");

  await page.getByRole('combobox', { name: 'Wall for B36' }).selectOption({ label: 'Wall A' });
  await page.getByRole('button', { name: 'Place B36 on the base row of Wall A' }).click();
  await page.getByRole('combobox', { name: 'Wall for BLS36' }).selectOption({ label: 'Wall A' });
  await page.getByRole('button', { name: 'Place BLS36 on the base row of Wall A' }).click();
  // The lazy susan ends Wall A where it meets Wall B: Wall B's base row starts past it.
  const wallB = page.getByRole('region', { name: /^Wall B/ });
  await expect(wallB.getByRole('img', { name: /^Elevation of Wall B/ })).toContainText('Corner');

  await page.getByRole('button', { name: 'Move B36 (1 of 2) to wall…' }).click();
  await page.getByRole('combobox', { name: 'Move B36 to' }).selectOption({ label: 'Wall B' });
  await page.getByRole('button', { name: 'Move', exact: true }).click();
  await expect(wallB.getByRole('table')).toContainText('B36');
  await expect(wallA.getByRole('table')).not.toContainText('B36');
});

test('removing an item from the binder takes its pieces off the plan', async ({ page }) => {
  await page.goto('/planner/k');
  await addWall(page, '120');
  await place(page, 'B36');
  await place(page, 'SB36');
  await expect(table(page)).toContainText('SB36');
  const panel = await openBinder(page);
  await itemRow(panel, 'SB36').getByRole('button', { name: 'Remove SB36' }).click();
  await confirm(page, "Are you sure you'd like to remove this item?", 'Remove');
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(table(page)).not.toContainText('SB36');
  await expect(table(page)).toContainText('B36');
  const kitchen = (await stored(page)).labels.find((label) => label.id === 'k');
  expect(kitchen?.plan?.walls[0]?.base.map((slot) => (slot.kind === 'piece' ? slot.itemId : slot.space))).toEqual([
    'b36',
  ]);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a list with move buttons, no drag handles, nothing wider than the screen', async ({ page }) => {
    await page.goto('/planner/k');
    await addWall(page, '120');
    await place(page, 'B36');
    await place(page, 'SB36');
    await expect(page.getByRole('button', { name: /^Drag / })).toHaveCount(0);
    await page.getByRole('button', { name: 'Move SB36 (2 of 2) left' }).click();
    await expect(table(page).getByRole('row').nth(1)).toContainText('SB36');
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    // The drawing keeps a readable scale: it scrolls sideways, by keyboard too.
    const drawing = page.getByRole('group', { name: 'Drawing of Wall A, scrolls sideways' });
    await drawing.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => drawing.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  });
});

test('axe finds no serious violation on the planner and its print view, and their headings skip no level', async ({
  page,
}) => {
  await page.goto('/planner/k');
  await addWall(page, '121 1/2');
  await place(page, 'B36');
  await place(page, 'W3030', 'wall row');
  await expect(checks(page)).toContainText('left on the base row');
  for (const url of ['/planner/k', '/planner/k/print']) {
    await page.goto(url);
    await expect(main(page).getByRole('img', { name: /^Elevation of Wall A/ })).toBeVisible();
    const { violations } = await new AxeBuilder({ page }).analyze();
    // Serious ones, and the order of headings (moderate for axe, but a screen reader's outline
    // and Lighthouse's accessibility score read it: a row's heading once skipped a level).
    const found = violations.filter(
      (v) => v.impact === 'serious' || v.impact === 'critical' || v.id === 'heading-order',
    );
    expect(found.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  }
});

test('the print view shows each wall drawn and listed, with the fillers and accessories', async ({ page }) => {
  await page.goto('/planner/k');
  await addWall(page, '121 1/2');
  await place(page, 'B36');
  await page.getByRole('link', { name: 'Print this plan' }).click();
  await expect(page).toHaveURL(/\/planner\/k\/print$/);
  await expect(page.getByRole('heading', { name: 'Room plan: Kitchen' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Elevation of Wall A' })).toBeVisible();
  await expect(table(page)).toContainText('B36');
  const needs = page.getByRole('region', { name: 'Fillers and accessories' });
  await expect(needs).toContainText('TK8');
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(page.getByRole('img', { name: 'Elevation of Wall A' })).toBeVisible();
});

test('a label that is not in the binder says so, with a way back', async ({ page }) => {
  await page.goto('/planner/nope');
  await expect(page.getByRole('alert')).toContainText('This room is not in your binder');
  await page.getByRole('link', { name: 'Back to the store' }).click();
  await expect(page).toHaveURL(/\/store$/);
});
