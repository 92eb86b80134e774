import type { RoutesPlugin } from '../plugins/validation.ts';
import { AUTH_MESSAGES as M } from '@rta/domain/accounts/messages';
import {
  authErrorSchema,
  newDeviceLinkConfirmSchema,
  newDeviceLinkRequestSchema,
  successMessageSchema,
} from '@rta/domain/api/accounts';
import { authRateLimit } from '../plugins/rate-limits.ts';
import { deviceHashes } from './known-devices.ts';
import { confirmNewDevice, requestNewDeviceLink } from './new-device.ts';
import { deviceFingerprint } from './request-credentials.ts';

/** A new device's way in while new devices are locked out of an address (issue 19). */
export const newDeviceRoutes: RoutesPlugin = async (app) => {
  const rateLimit = authRateLimit(app.config);

  app.post(
    '/new-device-link',
    {
      config: { rateLimit },
      schema: {
        tags: ['accounts'],
        summary:
          'Mail the account a link that lets a new device log in; the answer is the same whether or not the address has an account',
        body: newDeviceLinkRequestSchema,
        response: { 200: successMessageSchema, 400: authErrorSchema, 429: authErrorSchema },
      },
    },
    async (request) => {
      requestNewDeviceLink(app.accounts, request.body.email, request.log);
      return { success: true as const, message: M.newDeviceLinkRequested };
    },
  );

  app.post(
    '/new-device-link/confirm',
    {
      config: { rateLimit },
      schema: {
        tags: ['accounts'],
        summary:
          'Open a new-device link (the token of /new-device/{token}) in the browser that should log in: its fingerprint (X-Device-Fingerprint) and device key become known to the account. Works once, for 1 hour; logs no one in',
        body: newDeviceLinkConfirmSchema,
        response: { 200: successMessageSchema, 400: authErrorSchema, 429: authErrorSchema },
      },
    },
    async (request) => {
      const devices = deviceHashes([request.body.deviceKey, deviceFingerprint(request)]);
      await confirmNewDevice(app.accounts, { token: request.body.token, devices }, request.log);
      return { success: true as const, message: M.newDeviceLinkDone };
    },
  );
};
