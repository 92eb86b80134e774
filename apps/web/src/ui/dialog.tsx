import type { ReactNode } from 'react';
import * as RadixDialog from '@radix-ui/react-dialog';
import styles from './dialog.module.css';

interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  children?: ReactNode;
  /** Support dialogs sit above every other modal (spec §2: z-index 1001 vs 1000). */
  layer?: 'modal' | 'support';
  /** Questions that need an answer (confirmations, delete, switch) are alert dialogs. */
  alert?: boolean;
  /** While a request is out the dialog stays open: its answer decides what happens next. */
  busy?: boolean;
  /** The × button in the corner; dialogs whose every answer is a button of their own leave it out. */
  closeButton?: boolean;
  onOpenAutoFocus?: (event: Event) => void;
  /** Radix's hook to send focus somewhere else on close (preventDefault, then focus), e.g. when the opener is gone. */
  onCloseAutoFocus?: (event: Event) => void;
}

/** An accessible modal dialog: focus is trapped and returned, Escape closes it (unless it is busy). */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  layer = 'modal',
  alert = false,
  busy = false,
  closeButton = true,
  onOpenAutoFocus,
  onCloseAutoFocus,
}: DialogProps) {
  return (
    <RadixDialog.Root open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={styles.overlay} data-layer={layer} />
        <RadixDialog.Content
          className={styles.content}
          data-layer={layer}
          role={alert ? 'alertdialog' : 'dialog'}
          aria-busy={busy || undefined}
          onOpenAutoFocus={onOpenAutoFocus}
          onCloseAutoFocus={onCloseAutoFocus}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <RadixDialog.Title className={styles.title}>{title}</RadixDialog.Title>
          {description && (
            <RadixDialog.Description className={styles.description}>{description}</RadixDialog.Description>
          )}
          {children}
          {closeButton && (
            <RadixDialog.Close className={`${styles.close} ${styles.closeButton}`} aria-label="Close" disabled={busy}>
              ×
            </RadixDialog.Close>
          )}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
