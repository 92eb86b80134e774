import { describe, expect, it } from 'vitest';
import { buildBinderItem, type BinderItem } from '../../src/binder/item.ts';
import { repriceItem, rowSells } from '../../src/binder/reprice.ts';
import { EDIT_MESSAGES, editItem, editOptions, namesFor } from '../../src/binder/edit.ts';
import { CONTRACTOR_TIERS } from '../../src/accounts/roles.ts';
import { linePrice } from '../../src/pricing/pricing.ts';
import { row } from '../common/fixtures.ts';

const gold = CONTRACTOR_TIERS[2];
const naval = { code: '6244', name: 'Naval', rgb: '#2f3d4c' };
const white = { code: 'RTA-WHT', name: 'Factory White', rgb: '#f4f2ec' };

const built = (options: Partial<Parameters<typeof buildBinderItem>[1]> = {}, overrides = {}): BinderItem => {
  const result = buildBinderItem(row(overrides), { glassDoor: false, color: null, id: 'i', ...options });
  if (!result.ok) throw new Error(result.message);
  return result.item;
};

describe('re-pricing an item from its catalogue row', () => {
  it('takes every price from the row, ignoring what the item claimed', () => {
    const choice = { id: 'i', name: 'W3030', quantity: 3, selectedColor: naval };
    const result = repriceItem(choice, row({ currency_price: 34_100, data_pprice: 7_000 }), null);
    expect(result.ok && result.item).toMatchObject({
      id: 'i',
      name: 'W3030',
      quantity: 3,
      price: 34_100,
      glassPrice: 0,
      paintLaborFee: 7_000,
      hasGlassDoor: false,
      hasCustomColor: true,
    });
  });

  it('a glass-door SKU keeps its glass door and price', () => {
    const result = repriceItem({ id: 'i', name: 'W3030GD', quantity: 1, selectedColor: null }, row(), null);
    expect(result.ok && result.item).toMatchObject({ name: 'W3030GD', hasGlassDoor: true, glassPrice: 9_000 });
    expect(rowSells(row(), 'W3030GD')).toBe(true);
    expect(rowSells(row(), 'W3036')).toBe(false);
  });

  it('charges no paint labour for an in-house colour, and flags the tier', () => {
    const result = repriceItem({ id: 'i', name: 'W3030', quantity: 2, selectedColor: white }, row(), gold ?? null);
    expect(result.ok && result.item).toMatchObject({
      paintLaborFee: 0,
      contractorInfo: { isBronze: false, isSilver: false, isGold: true },
    });
    // Gold: 40% off 330.00 = 198.00 a piece, fees none, two pieces.
    expect(result.ok && linePrice(result.item, gold ?? null, false).totalPrice).toBe(39_600);
  });

  it('keeps the label of an item inside a label', () => {
    const result = repriceItem(
      { id: 'i', name: 'W3030', quantity: 1, selectedColor: null, labelId: 'k', labelName: 'Kitchen' },
      row(),
      null,
    );
    expect(result.ok && result.item).toMatchObject({ labelId: 'k', labelName: 'Kitchen' });
  });
});

describe('edit mode (spec §4, §5)', () => {
  const rows = [
    row({
      data_variation: '2 Doors',
      data_name: 'W3030',
      data_measure: '30" W x 30" H x 12" D',
      currency_price: 33_000,
    }),
    row({
      data_variation: '2 Doors',
      data_name: 'W3630',
      data_measure: '36" W x 30" H x 12" D',
      currency_price: 36_500,
      data_gname: null,
      data_gprice: null,
    }),
    row({
      data_variation: '1 Door',
      data_name: 'W1530',
      data_gname: 'W1530GD',
      data_measure: '15" W x 30" H x 12" D',
      currency_price: 21_000,
    }),
    row({ data_type: 'Other', data_variation: 'X', data_name: 'X1' }),
  ];

  it('offers the variations of the item type, and the names of a variation', () => {
    const check = editOptions(built(), rows);
    expect(check.ok && check.options.variations).toEqual(['2 Doors', '1 Door']);
    expect(check.ok && namesFor(check.options, '1 Door').map((r) => r.data_name)).toEqual(['W1530']);
  });

  it('cannot edit an item with no variations, or whose configuration left the catalogue', () => {
    expect(editOptions(built(), [])).toEqual({ ok: false, message: EDIT_MESSAGES.noVariations });
    expect(editOptions(built({}, { data_name: 'W9930' }), rows)).toEqual({
      ok: false,
      message: EDIT_MESSAGES.noLongerValid,
    });
    expect(EDIT_MESSAGES.saveFailed).toBe('An error occurred while saving the changes.');
  });

  it('rebuilds the item from the chosen row, keeping id, quantity, colour, label and glass when offered', () => {
    const item = {
      ...built({ glassDoor: true, color: naval, id: 'keep' }),
      quantity: 4,
      labelId: 'k',
      labelName: 'Kitchen',
    };
    const toW1530 = editItem(item, rows[2] ?? row());
    expect(toW1530.ok && toW1530.item).toMatchObject({
      id: 'keep',
      name: 'W1530GD',
      variation: '1 Door',
      measurement: '15" W x 30" H x 12" D',
      price: 21_000,
      glassPrice: 9_000,
      quantity: 4,
      selectedColor: naval,
      paintLaborFee: 6_500,
      labelId: 'k',
      labelName: 'Kitchen',
    });
    const toW3630 = editItem(item, rows[1] ?? row());
    expect(toW3630.ok && toW3630.item).toMatchObject({ name: 'W3630', hasGlassDoor: false, glassPrice: 0 });
  });
});
