import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { notify as toast } from '../../lib/notify.ts';
import { IDLE_CHECK_MS, SESSION_STORAGE_KEYS } from '@rta/domain/accounts/constants';
import { SESSION_MESSAGES } from '@rta/domain/accounts/session-messages';
import { paths } from '../../config/paths.ts';
import { reportStartupError } from '../../lib/startup-error.ts';
import { useSession } from '../../stores/session-store.ts';
import { whenAuthStartupSettled } from './initialize-auth.ts';
import { noteActivity, refreshUser, runSessionChecks } from './session-actions.ts';

/** Pages a signed-out shopper may not stay on (spec §2: they need login). */
const LOGIN_ONLY_PATHS: readonly string[] = [paths.checkout, paths.paymentConfirmation];
const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;

/** Another tab logged in, out, or rotated the token: this tab follows (the token key is shared). */
const followOtherTabs = (event: StorageEvent): void => {
  if (event.key !== SESSION_STORAGE_KEYS.token && event.key !== null) return;
  const stored = window.localStorage.getItem(SESSION_STORAGE_KEYS.token);
  const session = useSession.getState();
  if (stored === session.token) return;
  if (!stored) {
    session.clear('logout');
    return;
  }
  session.setToken(stored);
  // A new login there may be someone else; a rotation changes nothing, and costs one read.
  refreshUser().catch(() => undefined);
};

/**
 * The session's clocks and listeners (spec §4 Session, §9 Time): the once-a-minute idle and
 * rotation checks, activity tracking, role refresh when the tab is visible again, other
 * tabs, and what the shopper sees when a session ends without them asking.
 */
export function SessionEffects() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const pendingNotice = useRef<string | null>(null);

  useEffect(() => {
    let active = true;
    void whenAuthStartupSettled().then((failed) => {
      if (active && failed) reportStartupError();
    });
    return () => {
      active = false;
    };
  }, []);

  useEffect(() => {
    const timer = window.setInterval(() => runSessionChecks(Date.now()), IDLE_CHECK_MS);
    const onActivity = () => noteActivity(Date.now());
    const onVisibility = () => {
      if (document.visibilityState !== 'visible') return;
      // Timers of a hidden tab are slowed down: check at once, then refresh roles (spec §4).
      runSessionChecks(Date.now());
      // A failed refresh keeps the current badges until the next one; a 401 has logged out.
      if (useSession.getState().user) refreshUser().catch(() => undefined);
    };
    for (const name of ACTIVITY_EVENTS) window.addEventListener(name, onActivity, { passive: true, capture: true });
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('storage', followOtherTabs);
    return () => {
      window.clearInterval(timer);
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, onActivity, { capture: true });
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('storage', followOtherTabs);
    };
  }, []);

  useEffect(
    () =>
      useSession.subscribe((state, previous) => {
        if (!previous.user || state.user) return;
        const notice =
          state.endReason === 'idle'
            ? SESSION_MESSAGES.sessionIdle
            : state.endReason === 'refused'
              ? SESSION_MESSAGES.loggedOut
              : null;
        if (LOGIN_ONLY_PATHS.includes(window.location.pathname)) {
          // Navigating clears toasts (spec §2), so the notice waits for the new page.
          pendingNotice.current = notice;
          navigate(paths.home, { replace: true });
        } else if (notice) {
          toast.info(notice);
        }
      }),
    [navigate],
  );

  useEffect(() => {
    if (!pendingNotice.current) return;
    toast.info(pendingNotice.current);
    pendingNotice.current = null;
  }, [pathname]);

  return null;
}
