import { AUTH_API_PATHS } from '@rta/domain/api/account-paths';
import { apiRequest } from '../../../lib/api-client.ts';
import { ensureDeviceKey } from '../../../lib/device-key.ts';

/** The answers' schemas (zod) load in parallel with the request. */
const schemas = () => import('@rta/domain/api/accounts');

/** Mails the account a link that lets this device log in; the answer is the same for every address. */
export const newDeviceLinkRequest = (email: string) =>
  apiRequest(
    AUTH_API_PATHS.newDeviceLink,
    schemas().then((s) => s.successMessageSchema),
    { method: 'POST', body: { email }, auth: false },
  );

/** Opens the link in this browser: its device key (and fingerprint, when one is stored) become known to the account. */
export const newDeviceConfirmRequest = (token: string) => {
  const deviceKey = ensureDeviceKey();
  return apiRequest(
    AUTH_API_PATHS.newDeviceLinkConfirm,
    schemas().then((s) => s.successMessageSchema),
    {
      method: 'POST',
      body: deviceKey ? { token, deviceKey } : { token },
      auth: false,
    },
  );
};
