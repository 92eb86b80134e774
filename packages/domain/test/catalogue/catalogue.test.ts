import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  CATEGORIES,
  DEFAULT_CATEGORY,
  DEFAULT_GROUP,
  formatColorCode,
  isCategory,
  paintColorSchema,
} from '../../src/catalogue/catalogue.ts';

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

describe('paintColorSchema', () => {
  const colour = (value: unknown) => {
    const parsed = v.safeParse(paintColorSchema, value);
    return parsed.success ? parsed.output : undefined;
  };

  it('keeps the three fields of a colour only and refuses a malformed swatch', () => {
    expect(colour({ code: '6258', name: 'Tricorn Black', rgb: '#2F2F30', timestamp: 1 })).toEqual({
      code: '6258',
      name: 'Tricorn Black',
      rgb: '#2F2F30',
    });
    expect(colour({ code: '6258', name: 'Tricorn Black', rgb: '2F2F30' })).toBeUndefined();
    expect(colour({ code: '6258', name: 'Tricorn Black', rgb: '#2F2F30\n' })).toBeUndefined();
    expect(colour({ code: 6258, name: 'Tricorn Black', rgb: '#2F2F30' })).toBeUndefined();
    expect(colour(null)).toBeUndefined();
  });
});
