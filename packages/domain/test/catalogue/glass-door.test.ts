import { describe, expect, it } from 'vitest';
import { offersGlassDoor, rowPrice } from '../../src/catalogue/glass-door.ts';

const withGlass = { currency_price: 18_900, data_gname: 'W3030G', data_gprice: 4_500 };
const withoutGlass = { currency_price: 18_900, data_gname: null, data_gprice: null };

describe('the glass door', () => {
  it('is offered only when the SKU has both a glass name and a glass price', () => {
    expect(offersGlassDoor(withGlass)).toBe(true);
    expect(offersGlassDoor(withoutGlass)).toBe(false);
    expect(offersGlassDoor({ data_gname: 'W3030G', data_gprice: null })).toBe(false);
    expect(offersGlassDoor({ data_gname: null, data_gprice: 4_500 })).toBe(false);
    expect(offersGlassDoor({ data_gname: '', data_gprice: 4_500 })).toBe(false);
  });

  it('adds its price only when chosen and offered', () => {
    expect(rowPrice(withGlass, true)).toBe(23_400);
    expect(rowPrice(withGlass, false)).toBe(18_900);
    expect(rowPrice(withoutGlass, true)).toBe(18_900);
  });
});
