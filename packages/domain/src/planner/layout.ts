import type { BinderItem } from '../binder/item.ts';
import { formatInches } from './lengths.ts';
import { SPACE_NAMES } from './messages.ts';
import type { Row, Slot, Wall } from './plan.ts';
import { overRefrigerator, pieceSize, skuOf, spansBoth } from './pieces.ts';

/**
 * Where each slot of a wall stands (decision 0159): rows packed from the wall's left end; tall
 * cabinets and the refrigerator stand in the base row and the wall row steps over them.
 */

/** The counter's top: 34 1/2" base cabinets and a 1 1/2" top. */
export const COUNTER_HEIGHT = 36;
/** Wall cabinets hang 18" over the counter: 30", 36" and 42" ones reach 84", 90" and 96". */
export const WALL_CABINET_BOTTOM = COUNTER_HEIGHT + 18;
/** The wall row's top line when no wall cabinet sets it: a 30" cabinet hung at 54". */
const DEFAULT_ROW_TOP = WALL_CABINET_BOTTOM + 30;

/** Heights of the base row's appliance spaces, for the drawing and the checks. */
const SPACE_HEIGHT = { range: COUNTER_HEIGHT, dishwasher: 34.5, appliance: COUNTER_HEIGHT, refrigerator: 70 };
const SPACE_DEPTH = 24;

export type Placed = {
  slot: Slot;
  row: Row;
  /** From the wall's left end to the slot's left edge. */
  x: number;
  width: number;
  /** Above the floor. */
  bottom: number;
  height: number;
  depth: number;
  /** The SKU, or the space's name and width (`Dishwasher 24"`). */
  label: string;
  spansBoth: boolean;
  item?: BinderItem;
};

export type WallLayout = { base: Placed[]; upper: Placed[]; baseEnd: number; upperEnd: number };

/** Where each row starts: the wall's left end, or past the corner cabinet of the wall before (plan-layout.ts). */
export type RowStarts = { base: number; upper: number };
const AT_LEFT_END: RowStarts = { base: 0, upper: 0 };

export const itemsById = (items: readonly BinderItem[]): Map<string, BinderItem> =>
  new Map(items.map((item) => [item.id, item]));

export const spaceLabel = (space: keyof typeof SPACE_NAMES, width: number): string =>
  `${SPACE_NAMES[space]} ${formatInches(width)}`;

/** The base row, packed; a piece whose item is not in the label (not yet reconciled) takes no room. */
const baseRow = (wall: Wall, items: ReadonlyMap<string, BinderItem>, start: number): Placed[] => {
  let x = start;
  return wall.base.flatMap((slot): Placed[] => {
    const at = x;
    if (slot.kind === 'space') {
      x += slot.width;
      const tall = slot.space === 'refrigerator';
      const common = { slot, row: 'base' as const, x: at, width: slot.width, bottom: 0, depth: SPACE_DEPTH };
      return [
        { ...common, height: SPACE_HEIGHT[slot.space], label: spaceLabel(slot.space, slot.width), spansBoth: tall },
      ];
    }
    const item = items.get(slot.itemId);
    if (!item) return [];
    const size = pieceSize(item);
    x += size.width;
    return [{ slot, row: 'base', x: at, ...size, bottom: 0, label: skuOf(item), spansBoth: spansBoth(item), item }];
  });
};

/** Where the wall row's top line is: the highest top of its cabinets hung at 54". */
const rowTop = (wall: Wall, items: ReadonlyMap<string, BinderItem>): number =>
  wall.upper.reduce((top, slot) => {
    const item = slot.kind === 'piece' ? items.get(slot.itemId) : undefined;
    const height = item ? pieceSize(item).height : 0;
    return height >= 30 ? Math.max(top, WALL_CABINET_BOTTOM + height) : top;
  }, DEFAULT_ROW_TOP);

/** The wall row, packed, a slot that would overlap a tall piece starting after it. */
const upperRow = (
  wall: Wall,
  items: ReadonlyMap<string, BinderItem>,
  base: readonly Placed[],
  start: number,
): Placed[] => {
  const top = rowTop(wall, items);
  const talls = base.filter((placed) => placed.spansBoth);
  let x = start;
  return wall.upper.flatMap((slot): Placed[] => {
    const item = slot.kind === 'piece' ? items.get(slot.itemId) : undefined;
    if (slot.kind === 'piece' && !item) return [];
    const size = item ? pieceSize(item) : { width: slot.kind === 'space' ? slot.width : 0, height: 0, depth: 12 };
    const fridgeCabinet = item !== undefined && overRefrigerator(item);
    const blocking = talls.filter((tall) => !(fridgeCabinet && tall.slot.kind === 'space'));
    // Step over every tall piece in the way, as many times as it takes (two may stand side by side).
    for (let moved = true; moved;) {
      moved = false;
      for (const tall of blocking) {
        if (x < tall.x + tall.width && tall.x < x + size.width) {
          x = tall.x + tall.width;
          moved = true;
        }
      }
    }
    const at = x;
    x += size.width;
    if (slot.kind === 'space') {
      const height = top - WALL_CABINET_BOTTOM;
      const label = spaceLabel(slot.space, slot.width);
      return [
        {
          slot,
          row: 'upper',
          x: at,
          width: slot.width,
          bottom: WALL_CABINET_BOTTOM,
          height,
          depth: 12,
          label,
          spansBoth: false,
        },
      ];
    }
    if (!item) return [];
    // Short cabinets (over a range or a refrigerator) line their tops up with the row's.
    const bottom = size.height >= 30 ? WALL_CABINET_BOTTOM : top - size.height;
    return [{ slot, row: 'upper', x: at, ...size, bottom, label: skuOf(item), spansBoth: false, item }];
  });
};

const endOf = (placed: readonly Placed[]): number => placed.reduce((end, p) => Math.max(end, p.x + p.width), 0);

export const wallLayout = (
  wall: Wall,
  items: ReadonlyMap<string, BinderItem>,
  start: RowStarts = AT_LEFT_END,
): WallLayout => {
  const base = baseRow(wall, items, start.base);
  const upper = upperRow(wall, items, base, start.upper);
  const talls = base.filter((placed) => placed.spansBoth);
  return { base, upper, baseEnd: endOf(base), upperEnd: Math.max(endOf(upper), endOf(talls)) };
};
