import { test, expect } from './fixtures.ts';
import { expectToast } from './store-helpers.ts';
import {
  NAVAL,
  confirm,
  headerCount,
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

/** Labels, expansion and the inline edit of the binder panel (spec §2, §4, §5). */
test.describe('labels, expansion and edits', () => {
  test('a label needs a name; creating and deleting one say so, and its items stay in the binder', async ({
    page,
    request,
  }) => {
    const base = await rowsOf(request, 'Base');
    await seedBinder(page, {
      items: [makeItem(rowNamed(base, 'B12'))],
      labels: [makeLabel('k', 'Kitchen', [makeItem(rowNamed(base, 'B15'))])],
    });
    const panel = await openBinder(page);
    await panel.getByRole('button', { name: 'Create Label' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Label' });
    await dialog.getByRole('button', { name: 'Create Label' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Label name cannot be empty');
    await expect(dialog.getByLabel('Label name')).toHaveAttribute('aria-invalid', 'true');
    await dialog.getByLabel('Label name').fill('   ');
    await dialog.getByLabel('Label name').press('Enter');
    await expect(dialog.getByRole('alert')).toHaveText('Label name cannot be empty');
    await dialog.getByLabel('Label name').fill('Master bath');
    await dialog.getByLabel('Label name').press('Enter');
    await expectToast(page, 'Label created successfully');
    await expect(dialog).toBeHidden();
    const bath = labelSection(panel, 'Master bath');
    await expect(bath).toContainText('0 items');
    await expect(bath).toContainText('Drag items here.');

    await labelSection(panel, 'Kitchen').getByRole('button', { name: 'Delete label Kitchen' }).click();
    await confirm(page, /Its items stay in your binder/, 'Delete Label');
    await expectToast(page, 'Label deleted successfully');
    await expect(labelSection(panel, 'Kitchen')).toBeHidden();
    await expect(itemRow(panel.getByRole('region', { name: 'Main binder' }), 'B15')).toBeVisible();
    await expect(headerCount(page)).toHaveText('Binder (2)');
    const after = await stored(page);
    expect(after.items.map((i) => [i.name, i.labelId ?? null])).toEqual([
      ['B12', null],
      ['B15', null],
    ]);
    expect(after.labels.map((l) => l.name)).toEqual(['Master bath']);
  });

  test('items expand and collapse; labels start expanded, empty ones always; closing the panel resets it', async ({
    page,
    request,
  }) => {
    const base = await rowsOf(request, 'Base');
    await seedBinder(page, {
      items: [makeItem(rowNamed(base, 'B12'))],
      labels: [makeLabel('k', 'Kitchen', [makeItem(rowNamed(base, 'B15'))]), makeLabel('e', 'Empty room', [])],
    });
    let panel = await openBinder(page);
    const kitchenToggle = panel.getByRole('button', { name: 'Kitchen', exact: true });
    await expect(kitchenToggle).toHaveAttribute('aria-expanded', 'true');
    await expect(itemRow(panel, 'B15')).toBeVisible();
    await kitchenToggle.click();
    await expect(kitchenToggle).toHaveAttribute('aria-expanded', 'false');
    await expect(itemRow(panel, 'B15')).toBeHidden();
    const empty = panel.getByRole('button', { name: 'Empty room', exact: true });
    await expect(empty).toHaveAttribute('aria-expanded', 'true');
    await expect(empty).toBeDisabled();

    const details = panel.getByRole('button', { name: 'Details: B12' });
    await expect(details).toHaveAttribute('aria-expanded', 'false');
    await details.click();
    await expect(details).toHaveAttribute('aria-expanded', 'true');
    await expect(itemRow(panel, 'B12').getByRole('term')).toHaveCount(11);
    await details.click();
    await expect(itemRow(panel, 'B12').getByRole('term')).toHaveCount(0);
    await details.click();

    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    panel = await openBinder(page);
    await expect(panel.getByRole('button', { name: 'Kitchen', exact: true })).toHaveAttribute('aria-expanded', 'true');
    await expect(panel.getByRole('button', { name: 'Details: B12' })).toHaveAttribute('aria-expanded', 'false');
  });

  test('inline edit: a variation, then a name; measurement and price follow and are read-only; Save and Cancel', async ({
    page,
    request,
  }) => {
    const wall = await rowsOf(request, 'Wall');
    const w1230 = rowNamed(wall, 'W1230');
    const w3030 = rowNamed(wall, 'W3030');
    await seedBinder(page, { items: [makeItem(w1230, { glass: true, color: NAVAL, quantity: 3 })] });
    const panel = await openBinder(page);
    const row = itemRow(panel, 'W1230GD');
    await row.getByRole('button', { name: 'Details: W1230GD' }).click();
    await row.getByRole('button', { name: 'Edit W1230GD' }).click();
    const form = row.getByRole('form', { name: 'Edit W1230GD' });
    await expect(form.getByLabel('Variation')).toHaveValue(w1230.data_variation);
    await expect(form.getByLabel('Name')).toHaveValue('W1230');
    await expect(form.getByLabel('Measurement')).toHaveAttribute('readonly', '');
    await expect(form.getByLabel('Price')).toHaveAttribute('readonly', '');
    await expect(form.getByLabel('Measurement')).toHaveValue(w1230.data_measure);

    await form.getByLabel('Variation').selectOption(w3030.data_variation);
    await expect(form.getByLabel('Name')).toHaveValue('');
    await expect(form.getByLabel('Measurement')).toHaveValue('');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByRole('alert')).toHaveText('Please select all required options first');
    await form.getByLabel('Name').selectOption('W3030');
    await expect(form.getByLabel('Measurement')).toHaveValue(w3030.data_measure);
    await expect(form.getByLabel('Price')).toHaveValue(money(w3030.currency_price + (w3030.data_gprice ?? 0)));

    await form.getByRole('button', { name: 'Cancel' }).click();
    await expect(form).toBeHidden();
    await expect(itemRow(panel, 'W1230GD')).toBeVisible();

    await row.getByRole('button', { name: 'Edit W1230GD' }).click();
    await form.getByLabel('Variation').selectOption(w3030.data_variation);
    await form.getByLabel('Name').selectOption('W3030');
    await form.getByRole('button', { name: 'Save' }).click();
    const edited = itemRow(panel, 'W3030GD');
    await expect(edited).toBeVisible();
    await expect(edited.getByLabel('Quantity', { exact: true })).toHaveValue('3');
    await expect(edited).toContainText('Colour: Naval (SW 6244)');
    const [item] = (await stored(page)).items;
    expect(item).toMatchObject({
      name: 'W3030GD',
      measurement: w3030.data_measure,
      price: w3030.currency_price,
      quantity: 3,
      paintLaborFee: w3030.data_pprice,
    });
  });

  test("an edit that cannot be saved says 'An error occurred while saving the changes.' and keeps the item", async ({
    page,
    request,
  }) => {
    const wall = await rowsOf(request, 'Wall');
    const w1230 = rowNamed(wall, 'W1230');
    const w3030 = rowNamed(wall, 'W3030');
    await seedBinder(page, { items: [makeItem(w1230)] });
    const panel = await openBinder(page);
    const row = itemRow(panel, 'W1230');
    await row.getByRole('button', { name: 'Details: W1230' }).click();
    await row.getByRole('button', { name: 'Edit W1230' }).click();
    const form = row.getByRole('form', { name: 'Edit W1230' });
    await form.getByLabel('Variation').selectOption(w3030.data_variation);
    await form.getByLabel('Name').selectOption('W3030');
    // The browser refuses to store the binder from now on (a full quota, private mode).
    await page.evaluate(() => {
      const setItem = Storage.prototype.setItem;
      Storage.prototype.setItem = function (key: string, value: string) {
        if (key === 'cart-items') throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
        return setItem.call(this, key, value);
      };
    });
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByRole('alert')).toHaveText('An error occurred while saving the changes.');
    await expect(form).toBeVisible();
    await expect(itemRow(panel, 'W3030')).toHaveCount(0);
    expect((await stored(page)).items.map((item) => item.name)).toEqual(['W1230']);
  });

  test('items that cannot be edited say so', async ({ page, request }) => {
    const wall = await rowsOf(request, 'Wall');
    const gone = makeItem({ ...rowNamed(wall, 'W1230'), data_name: 'W1299', data_gname: null, data_gprice: null });
    const oddType = makeItem({
      ...rowNamed(wall, 'W3030'),
      data_type: 'Discontinued Wall Cabinets',
      data_name: 'W3099',
    });
    await seedBinder(page, { items: [gone, oddType] });
    const panel = await openBinder(page);
    for (const [name, message] of [
      ['W1299', 'This item cannot be edited: its configuration is no longer in the catalogue.'],
      ['W3099', 'This item cannot be edited: no variations are available for it right now.'],
    ] as const) {
      const row = itemRow(panel, name);
      await row.getByRole('button', { name: `Details: ${name}` }).click();
      await row.getByRole('button', { name: `Edit ${name}` }).click();
      await expect(row.getByRole('alert')).toHaveText(message);
      await row.getByRole('button', { name: 'Close' }).click();
      await expect(row.getByRole('alert')).toBeHidden();
    }
  });
});
