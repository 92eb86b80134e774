import { ApiError, connectSessionHooks } from '../../lib/api-client.ts';
import { useSession } from '../../stores/session-store.ts';
import { hasLoggedInBefore } from './session-flags.ts';
import { isIdle, logout, refreshUser, refreshUserSoon } from './session-actions.ts';

/** How long the first paint waits for the stored session to be confirmed; a slower answer signs in when it comes. */
export const STARTUP_AUTH_WAIT_MS = 3_000;

let settled: Promise<boolean> = Promise.resolve(false);

/**
 * Spec §2 Startup step 3: if a token is stored, confirm it and load the user. Never
 * rejects: the app starts either way. Resolves to true when the check failed for a reason
 * other than the session being over (network, server), which the app then reports once
 * the toasts can show (whenAuthStartupSettled).
 */
export const initializeAuth = (): Promise<boolean> => {
  connectSessionHooks({
    sessionRefused: () => logout('refused'),
    // Spec §4: a 404 may mean the account or its roles changed; concurrent ones share one read.
    notFound: () => {
      refreshUser().catch(() => undefined);
    },
  });
  settled = (async () => {
    if (!useSession.getState().token) return false;
    if (isIdle(Date.now())) {
      logout('idle');
      return false;
    }
    try {
      await refreshUser();
      return false;
    } catch (error) {
      const sessionOver = error instanceof ApiError && error.status === 401;
      return !sessionOver && hasLoggedInBefore();
    }
  })();
  return settled;
};

/** True when start-up could not check the session and the shopper should be told. */
export const whenAuthStartupSettled = (): Promise<boolean> => settled;

/** Spec §2 /store: entering the catalogue refreshes auth status and badges when a token is stored. */
export const refreshOnStoreEntry = (): null => {
  refreshUserSoon(Date.now(), 5_000);
  return null;
};
