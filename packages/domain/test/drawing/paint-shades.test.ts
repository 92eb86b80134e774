import { describe, expect, it } from 'vitest';
import { cabinetShades, luminance, NATURAL_MAPLE_RGB, parseRgb, tint } from '../../src/drawing/paint-shades.ts';

describe('paint shades', () => {
  it('parses #rrggbb and rejects anything else', () => {
    expect(parseRgb('#2f3d4c')).toEqual([0x2f, 0x3d, 0x4c]);
    expect(parseRgb('EDECE6')).toEqual([0xed, 0xec, 0xe6]);
    expect(parseRgb('#fff')).toBeNull();
    expect(parseRgb('navy')).toBeNull();
  });

  it('mixes toward black or white', () => {
    expect(tint('#808080', -1)).toBe('#000000');
    expect(tint('#808080', 1)).toBe('#ffffff');
    expect(tint('#808080', 0)).toBe('#808080');
    expect(tint('#800000', 0.5)).toBe('#c08080');
  });

  it('fills with the paint and draws natural maple without one', () => {
    expect(cabinetShades('#EDECE6').face).toBe('#edece6');
    expect(cabinetShades(null).face).toBe(NATURAL_MAPLE_RGB);
    expect(cabinetShades('not a colour').face).toBe(NATURAL_MAPLE_RGB);
  });

  it('shades darker inside and lighter on highlights, for light and dark paints alike', () => {
    for (const paint of ['#edece6', '#95978a', '#2f3d4c', '#2f2f30']) {
      const s = cabinetShades(paint);
      expect(luminance(s.interior)).toBeLessThan(luminance(s.face));
      expect(luminance(s.deep)).toBeLessThan(luminance(s.interior));
      expect(luminance(s.highlight)).toBeGreaterThan(luminance(s.face));
      // Outlines must differ visibly from the paint, even on near-black.
      expect(Math.abs(luminance(s.line) - luminance(s.face))).toBeGreaterThan(0.04);
    }
  });
});
