import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { binderItemSchema, buildBinderItem, type BinderItem } from '../../src/binder/item.ts';
import { labelSchema, type Label } from '../../src/binder/binder.ts';
import { notKeptMessage, recoverBinder as recoverWith, type StoredBinderTexts } from '../../src/binder/recovery.ts';
import { readStoredPlan } from '../../src/binder/plan-recovery.ts';
import { storesPlans } from '../../src/binder/stored-plans.ts';
import type { CatalogueRow } from '../../src/catalogue/catalogue.ts';
import { nearMisses, row } from '../common/fixtures.ts';
import { colour, itemLike, odd, text, validItem, validRow } from '../common/check-arbitraries.ts';

/** Read as the store reads it when a label has a plan: with the plan's reader. */
const recoverBinder = (texts: StoredBinderTexts) => recoverWith(texts, readStoredPlan);

/** validRow's rows, now and then with a category that is not ours: the schema refuses those when the item is built. */
const asRow = (source: unknown): CatalogueRow => source as CatalogueRow;

/*
 * The binder stored on this device, read back item by item (issue 19): a value edited or
 * damaged costs that item at most, never the binder, and the shopper is told what was left out.
 */

const NAVAL = { code: '6244', name: 'Naval', rgb: '#2f3d4c' };
const b24 = row({
  data_type: 'Base Cabinets',
  data_variation: '1 Door',
  data_name: 'B24',
  data_gname: null,
  data_gprice: null,
  data_measure: '24" W',
  currency_price: 24_500,
  select_cat: 'Base',
});
const w3030 = row();

const built = (
  source: CatalogueRow,
  id: string,
  options: { glass?: boolean; color?: typeof NAVAL | null; quantity?: number } = {},
): BinderItem => {
  const result = buildBinderItem(source, { id, glassDoor: options.glass ?? false, color: options.color ?? null });
  if (!result.ok) throw new Error(result.message);
  return { ...result.item, quantity: options.quantity ?? 1 };
};
const inLabel = (label: { id: string; name: string }, item: BinderItem): BinderItem => ({
  ...item,
  labelId: label.id,
  labelName: label.name,
});

const stored = (binder: { items?: unknown; labels?: unknown; preAssembly?: unknown }): StoredBinderTexts => ({
  items: binder.items === undefined ? null : JSON.stringify(binder.items),
  labels: binder.labels === undefined ? null : JSON.stringify(binder.labels),
  preAssembly: binder.preAssembly === undefined ? null : JSON.stringify(binder.preAssembly),
});

