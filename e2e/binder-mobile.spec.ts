import { AxeBuilder } from '@axe-core/playwright';
import { test, expect } from './fixtures.ts';
import { expectToast } from './store-helpers.ts';
import {
  confirm,
  headerCount,
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

test.use({ viewport: { width: 390, height: 844 } });

test.beforeEach(async ({ page, request }) => {
  const base = await rowsOf(request, 'Base');
  await seedBinder(page, {
    items: [makeItem(rowNamed(base, 'B12'), { id: 'b12' }), makeItem(rowNamed(base, 'B15'), { id: 'b15' })],
    labels: [
      makeLabel('k', 'Kitchen', [makeItem(rowNamed(base, 'B18'), { id: 'b18' })]),
      makeLabel('l', 'Laundry', []),
    ],
  });
});

test("at 390 px items move with the 'Move Item' modal: labels, plus 'Remove from Label'", async ({ page }) => {
  const panel = await openBinder(page);
  expect(await panel.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  await expect(panel.getByRole('button', { name: /^Drag / })).toHaveCount(0);

  await itemRow(panel, 'B12').getByRole('button', { name: 'Move Item: B12' }).click();
  let modal = page.getByRole('dialog', { name: 'Move Item' });
  await expect(modal).toContainText('Move B12 to:');
  await expect(modal.getByRole('listitem')).toHaveText(['Kitchen', 'Laundry']);
  await modal.getByRole('button', { name: 'Laundry' }).click();
  await expectToast(page, 'B12 moved to Laundry.');
  await expect(modal).toBeHidden();
  await expect(itemRow(labelSection(panel, 'Laundry'), 'B12')).toBeVisible();

  // From a label: the other labels, and back out of it.
  await itemRow(panel, 'B18').getByRole('button', { name: 'Move Item: B18' }).click();
  modal = page.getByRole('dialog', { name: 'Move Item' });
  await expect(modal.getByRole('listitem')).toHaveText(['Laundry', 'Remove from Label']);
  await modal.getByRole('button', { name: 'Laundry' }).click();
  await expect(itemRow(labelSection(panel, 'Laundry'), 'B18')).toBeVisible();
  await expect(labelSection(panel, 'Kitchen')).toContainText('0 items');

  await itemRow(panel, 'B12').getByRole('button', { name: 'Move Item: B12' }).click();
  await page.getByRole('dialog', { name: 'Move Item' }).getByRole('button', { name: 'Remove from Label' }).click();
  await expect(itemRow(panel.getByRole('region', { name: 'Main binder' }), 'B12')).toBeVisible();

  const binder = await stored(page);
  expect(binder.items.map((i) => i.name)).toEqual(['B15', 'B12']);
  expect(binder.labels.map((l) => [l.name, l.items.map((i) => i.name)])).toEqual([
    ['Kitchen', []],
    ['Laundry', ['B18']],
  ]);

  // Cancel leaves everything where it was.
  await itemRow(panel, 'B15').getByRole('button', { name: 'Move Item: B15' }).click();
  await page.getByRole('dialog', { name: 'Move Item' }).getByRole('button', { name: 'Cancel' }).click();
  expect(await stored(page)).toEqual(binder);
});

test('at 390 px every control of the panel works and nothing overflows', async ({ page }) => {
  const panel = await openBinder(page);
  const row = itemRow(panel, 'B12');
  await row.getByRole('button', { name: 'Increase quantity of B12' }).click();
  await expect(row.getByLabel('Quantity', { exact: true })).toHaveValue('2');
  await row.getByRole('button', { name: 'Details: B12' }).click();
  await expect(row.getByRole('term')).toHaveCount(11);
  await row.getByRole('button', { name: 'Remove B12' }).click();
  await confirm(page, "Are you sure you'd like to remove this item?", 'Remove');
  await expect(headerCount(page)).toHaveText('Binder (2)');

  await panel.getByRole('button', { name: 'Create Label' }).click();
  const create = page.getByRole('dialog', { name: 'Create Label' });
  await create.getByLabel('Label name').fill('Pantry');
  await create.getByRole('button', { name: 'Create Label' }).click();
  await expectToast(page, 'Label created successfully');
  await labelSection(panel, 'Pantry').getByRole('button', { name: 'Delete label Pantry' }).click();
  await confirm(page, /stay in your binder/, 'Delete Label');
  await expectToast(page, 'Label deleted successfully');

  await panel.getByRole('checkbox', { name: /Pre-assemble/ }).check();
  await expect(panel.getByRole('button', { name: 'Login to Checkout' })).toBeInViewport();
  expect(await panel.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);

  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});
