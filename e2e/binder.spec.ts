import { AxeBuilder } from '@axe-core/playwright';
import { SUPPORT_CONTEXTS } from '@rta/domain/support/contexts';
import { test, expect } from './fixtures.ts';
import { binderCount, card, configure, expectToast } from './store-helpers.ts';
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

test.describe('the binder panel', () => {
  test('an empty binder says so, and only Support (cart_support) is open to it', async ({ page }) => {
    await page.goto('/');
    await expect(headerCount(page)).toHaveText('Binder (0)');
    const panel = await openBinder(page);
    await expect(panel.getByText('Your binder is empty.')).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Empty Binder' })).toBeDisabled();
    await expect(panel.getByRole('button', { name: 'Create Label' })).toBeDisabled();
    await expect(panel.getByRole('button', { name: 'Login to Checkout' })).toBeDisabled();
    await expect(panel.getByText('$0.00')).toBeVisible();
    await panel.getByRole('button', { name: 'Support' }).click();
    // The contact dialog opens in its cart_support context.
    await expect(page.getByRole('dialog', { name: SUPPORT_CONTEXTS.cart_support.title })).toBeVisible();
    await expect(panel).toBeHidden();
  });

  test('each item shows what it is, its fees, unit price and line total; the footer adds them up', async ({
    page,
    request,
  }) => {
    const wall = await rowsOf(request, 'Wall');
    const base = await rowsOf(request, 'Base');
    const w1230 = rowNamed(wall, 'W1230');
    const db18 = rowNamed(base, 'DB18');
    await seedBinder(page, { items: [makeItem(w1230, { glass: true, color: NAVAL, quantity: 2 }), makeItem(db18)] });
    await expect(headerCount(page)).toHaveText('Binder (2)');
    const panel = await openBinder(page);

    const glass = itemRow(panel, 'W1230GD');
    await expect(glass).toContainText('Glass door');
    await expect(glass).toContainText(w1230.data_type);
    await expect(glass).toContainText(`Shaker · ${w1230.data_variation} · ${w1230.data_measure}`);
    await expect(glass).toContainText('Colour: Naval (SW 6244)');
    await expect(glass.getByRole('img')).toHaveCount(0); // the drawing is decorative beside the text
    await expect(glass.locator('svg').first()).toBeVisible();
    const unit = w1230.currency_price + (w1230.data_gprice ?? 0);
    const glassLine = (unit + w1230.data_pprice) * 2;
    await expect(glass).toContainText(`${money(unit)} each`);
    await expect(glass).toContainText(`Line total ${money(glassLine)}`);

    await glass.getByRole('button', { name: 'Details: W1230GD' }).click();
    const details = glass.getByRole('definition');
    await expect(details).toHaveText([
      w1230.data_type,
      'Shaker',
      w1230.data_variation,
      'W1230GD',
      w1230.data_measure,
      `Yes (+${money(w1230.data_gprice ?? 0)})`,
      'Naval (SW 6244)',
      `${money(w1230.data_pprice)} each`,
      'None',
      money(unit),
      money(glassLine),
    ]);

    const total = glassLine + db18.currency_price;
    await expect(panel.getByRole('contentinfo').getByText(money(total))).toBeVisible();

    // Pre-assembly applies to all items, adds 25 dollars each, and is kept.
    await panel.getByRole('checkbox', { name: /Pre-assemble all items/ }).check();
    await expect(details.nth(8)).toHaveText('$25.00 each');
    await expect(panel.getByRole('contentinfo').getByText(money(total + 2_500 * 3))).toBeVisible();
    expect((await stored(page)).preAssembly).toBe(true);
    // The fee follows the binder's choice: no item stores it.
    expect((await stored(page)).items.filter((i) => 'preAssemblyFee' in i)).toEqual([]);
    await page.reload();
    const again = await openBinder(page);
    await expect(again.getByRole('checkbox', { name: /Pre-assemble all items/ })).toBeChecked();
    await expect(again.getByRole('contentinfo').getByText(money(total + 2_500 * 3))).toBeVisible();
  });

  test('quantity never goes below 1: minus is disabled at 1', async ({ page, request }) => {
    const b12 = rowNamed(await rowsOf(request, 'Base'), 'B12');
    await seedBinder(page, { items: [makeItem(b12)] });
    const panel = await openBinder(page);
    const row = itemRow(panel, 'B12');
    const minus = row.getByRole('button', { name: 'Decrease quantity of B12' });
    const plus = row.getByRole('button', { name: 'Increase quantity of B12' });
    const field = row.getByLabel('Quantity', { exact: true });
    await expect(minus).toBeDisabled();
    await plus.click();
    await plus.click();
    await expect(field).toHaveValue('3');
    await expect(minus).toBeEnabled();
    await expect(row).toContainText(`Line total ${money(b12.currency_price * 3)}`);
    await minus.click();
    await expect(field).toHaveValue('2');
    await field.fill('0');
    await field.press('Enter');
    await expect(field).toHaveValue('1');
    await expect(minus).toBeDisabled();
    await field.fill('12');
    await field.press('Tab');
    await expect(field).toHaveValue('12');
    expect((await stored(page)).items[0]?.quantity).toBe(12);
    await expect(headerCount(page)).toHaveText('Binder (1)');
  });

  test('removing an item asks first', async ({ page, request }) => {
    const base = await rowsOf(request, 'Base');
    await seedBinder(page, { items: [makeItem(rowNamed(base, 'B12')), makeItem(rowNamed(base, 'B15'))] });
    const panel = await openBinder(page);
    await itemRow(panel, 'B12').getByRole('button', { name: 'Remove B12' }).click();
    await confirm(page, "Are you sure you'd like to remove this item?", 'Cancel');
    await expect(itemRow(panel, 'B12')).toBeVisible();
    await itemRow(panel, 'B12').getByRole('button', { name: 'Remove B12' }).click();
    await confirm(page, "Are you sure you'd like to remove this item?", 'Remove');
    await expect(itemRow(panel, 'B12')).toBeHidden();
    await expect(headerCount(page)).toHaveText('Binder (1)');
    // Focus stays in the panel.
    await expect(panel.getByRole('heading', { name: 'Your Binder' })).toBeFocused();
    expect((await stored(page)).items.map((i) => i.name)).toEqual(['B15']);
  });

  test('emptying the binder asks first, and empties labels too', async ({ page, request }) => {
    const base = await rowsOf(request, 'Base');
    await seedBinder(page, {
      items: [makeItem(rowNamed(base, 'B12'))],
      labels: [makeLabel('k', 'Kitchen', [makeItem(rowNamed(base, 'B15'))])],
    });
    const panel = await openBinder(page);
    await panel.getByRole('button', { name: 'Empty Binder' }).click();
    await confirm(page, 'Are you sure you want to empty your entire binder?', 'Empty Binder');
    await expect(panel.getByText('Your binder is empty.')).toBeVisible();
    await expect(labelSection(panel, 'Kitchen')).toBeHidden();
    await expect(panel.getByRole('button', { name: 'Empty Binder' })).toBeDisabled();
    await expect(headerCount(page)).toHaveText('Binder (0)');
    expect(await stored(page)).toEqual({ items: [], labels: [], preAssembly: false });
  });

  test("adding a configuration already in the binder adds nothing and says 'already in your binder'", async ({
    page,
  }) => {
    await page.goto('/store');
    const base = card(page, 'Base Cabinets');
    await configure(base, '1 Door 1 Drawer', 'B12');
    await base.getByRole('button', { name: 'Add to Binder' }).click();
    // The card clears its selection once the add has landed (spec §4); configure again only then.
    await expect(binderCount(page)).toHaveText('Binder (1)');
    await expect(base.getByLabel('Name', { exact: true })).toBeDisabled();
    await configure(base, '1 Door 1 Drawer', 'B12');
    await base.getByRole('button', { name: 'Add to Binder' }).click();
    await expectToast(page, /already in your binder/);
    const panel = await openBinder(page);
    await expect(panel.getByRole('listitem')).toHaveCount(1);
  });

  test("a visitor's checkout button reads 'Login to Checkout' and opens the login dialog", async ({
    page,
    request,
  }) => {
    await seedBinder(page, { items: [makeItem(rowNamed(await rowsOf(request, 'Base'), 'B12'))] });
    const panel = await openBinder(page);
    await panel.getByRole('button', { name: 'Login to Checkout' }).click();
    await expect(page.getByRole('dialog', { name: /log ?in/i })).toBeVisible();
    await expect(panel).toBeHidden();
  });

  test('the open panel, with labels, details and a dialog, has no serious accessibility problem', async ({
    page,
    request,
  }) => {
    const base = await rowsOf(request, 'Base');
    await seedBinder(page, {
      items: [makeItem(rowNamed(base, 'B12'), { color: NAVAL })],
      labels: [makeLabel('k', 'Kitchen', [makeItem(rowNamed(base, 'B15'))]), makeLabel('e', 'Empty room', [])],
    });
    const panel = await openBinder(page);
    await panel.getByRole('button', { name: 'Details: B12' }).click();
    const check = async () => {
      const { violations } = await new AxeBuilder({ page }).analyze();
      const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    };
    await check();
    await panel.getByRole('button', { name: 'Edit B12' }).click();
    await expect(panel.getByRole('form', { name: 'Edit B12' })).toBeVisible();
    await check();
    await panel.getByRole('button', { name: 'Create Label' }).click();
    await page.getByRole('dialog', { name: 'Create Label' }).getByRole('button', { name: 'Create Label' }).click();
    await check();
  });
});

