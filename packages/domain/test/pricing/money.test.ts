import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cents, centsToDecimal, dollars, formatCents } from '../../src/pricing/money.ts';

describe('money', () => {
  it('formats cents as US dollars with two decimals', () => {
    expect(formatCents(0)).toBe('$0.00');
    expect(formatCents(2500)).toBe('$25.00');
    expect(formatCents(123456)).toBe('$1,234.56');
    expect(formatCents(-199)).toBe('-$1.99');
  });

  it('writes exactly what Intl writes for US dollars, for any whole number of cents', () => {
    const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
    const amounts = fc.oneof(fc.integer({ min: -1_000_000, max: 1_000_000 }), fc.integer({ min: -1e14, max: 1e14 }));
    fc.assert(
      fc.property(amounts, (amount) => formatCents(amount) === usd.format(amount / 100)),
      { numRuns: 5000 },
    );
    for (const amount of [1, 99, 100, 999_999, 100_000, 100_000_000, -100_000, -5])
      expect(formatCents(amount)).toBe(usd.format(amount / 100));
  });

  it('rounds dollar amounts to whole cents', () => {
    expect(dollars(19.995)).toBe(2000);
    expect(dollars(0.1 + 0.2)).toBe(30);
  });

  it('refuses fractions of a cent', () => {
    expect(() => cents(10.5)).toThrow(RangeError);
    expect(cents(1050)).toBe(1050);
  });
});

describe('centsToDecimal', () => {
  it('writes dollars as a plain decimal with two places, as schema.org prices are written', () => {
    expect(centsToDecimal(18_900)).toBe('189.00');
    expect(centsToDecimal(123_405)).toBe('1234.05');
    expect(centsToDecimal(7)).toBe('0.07');
    expect(centsToDecimal(0)).toBe('0.00');
  });

  it('agrees with formatCents but for the dollar sign and the thousands separators', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_00 }), (amount) => {
        expect(centsToDecimal(amount)).toBe(formatCents(amount).replace(/[$,]/g, ''));
      }),
    );
  });
});
