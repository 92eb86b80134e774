import { describe, expect, it } from 'vitest';
import { cents, dollars, formatCents } from '../src/money.ts';

describe('money', () => {
  it('formats cents as US dollars with two decimals', () => {
    expect(formatCents(0)).toBe('$0.00');
    expect(formatCents(2500)).toBe('$25.00');
    expect(formatCents(123456)).toBe('$1,234.56');
    expect(formatCents(-199)).toBe('-$1.99');
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
