import { describe, expect, it } from 'vitest';
import { CATEGORIES, DEFAULT_CATEGORY, DEFAULT_GROUP, formatColorCode, isCategory } from '../src/catalogue.ts';

describe('colour codes (spec §9)', () => {
  it("shows Sherwin-Williams codes as 'SW <code>'", () => {
    expect(formatColorCode('7005')).toBe('SW 7005');
  });

  it("drops a trailing '.0'", () => {
    expect(formatColorCode('7008.0')).toBe('SW 7008');
    expect(formatColorCode('7010.05')).toBe('SW 7010.05');
  });

  it('shows in-house RTA- codes as they are', () => {
    expect(formatColorCode('RTA-WHT')).toBe('RTA-WHT');
  });
});

describe('catalogue defaults', () => {
  it('has the five categories in order, Base and Shaker by default', () => {
    expect(CATEGORIES).toEqual(['Base', 'Wall', 'Vanity', 'Tall', 'Accessories']);
    expect(DEFAULT_CATEGORY).toBe('Base');
    expect(DEFAULT_GROUP).toBe('Shaker');
    expect(isCategory('Wall')).toBe(true);
    expect(isCategory('wall')).toBe(false);
  });
});
