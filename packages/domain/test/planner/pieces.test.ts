import { describe, expect, it } from 'vitest';
import { pieceRole, pieceSize, rowOf, spansBoth } from '../../src/planner/pieces.ts';
import { item } from './fixtures.ts';

describe('what a binder item is to the planner', () => {
  it('puts base, vanity, tall cabinets and base fillers and panels on the base row', () => {
    for (const sku of [
      'B36',
      'SB36',
      'BLS36',
      'VSB30',
      'VLC1884',
      'P1884',
      'BF3',
      'DWR3',
      'TF396',
      'BP2496',
      'TP2484',
    ]) {
      expect(rowOf(item(sku)), sku).toBe('base');
    }
  });

  it('puts wall cabinets and wall fillers on the wall row, and never places mouldings or shelves', () => {
    for (const sku of ['W3030', 'WDC2430', 'W362424', 'WF330', 'WP1230']) expect(rowOf(item(sku)), sku).toBe('upper');
    for (const sku of ['TK8', 'CM8', 'LR8', 'WSH30']) expect(rowOf(item(sku)), sku).toBeNull();
  });

  it('spans both rows with tall cabinets, vanity linen cabinets and tall fillers and panels', () => {
    for (const sku of ['P1884', 'VLC1884', 'TF396', 'TP2484']) expect(spansBoth(item(sku)), sku).toBe(true);
    for (const sku of ['B36', 'W3042', 'BF3']) expect(spansBoth(item(sku)), sku).toBe(false);
  });

  it('gives each its role for the checks', () => {
    const roles = Object.fromEntries(
      [
        'B36',
        'SB36',
        'DB24',
        'BLS36',
        'BBC42',
        'VSB30',
        'VLC1884',
        'P2496',
        'W3030',
        'WDC2430',
        'BF3',
        'WF336',
        'DWR3',
      ].map((sku) => [sku, pieceRole(item(sku))]),
    );
    expect(roles).toEqual({
      B36: 'base',
      SB36: 'sink',
      DB24: 'drawer',
      BLS36: 'corner-base',
      BBC42: 'corner-base',
      VSB30: 'vanity',
      VLC1884: 'tall',
      P2496: 'tall',
      W3030: 'wall',
      WDC2430: 'corner-wall',
      BF3: 'filler',
      WF336: 'filler',
      DWR3: 'panel',
    });
  });

  it('reads the size from the measurement, else from the SKU', () => {
    expect(pieceSize(item('W3036'))).toEqual({ width: 30, height: 36, depth: 12 });
    expect(pieceSize({ ...item('W3042'), measurement: 'unknown' })).toEqual({ width: 30, height: 42, depth: 12 });
    expect(pieceSize({ ...item('B36'), measurement: '?' })).toEqual({ width: 36, height: 34.5, depth: 24 });
    expect(pieceSize({ ...item('WF336'), measurement: '?' })).toMatchObject({ width: 3, height: 36 });
  });
});
