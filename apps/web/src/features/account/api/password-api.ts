import { AUTH_API_PATHS } from '@rta/domain/api/account-paths';
import { apiRequest } from '../../../lib/api-client.ts';

/** The answers' schemas (zod) load in parallel with the request: the reset pages show without them. */
const schemas = () => import('@rta/domain/api/accounts');

/** The answer is the same whether or not the address has an account. */
export const passwordResetRequest = (email: string) =>
  apiRequest(
    AUTH_API_PATHS.passwordReset,
    schemas().then((s) => s.successMessageSchema),
    { method: 'POST', body: { email }, auth: false },
  );

/** Sets a new password from a reset link (the token of /reset-password/{token}). */
export const passwordResetCompleteRequest = (token: string, password: string) =>
  apiRequest(
    AUTH_API_PATHS.passwordResetComplete,
    schemas().then((s) => s.successMessageSchema),
    { method: 'POST', body: { token, password } },
  );
