import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { checkoutItemSchema, checkoutQuoteSchema } from '../src/order-api.ts';
import { toCheckoutItem, toCheckoutQuote } from '../src/order-check.ts';
import { nearMisses, row } from './fixtures.ts';
import { expectSameAsSchema, itemLike, odd, validItem } from './check-arbitraries.ts';

/*
 * Price revalidation's answers, the same with one field wrong, missing or extra (at the top,
 * in the totals, in a line, in a line's binder fields), and anything else: the check that lets
 * checkout show the server's prices without zod must make of each what the schema makes of it.
 */
const whole = fc.oneof(fc.integer(), fc.constantFrom(-1, 0, Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER));
const prices = fc.record({ originalPrice: whole, verifiedPrice: whole, checkoutPrice: whole, totalPrice: whole, discountRate: whole });

/** A line as the server sends it; its binder fields are held to their schema by binder-check.test.ts. */
const line = {
  ...{ id: 'a', type: 'Base', group: 'Shaker', variation: '1 Door', name: 'B09', price: 100, glassPrice: 0, measurement: '9"', hasGlassDoor: false, category: 'Base' },
  ...{ quantity: 2, selectedColor: null, paintLaborFee: 0, hasCustomColor: false, originalItem: row(), contractorInfo: { isBronze: false, isSilver: false, isGold: false }, preAssemblyFee: 0 },
  ...{ originalPrice: 100, verifiedPrice: 100, checkoutPrice: 90, totalPrice: 180, discountRate: 10 },
};
const validLine = fc.tuple(prices, fc.integer({ min: 1, max: 999 })).map(([priced, quantity]) => ({ ...line, ...priced, quantity }));
const lineLike = fc.oneof(
  nearMisses(validLine, odd),
  // Binder fields of every kind, valid or not, with the server's prices.
  fc.tuple(itemLike, prices).map(([item, priced]) => (typeof item === 'object' && item !== null ? { ...item, ...priced } : item)),
  fc.tuple(validItem, prices).map(([item, priced]) => ({ ...item, ...priced })),
);
const totals = fc.oneof(
  { arbitrary: fc.record({ subtotal: whole, freight: whole, tax: whole, total: whole }), weight: 3 },
  { arbitrary: nearMisses(fc.record({ subtotal: whole, freight: whole, tax: whole, total: whole }), odd), weight: 2 },
);
const quote = nearMisses(
  fc.record({ items: fc.oneof(fc.array(validLine, { maxLength: 3 }), fc.array(lineLike, { maxLength: 3 }), odd), totals, orderTotalMax: whole }),
  odd,
);

describe('checkout prices read without zod (checkout shows them before the schemas load)', () => {
  it('toCheckoutItem makes of a line what checkoutItemSchema makes of it', () => {
    expectSameAsSchema(toCheckoutItem, checkoutItemSchema, lineLike, 3_000);
  });

  it('toCheckoutQuote makes of an answer what checkoutQuoteSchema makes of it', () => {
    expectSameAsSchema(toCheckoutQuote, checkoutQuoteSchema, quote);
  });

  it('takes a real answer whole, drops what the schema drops and refuses a fractional amount', () => {
    const real = { items: [line], totals: { subtotal: 180, freight: 0, tax: 13, total: 193 }, orderTotalMax: 99_999_999 };
    expect(toCheckoutQuote(real)).toEqual(real);
    expect(toCheckoutQuote({ ...real, items: [{ ...line, extra: 1 }], currency: 'USD' })).toEqual(real);
    expect(toCheckoutQuote({ ...real, items: [{ ...line, checkoutPrice: 89.5 }] })).toBeUndefined();
    expect(toCheckoutQuote({ ...real, totals: { ...real.totals, tax: '13' } })).toBeUndefined();
    expect(toCheckoutQuote({ items: [line] })).toBeUndefined();
    expect(toCheckoutQuote({ items: [line], totals: real.totals })).toBeUndefined();
  });
});
