import * as v from 'valibot';
import { compiledAnswer, type RoutesPlugin } from '../plugins/validation.ts';
import { AUTH_ERROR_CODES as CODES, AUTH_MESSAGES as M } from '@rta/domain/accounts/messages';
import {
  authErrorSchema,
  fingerprintSchema,
  loginRequestSchema,
  loginResponseSchema,
  rotateTokenRequestSchema,
  rotateTokenResponseSchema,
  successMessageSchema,
  userResponseSchema,
  validateTokenRequestSchema,
  validateTokenResponseSchema,
} from '@rta/domain/api/accounts';
import { HttpError } from '../lib/http-error.ts';
import { signedInUser } from '../plugins/auth.ts';
import { authRateLimit } from '../plugins/rate-limits.ts';
import { AccountLockedError, logIn } from './login.ts';
import { bearerToken, deviceFingerprint } from './request-credentials.ts';

/** The fingerprint of a login may come in the body (spec §7) or in the header every call carries. */
const loginFingerprint = (fromBody: string | undefined, fromHeader: string | undefined): string => {
  const parsed = v.safeParse(fingerprintSchema, fromBody ?? fromHeader);
  if (!parsed.success) throw new HttpError(400, M.fingerprintRequired, CODES.fingerprintRequired);
  return parsed.output;
};

const noStore = { 'cache-control': 'no-store' };

export const sessionRoutes: RoutesPlugin = async (app) => {
  const rateLimit = authRateLimit(app.config);

  app.post(
    '/login',
    {
      config: { rateLimit },
      schema: {
        tags: ['accounts'],
        summary: 'Log in: a token bound to this device, and the user with roles',
        body: loginRequestSchema,
        response: {
          200: loginResponseSchema,
          400: authErrorSchema,
          401: authErrorSchema,
          423: authErrorSchema,
          429: authErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const fingerprint = loginFingerprint(request.body.fingerprint, deviceFingerprint(request));
      try {
        const { token, expiresAt, user } = await logIn(
          app.accounts,
          {
            email: request.body.email,
            password: request.body.password,
            fingerprint,
            deviceKey: request.body.deviceKey,
          },
          request.log,
        );
        return reply.headers(noStore).send({ token, user, expiresAt: expiresAt.toISOString() });
      } catch (error) {
        if (error instanceof AccountLockedError) reply.header('retry-after', String(error.retryAfterSeconds));
        throw error;
      }
    },
  );

  app.post(
    '/logout',
    {
      schema: {
        tags: ['accounts'],
        summary: "End this device's session (the bearer token, or `token` in the body)",
        body: v.nullish(v.object({ token: v.optional(v.pipe(v.string(), v.maxLength(200))) })),
        response: { 200: successMessageSchema },
      },
    },
    async (request) => {
      const token = bearerToken(request) ?? request.body?.token;
      if (token && (await app.accounts.sessions.endDeviceSession(token))) {
        request.log.info({ event: 'logout' }, 'session ended');
      }
      // Logging out twice, or with a dead token, still leaves the device logged out.
      return { success: true as const, message: M.loggedOut };
    },
  );

  app.get(
    '/user',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['accounts'],
        summary: 'The signed-in user, always read fresh (query _cache and header X-Force-Refresh are accepted)',
        querystring: v.object({ _cache: v.optional(v.pipe(v.string(), v.maxLength(64))) }),
        // Every signed-in page load asks for it: written by a compiled serializer (decision 0147).
        response: { 200: compiledAnswer(userResponseSchema), 401: authErrorSchema },
      },
    },
    async (request, reply) => reply.headers(noStore).send({ user: signedInUser(request) }),
  );

  app.post(
    '/rotate-token',
    {
      config: { rateLimit },
      schema: {
        tags: ['accounts'],
        summary: 'A new token for this login; the old one works 5 more minutes',
        body: rotateTokenRequestSchema,
        response: { 200: rotateTokenResponseSchema, 400: authErrorSchema, 401: authErrorSchema, 409: authErrorSchema },
      },
    },
    async (request, reply) => {
      const fingerprint = request.body.fingerprint ?? deviceFingerprint(request);
      const { token, expiresAt } = await app.accounts.sessions.rotate(request.body.currentToken, fingerprint);
      request.log.info({ event: 'token_rotated' }, 'token rotated');
      return reply.headers(noStore).send({ success: true as const, token, expiresAt: expiresAt.toISOString() });
    },
  );

  app.post(
    '/validate-token',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Is this token still good? Records activity (at most every 5 minutes) for the idle rule',
        body: v.nullish(validateTokenRequestSchema),
        response: { 200: validateTokenResponseSchema, 401: validateTokenResponseSchema },
      },
    },
    async (request, reply) => {
      const token = request.body?.token ?? bearerToken(request);
      if (!token)
        return reply.code(401).send({ success: false, message: M.authenticationRequired, code: CODES.tokenMissing });
      try {
        const session = await app.accounts.sessions.resolve(token, deviceFingerprint(request));
        return { success: true, expiresAt: session.expiresAt.toISOString() };
      } catch (error) {
        if (!(error instanceof HttpError)) throw error;
        return reply.code(401).send({ success: false, message: error.message, code: error.code });
      }
    },
  );
};
