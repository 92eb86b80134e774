import { binderOfAnswer, type SavedBinder } from '@rta/domain/api/cart';
import { toSavedBinder } from '@rta/domain/binder/choices';
import type { Binder } from '@rta/domain/binder/binder';
import { mergeGuestContents } from '@rta/domain/binder/merge';
import type { Project } from '@rta/domain/api/projects';
import type { Plan } from '@rta/domain/planner/plan';
import { useBinderStore } from '../../stores/binder-store.ts';

/** The binder as it is now. */
export const currentBinder = (): Binder => {
  const { items, labels, preAssembly } = useBinderStore.getState();
  return { items, labels, preAssembly };
};

/** What a project stores of the binder: the shopper's choices only. */
export const binderChoices = (): SavedBinder => toSavedBinder(currentBinder());

export const sameChoices = (a: SavedBinder, b: SavedBinder): boolean => JSON.stringify(a) === JSON.stringify(b);

/** The binder a project holds (its answer's items carry the pre-assembly fee, the binder's do not). */
export const projectBinder = (project: Project): Binder => binderOfAnswer(project.cartData);

/** Another binder shown as the shopper's own change (stores/binder-store.ts). */
export { replaceBinder } from '../../stores/binder-store.ts';

/** A plan whose pieces name their items by new ids. */
const renamePlanItems = (plan: Plan, itemId: (old: string) => string): Plan => ({
  ...plan,
  walls: plan.walls.map((wall) => ({
    ...wall,
    base: wall.base.map((slot) => (slot.kind === 'piece' ? { ...slot, itemId: itemId(slot.itemId) } : slot)),
    upper: wall.upper.map((slot) => (slot.kind === 'piece' ? { ...slot, itemId: itemId(slot.itemId) } : slot)),
  })),
});

/**
 * A project's items added to the binder (the switch's 'Add to Binder', a shared project's copy): the guest-merge
 * rules of spec §4 (same configuration skipped, labels joined by name), and the binder's own
 * pre-assembly choice. Ids the binder already uses are renewed, since the server refuses a
 * binder with two items or labels of one id; a label's plan comes along, its pieces following
 * their items' new ids.
 */
export const mergedBinder = (binder: Binder, project: Binder): Binder => {
  const taken = new Set([
    ...binder.labels.map((label) => label.id),
    ...binder.items.map((item) => item.id),
    ...binder.labels.flatMap((label) => label.items.map((item) => item.id)),
  ]);
  const fresh = (id: string): string => {
    const next = taken.has(id) ? crypto.randomUUID() : id;
    taken.add(next);
    return next;
  };
  const labels = project.labels.map((label) => {
    const id = fresh(label.id);
    const renamed = new Map(label.items.map((item) => [item.id, fresh(item.id)]));
    const itemId = (old: string): string => renamed.get(old) ?? old;
    const items = label.items.map((item) => ({ ...item, id: itemId(item.id), labelId: id }));
    // The plan's pieces name their items by id: they follow the items' new ids.
    return label.plan ? { ...label, id, items, plan: renamePlanItems(label.plan, itemId) } : { ...label, id, items };
  });
  const incoming = { items: project.items.map((item) => ({ ...item, id: fresh(item.id) })), labels };
  return { ...mergeGuestContents(binder, incoming), preAssembly: binder.preAssembly };
};
