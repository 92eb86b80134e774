import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fillersFor } from '../../src/planner/fillers.ts';
import { catalogue, catalogueRow } from './fixtures.ts';

const WIDTH: Record<string, number> = { BF3: 3, BF6: 6, WF330: 3, WF336: 3, WF342: 3, TF396: 3, TF696: 6 };
const total = (choice: { sku: string; count: number }[]) =>
  choice.reduce((n, f) => n + (WIDTH[f.sku] ?? 0) * f.count, 0);
const pieces = (choice: { count: number }[]) => choice.reduce((n, f) => n + f.count, 0);

describe('fillers for a gap', () => {
  it('takes one BF3 for 1 1/2", nothing under 1/8"', () => {
    expect(fillersFor(1.5, 'base', catalogue())).toEqual([{ sku: 'BF3', count: 1 }]);
    expect(fillersFor(0.0625, 'base', catalogue())).toEqual([]);
    expect(fillersFor(0.125, 'base', catalogue())).toEqual([{ sku: 'BF3', count: 1 }]);
  });

  it('rips the widest rather than adding pieces, then wastes the least', () => {
    expect(fillersFor(4.5, 'base', catalogue())).toEqual([{ sku: 'BF6', count: 1 }]);
    expect(fillersFor(7, 'base', catalogue())).toEqual([
      { sku: 'BF6', count: 1 },
      { sku: 'BF3', count: 1 },
    ]);
    expect(fillersFor(12, 'base', catalogue())).toEqual([{ sku: 'BF6', count: 2 }]);
  });

  it('takes wall fillers as high as the row, and tall fillers beside tall pieces', () => {
    expect(fillersFor(2, 'upper', catalogue(), 36)).toEqual([{ sku: 'WF336', count: 1 }]);
    expect(fillersFor(2, 'upper', catalogue(), 42)).toEqual([{ sku: 'WF342', count: 1 }]);
    expect(fillersFor(2, 'upper', catalogue(), 24)).toEqual([{ sku: 'WF330', count: 1 }]);
    expect(fillersFor(5, 'base', catalogue(), 96)).toEqual([{ sku: 'TF696', count: 1 }]);
  });

  it('says nothing it cannot: no fillers in the catalogue, none offered', () => {
    expect(fillersFor(2, 'base', [catalogueRow('B36')])).toEqual([]);
  });

  it('closes every gap with the fewest pieces, wasting less than the narrowest filler', () => {
    const gaps = fc.integer({ min: 2, max: 48 * 16 }).map((n) => n / 16);
    fc.assert(
      fc.property(gaps, fc.constantFrom<'base' | 'upper'>('base', 'upper'), (gap, row) => {
        const choice = fillersFor(gap, row, catalogue(), row === 'upper' ? 30 : undefined);
        const widest = row === 'base' ? 6 : 3;
        expect(total(choice)).toBeGreaterThanOrEqual(gap);
        expect(pieces(choice)).toBe(Math.ceil(gap / widest));
        expect(total(choice) - gap).toBeLessThan(3);
      }),
    );
  });
});
