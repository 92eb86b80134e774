import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { binderItemSchema } from '../src/binder-item.ts';
import { toBinderItem } from '../src/binder-check.ts';
import { row } from './fixtures.ts';
import { answer, expectSameAsSchema, itemLike, odd, validItem } from './check-arbitraries.ts';

/*
 * Binder items, the same with one field wrong, missing or extra (at the top, in the catalogue
 * row), and anything else: the check that lets checkout first render without zod (and that
 * the stored binder's recovery ends with, binder-recovery.test.ts) must make of each what the
 * schema makes of it.
 */
const items = fc.oneof(validItem, itemLike, odd);

/** One item as the binder stores it. */
const storedItem = {
  ...{ id: 'a', type: 'Base', group: 'Shaker', variation: '1 Door', name: 'B09', price: 100, glassPrice: 0, measurement: '9"', hasGlassDoor: false, category: 'Base' },
  ...{ selectedColor: null, paintLaborFee: 0, hasCustomColor: false, originalItem: row(), contractorInfo: { isBronze: false, isSilver: false, isGold: false }, preAssemblyFee: 0 },
};

describe('a binder item checked without zod (checkout first renders before the schemas load)', () => {
  it('toBinderItem makes of a value what binderItemSchema makes of it', () => {
    expectSameAsSchema(toBinderItem, binderItemSchema, items, 4_000);
  });

  it('refuses what the schemas refuse at each length limit, and takes what they take at the limit itself', () => {
    const limits = { id: 64, type: 120, group: 60, variation: 120, name: 40, measurement: 80, labelId: 64, labelName: 100 };
    for (const [field, max] of Object.entries(limits)) {
      for (const length of [0, 1, max, max + 1]) {
        const value = { ...storedItem, [field]: 'x'.repeat(length) };
        expect(toBinderItem(value), `${field} of ${length}`).toEqual(answer(binderItemSchema.safeParse(value)));
      }
    }
  });

  it('keeps what the schema keeps: a missing quantity is 1, unknown fields dropped', () => {
    const read = toBinderItem({ ...storedItem, extra: 1 });
    expect(read).toEqual({ ...storedItem, quantity: 1 });
    expect(read).not.toHaveProperty('extra');
    expect(toBinderItem({ ...storedItem, price: -1 })).toBeUndefined();
    // Only a missing quantity is 1: null is refused, as the schema's default refuses it.
    for (const quantity of [null, 0, 1, 999, 1000, 1.5]) {
      const value = { ...storedItem, quantity };
      expect(toBinderItem(value), `quantity ${quantity}`).toEqual(answer(binderItemSchema.safeParse(value)));
    }
  });
});
