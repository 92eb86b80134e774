import type { LoginResponse } from '@rta/domain/api/accounts';
import { AUTH_API_PATHS } from '@rta/domain/api/account-paths';
import { AUTH_TOKEN_TYPE, DEVICE_FINGERPRINT_HEADER, FORCE_REFRESH_HEADER } from '@rta/domain/accounts/constants';
import type { LoginForm } from '@rta/domain/accounts/rules';
import type { ApiUser } from '@rta/domain/accounts/user';
import { apiRequest } from '../../../lib/api-client.ts';
import { withRetry } from '../../../lib/with-retry.ts';
import { useSession } from '../../../stores/session-store.ts';

/** Retries are for the session they started in: after a logout (or a new login) they stop. */
const sameToken = (token: string | null) => () => useSession.getState().token === token;
const anyToken = () => useSession.getState().token !== null;

/**
 * The answers' schemas load in parallel with the first request that needs them (the user's
 * too, which a signed-in visit's first render waits for), so the entry carries none.
 */
const schemas = () => import('@rta/domain/api/accounts');

/**
 * The session calls of spec §7. Login is not retried (a second try after a timeout could be
 * counted as a second guess); the others are safe to repeat and retry per §9.
 */
export const loginRequest = (
  form: LoginForm,
  fingerprint: string,
  deviceKey: string | undefined,
): Promise<LoginResponse> =>
  apiRequest(
    AUTH_API_PATHS.login,
    schemas().then((s) => s.loginResponseSchema),
    {
      method: 'POST',
      body: deviceKey ? { ...form, fingerprint, deviceKey } : { ...form, fingerprint },
      auth: false,
    },
  );

/** Ends this device's session on the server; the token and fingerprint are passed in because logout forgets them at once. */
export const logoutRequest = (token: string, fingerprint: string | null): Promise<unknown> =>
  withRetry(() =>
    apiRequest(
      AUTH_API_PATHS.logout,
      schemas().then((s) => s.successMessageSchema),
      {
        method: 'POST',
        body: { token },
        auth: false,
        headers: fingerprint ? { [DEVICE_FINGERPRINT_HEADER]: fingerprint } : {},
      },
    ),
  );

/** The signed-in user, read fresh (the query defeats caches; the header asks the server for a fresh read). */
export const getUser = async ({ force }: { force: boolean }): Promise<ApiUser> => {
  const { user } = await withRetry(
    () =>
      apiRequest(
        `${AUTH_API_PATHS.user}?_cache=${Date.now()}`,
        schemas().then((s) => s.userResponseSchema),
        {
          headers: force ? { [FORCE_REFRESH_HEADER]: 'true' } : {},
        },
      ),
    // A rotated token is the same session; only a logout makes the answer moot.
    anyToken,
  );
  return user;
};

/** Not retried: a repeat of a rotation that did happen is a 409, handled by the caller. */
export const rotateTokenRequest = (currentToken: string, fingerprint: string | null) =>
  apiRequest(
    AUTH_API_PATHS.rotateToken,
    schemas().then((s) => s.rotateTokenResponseSchema),
    {
      method: 'POST',
      body: fingerprint ? { currentToken, fingerprint } : { currentToken },
    },
  );

/** Reports activity (the server records it for the idle rule); a 401 says the session is over. */
export const validateTokenRequest = (token: string) =>
  withRetry(
    () =>
      apiRequest(
        AUTH_API_PATHS.validateToken,
        schemas().then((s) => s.validateTokenResponseSchema),
        {
          method: 'POST',
          body: { token, type: AUTH_TOKEN_TYPE },
        },
      ),
    sameToken(token),
  );
