import { create } from 'zustand';
import { SESSION_STORAGE_KEYS } from '@rta/domain/accounts/constants';
import { contractorTier, SALES_ROLE, type TierInfo } from '@rta/domain/accounts/roles';
import type { ApiUser } from '@rta/domain/accounts/user';
import { isEmailVerified, roleNames } from '@rta/domain/accounts/user';

const readStoredToken = (): string | null => {
  try {
    return window.localStorage.getItem(SESSION_STORAGE_KEYS.token);
  } catch {
    return null;
  }
};

/** The token lives in local storage (spec §3 key token) so a reload or another tab keeps the session. */
const storeToken = (token: string | null): void => {
  if (token === null) window.localStorage.removeItem(SESSION_STORAGE_KEYS.token);
  else window.localStorage.setItem(SESSION_STORAGE_KEYS.token, token);
};

/**
 * The signed-in user and their token. The accounts feature fills it (login, startup,
 * rotation, logout); everything else only reads it, or subscribes to it to react to a
 * login or a logout (the binder merges the guest binder on login).
 *
 * At start `token` holds the stored token and `user` is null until the server confirms it.
 */
/** Why the last session ended: the shopper logged out, was idle 30 minutes, or the server refused the token. */
export type SessionEndReason = 'logout' | 'idle' | 'refused';

interface SessionState {
  user: ApiUser | null;
  token: string | null;
  /** Set when a session ends, cleared by the next login. */
  endReason: SessionEndReason | null;
  /** When this tab got its token (ms), so it knows when the hourly rotation is due. */
  tokenSince: number;
  setSession: (token: string, user: ApiUser) => void;
  setUser: (user: ApiUser) => void;
  /** A rotated token (or one another tab rotated) for the same login. */
  setToken: (token: string) => void;
  clear: (reason?: SessionEndReason) => void;
}

export const useSession = create<SessionState>()((set) => ({
  user: null,
  token: readStoredToken(),
  endReason: null,
  tokenSince: Date.now(),
  setSession: (token, user) => {
    storeToken(token);
    set({ token, user, endReason: null, tokenSince: Date.now() });
  },
  setUser: (user) => set({ user }),
  setToken: (token) => {
    storeToken(token);
    set({ token, tokenSince: Date.now() });
  },
  clear: (reason = 'logout') => {
    storeToken(null);
    set({ user: null, token: null, endReason: reason });
  },
}));

/** Spec §1/§4: checkout needs a verified e-mail address (enabled = 1). */
export const isVerified = (user: ApiUser | null): boolean => user !== null && isEmailVerified(user);

/** The user's contractor tier (spec §6), or null for everyone else. */
export const userTier = (user: ApiUser | null): TierInfo | null =>
  user ? contractorTier(roleNames(user.roles)) : null;

export const isSalesUser = (user: ApiUser | null): boolean =>
  user !== null && roleNames(user.roles).includes(SALES_ROLE);

export const useCurrentUser = (): ApiUser | null => useSession((state) => state.user);
export const useIsVerified = (): boolean => useSession((state) => isVerified(state.user));
/** Stable between renders: the tier objects are constants of the domain. */
export const useContractorTier = (): TierInfo | null => useSession((state) => userTier(state.user));

/** Order details stored after a payment (spec §3 Payment confirmation details). */
export const readStoredOrderDetails = (): unknown => {
  const raw = window.localStorage.getItem('paymentConfirmation');
  if (!raw) return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    window.localStorage.removeItem('paymentConfirmation');
    return null;
  }
};
