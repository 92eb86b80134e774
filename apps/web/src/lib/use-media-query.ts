import { useSyncExternalStore } from 'react';
import { MOBILE_BREAKPOINT_PX } from '@rta/domain/common/constants';

export const MOBILE_QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX}px)`;

/**
 * Whether a CSS media query matches now, re-rendering when it changes. The server, and the
 * browser while it hydrates the server's page, answer false (the wide layout): a phone's
 * layout follows in the render after.
 */
export const useMediaQuery = (query: string): boolean =>
  useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
