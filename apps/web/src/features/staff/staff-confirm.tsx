import { useRef } from 'react';
import { Dialog } from '../../ui/dialog.tsx';
import button from '../../ui/button.module.css';
import styles from './staff-sections.module.css';

interface StaffConfirmProps {
  /** The question; null when nothing is being asked. */
  question: { title: string; text: string; confirmLabel: string } | null;
  onConfirm: () => void;
  onClose: () => void;
}

/**
 * Asks before a staff action that takes something away from a user (a role, their sessions) or
 * cuts a price a long way. Cancel comes first. Closed, the focus goes back to what had it when it
 * opened (the button that asked): the dialog has no trigger of its own to return it to.
 */
export function StaffConfirm({ question, onConfirm, onClose }: StaffConfirmProps) {
  const opener = useRef<HTMLElement | null>(null);
  return (
    <Dialog
      open={question !== null}
      onOpenChange={(open) => !open && onClose()}
      title={question?.title ?? ''}
      description={question?.text}
      onOpenAutoFocus={() => {
        opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      }}
      onCloseAutoFocus={(event) => {
        if (!opener.current?.isConnected) return;
        event.preventDefault();
        opener.current.focus();
      }}
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
