import { AxeBuilder } from '@axe-core/playwright';
import { test, expect } from './fixtures.ts';
import { card, configure, expectToast } from './store-helpers.ts';
import {
  headerCount,
  itemRow,
  makeItem,
  money,
  openBinder,
  rowNamed,
  rowsOf,
  seedBinder,
  stored,
} from './binder-helpers.ts';

/*
 * Issue 19: a binder stored with one bad value loses that item at most, never the binder,
 * and the shopper is told once what was left out.
 */
const NOT_KEPT = 'Some of your saved binder could not be read and was left out: B24 (Shaker).';
const UNREADABLE =
  'Your saved binder could not be read, so nothing can be changed in it. Reload the page to try again.';

test('a binder with an edited price and an unreadable item keeps what it can, at the catalogue price, and says once what it left out', async ({
  page,
  request,
}) => {
  const base = await rowsOf(request, 'Base');
  const b12 = rowNamed(base, 'B12');
  const b15 = rowNamed(base, 'B15');
  const good = makeItem(b12, { quantity: 2 });
  const editedPrice = { ...makeItem(b15), price: '1.00' };
  const { originalItem: _row, ...unreadable } = makeItem(rowNamed(base, 'B24'));
  await seedBinder(
    page,
    { items: [good, editedPrice as unknown as typeof good, unreadable as unknown as typeof good] },
    '/store',
  );

  await expectToast(page, NOT_KEPT);
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  await expect(headerCount(page)).toHaveText('Binder (2)');
  const panel = await openBinder(page);
  await expect(itemRow(panel, 'B12')).toContainText(`Line total ${money(b12.currency_price * 2)}`);
  await expect(itemRow(panel, 'B15')).toContainText(`${money(b15.currency_price)} each`);
  await expect(itemRow(panel, 'B24')).toHaveCount(0);
  // What was kept is what is stored now, so the next load has nothing to tell.
  expect((await stored(page)).items.map((item) => [item.name, item.price])).toEqual([
    ['B12', b12.currency_price],
    ['B15', b15.currency_price],
  ]);

  await page.reload();
  await expect(headerCount(page)).toHaveText('Binder (2)');
  // A toast raised after the page shows: the warning, had it been raised, would be showing by then.
  const cabinet = card(page, 'Base Cabinets');
  await configure(cabinet, '1 Door 1 Drawer', 'B09');
  await cabinet.getByRole('button', { name: 'Add to Binder' }).click();
  await expectToast(page, 'Item added to binder');
  await expect(page.getByRole('alert').filter({ hasText: 'could not be read' })).toHaveCount(0);
  await expect(headerCount(page)).toHaveText('Binder (3)');
});

test.describe('when the binder cannot be read', () => {
  test.use({ allowedHttpErrors: [/\/assets\/binder-storage-[^/]+\.js$/] });

  test('a binder whose reader cannot load is not shown empty nor written over: the shopper is told to reload', async ({
    page,
    request,
  }) => {
    const b12 = rowNamed(await rowsOf(request, 'Base'), 'B12');
    await seedBinder(page, { items: [makeItem(b12, { quantity: 2 })] }, '/store');
    await expect(headerCount(page)).toHaveText('Binder (1)');
    const before = await stored(page);

    // The code that reads the stored binder cannot be fetched (a network failure, a new release).
    await page.route('**/assets/binder-storage-*.js', (route) => route.abort());
    await page.reload();
    await expectToast(page, UNREADABLE);
    const cabinet = card(page, 'Base Cabinets');
    await configure(cabinet, '1 Door 1 Drawer', 'B09');
    await cabinet.getByRole('button', { name: 'Add to Binder' }).click();
    await expectToast(page, 'Failed to add item to binder');
    const panel = await openBinder(page);
    await expect(panel.getByRole('alert')).toHaveText(UNREADABLE);
    await expect(panel.getByText('Your binder is empty.')).toHaveCount(0);
    expect(await stored(page)).toEqual(before);

    await page.unroute('**/assets/binder-storage-*.js');
    await page.reload();
    await expect(headerCount(page)).toHaveText('Binder (1)');
    expect(await stored(page)).toEqual(before);
  });
});
