import { useEffect, useState } from 'react';

/** Spec §9 UI: hide threshold 50 px, scroll handling throttled to 50 ms. */
const HIDE_THRESHOLD_PX = 50;
const THROTTLE_MS = 50;

/** The header hides while scrolling down and shows again when scrolling up or near the top. */
export const useHeaderVisibility = (): boolean => {
  const [visible, setVisible] = useState(true);
  useEffect(() => {
    // Not window.scrollY: reading it here would force a layout of the page being mounted. The
    // app starts at the top (route-effects.tsx: the browser restores no scroll position), but a
    // page the server rendered may have been scrolled before it hydrated: it is read once, as a
    // scroll would be, after the mount (below).
    let lastY = 0;
    let lastRun = 0;
    let pending: number | undefined;
    const update = () => {
      pending = undefined;
      lastRun = Date.now();
      const y = window.scrollY;
      setVisible(y < HIDE_THRESHOLD_PX || y < lastY);
      lastY = y;
    };
    const onScroll = () => {
      if (pending !== undefined) return;
      pending = window.setTimeout(update, Math.max(0, THROTTLE_MS - (Date.now() - lastRun)));
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    onScroll();
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (pending !== undefined) window.clearTimeout(pending);
    };
  }, []);
  return visible;
};
