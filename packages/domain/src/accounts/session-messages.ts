/*
 * The accounts' messages that a session shows on any page, and the error codes the app reacts to
 * (accounts/messages.ts, every message of accounts and sessions, spreads and re-exports them): apart
 * so that every page's first load carries these few and not the forms' (a module is bundled whole;
 * docs/decisions/0145).
 */

/** Sessions' messages the app shows by itself: an idle or revoked session, a logout. */
export const SESSION_MESSAGES = {
  sessionIdle: 'Your session ended after 30 minutes of inactivity. Please log in again.',
  tokenBlacklisted: 'Token is blacklisted',
  loggedOut: 'You have been logged out.',
} as const;

/** §8 Rate limit: the message of a 429 (the endpoint is the request path). */
export const rateLimitMessage = (endpoint: string): string =>
  `Rate limit exceeded for ${endpoint}. Please try again later.`;

/** Machine-readable codes on error answers, so the web app can react without parsing text. */
export const AUTH_ERROR_CODES = {
  validation: 'VALIDATION_FAILED',
  signupEmailUnavailable: 'SIGNUP_EMAIL_UNAVAILABLE',
  invalidCredentials: 'INVALID_CREDENTIALS',
  accountLocked: 'ACCOUNT_LOCKED',
  tokenMissing: 'TOKEN_MISSING',
  tokenInvalid: 'TOKEN_INVALID',
  tokenExpired: 'TOKEN_EXPIRED',
  sessionIdle: 'SESSION_IDLE',
  tokenBlacklisted: 'TOKEN_BLACKLISTED',
  fingerprintMismatch: 'FINGERPRINT_MISMATCH',
  fingerprintRequired: 'FINGERPRINT_REQUIRED',
  tokenAlreadyRotated: 'TOKEN_ALREADY_ROTATED',
  verificationLinkInvalid: 'VERIFICATION_LINK_INVALID',
  resetLinkInvalid: 'RESET_LINK_INVALID',
  newDeviceLinkInvalid: 'NEW_DEVICE_LINK_INVALID',
  currentPasswordWrong: 'CURRENT_PASSWORD_WRONG',
  emailNotVerified: 'EMAIL_NOT_VERIFIED',
  forbidden: 'FORBIDDEN',
  rateLimited: 'RATE_LIMITED',
} as const;
export type AuthErrorCode = (typeof AUTH_ERROR_CODES)[keyof typeof AUTH_ERROR_CODES];
