import { Dialog } from '../../ui/dialog.tsx';
import button from '../../ui/button.module.css';
import styles from './staff-sections.module.css';

interface StaffConfirmProps {
  /** The question; null when nothing is being asked. */
  question: { title: string; text: string; confirmLabel: string } | null;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before a staff action that takes something away from a user (a role, their sessions) or cuts a price a long way. Cancel comes first. */
export function StaffConfirm({ question, onConfirm, onClose }: StaffConfirmProps) {
  return (
    <Dialog
      open={question !== null}
      onOpenChange={(open) => !open && onClose()}
      title={question?.title ?? ''}
      description={question?.text}
    >
      <div className={styles.confirmActions}>
        <button type="button" className={button.secondary} onClick={onClose}>
          Cancel
        </button>
        <button
          type="button"
          className={button.primary}
          onClick={() => {
            onConfirm();
            onClose();
          }}
        >
          {question?.confirmLabel}
        </button>
      </div>
    </Dialog>
  );
}
