import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CONTRACTOR_TIERS } from '../../src/accounts/roles.ts';
import { buildBinderItem, type BinderItem } from '../../src/binder/item.ts';
import type { Binder } from '../../src/binder/binder.ts';
import { buildCheckoutItems, orderTotals } from '../../src/checkout/rules.ts';
import { linePrice } from '../../src/pricing/pricing.ts';
import {
  chargeHeldPrices,
  clientCopyLines,
  heldPrices,
  heldUnitPrice,
  markedUp,
  QUOTE_NUMBER_PATTERN,
  QUOTE_VALID_DAYS_DEFAULT,
  quoteExpired,
  quoteLineKey,
  quoteLines,
  quoteNumber,
  quoteTotals,
  quoteValidUntil,
  quotedItemIds,
  validMarkup,
} from '../../src/quotes/rules.ts';
import { row } from '../common/fixtures.ts';

const [, silver] = CONTRACTOR_TIERS;
if (!silver) throw new Error('tiers expected');

const item = (overrides: Partial<BinderItem> = {}): BinderItem => {
  const built = buildBinderItem(row(), { glassDoor: false, color: null, id: 'i' });
  if (!built.ok) throw new Error(built.message);
  return { ...built.item, ...overrides };
};
const binder = (over: Partial<Binder> = {}): Binder => ({
  items: [item({ id: 'a', quantity: 2 })],
  labels: [
    {
      id: 'k',
      name: 'Kitchen',
      isLabel: true,
      items: [item({ id: 'b', name: 'B12', price: 20_000, paintLaborFee: 1_500 })],
    },
  ],
  preAssembly: true,
  ...over,
});
/** The value, which a test knows is there. */
const present = <T>(value: T | undefined): T => {
  if (value === undefined) throw new Error('expected a value');
  return value;
};
const freight = { rateCents: 14_900, freeFromCents: 250_000 };
const cents = fc.integer({ min: 0, max: 10_000_000 });

describe('held prices', () => {
  it('charges the quoted price while the quote holds, today’s when lower, and today’s after expiry', () => {
    expect(heldUnitPrice(10_000, 12_000, false)).toBe(10_000); // a price rise: the quote holds
    expect(heldUnitPrice(10_000, 9_000, false)).toBe(9_000); // a price fall: today's
    expect(heldUnitPrice(10_000, 12_000, true)).toBe(12_000); // expired: today's
  });

  it('never charges more than today while it holds, and always today once expired (property)', () => {
    fc.assert(
      fc.property(cents, cents, fc.boolean(), (quoted, today, expired) => {
        const held = heldUnitPrice(quoted, today, expired);
        if (expired) expect(held).toBe(today);
        else {
          expect(held).toBeLessThanOrEqual(today);
          expect(held).toBeLessThanOrEqual(quoted);
          expect([quoted, today]).toContain(held);
        }
      }),
    );
  });

  it('is valid for QUOTE_VALID_DAYS from the quote date and has expired from then on', () => {
    const quotedAt = new Date('2026-11-26T10:00:00Z');
    const until = quoteValidUntil(quotedAt, QUOTE_VALID_DAYS_DEFAULT);
    expect(until.toISOString()).toBe('2026-12-26T10:00:00.000Z');
    expect(quoteExpired(until, new Date(until.getTime() - 1))).toBe(false);
    expect(quoteExpired(until, until)).toBe(true);
  });

  it('holds a line’s price for the same SKU, glass door, colour and pre-assembly fee, the lowest when repeated', () => {
    const [first, second] = quoteLines(binder(), null);
    const lines = [present(first), present(second)] as const;
    const held = heldPrices([...lines, { ...lines[0], unitPrice: 1 }]);
    expect(held.get(quoteLineKey(lines[0]))).toBe(1);
    expect(held.get(quoteLineKey({ ...lines[0], preAssemblyFee: 0 }))).toBeUndefined();
    expect(held.get(quoteLineKey({ ...lines[1], colorCode: 'SW 7005' }))).toBeUndefined();
  });
});

describe('a quote’s lines and totals', () => {
  it('prices each line as checkout does (pricing.ts linePrice), rooms by label', () => {
    const quoted = binder();
    const lines = quoteLines(quoted, silver);
    expect(lines.map((line) => [line.labelName, line.name])).toEqual([
      [null, 'W3030'],
      ['Kitchen', 'B12'],
    ]);
    present(quoted.labels[0])
      .items.concat(quoted.items)
      .forEach((source) => {
        const line = present(lines.find((candidate) => candidate.name === source.name));
        const price = linePrice(source, silver, true);
        expect(line.unitPrice).toBe(price.unitPrice);
        expect(line.totalPrice).toBe(price.totalPrice);
        expect(line.discountedPrice + line.fees).toBe(line.unitPrice);
        expect(line.discountPercent).toBe(30);
      });
  });

  it('totals as an order delivered: subtotal, freight estimate, tax and total (orderTotals)', () => {
    const lines = quoteLines(binder(), null);
    const totals = quoteTotals(lines, freight, 7);
    expect(totals).toEqual(
      orderTotals(
        lines.map((line) => line.totalPrice),
        'delivery',
        freight,
        7,
      ),
    );
    expect(totals.freight).toBe(14_900);
    expect(totals.total).toBe(totals.subtotal + totals.freight + totals.tax);
  });
});

