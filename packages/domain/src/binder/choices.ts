import type { BinderItem } from './item.ts';
import type { SavedBinder } from '../api/cart.ts';
import type { Binder } from './binder.ts';

/** What the shopper chose of an item: the server prices everything else itself. */
const choice = (item: BinderItem) => ({
  id: item.id,
  group: item.group,
  name: item.name,
  quantity: item.quantity,
  selectedColor: item.selectedColor ? { code: item.selectedColor.code } : null,
});

/** The binder as the cart and order APIs take it: choices only, never prices. */
export const toSavedBinder = (binder: Binder): SavedBinder => ({
  items: binder.items.map(choice),
  labels: binder.labels.map((label) => ({
    id: label.id,
    name: label.name,
    items: label.items.map(choice),
    plan: label.plan ?? null,
  })),
  preAssembly: binder.preAssembly,
});
