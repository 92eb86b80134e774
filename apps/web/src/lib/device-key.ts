import { DEVICE_KEY_STORAGE_KEY } from '@rta/domain/accounts/constants';

/**
 * This browser's device key (auth-constants.ts): random, kept across logins and logouts,
 * and sent only to log in and to open a new-device link, so the store knows this browser
 * has logged in to an account before and gives it a lockout count of its own. The spec's
 * deviceFingerprint cannot serve: logout forgets it (spec §4).
 */
export const ensureDeviceKey = (): string | undefined => {
  try {
    const stored = window.localStorage.getItem(DEVICE_KEY_STORAGE_KEY);
    if (stored) return stored;
    const key = crypto.randomUUID();
    window.localStorage.setItem(DEVICE_KEY_STORAGE_KEY, key);
    return key;
  } catch {
    // No storage (private mode, full): the login goes on without it, as a new device.
    return undefined;
  }
};
