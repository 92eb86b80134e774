/**
 * Account and session limits (spec §4 Session, §9 Auth, §9 Time and retry). Time is in
 * milliseconds. The server enforces the lockout, token and link lifetimes; the web app uses
 * the client-side ones (its own lockout, rotation and idle checks).
 */

// Server lockout: 3 failed logins for one address within 15 minutes lock it for 15 minutes.
// The count is per device class: every device that has not logged in to the account before
// shares one count; a device that has (a known device) keeps its own, so a stranger's
// guesses never lock the owner out of a device they have used.
export const LOGIN_MAX_FAILURES = 3;
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60_000;
export const LOGIN_LOCKOUT_MS = 15 * 60_000;
/** A known device not used to log in for this long is forgotten (it is then a new device again). */
export const KNOWN_DEVICE_LIFETIME_MS = 90 * 24 * 60 * 60_000;

// Client lockout: after 5 failed login or signup attempts, 15 minutes from the last failure.
export const CLIENT_MAX_FAILED_ATTEMPTS = 5;
export const CLIENT_LOCKOUT_MS = 900_000;

// Session tokens.
export const AUTH_TOKEN_LIFETIME_MS = 24 * 60 * 60_000;
export const TOKEN_ROTATION_INTERVAL_MS = 60 * 60_000;
export const TOKEN_ROTATION_GRACE_MS = 5 * 60_000;
export const TOKEN_ROTATION_CHECK_MS = 60_000;
/** Idle logout is IDLE_LOGOUT_MS (common/constants.ts), checked this often. */
export const IDLE_CHECK_MS = 60_000;
/** Activity is reported to the server (validate-token) at most this often; the server records it no more often. */
export const ACTIVITY_RECORD_INTERVAL_MS = 5 * 60_000;

// One-time links sent by e-mail.
export const VERIFY_EMAIL_LINK_LIFETIME_MS = 24 * 60 * 60_000;
export const PASSWORD_RESET_LINK_LIFETIME_MS = 60 * 60_000;
/** The link that lets a new device log in while new devices are locked out of an address. */
export const NEW_DEVICE_LINK_LIFETIME_MS = 60 * 60_000;

// Rate limits on the auth routes: 100 requests per 15 minutes per client.
export const AUTH_RATE_WINDOW_MS = 15 * 60_000;
export const AUTH_RATE_MAX = 100;
/** What the client assumes when a 429 carries no Retry-After header. */
export const RATE_LIMIT_DEFAULT_RETRY_AFTER_S = 60;

/** Every request carries the device fingerprint in this header once one is stored. */
export const DEVICE_FINGERPRINT_HEADER = 'X-Device-Fingerprint';
/** GET /api/user with this header set asks for a fresh read (the server never caches users). */
export const FORCE_REFRESH_HEADER = 'X-Force-Refresh';
/** The `type` the web app sends to POST /api/validate-token. */
export const AUTH_TOKEN_TYPE = 'Auth Token';

/** The signup success toast stays this long. */
export const SIGNUP_TOAST_MS = 15_000;

/**
 * The web app's device key: a random value the browser keeps across logins and logouts and
 * sends only to log in, so the store knows a browser that has logged in to an account
 * before (the spec's deviceFingerprint is forgotten at every logout). Not a credential:
 * alone it signs no one in.
 */
export const DEVICE_KEY_STORAGE_KEY = 'deviceKey';

/** Local storage keys of the session (spec §3). */
export const SESSION_STORAGE_KEYS = {
  token: 'token',
  deviceFingerprint: 'deviceFingerprint',
  isLoggedOut: 'isLoggedOut',
  hasLoggedIn: 'hasLoggedIn',
  lastActivity: 'lastActivity',
} as const;

/**
 * Session tokens and link tokens are base64url text of 16 to 128 characters: the limits of
 * api/accounts.ts's token schemas, here without zod so that a link's page can tell, before its
 * first render, whether its token could be one of ours.
 */
export const OPAQUE_TOKEN = { minLength: 16, maxLength: 128, pattern: /^[A-Za-z0-9_-]+$/ } as const;

/** Whether a value, trimmed, could be one of our tokens (what api/accounts.ts's token schemas accept). */
export const isOpaqueToken = (value: string): boolean => {
  const token = value.trim();
  return (
    token.length >= OPAQUE_TOKEN.minLength && token.length <= OPAQUE_TOKEN.maxLength && OPAQUE_TOKEN.pattern.test(token)
  );
};