describe('a stored binder read back item by item', () => {
  it('reads a binder the store wrote as it is, and has nothing to tell', () => {
    const kitchen = { id: 'k', name: 'Kitchen' };
    const binder = {
      items: [built(b24, 'a', { quantity: 3 }), built(w3030, 'b', { glass: true, color: NAVAL })],
      labels: [
        { ...kitchen, isLabel: true, items: [inLabel(kitchen, built(w3030, 'c', { color: NAVAL, quantity: 2 }))] },
      ],
      preAssembly: false,
    };
    const { binder: read, lost } = recoverBinder(stored(binder));
    expect(read).toEqual(binder);
    expect(lost).toEqual([]);
    expect(notKeptMessage(lost)).toBeNull();
  });

  it('takes a price edited in local storage from the catalogue row again, and keeps the item', () => {
    const good = built(b24, 'a', { quantity: 2 });
    for (const price of ['245', -1, 1, 1.5, null]) {
      const { binder, lost } = recoverBinder(stored({ items: [{ ...good, price }] }));
      expect(binder.items, `price ${String(price)}`).toEqual([good]);
      expect(lost).toEqual([]);
    }
  });

  it('builds every price, fee, size and flag again from the row, whatever was stored for it', () => {
    const good = built(w3030, 'a', { glass: true, color: NAVAL, quantity: 4 });
    const derived = [
      'type',
      'variation',
      'measurement',
      'category',
      'price',
      'glassPrice',
      'paintLaborFee',
      'preAssemblyFee',
      'hasGlassDoor',
      'hasCustomColor',
      'contractorInfo',
      'labelId',
      'labelName',
    ];
    fc.assert(
      fc.property(fc.constantFrom(...derived), fc.oneof(odd, fc.constant(undefined)), (field, value) => {
        const { binder, lost } = recoverBinder(stored({ items: [{ ...good, [field]: value }] }));
        expect(binder.items).toEqual([good]);
        expect(lost).toEqual([]);
      }),
    );
  });

  it('reads a binder stored when each item carried its pre-assembly fee, leaving the fee behind: it follows the stored choice', () => {
    const item = built(b24, 'a');
    const kitchen = { id: 'k', name: 'Kitchen' };
    const old = {
      items: [{ ...item, preAssemblyFee: 2_500 }],
      labels: [
        { ...kitchen, isLabel: true, items: [{ ...inLabel(kitchen, built(w3030, 'b')), preAssemblyFee: 2_500 }] },
      ],
      preAssembly: true,
    };
    const { binder, lost } = recoverBinder(stored(old));
    expect(binder).toEqual({
      items: [item],
      labels: [{ ...kitchen, isLabel: true, items: [inLabel(kitchen, built(w3030, 'b'))] }],
      preAssembly: true,
    });
    expect(lost).toEqual([]);
    expect(recoverBinder(stored({ ...old, preAssembly: false })).binder.items).toEqual([item]);
  });

  it('leaves out an item whose choices or row cannot be read, and names it', () => {
    const good = built(b24, 'a');
    const unreadable: [string, Record<string, unknown>][] = [
      ['no row', { ...good, originalItem: undefined }],
      ['a row with a price of text', { ...good, originalItem: { ...b24, currency_price: '245.00' } }],
      ['a row that does not sell the SKU', { ...good, name: 'B27' }],
      ['a row of another group', { ...good, group: 'Slim Shaker' }],
      ['a colour that cannot be read', { ...good, selectedColor: { code: '6244' } }],
      ['no colour at all', { ...good, selectedColor: undefined }],
      ['no id', { ...good, id: '' }],
    ];
    for (const [what, item] of unreadable) {
      const { binder, lost } = recoverBinder(stored({ items: [item, built(w3030, 'b')] }));
      expect(
        binder.items.map((kept) => kept.name),
        what,
      ).toEqual(['W3030']);
      expect(lost, what).toEqual([{ kind: 'item', name: item.name, group: item.group }]);
    }
  });

  it('counts a missing quantity as 1, and leaves out an item whose quantity is anything but 1 to 999', () => {
    const good = built(b24, 'a');
    const { quantity: _quantity, ...noQuantity } = good;
    expect(recoverBinder(stored({ items: [noQuantity] })).binder.items).toEqual([good]);
    expect(recoverBinder(stored({ items: [{ ...good, quantity: 999 }] })).binder.items[0]?.quantity).toBe(999);
    for (const quantity of [0, 1000, 1.5, '2', null, -1]) {
      const { binder, lost } = recoverBinder(stored({ items: [{ ...good, quantity }] }));
      expect(binder.items, `quantity ${String(quantity)}`).toEqual([]);
      expect(lost).toEqual([{ kind: 'item', name: 'B24', group: 'Shaker' }]);
    }
  });

  it('keeps a label with the items of it that can be read; a label without its id or name is left out', () => {
    const kitchen = { id: 'k', name: 'Kitchen' };
    const keep = inLabel(kitchen, built(b24, 'a'));
    const repaired = { ...inLabel(kitchen, built(w3030, 'b')), price: 'free' };
    const broken = { ...inLabel(kitchen, built(w3030, 'c')), quantity: 0, name: 'W3030GD' };
    const labels = [
      { ...kitchen, isLabel: true, items: [keep, repaired, broken, 'junk'] },
      { id: '', name: 'Bath', isLabel: true, items: [built(b24, 'd')] },
      { id: 'p', name: '  Pantry ', items: {} },
      { id: 'q', isLabel: true, items: [] },
    ];
    const { binder, lost } = recoverBinder(stored({ labels }));
    expect(binder.labels).toEqual([
      { ...kitchen, isLabel: true, items: [keep, inLabel(kitchen, built(w3030, 'b'))] },
      { id: 'p', name: 'Pantry', isLabel: true, items: [] },
    ]);
    expect(lost).toEqual([
      { kind: 'item', name: 'W3030GD', group: 'Shaker' },
      { kind: 'item', name: null, group: null },
      { kind: 'label', name: 'Bath' },
      { kind: 'labelItems', name: 'Pantry' },
      { kind: 'label', name: null },
    ]);
  });

  it("keeps a label's room plan (issue 22) whole, or leaves it out and says so", () => {
    const kitchen = { id: 'k', name: 'Kitchen' };
    const item = inLabel(kitchen, built(b24, 'a'));
    const plan = {
      walls: [
        {
          id: 'w1',
          name: 'Wall A',
          length: 120.5,
          ceiling: 96,
          joinsNext: false,
          openings: [],
          base: [
            { id: 's1', kind: 'piece', itemId: 'a' },
            { id: 's2', kind: 'space', space: 'dishwasher', width: 24 },
          ],
          upper: [],
        },
      ],
    };
    const broken = { walls: [{ ...plan.walls[0], length: 3 }] };
    const { binder, lost } = recoverBinder(
      stored({
        labels: [
          { ...kitchen, isLabel: true, items: [item], plan },
          { id: 'b', name: 'Bath', isLabel: true, items: [], plan: broken },
          { id: 'p', name: 'Pantry', isLabel: true, items: [], plan: null },
        ],
      }),
    );
    expect(binder.labels).toEqual([
      { ...kitchen, isLabel: true, items: [item], plan },
      { id: 'b', name: 'Bath', isLabel: true, items: [] },
      { id: 'p', name: 'Pantry', isLabel: true, items: [] },
    ]);
    expect(lost).toEqual([{ kind: 'labelPlan', name: 'Bath' }]);
    expect(notKeptMessage(lost)).toBe(
      "Some of your saved binder could not be read and was left out: the plan of the room 'Bath'.",
    );
  });

  it('tells whether a stored label has a plan, which is then read only with the plan reader', () => {
    const kitchen = { id: 'k', name: 'Kitchen', isLabel: true, items: [] };
    const withPlan = stored({ labels: [{ ...kitchen, plan: { walls: [] } }] });
    expect(storesPlans(withPlan.labels)).toBe(true);
    expect(storesPlans(JSON.stringify([{ ...kitchen, plan: { walls: [] } }], null, 2))).toBe(true);
    expect(storesPlans(stored({ labels: [{ ...kitchen, plan: null }, kitchen] }).labels)).toBe(false);
    // A name that reads like a plan is a string in the JSON, its quotes escaped.
    expect(storesPlans(stored({ labels: [{ ...kitchen, name: '"plan":{' }] }).labels)).toBe(false);
    expect(storesPlans('not json')).toBe(false);
    expect(storesPlans(null)).toBe(false);
    // Whatever the names, the test of the text says what a parse would.
    fc.assert(
      fc.property(fc.array(fc.record({ name: fc.string(), plan: fc.boolean() })), (labels) => {
        const text = JSON.stringify(labels.map(({ name, plan }) => ({ ...kitchen, name, plan: plan ? {} : null })));
        expect(storesPlans(text)).toBe(labels.some((label) => label.plan));
      }),
    );
    expect(recoverWith(withPlan, readStoredPlan).binder.labels).toEqual([{ ...kitchen, plan: { walls: [] } }]);
    // Without the reader a plan is not taken unread.
    expect(recoverWith(withPlan).lost).toEqual([{ kind: 'labelPlan', name: 'Kitchen' }]);
  });

  it('gives an item the label it sits in, and none at the top', () => {
    const kitchen = { id: 'k', name: 'Kitchen' };
    const item = built(b24, 'a');
    const { binder } = recoverBinder(
      stored({
        items: [inLabel({ id: 'x', name: 'Gone' }, item)],
        labels: [{ ...kitchen, isLabel: true, items: [item] }],
      }),
    );
    expect(binder.items).toEqual([item]);
    expect(binder.labels[0]?.items).toEqual([inLabel(kitchen, item)]);
  });

  it('keeps at most 500 items in a label, as its schema does', () => {
    const kitchen = { id: 'k', name: 'Kitchen' };
    const items = Array.from({ length: 501 }, (_, index) => inLabel(kitchen, built(b24, `i${index}`)));
    const { binder, lost } = recoverBinder(stored({ labels: [{ ...kitchen, isLabel: true, items }] }));
    expect(binder.labels[0]?.items).toHaveLength(500);
    expect(lost).toEqual([{ kind: 'item', name: 'B24', group: 'Shaker' }]);
  });

  it('junk in one key leaves the others as they are', () => {
    const item = built(b24, 'a');
    const label = {
      id: 'k',
      name: 'Kitchen',
      isLabel: true,
      items: [inLabel({ id: 'k', name: 'Kitchen' }, built(w3030, 'b'))],
    };
    const good = stored({ items: [item], labels: [label], preAssembly: true });
    for (const junk of ['not json {', '{"a":1}', '"items"', '42', 'null']) {
      const itemsJunk = recoverBinder({ ...good, items: junk });
      expect(itemsJunk.binder).toEqual({ items: [], labels: [label], preAssembly: true });
      expect(itemsJunk.lost).toEqual([{ kind: 'key', key: 'items' }]);

      const labelsJunk = recoverBinder({ ...good, labels: junk });
      expect(labelsJunk.binder).toEqual({ items: [item], labels: [], preAssembly: true });
      expect(labelsJunk.lost).toEqual([{ kind: 'key', key: 'labels' }]);

      // Without a readable choice there is no pre-assembly.
      const flagJunk = recoverBinder({ ...good, preAssembly: junk });
      expect(flagJunk.binder).toEqual({ items: [item], labels: [label], preAssembly: false });
      expect(flagJunk.lost).toEqual([{ kind: 'key', key: 'preAssembly' }]);
    }
    // Nothing stored is nothing lost.
    expect(recoverBinder({ items: null, labels: null, preAssembly: null })).toEqual({
      binder: { items: [], labels: [], preAssembly: false },
      lost: [],
    });
  });
});

