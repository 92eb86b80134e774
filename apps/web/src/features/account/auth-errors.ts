import { AUTH_ERROR_CODES, AUTH_MESSAGES as M } from '@rta/domain/accounts/messages';
import { ApiError } from '../../lib/api-client.ts';

/** The message the server put in its answer, if it gave one. */
const serverMessage = (error: ApiError): string | undefined => {
  const body = error.body;
  return typeof body === 'object' && body && 'message' in body && typeof body.message === 'string' && body.message
    ? body.message
    : undefined;
};

/** Spec §8 Login: 401 has its own sentence; other answers say what the server said; the rest is "an error occurred". */
export const loginErrorMessage = (error: unknown): string => {
  if (!(error instanceof ApiError) || error.status >= 500) return M.loginError;
  if (error.status === 401) return M.invalidCredentials;
  return serverMessage(error) ?? M.loginFailed;
};

/** The server's lockout (423): new devices are locked out of the address for a while. */
export const isNewDeviceLocked = (error: unknown): boolean =>
  error instanceof ApiError && (error.status === 423 || error.code === AUTH_ERROR_CODES.accountLocked);

export const isSignupEmailUnavailable = (error: unknown): boolean =>
  error instanceof ApiError && (error.status === 409 || error.code === AUTH_ERROR_CODES.signupEmailUnavailable);

/** Spec §8 Signup. A 400 or a 429 says what was wrong in the server's words. */
export const signupErrorMessage = (error: unknown): string => {
  if (isSignupEmailUnavailable(error)) return M.signupEmailUnavailable;
  if (!(error instanceof ApiError)) return M.signupError;
  if (error.status === 403) return M.signupForbidden;
  if (error.status === 400 || error.status === 429) return serverMessage(error) ?? M.signupError;
  return M.signupError;
};

/**
 * What counts towards the client lockout: an answer refusing the attempt. A rate-limit
 * answer, a server error or a lost connection is no attempt of the shopper's.
 */
export const isFailedAttempt = (error: unknown): boolean =>
  error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 429;
