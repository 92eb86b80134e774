import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  accountBinderSchema,
  binderAnswer,
  binderOfAnswer,
  CART_MESSAGES,
  savedBinderSchema,
} from '../../src/api/cart.ts';
import { buildBinderItem, type BinderItem } from '../../src/binder/item.ts';
import { BINDER_LIMITS } from '../../src/binder/ops.ts';
import { row } from '../common/fixtures.ts';

const line = (id: string) => ({ id, group: 'Shaker', name: 'B12', quantity: 1, selectedColor: null });

describe('the cart API body', () => {
  it('keeps only what the shopper chose: prices sent along are dropped', () => {
    const parsed = v.parse(savedBinderSchema, {
      items: [
        {
          ...line('a'),
          price: 1,
          glassPrice: 0,
          paintLaborFee: 0,
          selectedColor: { code: '6244', name: 'x', rgb: '#000000' },
        },
      ],
      labels: [{ id: 'k', name: ' Kitchen ', isLabel: true, items: [line('b')] }],
      preAssembly: false,
    });
    expect(parsed.items[0]).toEqual({
      id: 'a',
      group: 'Shaker',
      name: 'B12',
      quantity: 1,
      selectedColor: { code: '6244' },
    });
    expect(parsed.labels[0]?.name).toBe('Kitchen');
  });

  it('refuses a quantity below 1, an empty label name, duplicate ids and too many lines', () => {
    expect(
      v.safeParse(savedBinderSchema, { items: [{ ...line('a'), quantity: 0 }], labels: [], preAssembly: false })
        .success,
    ).toBe(false);
    const unnamed = v.safeParse(savedBinderSchema, {
      items: [],
      labels: [{ id: 'k', name: ' ', items: [] }],
      preAssembly: false,
    });
    expect(unnamed.issues?.[0]?.message).toBe('Label name cannot be empty');
    const twice = v.safeParse(savedBinderSchema, {
      items: [line('a')],
      labels: [{ id: 'k', name: 'K', items: [line('a')] }],
      preAssembly: false,
    });
    expect(twice.issues?.map((i) => i.message)).toEqual([CART_MESSAGES.duplicateId]);
    const half = Array.from({ length: BINDER_LIMITS.lines / 2 + 1 }, (_, i) => line(`x${i}`));
    const tooMany = v.safeParse(savedBinderSchema, {
      items: half,
      labels: [{ id: 'k', name: 'K', items: half.map((l) => ({ ...l, id: `y${l.id}` })) }],
      preAssembly: false,
    });
    expect(tooMany.issues?.map((i) => i.message)).toEqual([CART_MESSAGES.tooManyLines]);
  });

  it('names the SKU it does not know', () => {
    expect(CART_MESSAGES.unknownSku('ZZ99', 'Shaker')).toMatch(/'ZZ99'.*Shaker/);
  });
});

describe('the binder as the API answers it (spec §3 Binder item)', () => {
  const built = (id: string): BinderItem => {
    const result = buildBinderItem(row(), { id, glassDoor: false, color: null });
    if (!result.ok) throw new Error(result.message);
    return result.item;
  };
  const binder = (preAssembly: boolean) => ({
    items: [built('a')],
    labels: [
      {
        id: 'k',
        name: 'Kitchen',
        isLabel: true as const,
        items: [{ ...built('b'), labelId: 'k', labelName: 'Kitchen' }],
      },
    ],
    preAssembly,
  });

  it("gives every item, in labels too, the pre-assembly fee of the binder's choice", () => {
    const fees = (preAssembly: boolean) => {
      const answer = binderAnswer(binder(preAssembly));
      return [...answer.items, ...answer.labels.flatMap((label) => label.items)].map((item) => item.preAssemblyFee);
    };
    expect(fees(true)).toEqual([2_500, 2_500]);
    expect(fees(false)).toEqual([0, 0]);
  });

  it('is what the cart answers, and gives back the binder without the fee', () => {
    const answer = { ...binderAnswer(binder(true)), updatedAt: null, removed: [] };
    expect(v.parse(accountBinderSchema, answer)).toEqual(answer);
    expect(binderOfAnswer(answer)).toEqual(binder(true));
  });
});
