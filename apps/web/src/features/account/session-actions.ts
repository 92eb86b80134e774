import { IDLE_LOGOUT_MS } from '@rta/domain/common/constants';
import {
  ACTIVITY_RECORD_INTERVAL_MS,
  SESSION_STORAGE_KEYS,
  TOKEN_ROTATION_INTERVAL_MS,
} from '@rta/domain/accounts/constants';
import { AUTH_ERROR_CODES, SESSION_MESSAGES } from '@rta/domain/accounts/session-messages';
import type { LoginResponse } from '@rta/domain/api/accounts';
import type { ApiUser } from '@rta/domain/accounts/user';
import { ApiError } from '../../lib/api-client.ts';
import { forgetDeviceFingerprint, readDeviceFingerprint } from '../../lib/device-fingerprint.ts';
import { useSession, type SessionEndReason } from '../../stores/session-store.ts';
import { getUser, logoutRequest, rotateTokenRequest, validateTokenRequest } from './api/session-api.ts';
import { markLoggedIn, markLoggedOut, readLastActivity, recordActivity } from './session-flags.ts';

/**
 * What a session does between login and logout (spec §4 Session, §9 Time): keep the
 * token fresh, watch for idleness, report activity, refresh the user. The timers that call
 * these live in session-effects.tsx; everything here reads the clock it is given.
 */

/** Spec §3/§4: logout clears the cart; these are the binder's local copies a next visitor must not see. */
const BINDER_STORAGE_KEYS = ['cart-items', 'cart-labels', 'cart-pre-assembly', 'guestCart'] as const;
/** lastActivity is written at most this often; the idle rule is checked once a minute anyway. */
const ACTIVITY_WRITE_EVERY_MS = 15_000;

const pageLoadedAt = Date.now();
let lastActivityInMemory = 0;
let lastActivityWrite = 0;
let lastReported = Date.now();

const clearCookies = (): void => {
  // Our session never lives in a cookie, but the spec's logout clears them: anything a
  // script may see on this site goes.
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Max-Age=0; path=/`;
  }
};

const removeBinderCopies = (): void => {
  for (const key of BINDER_STORAGE_KEYS) {
    try {
      window.localStorage.removeItem(key);
    } catch {
      // Storage unavailable: there is no stored copy to remove.
    }
  }
};

export const completeLogin = (response: LoginResponse, now: number = Date.now()): void => {
  markLoggedIn(now);
  lastActivityInMemory = now;
  lastReported = now;
  useSession.getState().setSession(response.token, response.user);
};

/**
 * Logs this browser out (spec §4): the server is told, then the token, fingerprint, cookies
 * and the binder's local copies are forgotten and isLoggedOut is set. The device is logged
 * out whatever the server answers: if the call is lost, the server's own idle rule ends
 * the session within 30 minutes, so a failure here has nothing for the shopper to act on.
 */
export const logout = (reason: SessionEndReason = 'logout'): void => {
  const { token } = useSession.getState();
  if (token) logoutRequest(token, readDeviceFingerprint()).catch(() => undefined);
  useSession.getState().clear(reason);
  forgetDeviceFingerprint();
  markLoggedOut();
  clearCookies();
  removeBinderCopies();
};

let refreshing: { token: string; promise: Promise<ApiUser | null> } | null = null;
let lastRefreshAt = 0;

/**
 * Reads the user of the current token again (roles, verification), one read per token at a
 * time. A 401 logs out through the api client's session hooks; other failures reject, for
 * the caller to judge.
 */
export const refreshUser = (): Promise<ApiUser | null> => {
  const token = useSession.getState().token;
  if (!token) return Promise.resolve(null);
  if (refreshing?.token === token) return refreshing.promise;
  const promise = getUser({ force: true })
    .then((user) => {
      const { token: now, user: current } = useSession.getState();
      // A logout while the call was out wins over its answer, and so does a new login as
      // someone else (a rotated token is still this user's).
      if (!now || (now !== token && current?.id !== user.id)) return null;
      lastRefreshAt = Date.now();
      useSession.getState().setUser(user);
      return user;
    })
    .finally(() => {
      if (refreshing?.promise === promise) refreshing = null;
    });
  refreshing = { token, promise };
  return promise;
};

/**
 * A refresh that may be skipped when one just happened (a 404, entering the store). Its
 * failure leaves the badges as they were until the next refresh, which is all a shopper
 * could do about it, so it is not reported.
 */
export const refreshUserSoon = (now: number, minGapMs = 10_000): void => {
  if (!useSession.getState().token || now - lastRefreshAt < minGapMs) return;
  refreshUser().catch(() => undefined);
};

/**
 * The newest activity this tab knows of, its own or another tab's (through local storage).
 * With nothing stored (storage unavailable), opening the page counts as activity.
 */
const lastActivity = (): number => Math.max(lastActivityInMemory, readLastActivity() ?? pageLoadedAt);

export const isIdle = (now: number): boolean => now - lastActivity() >= IDLE_LOGOUT_MS;

/** Report activity to the server at most every 5 minutes (spec §9); a refused token logs out. */
const reportActivity = (now: number): void => {
  const { token, user } = useSession.getState();
  if (!token || !user || now - lastReported < ACTIVITY_RECORD_INTERVAL_MS) return;
  lastReported = now;
  validateTokenRequest(token)
    .then((answer) => {
      if (!answer.success && answer.message === SESSION_MESSAGES.tokenBlacklisted) logout('refused');
    })
    // A 401 has already logged out (api client hooks); a network failure is retried at the next activity report.
    .catch(() => undefined);
};

/** The shopper did something: keep the session alive here and in other tabs. */
export const noteActivity = (now: number): void => {
  lastActivityInMemory = now;
  if (now - lastActivityWrite >= ACTIVITY_WRITE_EVERY_MS) {
    lastActivityWrite = now;
    recordActivity(now);
  }
  reportActivity(now);
};

let rotating = false;

/** Spec §9: a new token every hour. The old one keeps working 5 minutes, so calls in flight still succeed. */
export const rotateTokenIfDue = async (now: number): Promise<void> => {
  const { token, tokenSince, user } = useSession.getState();
  if (!token || !user || rotating || now - tokenSince < TOKEN_ROTATION_INTERVAL_MS) return;
  rotating = true;
  try {
    const answer = await rotateTokenRequest(token, readDeviceFingerprint());
    if (useSession.getState().token === token) useSession.getState().setToken(answer.token);
  } catch (error) {
    if (error instanceof ApiError && error.code === AUTH_ERROR_CODES.tokenAlreadyRotated) {
      // Another tab rotated first and stored its new token: this tab takes that one.
      const stored = window.localStorage.getItem(SESSION_STORAGE_KEYS.token);
      if (stored && stored !== token) useSession.getState().setToken(stored);
    }
    // A 401 has logged out already; after a network failure the next minute's check tries again.
  } finally {
    rotating = false;
  }
};

/** Once a minute (spec §9), and when the tab comes back: idle logout first, then rotation. */
export const runSessionChecks = (now: number): void => {
  const { token, user } = useSession.getState();
  if (!token) return;
  if (!user) {
    // The start-up check failed (network, server): keep trying until the server answers.
    refreshUserSoon(now);
    return;
  }
  if (isIdle(now)) {
    logout('idle');
    return;
  }
  void rotateTokenIfDue(now);
};
