import type { CatalogueRow } from '@rta/domain/catalogue';
import { BINDER_MESSAGES, buildBinderItem } from '@rta/domain/binder-item';
import { BINDER_FULL_MESSAGE } from '@rta/domain/binder-ops';
import { useBinderStore } from '../../stores/binder-store.ts';
import { useColorStore } from '../../stores/color-store.ts';
import { notify } from '../../lib/notify.ts';

type Source = 'catalogue' | 'search';

const failure = {
  catalogue: { invalid: BINDER_MESSAGES.invalidItem, failed: BINDER_MESSAGES.addFailed },
  search: { invalid: BINDER_MESSAGES.invalidSearchResult, failed: BINDER_MESSAGES.addSearchResultFailed },
} as const;

/** Adds a configured catalogue row to the binder in the chosen colour, with the spec's toasts (§8 Binder). */
export const useAddToBinder = () => {
  const color = useColorStore((state) => state.selectedColor);
  const preAssembly = useBinderStore((state) => state.preAssembly);
  const addItem = useBinderStore((state) => state.addItem);

  return (row: CatalogueRow, options: { glassDoor: boolean; source: Source }): boolean => {
    const messages = failure[options.source];
    const built = buildBinderItem(row, { glassDoor: options.glassDoor, color, preAssembly, id: crypto.randomUUID() });
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
