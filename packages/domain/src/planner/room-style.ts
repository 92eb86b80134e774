import type { BinderItem } from '../binder/item.ts';
import type { PaintColor } from '../catalogue/catalogue.ts';

/*
 * A room's door style and paint (issue 22): what most of its label's items have, for the
 * catalogue rows its fillers and accessories come from and the colour they are added in.
 * Counted by pieces (an item of quantity 4 counts four); a tie goes to the first met.
 */

const most = <T>(items: readonly BinderItem[], key: (item: BinderItem) => T, keyOf: (value: T) => string): T | null => {
  const counts = new Map<string, { value: T; count: number }>();
  for (const item of items) {
    const value = key(item);
    const id = keyOf(value);
    const seen = counts.get(id);
    counts.set(id, { value, count: (seen?.count ?? 0) + item.quantity });
  }
  let best: { value: T; count: number } | null = null;
  for (const entry of counts.values()) if (!best || entry.count > best.count) best = entry;
  return best ? best.value : null;
};

/** The door style most of the room's pieces have, or null for a room with no items. */
export const roomStyle = (items: readonly BinderItem[]): string | null =>
  most(
    items,
    (item) => item.group,
    (group) => group,
  );

/** The paint most of the room's pieces have (null: unfinished, when that is what most have). */
export const roomColor = (items: readonly BinderItem[]): PaintColor | null =>
  most(
    items,
    (item) => item.selectedColor,
    (color) => color?.code ?? '',
  );
