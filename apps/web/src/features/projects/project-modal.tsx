import type { ReactNode } from 'react';
import * as RadixDialog from '@radix-ui/react-dialog';
import button from '../../ui/button.module.css';
import styles from '../../ui/dialog.module.css';
import projects from './projects.module.css';

interface ProjectModalProps {
  open: boolean;
  onClose: () => void;
  title: string;
  description?: ReactNode;
  /** Questions that need an answer (delete, switch) are alert dialogs. */
  alert?: boolean;
  /** While a request is out the dialog stays open: its answer decides what happens next. */
  busy?: boolean;
  /** Where focus goes when the dialog closes (what opened it may be gone, e.g. after a delete). */
  returnFocus: () => HTMLElement | null;
  children: ReactNode;
}

/** A dialog over the binder panel for the project bar (spec §2 Other: create, switch, rename, delete). */
export function ProjectModal({
  open,
  onClose,
  title,
  description,
  alert = false,
  busy = false,
  returnFocus,
  children,
}: ProjectModalProps) {
  return (
    <RadixDialog.Root open={open} onOpenChange={(isOpen) => !isOpen && !busy && onClose()}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={styles.overlay} />
        <RadixDialog.Content
          className={styles.content}
          role={alert ? 'alertdialog' : 'dialog'}
          aria-busy={busy || undefined}
          onCloseAutoFocus={(event) => {
            const target = returnFocus();
            if (!target) return;
            event.preventDefault();
            target.focus();
          }}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <RadixDialog.Title className={styles.title}>{title}</RadixDialog.Title>
          {description && (
            <RadixDialog.Description className={styles.description}>{description}</RadixDialog.Description>
          )}
          {children}
          <RadixDialog.Close className={styles.close} aria-label="Close" disabled={busy}>
            ×
          </RadixDialog.Close>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/** A project dialog's buttons: Cancel first, the safe answer (closed to clicks while a request is out), then the dialog's own. */
export function ProjectModalActions({ busy, children }: { busy: boolean; children?: ReactNode }) {
  return (
    <div className={projects.actions}>
      <RadixDialog.Close className={button.secondary} disabled={busy}>
        Cancel
      </RadixDialog.Close>
      {children}
    </div>
  );
}
