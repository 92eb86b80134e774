import type { RoutesPlugin } from '../plugins/validation.ts';
import { AUTH_MESSAGES as M } from '@rta/domain/accounts/messages';
import {
  authErrorSchema,
  changePasswordRequestSchema,
  passwordResetCompleteSchema,
  passwordResetRequestSchema,
  successMessageSchema,
} from '@rta/domain/api/accounts';
import { signedInUser } from '../plugins/auth.ts';
import { authRateLimit } from '../plugins/rate-limits.ts';
import { AccountLockedError } from './login.ts';
import { changePassword, completePasswordReset, requestPasswordReset } from './password-change.ts';

export const passwordRoutes: RoutesPlugin = async (app) => {
  const rateLimit = authRateLimit(app.config);

  app.post(
    '/password-reset',
    {
      config: { rateLimit },
      schema: {
        tags: ['accounts'],
        summary: 'Mail a reset link; the answer is the same whether or not the address has an account',
        body: passwordResetRequestSchema,
        response: { 200: successMessageSchema, 400: authErrorSchema, 429: authErrorSchema },
      },
    },
    async (request) => {
      requestPasswordReset(app.accounts, request.body.email, request.log);
      return { success: true as const, message: M.resetRequested };
    },
  );

  app.post(
    '/password-reset/complete',
    {
      config: { rateLimit },
      preHandler: app.identify,
      schema: {
        tags: ['accounts'],
        summary:
          'Set a new password from a reset link (the token of /reset-password/{token}); ends every other session',
        body: passwordResetCompleteSchema,
        response: { 200: successMessageSchema, 400: authErrorSchema, 429: authErrorSchema },
      },
    },
    async (request) => {
      const current =
        request.user && request.session
          ? { userId: request.user.id, tokenHash: request.session.tokenHash, deviceHash: request.session.fingerprint }
          : undefined;
      await completePasswordReset(
        app.accounts,
        { token: request.body.token, password: request.body.password, current },
        request.log,
      );
      return { success: true as const, message: M.passwordResetDone };
    },
  );

  app.post(
    '/change-password',
    {
      config: { rateLimit },
      preHandler: app.authenticate,
      schema: {
        tags: ['accounts'],
        summary: 'Change the password (the current one is required); ends every other session',
        body: changePasswordRequestSchema,
        response: { 200: successMessageSchema, 400: authErrorSchema, 401: authErrorSchema, 423: authErrorSchema },
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      try {
        await changePassword(
          app.accounts,
          {
            email: user.email,
            currentPassword: request.body.currentPassword,
            newPassword: request.body.newPassword,
            tokenHash: request.session?.tokenHash ?? '',
            deviceHash: request.session?.fingerprint ?? '',
          },
          request.log,
        );
      } catch (error) {
        if (error instanceof AccountLockedError) reply.header('retry-after', String(error.retryAfterSeconds));
        throw error;
      }
      return { success: true as const, message: M.passwordChanged };
    },
  );
};
