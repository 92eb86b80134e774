import type { ReactNode } from 'react';
import * as RadixDialog from '@radix-ui/react-dialog';
import { Dialog } from '../../ui/dialog.tsx';
import styles from './binder.module.css';
import button from '../../ui/button.module.css';

interface BinderModalProps {
  open: boolean;
  onClose: () => void;
  title: string;
  description?: ReactNode;
  /** Questions that need an answer (confirmations) are alert dialogs. */
  alert?: boolean;
  children?: ReactNode;
}

/** Focus returns to the binder's title when what opened the modal is gone (a removed item). */
const returnFocus = (event: Event): void => {
  event.preventDefault();
  const previous = document.querySelector<HTMLElement>('[data-binder-return-focus]');
  const title = document.querySelector<HTMLElement>('[data-binder-title]');
  (previous?.isConnected ? previous : title)?.focus();
  previous?.removeAttribute('data-binder-return-focus');
};

/** A modal over the binder panel: labels, moves and confirmations. Its own buttons are its answers. */
export function BinderModal({ onClose, ...dialog }: BinderModalProps) {
  return (
    <Dialog
      {...dialog}
      onOpenChange={(isOpen) => !isOpen && onClose()}
      closeButton={false}
      onOpenAutoFocus={() => document.activeElement?.setAttribute('data-binder-return-focus', '')}
      onCloseAutoFocus={returnFocus}
    />
  );
}

interface ConfirmProps {
  open: boolean;
  title: string;
  question: string;
  confirmLabel: string;
  onConfirm: () => void;
  onClose: () => void;
}

/** Yes or no, the safe answer first (spec §5: removing an item, emptying the binder; §8 deleting a label). */
export function ConfirmDialog({ open, title, question, confirmLabel, onConfirm, onClose }: ConfirmProps) {
  return (
    <BinderModal open={open} onClose={onClose} title={title} description={question} alert>
      <div className={styles.modalActions}>
        <RadixDialog.Close className={button.secondary}>Cancel</RadixDialog.Close>
        <button
          type="button"
          className={styles.danger}
          onClick={() => {
            onConfirm();
            onClose();
          }}
        >
          {confirmLabel}
        </button>
      </div>
    </BinderModal>
  );
}