describe('what the shopper is told', () => {
  it('names what was left out where its name can be read, and counts the rest', () => {
    expect(
      notKeptMessage([
        { kind: 'item', name: 'B24', group: 'Shaker' },
        { kind: 'item', name: null, group: null },
      ]),
    ).toBe('Some of your saved binder could not be read and was left out: B24 (Shaker), 1 other item.');
    expect(
      notKeptMessage([
        { kind: 'key', key: 'preAssembly' },
        { kind: 'label', name: 'Bath' },
        { kind: 'labelItems', name: 'Pantry' },
        { kind: 'label', name: null },
        { kind: 'item', name: 'W3030', group: null },
      ]),
    ).toBe(
      "Some of your saved binder could not be read and was left out: the pre-assembly choice, the label 'Bath', the items in the label 'Pantry', W3030, 1 other label.",
    );
    expect(
      notKeptMessage([
        { kind: 'key', key: 'items' },
        { kind: 'key', key: 'labels' },
      ]),
    ).toBe(
      'Some of your saved binder could not be read and was left out: the items outside labels, the labels and their items.',
    );
  });

  it('names five items at most', () => {
    const lost = ['B09', 'B12', 'B15', 'B18', 'B21', 'B24', 'B27'].map((name) => ({
      kind: 'item' as const,
      name,
      group: 'Shaker',
    }));
    expect(notKeptMessage([...lost, { kind: 'item', name: null, group: null }])).toBe(
      'Some of your saved binder could not be read and was left out: B09 (Shaker), B12 (Shaker), B15 (Shaker), B18 (Shaker), B21 (Shaker), 3 other items.',
    );
  });
});

