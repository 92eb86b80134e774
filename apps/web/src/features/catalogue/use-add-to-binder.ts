import type { CatalogueRow } from '@rta/domain/catalogue/catalogue';
import { BINDER_MESSAGES } from '@rta/domain/binder/messages';
import { BINDER_FULL_MESSAGE } from '@rta/domain/binder/ops';
import { binderReady, useBinderStore } from '../../stores/binder-store.ts';
import { useColorStore } from '../../stores/color-store.ts';
import { notify } from '../../lib/notify.ts';

type Source = 'catalogue' | 'search';

const failure = {
  catalogue: { invalid: BINDER_MESSAGES.invalidItem, failed: BINDER_MESSAGES.addFailed },
  search: { invalid: BINDER_MESSAGES.invalidSearchResult, failed: BINDER_MESSAGES.addSearchResultFailed },
} as const;

/**
 * What an add needs besides the row: the item's schema (zod, already loaded for the
 * catalogue's answer by the time a row is on the page) and the binder as local storage holds
 * it. The store page shows before the binder is read, so an add waits for it rather than
 * write over it.
 */
const addReady = () =>
  Promise.all([import('@rta/domain/binder/item'), binderReady()]).then(([module]) => module.buildBinderItem);

/** Adds a configured catalogue row to the binder in the chosen colour, with the spec's toasts (§8 Binder). Resolves to whether it was added. */
export const useAddToBinder = () => {
  const color = useColorStore((state) => state.selectedColor);

  return async (row: CatalogueRow, options: { glassDoor: boolean; source: Source }): Promise<boolean> => {
    const messages = failure[options.source];
    const buildBinderItem = await addReady().catch(() => undefined);
    if (!buildBinderItem) {
      notify.error(messages.failed);
      return false;
    }
    const { addItem } = useBinderStore.getState();
    const built = buildBinderItem(row, { glassDoor: options.glassDoor, color, id: crypto.randomUUID() });
    if (!built.ok) {
      notify.error(messages.invalid);
      return false;
    }
    try {
      const outcome = addItem(built.item);
      if (outcome === 'duplicate') {
        notify.info(BINDER_MESSAGES.alreadyInBinder);
        return false;
      }
      if (outcome === 'full') {
        notify.error(BINDER_FULL_MESSAGE);
        return false;
      }
    } catch {
      notify.error(messages.failed);
      return false;
    }
    notify.success(BINDER_MESSAGES.added);
    return true;
  };
};
