import { SESSION_STORAGE_KEYS } from '@rta/domain/accounts/constants';

/**
 * The device fingerprint (spec §3 key deviceFingerprint). The server binds each token to it,
 * so a token copied to another browser is refused. It only has to be stable for this browser
 * and unguessable, so a random id does; logout forgets it and the next login makes a new one.
 */
export const readDeviceFingerprint = (): string | null => {
  try {
    return window.localStorage.getItem(SESSION_STORAGE_KEYS.deviceFingerprint);
  } catch {
    return null;
  }
};

/** The stored fingerprint, or a new one (stored, so every later request carries the same). */
export const ensureDeviceFingerprint = (): string => {
  const stored = readDeviceFingerprint();
  if (stored) return stored;
  const fingerprint = crypto.randomUUID();
  window.localStorage.setItem(SESSION_STORAGE_KEYS.deviceFingerprint, fingerprint);
  return fingerprint;
};

export const forgetDeviceFingerprint = (): void => {
  window.localStorage.removeItem(SESSION_STORAGE_KEYS.deviceFingerprint);
};
