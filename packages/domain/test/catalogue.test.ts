import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CATEGORIES, DEFAULT_CATEGORY, DEFAULT_GROUP, formatColorCode, isCategory, paintColorSchema } from '../src/catalogue.ts';
import { toPaintColor } from '../src/catalogue-constants.ts';
import { nearMisses } from './fixtures.ts';

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

/** Colours as stored, the same with one field wrong, missing or extra, and anything else. */
const validColour = fc.record({
  code: fc.oneof(fc.constantFrom('6258', 'RTA-01'), fc.string()),
  name: fc.string(),
  rgb: fc.stringMatching(/^#[0-9a-fA-F]{6}$/),
});
const colourLike = nearMisses(validColour, fc.oneof(fc.anything(), fc.stringMatching(/^#?[0-9a-gA-G]{5,7}\n?$/), fc.constantFrom(6258, null, undefined, '#2F2F30\n', '#2f2f3')));

describe('toPaintColor', () => {
  it('makes of a value what paintColorSchema makes of it, so the store reads a remembered colour without zod', () => {
    fc.assert(
      fc.property(colourLike, (value) => {
        const parsed = paintColorSchema.safeParse(value);
        expect(toPaintColor(value)).toEqual(parsed.success ? parsed.data : undefined);
      }),
      { numRuns: 2_000 },
    );
  });

  it('keeps the three fields of a colour only and refuses a malformed swatch', () => {
    expect(toPaintColor({ code: '6258', name: 'Tricorn Black', rgb: '#2F2F30', timestamp: 1 })).toEqual({ code: '6258', name: 'Tricorn Black', rgb: '#2F2F30' });
    expect(toPaintColor({ code: '6258', name: 'Tricorn Black', rgb: '2F2F30' })).toBeUndefined();
    expect(toPaintColor({ code: 6258, name: 'Tricorn Black', rgb: '#2F2F30' })).toBeUndefined();
    expect(toPaintColor(null)).toBeUndefined();
  });
});
