import { Component, createElement, use, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import styles from '../ui/page.module.css';
import buttons from '../ui/button.module.css';

/** A page's code, loaded on first use; `loaded` is set once it is in, so showing it again does not wait. */
export interface LazyPage {
  /** Tells pages apart, so that a page that failed to load does not fail the next one shown in its place. */
  id: number;
  load: () => Promise<ComponentType>;
  loaded?: ComponentType;
  /** What the page shows that loads beside it (its module's `partsLoaded`), once its module is in. */
  partsLoaded?: Promise<unknown>;
}

let pages = 0;

export const lazyPage = <M extends Record<string, unknown>>(
  load: () => Promise<M>,
  name: keyof M & string,
): LazyPage => {
  let pending: Promise<ComponentType> | undefined;
  const page: LazyPage = {
    id: ++pages,
    load: () =>
      (pending ??= load().then((module) => {
        page.loaded = module[name] as ComponentType;
        page.partsLoaded = module.partsLoaded as Promise<unknown> | undefined;
        return page.loaded;
      })),
  };
  return page;
};

function Loaded({ page }: { page: LazyPage }) {
  // A page already loaded (the first page: main.tsx waits for it) renders at once, without a
  // suspended render first. Either way it is the same component each time: the module's export.
  return createElement(page.loaded ?? use(page.load()));
}

/** A page whose code could not be loaded (offline, or a new version deployed meanwhile). */
class PageLoadFailed extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div className={styles.page} role="alert">
        <h1>This page could not be loaded</h1>
        <p>Please check your connection and reload the page.</p>
        <button type="button" className={buttons.primary} onClick={() => window.location.reload()}>
          Reload
        </button>
      </div>
    );
  }
}

/**
 * A route's page. While a page's code loads it suspends to the boundary around all pages
 * (app.tsx): navigations are transitions, so the page before stays on screen until the next
 * one can show whole, and the route effects (title, scroll, the #hash's heading) see it.
 */
export function PageView({ page }: { page: LazyPage }) {
  return (
    <PageLoadFailed key={page.id}>
      <Loaded page={page} />
    </PageLoadFailed>
  );
}

/** Asked before the first render (page-routes.tsx preparePlace): the answer for the document's first entry. */
let decidedFirst: { key: string; allowed: boolean } | undefined;

/** The key React Router gives the history entry the document opened on. */
const firstEntryKey = (): string => (window.history.state as { key?: string } | null)?.key ?? 'default';

export const decideFirstEntry = async (allowed: () => Promise<boolean>): Promise<void> => {
  const key = firstEntryKey();
  decidedFirst = { key, allowed: await allowed() };
};

/**
 * A page shown only when `allowed` says so, asked on each visit (spec §2 guards); otherwise
 * the visit goes to the home page instead. On the document's first page the answer is in
 * before the first render, which then shows the page (or goes home) at once.
 */
export function Guarded({ allowed, children }: { allowed: () => Promise<boolean>; children: ReactNode }) {
  const { key } = useLocation();
  const [decision, setDecision] = useState(() => (decidedFirst?.key === key ? decidedFirst : undefined));
  useEffect(() => {
    // The first render's answer is used once: coming back to that entry later asks again.
    decidedFirst = undefined;
    if (decision?.key === key) return;
    let current = true;
    void allowed().then((answer) => {
      if (current) setDecision({ key, allowed: answer });
    });
    return () => {
      current = false;
    };
  }, [allowed, key, decision]);
  if (decision?.key !== key) return null;
  return decision.allowed ? children : <Navigate to="/" replace />;
}
