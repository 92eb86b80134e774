import { AUTH_API_PATHS } from '@rta/domain/api/account-paths';
import type { SignupRequest } from '@rta/domain/accounts/rules';
import { apiRequest } from '../../../lib/api-client.ts';

/** The answers' schemas (zod) load in parallel with the request: the verification link's page shows without them. */
const schemas = () => import('@rta/domain/api/accounts');

/** Not retried: after a timeout the account may exist, and a second try would say the address is taken. */
export const signupRequest = (request: SignupRequest) =>
  apiRequest(
    AUTH_API_PATHS.signup,
    schemas().then((s) => s.signupResponseSchema),
    { method: 'POST', body: request, auth: false },
  );

/** Follows a verification link; a link works once, so this is never repeated on its own. */
export const verifyEmailRequest = (token: string) =>
  apiRequest(
    AUTH_API_PATHS.verifyEmail,
    schemas().then((s) => s.successMessageSchema),
    { method: 'POST', body: { token } },
  );

export const resendVerificationRequest = () =>
  apiRequest(
    AUTH_API_PATHS.resendVerification,
    schemas().then((s) => s.successMessageSchema),
    { method: 'POST' },
  );
