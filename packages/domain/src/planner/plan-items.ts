import { PLAN_MESSAGES } from './plan-constants.ts';
import type { Plan } from './plan.ts';
import { rowOf, type PieceInfo } from './piece-rows.ts';
import { placedCounts } from './reconcile.ts';

/*
 * Apart from reconcile.ts, which the binder's operations use on every page: this check and its
 * messages are the server's (and the planner's), and a module is bundled whole.
 */

/**
 * The server's check of a plan against its label (a 422 with this message, nothing written). The
 * row is checked only for items that say their category.
 */
export const planItemsIssue = (
  plan: Plan,
  labelName: string,
  items: readonly { id: string; name: string; quantity: number; category?: PieceInfo['category'] }[],
): string | null => {
  const byId = new Map(items.map((item) => [item.id, item]));
  for (const wall of plan.walls) {
    for (const [row, slots] of [
      ['base', wall.base],
      ['upper', wall.upper],
    ] as const) {
      for (const slot of slots) {
        if (slot.kind !== 'piece') continue;
        const item = byId.get(slot.itemId);
        if (!item) return PLAN_MESSAGES.unknownItem(labelName);
        if (item.category && rowOf({ name: item.name, category: item.category }) !== row) {
          return PLAN_MESSAGES.wrongRow(labelName, item.name);
        }
      }
    }
  }
  for (const [itemId, count] of placedCounts(plan)) {
    const item = byId.get(itemId);
    if (item && count > item.quantity) return PLAN_MESSAGES.tooManyOfItem(labelName, item.name);
  }
  return null;
};
