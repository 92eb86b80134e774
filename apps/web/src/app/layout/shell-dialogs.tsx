import { lazy, Suspense, useCallback, useEffect, useState, type ComponentType } from 'react';
import { useDialogStore, type AppDialog, type AppDialogProps } from '../../stores/dialog-store.ts';
import { binderReady, followOtherTabs, useBinderStore } from '../../stores/binder-store.ts';
import { useSession } from '../../stores/session-store.ts';
import { firstPaint } from '../../lib/first-paint.ts';

/**
 * Each app-wide dialog is a chunk of its own, loaded the first time it opens (the first
 * paint needs none of them, nor Radix, the forms or the binder's drag and drop); once
 * loaded it stays mounted, so closing animates and gives focus back as before.
 */
const dialogs: Record<AppDialog, ComponentType<AppDialogProps>> = {
  binder: lazy(async () => {
    const [module] = await Promise.all([import('./binder-dialog.tsx'), binderReady()]);
    return { default: module.BinderDialog };
  }),
  login: lazy(() => import('../../features/account/login-dialog.tsx').then((m) => ({ default: m.LoginDialog }))),
  profile: lazy(() => import('../../features/account/profile-dialog.tsx').then((m) => ({ default: m.ProfileDialog }))),
  support: lazy(() => import('../../features/support/contact-dialog.tsx').then((m) => ({ default: m.ContactDialog }))),
  tradeProRegistration: lazy(() =>
    import('../../features/support/trade-pro-dialog.tsx').then((m) => ({ default: m.TradeProDialog })),
  ),
};

/**
 * Whether this browser's binder is synced with an account: a session, or a binder an account
 * left here (which the sync clears when that session has ended, spec §4); but not a binder that
 * could not be read, which the sync would write the account's over.
 */
const syncs = (): boolean => {
  const { sync, unreadable } = useBinderStore.getState();
  return (useSession.getState().token !== null || sync.owner !== null) && !unreadable;
};

/**
 * Keeps a signed-in shopper's binder in step with the account from the start (spec §4),
 * whether or not the panel was ever opened: the sync code (and the account binder's
 * schemas) loads just after the first paint (lib/first-paint.ts) when the binder goes with
 * an account, or as soon as it does (a login here or in another tab). A guest's binder
 * never leaves the browser, so a guest's visit loads none of it. Every tab follows what
 * another writes.
 */
function BinderSync() {
  useEffect(() => {
    let stop: (() => void) | null = null;
    let cancelled = false;
    let started = false;
    let ready = false; // the sync starts from the binder as stored, once that has been read
    const start = (): void => {
      if (started) return;
      started = true;
      unfollow();
      void import('../../features/binder/sync/binder-sync.ts').then(({ startBinderSync }) => {
        if (!cancelled) stop = startBinderSync().stop;
      });
    };
    const onChange = (): void => {
      if (ready && syncs()) start();
    };
    const unfollowSession = useSession.subscribe(onChange);
    const unfollowBinder = useBinderStore.subscribe(onChange);
    const unfollow = (): void => {
      unfollowSession();
      unfollowBinder();
    };
    void Promise.all([binderReady(), firstPaint]).then(() => {
      ready = true;
      if (!cancelled) onChange();
    });

    const unfollowTabs = followOtherTabs();
    return () => {
      cancelled = true;
      unfollow();
      unfollowTabs();
      stop?.();
    };
  }, []);
  return null;
}

/** Rendered next to a dialog once its chunk is in: the dialog then opens, mounted closed first as it always was. */
function Loaded({ dialog, onLoaded }: { dialog: AppDialog; onLoaded: (dialog: AppDialog) => void }) {
  useEffect(() => onLoaded(dialog), [dialog, onLoaded]);
  return null;
}

/** The app-wide dialogs; each feature owns its own, the dialog store says which is open. */
export function ShellDialogs() {
  const open = useDialogStore((state) => state.open);
  const close = useDialogStore((state) => state.close);
  const mounted = useDialogStore((state) => state.mounted);
  const [loaded, setLoaded] = useState<readonly AppDialog[]>([]);
  const onLoaded = useCallback(
    (dialog: AppDialog) => setLoaded((list) => (list.includes(dialog) ? list : [...list, dialog])),
    [],
  );
  return (
    <>
      <BinderSync />
      {mounted.map((dialog) => {
        const Dialog = dialogs[dialog];
        return (
          <Suspense key={dialog} fallback={null}>
            <Dialog
              open={open === dialog && loaded.includes(dialog)}
              onOpenChange={(isOpen: boolean) => !isOpen && close()}
            />
            <Loaded dialog={dialog} onLoaded={onLoaded} />
          </Suspense>
        );
      })}
    </>
  );
}
