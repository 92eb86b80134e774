import { useSyncExternalStore, type ReactNode } from 'react';
import styles from './until-hydrated.module.css';

const noChanges = () => () => undefined;

/**
 * False while this part of a server-rendered page is being hydrated (React reads the server's
 * answer then), true from the render after, and at once in a page the browser rendered itself.
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );

/**
 * Its form controls are disabled until this part of a server-rendered page has hydrated: its
 * script not yet run, a choice made in it (a select's option, a click on Add to Binder) would be
 * lost, so it shows as not yet ready (docs/decisions/0155-server-rendering.md). Links stay live.
 * Place it inside the lazily loaded part whose controls it holds: each such part hydrates when its
 * own code comes. Re-rendering it does not reach its children (the same elements), so a nested part
 * still waiting for its code is left as the server rendered it.
 */
export function UntilHydrated({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <fieldset role="none" className={styles.contents} disabled={!hydrated}>
      {children}
    </fieldset>
  );
}
