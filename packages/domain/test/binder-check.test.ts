import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { binderItemSchema } from '../src/binder-item.ts';
import { labelSchema } from '../src/binder.ts';
import { toBinderItems, toLabels } from '../src/binder-check.ts';
import { nearMisses, row } from './fixtures.ts';
import { answer, expectSameAsSchema, itemLike, near, odd, text, validItem } from './check-arbitraries.ts';

/*
 * Binders as local storage holds them, the same with one field wrong, missing or extra (at
 * the top, in the catalogue row, in a label's items), and anything else: the checks that
 * let checkout first render without zod must make of each what the schemas make of it.
 */
const items = fc.oneof(fc.array(validItem, { maxLength: 3 }), fc.array(itemLike, { maxLength: 3 }), odd);

const validLabel = fc.record({
  id: text(64),
  name: fc.oneof(fc.string(), near(100), fc.constantFrom('  Kitchen  ', '   ', ` ${'x'.repeat(100)} `)),
  items: fc.oneof(
    fc.array(validItem, { maxLength: 2 }),
    fc.array(itemLike, { maxLength: 2 }),
    // A label holds at most 500 items.
    fc.tuple(validItem, fc.constantFrom(500, 501)).map(([item, count]) => Array.from({ length: count }, () => item)),
  ),
  isLabel: fc.oneof({ arbitrary: fc.constant(true), weight: 4 }, { arbitrary: fc.constantFrom(false, 'true'), weight: 1 }),
});
const labels = fc.oneof(fc.array(validLabel, { maxLength: 3 }), fc.array(nearMisses(validLabel, odd), { maxLength: 2 }), odd);

/** One item as the binder stores it. */
const storedItem = {
  ...{ id: 'a', type: 'Base', group: 'Shaker', variation: '1 Door', name: 'B09', price: 100, glassPrice: 0, measurement: '9"', hasGlassDoor: false, category: 'Base' },
  ...{ selectedColor: null, paintLaborFee: 0, hasCustomColor: false, originalItem: row(), contractorInfo: { isBronze: false, isSilver: false, isGold: false }, preAssemblyFee: 0 },
};

describe('the binder read without zod (checkout first renders before the schemas load)', () => {
  it('toBinderItems makes of a value what binderItemSchema.array() makes of it', () => {
    expectSameAsSchema(toBinderItems, binderItemSchema.array(), items);
  });

  it('toLabels makes of a value what labelSchema.array() makes of it', () => {
    expectSameAsSchema(toLabels, labelSchema.array(), labels, 1_000);
  });

  it('refuses what the schemas refuse at each length limit, and takes what they take at the limit itself', () => {
    const limits = { id: 64, type: 120, group: 60, variation: 120, name: 40, measurement: 80, labelId: 64, labelName: 100 };
    for (const [field, max] of Object.entries(limits)) {
      for (const length of [0, 1, max, max + 1]) {
        const value = [{ ...storedItem, [field]: 'x'.repeat(length) }];
        expect(toBinderItems(value), `${field} of ${length}`).toEqual(answer(binderItemSchema.array().safeParse(value)));
      }
    }
    for (const count of [500, 501]) {
      const value = [{ id: 'l', name: 'Kitchen', items: Array.from({ length: count }, () => storedItem), isLabel: true }];
      expect(toLabels(value), `${count} items`).toEqual(answer(labelSchema.array().safeParse(value)));
    }
    for (const name of ['x'.repeat(100), 'x'.repeat(101), ` ${'x'.repeat(100)} `, '   ']) {
      const value = [{ id: 'l', name, items: [], isLabel: true }];
      expect(toLabels(value), `name of ${name.length}`).toEqual(answer(labelSchema.array().safeParse(value)));
    }
  });

  it('keeps what the schemas keep: a missing quantity is 1, a label name trimmed, unknown fields dropped', () => {
    const stored = { ...storedItem, extra: 1 };
    const [read] = toBinderItems([stored]) ?? [];
    expect(read).toEqual({ ...storedItem, quantity: 1 });
    expect(read).not.toHaveProperty('extra');
    expect(toLabels([{ id: 'l', name: '  Kitchen ', items: [stored], isLabel: true }])?.[0]?.name).toBe('Kitchen');
    expect(toBinderItems([stored, { ...stored, price: -1 }])).toBeUndefined();
    // Only a missing quantity is 1: null is refused, as the schema's default refuses it.
    for (const quantity of [null, 0, 1, 999, 1000, 1.5]) {
      const value = [{ ...storedItem, quantity }];
      expect(toBinderItems(value), `quantity ${quantity}`).toEqual(answer(binderItemSchema.array().safeParse(value)));
    }
  });
});
