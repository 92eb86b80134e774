import { sameConfiguration, type BinderItem } from './item.ts';
import { allItems, type Binder, type BinderContents } from './binder.ts';

/**
 * On login the guest binder joins the account's (spec §4 Guest to user): an item whose
 * configuration (type, name, variation, group, colour code) is already there is skipped,
 * and labels with the same name become one label.
 */
export const mergeGuestContents = (account: BinderContents, guest: BinderContents): BinderContents => {
  const seen: BinderItem[] = allItems(account);
  const fresh = (item: BinderItem): boolean => {
    if (seen.some((existing) => sameConfiguration(existing, item))) return false;
    seen.push(item);
    return true;
  };

  const labels = account.labels.map((label) => ({ ...label, items: [...label.items] }));
  for (const guestLabel of guest.labels) {
    const key = guestLabel.name.trim().toLowerCase();
    const target = labels.find((label) => label.name.trim().toLowerCase() === key);
    const items = guestLabel.items.filter(fresh);
    if (target) {
      target.items.push(...items.map((item) => ({ ...item, labelId: target.id, labelName: target.name })));
    } else {
      labels.push({ ...guestLabel, items });
    }
  }
  return { items: [...account.items, ...guest.items.filter(fresh)], labels };
};

/**
 * The whole login merge: items and labels as above, and the pre-assembly choice of the
 * binder the shopper was just using (the guest's, when it holds anything), which then
 * applies to every item (spec §9).
 */
export const mergeGuestBinder = (account: Binder, guest: Binder): Binder => {
  const guestHasItems = allItems(guest).length > 0;
  const preAssembly = guestHasItems ? guest.preAssembly : account.preAssembly;
  return { ...mergeGuestContents(account, guest), preAssembly };
};
