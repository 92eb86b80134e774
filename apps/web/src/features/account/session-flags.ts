import { SESSION_STORAGE_KEYS as KEYS } from '@rta/domain/accounts/constants';

/**
 * The session's flags in local storage (spec §3 keys hasLoggedIn, isLoggedOut, lastActivity).
 * Storage can be unavailable (private mode, quota, disabled by policy): then the flags are
 * simply not kept, and the session still works in memory for this tab, so failures are dropped.
 */
const read = (key: string): string | null => {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
};

const write = (key: string, value: string | null): void => {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // See above: the flag is lost, the session is not.
  }
};

/** Who signed up in this browser and has not logged in yet: their first login gets the new-account welcome (spec §8). */
const NEW_ACCOUNT_KEY = 'newAccountEmail';

export const markLoggedIn = (now: number): void => {
  write(KEYS.hasLoggedIn, 'true');
  write(KEYS.isLoggedOut, null);
  write(KEYS.lastActivity, String(now));
};

export const markLoggedOut = (): void => {
  write(KEYS.isLoggedOut, 'true');
  write(KEYS.hasLoggedIn, null);
  write(KEYS.lastActivity, null);
};

export const hasLoggedInBefore = (): boolean => read(KEYS.hasLoggedIn) === 'true';

/** The last time the shopper did something in any tab (ms), shared so one busy tab keeps the others alive. */
export const readLastActivity = (): number | null => {
  const value = Number(read(KEYS.lastActivity));
  return Number.isFinite(value) && value > 0 ? value : null;
};

export const recordActivity = (now: number): void => write(KEYS.lastActivity, String(now));

export const rememberNewAccount = (email: string): void => write(NEW_ACCOUNT_KEY, email.toLowerCase());

/** True once for the address that just signed up here; the mark is then gone. */
export const takeNewAccount = (email: string): boolean => {
  const isNew = read(NEW_ACCOUNT_KEY) === email.toLowerCase();
  if (isNew) write(NEW_ACCOUNT_KEY, null);
  return isNew;
};
