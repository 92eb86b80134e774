import type { BinderItem } from '@rta/domain/binder/item';
import type { Binder, Label } from '@rta/domain/binder/binder';
import type { CatalogueRow, PaintColor } from '@rta/domain/catalogue/catalogue';
import type { SavedItem, SavedBinder } from '@rta/domain/api/cart';
import { repriceItem, rowSells } from '@rta/domain/binder/reprice';
import type { TierInfo } from '@rta/domain/accounts/roles';
import { reconcilePlan } from '@rta/domain/planner/reconcile';

/** The catalogue rows and colours a binder's SKUs and colour codes resolve to. */
export interface PriceBook {
  rows: CatalogueRow[];
  colors: PaintColor[];
}

export interface PricedBinder {
  binder: Binder;
  /** Items left out: their SKU is not sold in their group, or their colour is not ours. */
  unknown: { name: string; group: string; colorCode?: string }[];
}

/** Colour codes compare without case and without the trailing '.0' some list codes carry (spec §9). */
export const colorKey = (code: string): string => code.trim().replace(/\.0$/, '').toUpperCase();

/** Every group, SKU and colour code a binder mentions: what to look up. */
export const lookupKeys = (saved: Pick<SavedBinder, 'items' | 'labels'>) => {
  const all = [...saved.items, ...saved.labels.flatMap((label) => label.items)];
  return {
    groups: [...new Set(all.map((item) => item.group))],
    names: [...new Set(all.map((item) => item.name))],
    // Both spellings of each code, since the list keeps some codes with a trailing '.0'.
    colorCodes: [
      ...new Set(
        all.flatMap((item) =>
          item.selectedColor
            ? [item.selectedColor.code, `${colorKey(item.selectedColor.code)}.0`, colorKey(item.selectedColor.code)]
            : [],
        ),
      ),
    ],
  };
};

/**
 * The binder as the server vouches for it: each item rebuilt from its catalogue row and our
 * colour list, priced for the user's tier now (DESIGN: the server never trusts a client's
 * price). Items whose SKU or colour is unknown are left out and reported, and a label's plan
 * comes along, reconciled with the items kept.
 */
export const priceBinder = (saved: SavedBinder, book: PriceBook, tier: TierInfo | null): PricedBinder => {
  const unknown: PricedBinder['unknown'] = [];

  const price = (input: SavedItem, label: { id: string; name: string } | null): BinderItem[] => {
    const row = book.rows.find((candidate) => candidate.data_group === input.group && rowSells(candidate, input.name));
    const code = input.selectedColor ? colorKey(input.selectedColor.code) : null;
    const color = code === null ? null : book.colors.find((candidate) => colorKey(candidate.code) === code);
    if (!row || color === undefined) {
      unknown.push({ name: input.name, group: input.group, ...(row ? { colorCode: input.selectedColor?.code } : {}) });
      return [];
    }
    const built = repriceItem(
      {
        id: input.id,
        name: input.name,
        quantity: input.quantity,
        selectedColor: color,
        ...(label ? { labelId: label.id, labelName: label.name } : {}),
      },
      row,
      tier,
    );
    if (built.ok) return [built.item];
    unknown.push({ name: input.name, group: input.group });
    return [];
  };

  const labels: Label[] = saved.labels.map((label) => {
    const items = label.items.flatMap((item) => price(item, label));
    // A plan keeps only the pieces of the items still sold (decision 0159): an item left out takes its pieces along.
    return {
      id: label.id,
      name: label.name,
      isLabel: true,
      items,
      ...(label.plan ? { plan: reconcilePlan(label.plan, items) } : {}),
    };
  });
  return {
    binder: { items: saved.items.flatMap((item) => price(item, null)), labels, preAssembly: saved.preAssembly },
    unknown,
  };
};
