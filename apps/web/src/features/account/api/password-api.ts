import { AUTH_API_PATHS, successMessageSchema } from '@rta/domain/auth-api';
import { apiRequest } from '../../../lib/api-client.ts';

/** The answer is the same whether or not the address has an account. */
export const passwordResetRequest = (email: string) =>
  apiRequest(AUTH_API_PATHS.passwordReset, successMessageSchema, { method: 'POST', body: { email }, auth: false });

/** Sets a new password from a reset link (the token of /reset-password/{token}). */
export const passwordResetCompleteRequest = (token: string, password: string) =>
  apiRequest(AUTH_API_PATHS.passwordResetComplete, successMessageSchema, { method: 'POST', body: { token, password } });
