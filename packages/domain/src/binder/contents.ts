import type { BinderItem } from './item.ts';
import type { BinderContents } from './binder.ts';

/*
 * Binder rules (binder/binder.ts and binder/item.ts re-export them), apart from the schemas so that a
 * page importing only these does not carry the schemas' code: a module is bundled whole into one
 * chunk, and merged into the schemas' module it put 3.3 KB of schemas on every page's first load
 * (measured, docs/decisions/0145).
 */

/** Two items are the same configuration when type, name, variation, group and colour code agree (spec §4). */
export const sameConfiguration = (a: BinderItem, b: BinderItem): boolean =>
  a.type === b.type &&
  a.name === b.name &&
  a.variation === b.variation &&
  a.group === b.group &&
  (a.selectedColor?.code ?? null) === (b.selectedColor?.code ?? null);

export const allItems = (binder: BinderContents): BinderItem[] => [
  ...binder.items,
  ...binder.labels.flatMap((label) => label.items),
];

/** True when the configuration is already in the binder, at the top level or in a label. */
export const containsConfiguration = (binder: BinderContents, item: BinderItem): boolean =>
  allItems(binder).some((existing) => sameConfiguration(existing, item));
