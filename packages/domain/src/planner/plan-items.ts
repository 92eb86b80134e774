import type { Plan, Slot } from './plan.ts';

/**
 * A plan's pieces follow their items when a label is copied (decision 0161): a shared project
 * copied into a binder, or a project's items added to it. The copy may renew an item's id (the
 * binder already uses it), and may leave an item out (one of that configuration is already in
 * the binder): the piece then names the new id, or goes with its item.
 */
export const planForCopiedItems = (
  plan: Plan,
  newId: (itemId: string) => string,
  keptItemIds: ReadonlySet<string>,
): Plan => {
  const follow = <S extends Slot>(slots: readonly S[]): S[] =>
    slots.flatMap((slot) => {
      if (slot.kind !== 'piece') return [slot];
      const itemId = newId(slot.itemId);
      return keptItemIds.has(itemId) ? [{ ...slot, itemId }] : [];
    });
  return { walls: plan.walls.map((wall) => ({ ...wall, base: follow(wall.base), upper: follow(wall.upper) })) };
};
