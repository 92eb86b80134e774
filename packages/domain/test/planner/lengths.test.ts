import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatInches, formatLength, LENGTH_MESSAGES, parseLength } from '../../src/planner/lengths.ts';

const inches = (text: string) => {
  const read = parseLength(text);
  return read.ok ? read.inches : read.message;
};

/** Every multiple of 1/16" from 0 to 50 ft. */
const sixteenths = fc.integer({ min: 0, max: 600 * 16 }).map((n) => n / 16);

describe('reading a length', () => {
  it('reads the ways people measure', () => {
    expect(inches('120')).toBe(120);
    expect(inches('120.5')).toBe(120.5);
    expect(inches('120 1/2')).toBe(120.5);
    expect(inches('120-1/2')).toBe(120.5);
    expect(inches(`10' 1/2"`)).toBe(120.5);
    expect(inches(`10'6"`)).toBe(126);
    expect(inches(`10' 6 1/2"`)).toBe(126.5);
    expect(inches('10 ft 0.5 in')).toBe(120.5);
    expect(inches('10ft')).toBe(120);
    expect(inches('10 feet 2 inches')).toBe(122);
    expect(inches('3/4')).toBe(0.75);
    expect(inches('120"')).toBe(120);
    expect(inches('120 in')).toBe(120);
    expect(inches('  96 ')).toBe(96);
    expect(inches('10′ 6″')).toBe(126);
  });

  it('rounds to the nearest sixteenth', () => {
    expect(inches('1.04')).toBe(1.0625);
    expect(inches('1/3')).toBe(0.3125);
  });

  it('says plainly what it cannot read', () => {
    expect(inches('')).toBe(LENGTH_MESSAGES.empty);
    for (const bad of ['abc', '10 m', '1/0', '-5', "10' 3' 2", '12 12', '"', "'", '1e3']) {
      expect(inches(bad), bad).toBe(LENGTH_MESSAGES.unreadable);
    }
  });
});

describe('writing a length', () => {
  it('shows feet, inches and reduced fractions', () => {
    expect(formatLength(120.5)).toBe(`10' 1/2"`);
    expect(formatLength(121.5)).toBe(`10' 1 1/2"`);
    expect(formatLength(96)).toBe(`8'`);
    expect(formatLength(30)).toBe(`2' 6"`);
    expect(formatLength(9)).toBe(`9"`);
    expect(formatLength(1.5)).toBe(`1 1/2"`);
    expect(formatLength(0.0625)).toBe(`1/16"`);
    expect(formatLength(0.75)).toBe(`3/4"`);
    expect(formatLength(0)).toBe(`0"`);
  });

  it('shows inches only for rows', () => {
    expect(formatInches(2.5)).toBe(`2 1/2"`);
    expect(formatInches(121.5)).toBe(`121 1/2"`);
    expect(formatInches(-1.5)).toBe(`-1 1/2"`);
  });

  it('reads back exactly what it writes, for every sixteenth up to 50 ft', () => {
    fc.assert(
      fc.property(sixteenths, (x) => {
        expect(parseLength(formatLength(x))).toEqual({ ok: true, inches: x });
        expect(parseLength(formatInches(x))).toEqual({ ok: true, inches: x });
      }),
      { numRuns: 2000 },
    );
  });
});
