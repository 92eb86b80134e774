import { describe, expect, it } from 'vitest';
import { mergeGuestBinder, mergeGuestContents } from '../../src/binder/merge.ts';
import { buildBinderItem, type BinderItem } from '../../src/binder/item.ts';
import { allItems, type Label } from '../../src/binder/binder.ts';
import { linePrice } from '../../src/pricing/pricing.ts';
import { row } from '../common/fixtures.ts';

const naval = { code: '6244', name: 'Naval', rgb: '#2f3d4c' };
const item = (id: string, name: string, color: typeof naval | null = null): BinderItem => {
  const built = buildBinderItem(row({ data_name: name }), { glassDoor: false, color, id });
  if (!built.ok) throw new Error(built.message);
  return built.item;
};
const label = (id: string, name: string, items: BinderItem[]): Label => ({ id, name, isLabel: true, items });

describe('merging the guest binder on login (spec §4)', () => {
  it('skips duplicates of the same type, name, variation, group and colour', () => {
    const merged = mergeGuestContents(
      { items: [item('a1', 'W3030')], labels: [] },
      { items: [item('g1', 'W3030'), item('g2', 'W3030', naval), item('g3', 'W2430')], labels: [] },
    );
    expect(merged.items.map((i) => i.id)).toEqual(['a1', 'g2', 'g3']);
  });

  it('merges labels by name and keeps new ones', () => {
    const merged = mergeGuestContents(
      { items: [], labels: [label('la', 'Kitchen', [item('a1', 'W3030')])] },
      {
        items: [],
        labels: [
          label('lg', ' kitchen ', [item('g1', 'W3030'), item('g2', 'W2430')]),
          label('lb', 'Bath', [item('g3', 'W1230')]),
        ],
      },
    );
    expect(merged.labels.map((l) => [l.name, l.items.map((i) => i.id)])).toEqual([
      ['Kitchen', ['a1', 'g2']],
      ['Bath', ['g3']],
    ]);
    expect(merged.labels[0]?.items[1]).toMatchObject({ labelId: 'la', labelName: 'Kitchen' });
  });

  it('skips a guest item already inside one of the account labels', () => {
    const merged = mergeGuestContents(
      { items: [], labels: [label('la', 'Kitchen', [item('a1', 'W3030')])] },
      { items: [item('g1', 'W3030')], labels: [] },
    );
    expect(merged.items).toEqual([]);
  });
});

describe('the whole login merge with pre-assembly', () => {
  it("takes the guest's pre-assembly choice when the guest binder holds items, and it prices every item", () => {
    const merged = mergeGuestBinder(
      { items: [item('a1', 'W3030')], labels: [label('la', 'Kitchen', [item('a2', 'W2430')])], preAssembly: false },
      { items: [item('g1', 'W1230')], labels: [], preAssembly: true },
    );
    expect(merged.preAssembly).toBe(true);
    expect(allItems(merged).map((i) => [i.id, linePrice(i, null, merged.preAssembly).preAssemblyFee])).toEqual([
      ['a1', 2_500],
      ['g1', 2_500],
      ['a2', 2_500],
    ]);
  });

  it("keeps the account's choice when the guest binder is empty", () => {
    const merged = mergeGuestBinder(
      { items: [item('a1', 'W3030')], labels: [], preAssembly: true },
      { items: [], labels: [], preAssembly: false },
    );
    expect(merged.preAssembly).toBe(true);
  });

  it('gives guest items inside a new label that label', () => {
    const merged = mergeGuestBinder(
      { items: [], labels: [], preAssembly: false },
      {
        items: [],
        labels: [label('lg', 'Bath', [{ ...item('g1', 'W1230'), labelId: 'lg', labelName: 'Bath' }])],
        preAssembly: false,
      },
    );
    expect(merged.labels[0]?.items[0]).toMatchObject({ labelId: 'lg', labelName: 'Bath' });
  });
});