describe('any stored binder', () => {
  /** Items as the store builds them from a row, the same with one field odd, missing or extra, and anything else. */
  const builtItem = fc
    .tuple(validRow, fc.boolean(), colour, fc.integer({ min: 1, max: 999 }))
    .map(([source, glass, color, quantity]) => {
      const result = buildBinderItem(asRow(source), { id: 'a', glassDoor: glass, color });
      return result.ok ? { ...result.item, quantity } : null;
    })
    .filter((item) => item !== null);
  const item = fc.oneof(builtItem, nearMisses(builtItem, odd), validItem, itemLike);
  const items = fc.oneof({ arbitrary: fc.array(item, { maxLength: 4 }), weight: 4 }, { arbitrary: odd, weight: 1 });
  const validLabel = fc.record({
    id: text(64),
    name: fc.oneof(fc.string(), fc.constantFrom('  Kitchen  ', '   ')),
    items,
    isLabel: fc.constant(true),
  });
  const labels = fc.oneof(
    fc.array(validLabel, { maxLength: 3 }),
    fc.array(nearMisses(validLabel, odd), { maxLength: 3 }),
    odd,
  );
  const texts = fc.record({
    items: fc.oneof(
      items.map((value) => JSON.stringify(value) ?? null),
      fc.string(),
      fc.constant(null),
    ),
    labels: fc.oneof(
      labels.map((value) => JSON.stringify(value) ?? null),
      fc.string(),
      fc.constant(null),
    ),
    preAssembly: fc.oneof(fc.constantFrom('true', 'false', null, '1', '{'), fc.string()),
  });
  const lengthOf = (text: string | null): number => {
    try {
      const value: unknown = text === null ? [] : JSON.parse(text);
      return Array.isArray(value) ? value.length : 0;
    } catch {
      return 0;
    }
  };

  it('is read into a binder its schemas take, and the shopper is told whenever anything was left out', () => {
    fc.assert(
      fc.property(texts, (stored) => {
        const { binder, lost } = recoverBinder(stored);
        for (const item of binder.items) expect(v.parse(binderItemSchema, item)).toEqual(item);
        for (const label of binder.labels) expect(v.parse(labelSchema, label)).toEqual<Label>(label);
        expect(notKeptMessage(lost) === null).toBe(lost.length === 0);
      }),
      { numRuns: 1_000 },
    );
  });

  it('keeps or reports each stored item', () => {
    fc.assert(
      fc.property(texts, (stored) => {
        const { binder, lost } = recoverBinder({ ...stored, labels: null });
        if (lost.some((one) => one.kind === 'key' && one.key === 'items')) expect(binder.items).toEqual([]);
        else
          expect(binder.items.length + lost.filter((one) => one.kind === 'item').length).toBe(lengthOf(stored.items));
      }),
      { numRuns: 1_000 },
    );
  });

  it('read once more, is the same binder with nothing to tell: the shopper is told once', () => {
    fc.assert(
      fc.property(texts, (stored) => {
        const first = recoverBinder(stored).binder;
        const again = recoverBinder({
          items: JSON.stringify(first.items),
          labels: JSON.stringify(first.labels),
          preAssembly: JSON.stringify(first.preAssembly),
        });
        expect(again).toEqual({ binder: first, lost: [] });
      }),
      { numRuns: 1_000 },
    );
  });

  it('keeps every item the store built from a row, whatever its prices say', () => {
    fc.assert(
      fc.property(
        validRow,
        fc.boolean(),
        fc.integer({ min: 1, max: 999 }),
        fc.record({ price: odd, paintLaborFee: odd }),
        (source, glass, quantity, edits) => {
          const result = buildBinderItem(asRow(source), { id: 'a', glassDoor: glass, color: null });
          // A glass-door name that is empty, or the standard name, is no row of ours: its SKU names no cabinet, or two.
          fc.pre(result.ok && source.data_gname !== '' && source.data_gname !== source.data_name);
          if (!result.ok) return;
          const item = { ...result.item, quantity };
          const { binder, lost } = recoverBinder(stored({ items: [{ ...item, ...edits }] }));
          expect(binder.items).toEqual([item]);
          expect(lost).toEqual([]);
        },
      ),
    );
  });
});
