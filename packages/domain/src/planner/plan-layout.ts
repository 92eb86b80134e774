import type { BinderItem } from '../binder/item.ts';
import { wallLayout, type RowStarts, type WallLayout } from './layout.ts';
import type { Plan, Row, Wall } from './plan.ts';
import { pieceRole, pieceSize, skuOf } from './pieces.ts';

/**
 * The walls laid out together, for what one wall does to the next where they meet (`joinsNext`).
 * A corner cabinet at the end of a row takes room on the other wall too: a lazy susan or a
 * diagonal wall cabinet is as wide on both walls (BLS36: 36" each way), a blind corner cabinet
 * reaches its depth into the other wall (whose cabinets butt against its face). So a row starts
 * past the corner cabinet that ends the wall before, and must end short of the one that starts
 * the next wall.
 */

export type PlannedWall = {
  wall: Wall;
  layout: WallLayout;
  /** Where each row starts: 0, or past the previous wall's corner cabinet. */
  start: RowStarts;
  /** Where each row must end: the wall's length, less the next wall's corner cabinet's reach. */
  limit: RowStarts;
};

const isTrim = (item: BinderItem): boolean => {
  const role = pieceRole(item);
  return role === 'filler' || role === 'panel';
};

/** The first piece of a row from one end that is not a filler or panel (those go beside a corner cabinet). */
export const endItem = (
  wall: Wall,
  row: Row,
  items: ReadonlyMap<string, BinderItem>,
  end: 'left' | 'right',
): BinderItem | undefined => {
  const slots = end === 'left' ? wall[row] : [...wall[row]].reverse();
  for (const slot of slots) {
    if (slot.kind === 'space') return undefined;
    const item = items.get(slot.itemId);
    if (item && !isTrim(item)) return item;
  }
  return undefined;
};

/** How far a corner cabinet reaches along the other wall; 0 for any other piece. */
export const cornerReach = (item: BinderItem | undefined): number => {
  if (!item) return 0;
  const role = pieceRole(item);
  if (role !== 'corner-base' && role !== 'corner-wall') return 0;
  const blind = /blind/i.test(item.variation) || /^(BBC|WBC)\d/.test(skuOf(item));
  const size = pieceSize(item);
  return blind ? size.depth : size.width;
};

const ROWS = ['base', 'upper'] as const;

/** Each row's bounds on the plan's wall at `index`: its start and where it must end. */
const boundsAt = (plan: Plan, index: number, items: ReadonlyMap<string, BinderItem>) => {
  const walls = plan.walls;
  const wall = walls[index];
  const start = { base: 0, upper: 0 };
  const limit = { base: wall?.length ?? 0, upper: wall?.length ?? 0 };
  if (!wall || walls.length < 2) return { start, limit };
  const previous = walls[(index - 1 + walls.length) % walls.length];
  const next = walls[(index + 1) % walls.length];
  for (const row of ROWS) {
    if (previous?.joinsNext) start[row] = cornerReach(endItem(previous, row, items, 'right'));
    if (wall.joinsNext && next) limit[row] = wall.length - cornerReach(endItem(next, row, items, 'left'));
  }
  return { start, limit };
};

/** Where the rows of one wall start (for drawing one wall: `wallLayout(wall, items, rowStarts(…))`). */
export const rowStarts = (plan: Plan, wallId: string, items: ReadonlyMap<string, BinderItem>): RowStarts =>
  boundsAt(
    plan,
    plan.walls.findIndex((wall) => wall.id === wallId),
    items,
  ).start;

export const planLayout = (plan: Plan, items: ReadonlyMap<string, BinderItem>): PlannedWall[] =>
  plan.walls.map((wall, index) => {
    const { start, limit } = boundsAt(plan, index, items);
    return { wall, layout: wallLayout(wall, items, start), start, limit };
  });