test.describe('kept in the browser', () => {
  test('nothing is lost on a reload, and a second tab follows the first', async ({ page, context, request }) => {
    const base = await rowsOf(request, 'Base');
    await seedBinder(page, { items: [makeItem(rowNamed(base, 'B12'))] });
    const other = await context.newPage();
    await other.goto('/');
    await expect(binderCount(other)).toHaveText('Binder (1)');

    const panel = await openBinder(page);
    await itemRow(panel, 'B12').getByRole('button', { name: 'Increase quantity of B12' }).click();
    await panel.getByRole('button', { name: 'Create Label' }).click();
    await page.getByRole('dialog', { name: 'Create Label' }).getByLabel('Label name').fill('Garage');
    await page.getByRole('dialog', { name: 'Create Label' }).getByLabel('Label name').press('Enter');
    await expectToast(page, 'Label created successfully');

    const otherPanel = await openBinder(other);
    await expect(itemRow(otherPanel, 'B12').getByLabel('Quantity', { exact: true })).toHaveValue('2');
    await expect(labelSection(otherPanel, 'Garage')).toBeVisible();
    // A change in the second tab shows in the first without a reload.
    await itemRow(otherPanel, 'B12').getByRole('button', { name: 'Increase quantity of B12' }).click();
    await expect(itemRow(panel, 'B12').getByLabel('Quantity', { exact: true })).toHaveValue('3');

    await page.reload();
    const reloaded = await openBinder(page);
    await expect(itemRow(reloaded, 'B12').getByLabel('Quantity', { exact: true })).toHaveValue('3');
    await expect(labelSection(reloaded, 'Garage')).toBeVisible();
  });
});
