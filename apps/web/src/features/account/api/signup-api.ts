import { AUTH_API_PATHS, signupResponseSchema, successMessageSchema } from '@rta/domain/auth-api';
import type { SignupRequest } from '@rta/domain/auth-rules';
import { apiRequest } from '../../../lib/api-client.ts';

/** Not retried: after a timeout the account may exist, and a second try would say the address is taken. */
export const signupRequest = (request: SignupRequest) =>
  apiRequest(AUTH_API_PATHS.signup, signupResponseSchema, { method: 'POST', body: request, auth: false });

/** Follows a verification link; a link works once, so this is never repeated on its own. */
export const verifyEmailRequest = (token: string) =>
  apiRequest(AUTH_API_PATHS.verifyEmail, successMessageSchema, { method: 'POST', body: { token } });

export const resendVerificationRequest = () =>
  apiRequest(AUTH_API_PATHS.resendVerification, successMessageSchema, { method: 'POST' });
