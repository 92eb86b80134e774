import type { ReactNode } from 'react';
import * as RadixDialog from '@radix-ui/react-dialog';
import styles from './dialog.module.css';

interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  children?: ReactNode;
  /** Support dialogs sit above every other modal (spec §2: z-index 1001 vs 1000). */
  layer?: 'modal' | 'support';
  /** Radix's hook to send focus somewhere else on close (preventDefault, then focus), e.g. when the opener is gone. */
  onCloseAutoFocus?: (event: Event) => void;
}

/** An accessible modal dialog: focus is trapped and returned, Escape closes it. */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  layer = 'modal',
  onCloseAutoFocus,
}: DialogProps) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={styles.overlay} data-layer={layer} />
        <RadixDialog.Content
          className={styles.content}
          data-layer={layer}
          onCloseAutoFocus={onCloseAutoFocus}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <RadixDialog.Title className={styles.title}>{title}</RadixDialog.Title>
          {description && (
            <RadixDialog.Description className={styles.description}>{description}</RadixDialog.Description>
          )}
          {children}
          <RadixDialog.Close className={styles.close} aria-label="Close">
            ×
          </RadixDialog.Close>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
