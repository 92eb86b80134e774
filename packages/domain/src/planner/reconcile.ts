import type { BinderItem } from '../binder/item.ts';
import type { Plan, Row, Wall } from './plan.ts';
import { rowOf, type PieceInfo } from './piece-rows.ts';

/**
 * A plan follows its label's items (decision 0159): a piece names an item of the label, at most
 * as many pieces as the item's quantity, each on the row the item belongs on.
 */

type Counted = PieceInfo & { id: string; quantity: number };

/**
 * Drops the pieces of items no longer in the label, those on a row they do not belong on, and those
 * beyond an item's quantity: the ones furthest along the plan (walls in order, base row then wall
 * row, left to right) go first, the last placed in reading order. Walls and plans that keep all
 * their pieces keep their identity, so a caller can tell nothing changed.
 */
export const reconcilePlan = (plan: Plan, items: readonly BinderItem[]): Plan => {
  const byId = new Map<string, Counted>(items.map((item) => [item.id, item]));
  const left = new Map(items.map((item) => [item.id, item.quantity]));
  const keeps = (row: Row) => (slot: Wall['base'][number] | Wall['upper'][number]) => {
    if (slot.kind !== 'piece') return true;
    const item = byId.get(slot.itemId);
    const count = left.get(slot.itemId) ?? 0;
    if (!item || count <= 0 || rowOf(item) !== row) return false;
    left.set(slot.itemId, count - 1);
    return true;
  };
  let changed = false;
  const walls = plan.walls.map((wall) => {
    const base = wall.base.filter(keeps('base'));
    const upper = wall.upper.filter(keeps('upper'));
    if (base.length === wall.base.length && upper.length === wall.upper.length) return wall;
    changed = true;
    return { ...wall, base, upper };
  });
  return changed ? { ...plan, walls } : plan;
};

/** How many pieces of each item the plan places. */
export const placedCounts = (plan: Plan): Map<string, number> => {
  const counts = new Map<string, number>();
  for (const wall of plan.walls) {
    for (const slot of [...wall.base, ...wall.upper]) {
      if (slot.kind === 'piece') counts.set(slot.itemId, (counts.get(slot.itemId) ?? 0) + 1);
    }
  }
  return counts;
};

/** The label's pieces not yet placed: each placeable item with how many of its units are left. */
export const unplacedPieces = (plan: Plan, items: readonly BinderItem[]): { item: BinderItem; count: number }[] => {
  const placed = placedCounts(plan);
  return items.flatMap((item) => {
    const count = item.quantity - (placed.get(item.id) ?? 0);
    return rowOf(item) !== null && count > 0 ? [{ item, count }] : [];
  });
};
