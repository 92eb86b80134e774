import { toast } from 'react-toastify';
import * as RadixDialog from '@radix-ui/react-dialog';
import type { BinderItem } from '@rta/domain/binder/item';
import { useBinderStore } from '../../stores/binder-store.ts';
import { BinderModal } from './binder-modal.tsx';
import { MOVE_MESSAGES } from './move-messages.ts';
import styles from './binder.module.css';
import button from '../../ui/button.module.css';

/**
 * Spec §4: on screens 768 px wide or narrower, items move through this list of labels plus
 * 'Remove from Label' instead of by dragging.
 */
export function MoveItemDialog({ item, onClose }: { item: BinderItem | null; onClose: () => void }) {
  const labels = useBinderStore((state) => state.labels);
  const moveItem = useBinderStore((state) => state.moveItem);
  const targets = labels.filter((label) => label.id !== item?.labelId);

  const move = (labelId: string | null, targetName: string) => {
    if (!item) return;
    try {
      moveItem(item.id, labelId);
      toast.success(MOVE_MESSAGES.moved(item.name, targetName));
    } catch {
      toast.error(MOVE_MESSAGES.failed);
    }
    onClose();
  };

  return (
    <BinderModal
      open={item !== null}
      onClose={onClose}
      title="Move Item"
      description={item ? `Move ${item.name} to:` : undefined}
    >
      <ul className={styles.moveList}>
        {targets.map((label) => (
          <li key={label.id}>
            <button type="button" className={button.secondary} onClick={() => move(label.id, label.name)}>
              {label.name}
            </button>
          </li>
        ))}
        {item?.labelId && (
          <li>
            <button type="button" className={button.secondary} onClick={() => move(null, MOVE_MESSAGES.mainBinder)}>
              Remove from Label
            </button>
          </li>
        )}
      </ul>
      {targets.length === 0 && !item?.labelId && <p className={styles.modalText}>{MOVE_MESSAGES.noLabels}</p>}
      <div className={styles.modalActions}>
        <RadixDialog.Close className={button.secondary}>Cancel</RadixDialog.Close>
      </div>
    </BinderModal>
  );
}