describe('a contractor’s client copy', () => {
  it('rounds a markup to the cent', () => {
    expect(markedUp(1_000, 12.5)).toBe(1_125);
    expect(markedUp(999, 15)).toBe(1_149); // 1148.85
    expect(markedUp(333, 33.333)).toBe(444); // 443.998...
    expect(markedUp(1_000, 0)).toBe(1_000);
    expect(markedUp(1_000, 100)).toBe(2_000);
  });

  it('accepts a markup of 0 to 100 % only', () => {
    expect([0, 12.5, 100].every(validMarkup)).toBe(true);
    expect([-1, 100.01, Number.NaN, Number.POSITIVE_INFINITY].some(validMarkup)).toBe(false);
  });

  it('marks each price up to whole cents, never below the contractor’s cost (property)', () => {
    fc.assert(
      fc.property(cents, fc.double({ min: 0, max: 100, noNaN: true }), (price, percent) => {
        const up = markedUp(price, percent);
        expect(Number.isInteger(up)).toBe(true);
        expect(up).toBeGreaterThanOrEqual(price);
        expect(Math.abs(up - (price * (100 + percent)) / 100)).toBeLessThanOrEqual(0.5);
      }),
    );
  });

  it('shows marked-up prices and nothing of the discount or the cost', () => {
    const lines = quoteLines(binder(), silver);
    const copy = clientCopyLines(lines, 20);
    copy.forEach((line, index) => {
      const source = present(lines[index]);
      expect(line.itemPrice).toBe(markedUp(source.discountedPrice, 20));
      expect(line.fees).toBe(markedUp(source.fees, 20));
      expect(line.unitPrice).toBe(line.itemPrice + line.fees);
      expect(line.totalPrice).toBe(line.unitPrice * line.quantity);
      expect(Object.keys(line)).not.toContain('discountPercent');
      expect(Object.keys(line)).not.toContain('originalPrice');
      expect(Object.values(line)).not.toContain(source.unitPrice);
    });
  });
});

describe('a quote’s number', () => {
  it('is Q-YYYYMMDD-XXXX from its date in UTC', () => {
    const number = quoteNumber(new Date('2026-11-26T23:59:00Z'), 'AB2C');
    expect(number).toBe('Q-20261126-AB2C');
    expect(number).toMatch(QUOTE_NUMBER_PATTERN);
  });
});

describe('an order from a quote', () => {
  const quoted = quoteLines(binder(), null);
  const items = buildCheckoutItems(binder(), null);
  const risen = buildCheckoutItems(
    binder({ items: [item({ id: 'a', quantity: 3, price: 40_000 })], labels: [] }),
    null,
  );

  it('charges the quoted price after a rise, for any quantity, and today’s for a line not quoted', () => {
    const extra = buildCheckoutItems(binder({ items: [item({ id: 'z', name: 'W3036', price: 1 })], labels: [] }), null);
    const [charged, notQuoted] = chargeHeldPrices([...risen, ...extra], quoted, false);
    const first = present(quoted[0]);
    expect(charged?.checkoutPrice).toBe(first.unitPrice);
    expect(charged?.totalPrice).toBe(first.unitPrice * 3);
    expect(notQuoted).toEqual(extra[0]);
  });

  it('charges today’s price after a fall, and after expiry', () => {
    const fallen = buildCheckoutItems(binder({ items: [item({ id: 'a', price: 100 })], labels: [] }), null);
    expect(chargeHeldPrices(fallen, quoted, false)).toEqual(fallen);
    expect(chargeHeldPrices(risen, quoted, true)).toEqual(risen);
    expect(chargeHeldPrices(items, quoted, false)).toEqual(items);
  });

  it('does not hold a price for another pre-assembly choice', () => {
    const withoutAssembly = buildCheckoutItems({ ...binder(), preAssembly: false, items: risen }, null);
    expect(chargeHeldPrices(withoutAssembly, quoted, false)).toEqual(withoutAssembly);
  });

  it('names the items the quote prices, so checkout can say which lines are at today’s price', () => {
    const extra = buildCheckoutItems(binder({ items: [item({ id: 'z', name: 'W3036', price: 1 })], labels: [] }), null);
    expect(quotedItemIds([...risen, ...extra], quoted)).toEqual(['a']);
    const withoutAssembly = buildCheckoutItems({ ...binder(), preAssembly: false, items: risen }, null);
    expect(quotedItemIds(withoutAssembly, quoted)).toEqual([]);
  });
});
