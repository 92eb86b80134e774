import { describe, expect, it } from 'vitest';
import { BINDER_MESSAGES, buildBinderItem, sameConfiguration } from '../../src/binder/item.ts';
import { paintLaborApplies, paintLaborFee } from '../../src/pricing/paint-labor.ts';
import { row } from '../common/fixtures.ts';

const naval = { code: '6244', name: 'Naval', rgb: '#2f3d4c' };
const factoryWhite = { code: 'RTA-WHT', name: 'Factory White', rgb: '#f4f2ec' };

describe('building a binder item', () => {
  it('copies the catalogue row into a spec §3 item with quantity 1', () => {
    const result = buildBinderItem(row(), { glassDoor: false, color: null, id: 'i1' });
    expect(result).toEqual({
      ok: true,
      item: expect.objectContaining({
        id: 'i1',
        type: 'Wall Cabinets 30" High',
        group: 'Shaker',
        variation: '2 Doors',
        name: 'W3030',
        price: 33_000,
        glassPrice: 0,
        measurement: '30" W x 30" H x 12" D',
        hasGlassDoor: false,
        category: 'Wall',
        quantity: 1,
        selectedColor: null,
        paintLaborFee: 0,
        hasCustomColor: false,
        contractorInfo: { isBronze: false, isSilver: false, isGold: false },
      }),
    });
  });

  it('uses the glass-door name and adds the glass price when the toggle is on', () => {
    const result = buildBinderItem(row(), { glassDoor: true, color: null, id: 'i' });
    expect(result.ok && result.item).toMatchObject({ name: 'W3030GD', glassPrice: 9_000, hasGlassDoor: true });
  });

  it('ignores the glass toggle for a row without a glass door', () => {
    const result = buildBinderItem(row({ data_gname: null, data_gprice: null }), {
      glassDoor: true,
      color: null,
      id: 'i',
    });
    expect(result.ok && result.item).toMatchObject({ name: 'W3030', glassPrice: 0, hasGlassDoor: false });
  });

  it('charges paint labour for a Sherwin-Williams colour but not for an in-house RTA- colour', () => {
    const sw = buildBinderItem(row(), { glassDoor: false, color: naval, id: 'i' });
    expect(sw.ok && sw.item).toMatchObject({ paintLaborFee: 6_500, hasCustomColor: true, selectedColor: naval });
    const inHouse = buildBinderItem(row(), { glassDoor: false, color: factoryWhite, id: 'i' });
    expect(inHouse.ok && inHouse.item.paintLaborFee).toBe(0);
  });

  it("carries no pre-assembly fee: that follows the binder's pre-assembly choice", () => {
    const result = buildBinderItem(row(), { glassDoor: false, color: null, id: 'i' });
    expect(result.ok && Object.keys(result.item)).not.toContain('preAssemblyFee');
  });

  it("refuses a row missing a required field with 'Failed to create valid item'", () => {
    for (const broken of [
      { data_name: '' },
      { data_type: '' },
      { data_variation: '' },
      { data_measure: '' },
      { data_group: '' },
    ]) {
      expect(buildBinderItem(row(broken), { glassDoor: false, color: null, id: 'i' })).toEqual({
        ok: false,
        message: BINDER_MESSAGES.invalidItem,
      });
    }
    expect(buildBinderItem(row({ currency_price: Number.NaN }), { glassDoor: false, color: null, id: 'i' }).ok).toBe(
      false,
    );
  });

  it('treats the same type, name, variation, group and colour as one configuration', () => {
    const build = (color: typeof naval | null) => {
      const result = buildBinderItem(row(), { glassDoor: false, color, id: 'i' });
      if (!result.ok) throw new Error(result.message);
      return result.item;
    };
    expect(sameConfiguration(build(naval), build(naval))).toBe(true);
    expect(sameConfiguration(build(naval), build(null))).toBe(false);
    expect(sameConfiguration(build(null), build(null))).toBe(true);
  });
});

describe('paint labour fee (spec §5)', () => {
  it('applies only when a colour is chosen and its code does not start with RTA-', () => {
    expect(paintLaborApplies(null)).toBe(false);
    expect(paintLaborApplies(undefined)).toBe(false);
    expect(paintLaborApplies({ code: '7005' })).toBe(true);
    expect(paintLaborApplies({ code: 'RTA-NAVY' })).toBe(false);
    expect(paintLaborApplies({ code: 'rta-navy' })).toBe(false);
    expect(paintLaborFee({ code: '7005.0' }, 4_000)).toBe(4_000);
    expect(paintLaborFee(null, 4_000)).toBe(0);
  });
});
