import type { RoutesPlugin } from '../plugins/validation.ts';
import { AUTH_MESSAGES as M } from '@rta/domain/accounts/messages';
import { signupRequestSchema } from '@rta/domain/accounts/rules';
import {
  authErrorSchema,
  signupResponseSchema,
  successMessageSchema,
  verifyEmailRequestSchema,
} from '@rta/domain/api/accounts';
import { signedInUser } from '../plugins/auth.ts';
import { authRateLimit } from '../plugins/rate-limits.ts';
import { resendVerification, signUp, verifyEmail } from './signup.ts';

export const signupRoutes: RoutesPlugin = async (app) => {
  const rateLimit = authRateLimit(app.config);

  app.post(
    '/signup',
    {
      config: { rateLimit },
      schema: {
        tags: ['accounts'],
        summary: 'Create an account; a verification link is mailed',
        body: signupRequestSchema,
        response: { 201: signupResponseSchema, 400: authErrorSchema, 409: authErrorSchema, 429: authErrorSchema },
      },
    },
    async (request, reply) => {
      await signUp(app.accounts, request.body, request.log);
      return reply.code(201).send({ requiresVerification: true as const, message: M.signupSuccess });
    },
  );

  app.post(
    '/verify-email',
    {
      config: { rateLimit },
      schema: {
        tags: ['accounts'],
        summary: 'Follow a verification link (the token of /verify-email/{token}); works once, for 24 hours',
        body: verifyEmailRequestSchema,
        response: { 200: successMessageSchema, 400: authErrorSchema, 429: authErrorSchema },
      },
    },
    async (request) => {
      await verifyEmail(app.accounts, request.body.token, request.log);
      return { success: true as const, message: M.emailVerified };
    },
  );

  app.post(
    '/verify-email/resend',
    {
      config: { rateLimit },
      preHandler: app.authenticate,
      schema: {
        tags: ['accounts'],
        summary: 'Mail a new verification link to the signed-in user',
        response: { 200: successMessageSchema, 401: authErrorSchema, 429: authErrorSchema },
      },
    },
    async (request) => {
      const outcome = await resendVerification(app.accounts, signedInUser(request).id);
      return { success: true as const, message: outcome === 'sent' ? M.verificationSent : M.alreadyVerified };
    },
  );
};
