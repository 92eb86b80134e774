import { useEffect, useRef, useState, type ReactNode } from 'react';
import * as RadixDialog from '@radix-ui/react-dialog';
import { BINDER_UNREADABLE } from '@rta/domain/binder/messages';
import { MOBILE_QUERY, useMediaQuery } from '../../lib/use-media-query.ts';
import { useBinderStore, itemCount } from '../../stores/binder-store.ts';
import type { AppDialogProps } from '../../stores/dialog-store.ts';
import { BinderDialogs } from './binder-dialogs.tsx';
import { BinderFooter } from './binder-footer.tsx';
import { BinderList } from './binder-list.tsx';
import { BinderToolbar } from './binder-toolbar.tsx';
import { useBinderUi } from './binder-ui-store.ts';
import { refreshBinder } from './sync/binder-sync.ts';
import styles from './binder.module.css';
import dialog from '../../ui/dialog.module.css';

function BinderContents({ projectBar, quoteAction }: { projectBar: ReactNode; quoteAction?: ReactNode }) {
  const scroller = useRef<HTMLDivElement>(null);
  const [live, setLive] = useState<HTMLDivElement | null>(null);
  const mobile = useMediaQuery(MOBILE_QUERY);
  const empty = useBinderStore((state) => itemCount(state) === 0);
  const hasLabels = useBinderStore((state) => state.labels.length > 0);
  const unreadable = useBinderStore((state) => state.unreadable);

  return (
    <>
      {projectBar}
      <BinderToolbar />
      <div ref={scroller} className={styles.scroller} data-binder-scroller>
        {unreadable ? (
          <p className={styles.empty} role="alert">
            {BINDER_UNREADABLE}
          </p>
        ) : (
          empty && <p className={styles.empty}>Your binder is empty.</p>
        )}
        {(!empty || hasLabels) && <BinderList scroller={scroller} mobile={mobile} accessibilityContainer={live} />}
      </div>
      <BinderFooter quoteAction={quoteAction} />
      <div ref={setLive} />
      <BinderDialogs />
    </>
  );
}

interface BinderPanelProps extends AppDialogProps {
  /** Shown above the toolbar: the project bar, which the shell puts there (app/layout/binder-dialog.tsx). */
  projectBar: ReactNode;
  /** Beside checkout: making a quote of the binder (features/quotes), which the shell puts there. */
  quoteAction?: ReactNode;
  /** Run each time the panel opens, just before the account's binder is loaded again. */
  onOpen: () => void;
}

/**
 * 'Your Binder' (spec §2 Cart panel). It loads the account's binder again on open (and the
 * shell the user: onOpen); the shell keeps the binder in step with the account
 * (shell-dialogs.tsx BinderSync).
 */
export function BinderPanel({ open, onOpenChange, projectBar, quoteAction, onOpen }: BinderPanelProps) {
  useEffect(() => {
    if (open) {
      onOpen();
      refreshBinder();
    }
    // Spec §4: expansion resets when the cart closes.
    else useBinderUi.getState().reset();
  }, [open, onOpen]);

  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={styles.panelOverlay} />
        <RadixDialog.Content
          className={styles.panel}
          aria-describedby={undefined}
          // Escape during a drag cancels the drag (dnd-kit), not the panel.
          onEscapeKeyDown={(event) => useBinderUi.getState().dragging && event.preventDefault()}
        >
          <div className={styles.panelHeader}>
            <RadixDialog.Title className={styles.panelTitle} tabIndex={-1} data-binder-title>
              Your Binder
            </RadixDialog.Title>
            <RadixDialog.Close className={dialog.closeButton} aria-label="Close">
              ×
            </RadixDialog.Close>
          </div>
          <BinderContents projectBar={projectBar} quoteAction={quoteAction} />
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
