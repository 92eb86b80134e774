import { useEffect, useRef, useState } from 'react';
import * as RadixDialog from '@radix-ui/react-dialog';
import { MOBILE_QUERY, useMediaQuery } from '../../lib/use-media-query.ts';
import { useBinderStore } from '../../stores/binder-store.ts';
import type { AppDialogProps } from '../../stores/dialog-store.ts';
import { BinderDialogs } from './binder-dialogs.tsx';
import { BinderFooter } from './binder-footer.tsx';
import { BinderList } from './binder-list.tsx';
import { BinderToolbar } from './binder-toolbar.tsx';
import { useBinderUi } from './binder-ui-store.ts';
import { refreshBinder } from './sync/binder-sync.ts';
import { ProjectBar } from '../projects/project-bar.tsx';
import { refreshUser } from '../account/session-actions.ts';
import styles from './binder.module.css';

function BinderContents() {
  const scroller = useRef<HTMLDivElement>(null);
  const [live, setLive] = useState<HTMLDivElement | null>(null);
  const mobile = useMediaQuery(MOBILE_QUERY);
  const empty = useBinderStore((state) => state.itemCount() === 0);
  const hasLabels = useBinderStore((state) => state.labels.length > 0);

  return (
    <>
      <ProjectBar />
      <BinderToolbar />
      <div ref={scroller} className={styles.scroller} data-binder-scroller>
        {empty && <p className={styles.empty}>Your binder is empty.</p>}
        {(!empty || hasLabels) && <BinderList scroller={scroller} mobile={mobile} accessibilityContainer={live} />}
      </div>
      <BinderFooter />
      <div ref={setLive} />
      <BinderDialogs />
    </>
  );
}

/**
 * 'Your Binder' (spec §2 Cart panel). It loads the account's binder and the user again on
 * open; the shell keeps the binder in step with the account (shell-dialogs.tsx BinderSync).
 */
export function BinderPanel({ open, onOpenChange }: AppDialogProps) {
  useEffect(() => {
    if (open) {
      // Roles may have changed since login (a trade-pro approval): the badge and the
      // server's prices both follow the account as it is now.
      refreshUser().catch(() => undefined);
      refreshBinder();
    }
    // Spec §4: expansion resets when the cart closes.
    else useBinderUi.getState().reset();
  }, [open]);

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
            <RadixDialog.Close className={styles.close} aria-label="Close">
              ×
            </RadixDialog.Close>
          </div>
          <BinderContents />
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
