import { useEffect, useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { notify as toast, showNextPageToasts } from '../../lib/notify.ts';
import { pageTitle } from '@rta/domain/common/site-routes';
import { storeConfig } from '../../lib/store-config.ts';
import { paths } from '../../config/paths.ts';
import { enterPlace, siteRouteAt } from '../page-routes.tsx';
import { usePaletteStore } from '../../stores/palette-store.ts';

const SCROLL_KEY = 'scrollPositions';

/** The first page of this document: it is already at its top (we restore nothing by default). */
let firstEntry = true;
/** main.tsx entered the first page before the first render (page-routes.tsx preparePlace). */
let enteredByMain = true;
/** The page the toasts were last cleared for (none before the first). */
let shownPath: string | null = null;

const readPositions = (): Record<string, number> => {
  try {
    return JSON.parse(sessionStorage.getItem(SCROLL_KEY) ?? '{}') as Record<string, number>;
  } catch {
    return {};
  }
};

const setCanonical = (href: string): void => {
  let link = document.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!link) {
    link = document.createElement('link');
    link.rel = 'canonical';
    document.head.append(link);
  }
  link.href = href;
};

/**
 * The rules applied on every navigation (spec §2): title, canonical link, toasts cleared,
 * and the saved scroll position restored, otherwise a smooth scroll to the top.
 */
export function RouteEffects() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const route = siteRouteAt(location);

  useEffect(() => {
    // We restore scroll positions ourselves (spec §2), so the browser must not.
    if ('scrollRestoration' in history) history.scrollRestoration = 'manual';
  }, []);

  useEffect(() => {
    // A page whose title names what it shows (a cabinet's) sets it itself: the server wrote it,
    // and a generic one here would show between hydration and the page's own.
    if (!route.canonicalIsPath) document.title = pageTitle(route, storeConfig.storeName);
    setCanonical(
      new URL(
        route.canonicalIsPath ? location.pathname.replace(/(.)\/$/, '$1') : (route.canonical ?? '/'),
        storeConfig.publicUrl,
      ).toString(),
    );
    // Navigating clears the toasts (spec §2); the first page keeps those raised while it started
    // (a server-rendered page hydrates in slices, so such a toast may come before this effect).
    if (shownPath !== null && shownPath !== location.pathname) toast.dismiss();
    shownPath = location.pathname;
    showNextPageToasts();
    if (location.pathname !== paths.store) usePaletteStore.getState().close();
  }, [location.pathname, route]);

  // Every navigation, to another page or the same one with another query, enters it anew.
  const { pathname, search, key } = location;
  useEffect(() => {
    if (enteredByMain) enteredByMain = false;
    else enterPlace({ pathname, search });
  }, [pathname, search, key]);

  // A layout effect: its cleanup must stop recording before the browser lays out the next
  // page, or the clamp to the new page's height would be saved as this entry's position.
  useLayoutEffect(() => {
    const saved = navigationType === 'POP' ? readPositions()[location.key] : undefined;
    const loaded = firstEntry;
    firstEntry = false;
    if (saved !== undefined) {
      window.scrollTo({ top: saved, behavior: 'instant' });
    } else if (location.hash) {
      document.getElementById(decodeURIComponent(location.hash.slice(1)))?.scrollIntoView({ behavior: 'smooth' });
    } else if (!loaded) {
      // (Not on the page the document opened with: it is at its top, and asking would force
      // a layout of the whole page in the middle of its first render, a long task on a phone.)
      window.scrollTo({ top: 0, behavior: 'smooth' });
    }
    // Remember where this entry is scrolled to, as it scrolls: by the time a navigation is
    // noticed the next page has already replaced the content.
    let frame = 0;
    const remember = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const positions = readPositions();
        positions[location.key] = window.scrollY;
        sessionStorage.setItem(SCROLL_KEY, JSON.stringify(positions));
      });
    };
    window.addEventListener('scroll', remember, { passive: true });
    return () => {
      window.removeEventListener('scroll', remember);
      cancelAnimationFrame(frame);
    };
  }, [location.key, location.hash, navigationType]);

  return null;
}
