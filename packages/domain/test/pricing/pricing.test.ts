import { describe, expect, it } from 'vitest';
import { binderTotals, discounted, linePrice } from '../../src/pricing/pricing.ts';
import { CONTRACTOR_TIERS, contractorInfo, contractorTier, tierBadge } from '../../src/accounts/roles.ts';
import { buildBinderItem, type BinderItem } from '../../src/binder/item.ts';
import { row } from '../common/fixtures.ts';

const [bronze, silver, gold] = CONTRACTOR_TIERS;
if (!bronze || !silver || !gold) throw new Error('three tiers expected');

const item = (overrides: Partial<BinderItem> = {}): BinderItem => {
  const built = buildBinderItem(row(), { glassDoor: false, color: null, id: 'i' });
  if (!built.ok) throw new Error(built.message);
  return { ...built.item, ...overrides };
};

describe('contractor tiers (spec §6)', () => {
  it('reads the best tier from the roles', () => {
    expect(contractorTier([])).toBeNull();
    expect(contractorTier(['Sales User'])).toBeNull();
    expect(contractorTier(['Contractor User Bronze'])).toBe(bronze);
    expect(contractorTier(['Contractor User Silver', 'Contractor User Gold'])).toBe(gold);
  });

  it("shows '<Tier> Trade Pro: -N%' and flags the tier", () => {
    expect(tierBadge(silver)).toBe('Silver Trade Pro: -30%');
    expect(contractorInfo(gold)).toEqual({ isBronze: false, isSilver: false, isGold: true });
    expect(contractorInfo(null)).toEqual({ isBronze: false, isSilver: false, isGold: false });
  });
});

describe('line prices (spec §9 Money)', () => {
  it('is price + glass, plus fees, times quantity, for an ordinary shopper', () => {
    const line = linePrice(item({ price: 33_000, glassPrice: 9_000, paintLaborFee: 6_500, quantity: 2 }), null, false);
    expect(line).toMatchObject({
      originalPrice: 42_000,
      discountedPrice: 42_000,
      unitPrice: 48_500,
      totalPrice: (42_000 + 6_500) * 2,
      originalTotalPrice: 97_000,
      discountPercent: 0,
    });
  });

  it('discounts price and glass 20/30/40% but never the fees', () => {
    const priced = item({ price: 33_000, glassPrice: 9_000, paintLaborFee: 6_500, quantity: 3 });
    expect(linePrice(priced, bronze, true).totalPrice).toBe((33_600 + 6_500 + 2_500) * 3);
    expect(linePrice(priced, silver, true).totalPrice).toBe((29_400 + 6_500 + 2_500) * 3);
    expect(linePrice(priced, gold, true).totalPrice).toBe((25_200 + 6_500 + 2_500) * 3);
    expect(linePrice(priced, gold, true).originalTotalPrice).toBe((42_000 + 6_500 + 2_500) * 3);
  });

  it('rounds a discount to the nearest cent', () => {
    expect(discounted(999, 30)).toBe(699);
    expect(discounted(1_005, 20)).toBe(804);
  });

  it('adds the 25 dollar pre-assembly fee per item when enabled', () => {
    expect(linePrice(item({ price: 10_000, quantity: 4 }), null, true)).toMatchObject({
      preAssemblyFee: 2_500,
      unitPrice: 12_500,
      totalPrice: 50_000,
    });
  });
});

describe('binder totals', () => {
  it('sums items at the top level and inside labels', () => {
    const cart = {
      items: [item({ price: 10_000 })],
      labels: [
        { id: 'l1', name: 'Island', isLabel: true as const, items: [item({ id: 'x', price: 20_000, quantity: 2 })] },
      ],
      preAssembly: false,
    };
    expect(binderTotals(cart, null)).toEqual({
      total: 50_000,
      originalTotal: 50_000,
      discountPercent: 0,
      itemCount: 2,
    });
    expect(binderTotals(cart, bronze)).toMatchObject({ total: 40_000, originalTotal: 50_000, discountPercent: 20 });
  });
});

describe('a contractor binder to the cent', () => {
  it('discounts each line on its own, rounds per line, and adds undiscounted fees', () => {
    // 123.45 + glass 10.00 = 133.45; Gold 40% off = 80.07 (80.07 exactly); Silver = 93.415 → 93.42; Bronze = 106.76.
    const odd = item({ price: 12_345, glassPrice: 1_000, paintLaborFee: 3_333, quantity: 3 });
    expect(linePrice(odd, gold, false)).toMatchObject({
      discountedPrice: 8_007,
      unitPrice: 8_007 + 3_333,
      totalPrice: (8_007 + 3_333) * 3,
    });
    expect(linePrice(odd, silver, false)).toMatchObject({
      discountedPrice: 9_342,
      unitPrice: 9_342 + 3_333,
      totalPrice: (9_342 + 3_333) * 3,
    });
    expect(linePrice(odd, bronze, true)).toMatchObject({
      discountedPrice: 10_676,
      unitPrice: 10_676 + 3_333 + 2_500,
      totalPrice: (10_676 + 3_333 + 2_500) * 3,
    });
    const cart = {
      items: [odd],
      labels: [
        {
          id: 'l',
          name: 'Bath',
          isLabel: true as const,
          items: [item({ id: 'y', price: 999, glassPrice: 0, paintLaborFee: 0, quantity: 1 })],
        },
      ],
      preAssembly: true,
    };
    // 9.99 at 30% off = 6.993 → 6.99.
    expect(binderTotals(cart, silver)).toEqual({
      total: (9_342 + 3_333 + 2_500) * 3 + (699 + 2_500),
      originalTotal: (13_345 + 3_333 + 2_500) * 3 + (999 + 2_500),
      discountPercent: 30,
      itemCount: 2,
    });
  });

  it('an ordinary shopper pays the original total', () => {
    const cart = {
      items: [item({ price: 12_345, glassPrice: 1_000, paintLaborFee: 3_333, quantity: 2 })],
      labels: [],
      preAssembly: true,
    };
    const totals = binderTotals(cart, null);
    expect(totals.total).toBe(totals.originalTotal);
    expect(totals.total).toBe((13_345 + 3_333 + 2_500) * 2);
  });
});
