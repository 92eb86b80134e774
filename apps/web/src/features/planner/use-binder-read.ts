import { startTransition, useEffect, useState } from 'react';
import { binderReady } from '../../stores/binder-store.ts';
import { useHydrated } from '../../ui/until-hydrated.tsx';

/** Set once the binder has been read (before any render that waits for it: page-routes.tsx binderPage). */
let read = false;
void binderReady().then(() => {
  read = true;
});

/**
 * Whether the binder has been read from local storage, for a page that shows its contents and
 * whose frame the server renders (the room planner): false on the server and while the browser
 * hydrates the server's page (the server knows no binder), so that the page shows its frame until
 * then, not an empty binder it does not have. The binder's contents then come as a transition:
 * React renders the page in slices, yielding to the browser between them
 * (docs/decisions/0166-the-frame-of-browser-rendered-pages.md). A page the browser renders itself,
 * after the binder was read, has it at once.
 */
export const useBinderRead = (): boolean => {
  const hydrated = useHydrated();
  const [shown, setShown] = useState(() => hydrated && read);
  useEffect(() => {
    if (shown) return;
    let current = true;
    void binderReady().then(() => {
      if (current) startTransition(() => setShown(true));
    });
    return () => {
      current = false;
    };
  }, [shown]);
  return shown;
};
