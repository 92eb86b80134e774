import { describe, expect, it } from 'vitest';
import { buildBinderItem, type BinderItem } from '../../src/binder/item.ts';
import type { BinderContents, Label } from '../../src/binder/binder.ts';
import {
  BINDER_LIMITS,
  LABEL_MESSAGES,
  addItem,
  clampQuantity,
  createLabel,
  deleteLabel,
  findItem,
  lineCount,
  moveItem,
  removeItem,
  replaceItem,
  setQuantity,
} from '../../src/binder/ops.ts';
import { row } from '../common/fixtures.ts';

const item = (id: string, name = `W${id}`): BinderItem => {
  const built = buildBinderItem(row({ data_name: name }), { glassDoor: false, color: null, id });
  if (!built.ok) throw new Error(built.message);
  return built.item;
};
const label = (id: string, name: string, items: BinderItem[]): Label => ({
  id,
  name,
  isLabel: true,
  items: items.map((i) => ({ ...i, labelId: id, labelName: name })),
});
const cart = (): BinderContents => ({
  items: [item('a'), item('b')],
  labels: [label('k', 'Kitchen', [item('c')]), label('l', 'Laundry', [])],
});
const ids = (c: BinderContents) => [
  c.items.map((i) => i.id),
  ...c.labels.map((l) => [l.name, ...l.items.map((i) => i.id)]),
];

describe('quantity (spec §5: at least 1)', () => {
  it('sets a quantity anywhere in the binder', () => {
    const next = setQuantity(cart(), 'c', 4);
    expect(findItem(next, 'c')?.item.quantity).toBe(4);
    expect(setQuantity(next, 'a', 2).items[0]?.quantity).toBe(2);
  });

  it('never goes below 1, nor above 999, and takes whole numbers', () => {
    expect(findItem(setQuantity(cart(), 'a', 0), 'a')?.item.quantity).toBe(1);
    expect(findItem(setQuantity(cart(), 'a', -5), 'a')?.item.quantity).toBe(1);
    expect(findItem(setQuantity(cart(), 'a', 5000), 'a')?.item.quantity).toBe(999);
    expect(clampQuantity(2.7)).toBe(2);
    expect(clampQuantity(Number.NaN)).toBe(1);
  });

  it('leaves untouched items and labels as they were (same objects)', () => {
    const before = cart();
    const next = setQuantity(before, 'a', 3);
    expect(next.items[1]).toBe(before.items[1]);
    expect(next.labels).toBe(before.labels);
    expect(setQuantity(before, 'a', 1)).toEqual(before);
  });
});

describe('moves (spec §4 Item moves)', () => {
  it('moves a binder item into a label, naming the label on the item', () => {
    const next = moveItem(cart(), 'a', 'l');
    expect(ids(next)).toEqual([['b'], ['Kitchen', 'c'], ['Laundry', 'a']]);
    expect(findItem(next, 'a')?.item).toMatchObject({ labelId: 'l', labelName: 'Laundry' });
  });

  it('moves a label item into another label', () => {
    const next = moveItem(cart(), 'c', 'l');
    expect(ids(next)).toEqual([['a', 'b'], ['Kitchen'], ['Laundry', 'c']]);
    expect(findItem(next, 'c')).toMatchObject({ labelId: 'l', item: { labelName: 'Laundry' } });
  });

  it('moves a label item back to the top level without label fields', () => {
    const next = moveItem(cart(), 'c', null);
    expect(ids(next)).toEqual([['a', 'b', 'c'], ['Kitchen'], ['Laundry']]);
    expect(findItem(next, 'c')?.item).not.toHaveProperty('labelId');
    expect(findItem(next, 'c')?.item).not.toHaveProperty('labelName');
  });

  it('does nothing for a move to where the item is, an unknown item or an unknown label', () => {
    const before = cart();
    expect(moveItem(before, 'c', 'k')).toBe(before);
    expect(moveItem(before, 'a', null)).toBe(before);
    expect(moveItem(before, 'zzz', 'k')).toBe(before);
    expect(moveItem(before, 'a', 'nope')).toBe(before);
  });

  it('keeps quantity, colour and prices through a move', () => {
    const start = setQuantity(cart(), 'a', 7);
    const moved = moveItem(moveItem(start, 'a', 'k'), 'a', null);
    const { labelId: _l, labelName: _n, ...original } = findItem(start, 'a')?.item ?? item('x');
    expect(findItem(moved, 'a')?.item).toEqual(original);
  });
});

describe('labels', () => {
  it("needs a name: 'Label name cannot be empty'", () => {
    expect(createLabel(cart(), { id: 'n', name: '   ' })).toEqual({ ok: false, message: LABEL_MESSAGES.nameRequired });
    expect(LABEL_MESSAGES.nameRequired).toBe('Label name cannot be empty');
  });

  it('creates an empty label at the end, with a trimmed name', () => {
    const result = createLabel(cart(), { id: 'n', name: '  Master   bath ' });
    expect(result.ok && result.label).toEqual({ id: 'n', name: 'Master bath', items: [], isLabel: true });
    expect(result.ok && result.binder.labels.map((l) => l.id)).toEqual(['k', 'l', 'n']);
  });

  it('refuses more labels than the limit', () => {
    const full: BinderContents = {
      items: [],
      labels: Array.from({ length: BINDER_LIMITS.labels }, (_, i) => label(`x${i}`, `L${i}`, [])),
    };
    expect(createLabel(full, { id: 'n', name: 'One more' }).ok).toBe(false);
  });

  it('deleting a label moves its items back to the main binder (spec §4)', () => {
    const next = deleteLabel(cart(), 'k');
    expect(ids(next)).toEqual([['a', 'b', 'c'], ['Laundry']]);
    expect(findItem(next, 'c')?.item).not.toHaveProperty('labelId');
    expect(lineCount(next)).toBe(lineCount(cart()));
    expect(deleteLabel(cart(), 'nope')).toEqual(cart());
  });

  it('the delete confirmation says the items stay in the binder', () => {
    expect(LABEL_MESSAGES.confirmDelete('Kitchen')).toMatch(/stay in your binder/);
  });
});

describe('adding, removing, replacing', () => {
  it('adds a new configuration at the top level and refuses a duplicate anywhere', () => {
    expect(addItem(cart(), item('new', 'W9999')).outcome).toBe('added');
    expect(addItem(cart(), item('dup', 'Wc')).outcome).toBe('duplicate');
    expect(addItem(cart(), item('dup2', 'Wa')).outcome).toBe('duplicate');
  });

  it('refuses an item beyond the limit of lines', () => {
    const full: BinderContents = {
      items: Array.from({ length: BINDER_LIMITS.lines }, (_, i) => item(`f${i}`)),
      labels: [],
    };
    expect(addItem(full, item('more', 'X1')).outcome).toBe('full');
  });

  it('removes an item wherever it is', () => {
    expect(ids(removeItem(cart(), 'c'))).toEqual([['a', 'b'], ['Kitchen'], ['Laundry']]);
    expect(ids(removeItem(cart(), 'a'))).toEqual([['b'], ['Kitchen', 'c'], ['Laundry']]);
  });

  it('replaces an item in its place, keeping its id and label', () => {
    const next = replaceItem(cart(), 'c', { ...item('other', 'W1230'), quantity: 2 });
    expect(findItem(next, 'c')).toMatchObject({
      labelId: 'k',
      item: { id: 'c', name: 'W1230', quantity: 2, labelName: 'Kitchen' },
    });
  });

  it('counts lines at the top level and in labels', () => {
    expect(lineCount(cart())).toBe(3);
  });
});
