import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ApiUser } from '@rta/domain/accounts/user';
import { AUTH_ERROR_CODES as CODES, AUTH_MESSAGES as M } from '@rta/domain/accounts/messages';
import { HttpError } from '../lib/http-error.ts';
import { createAccounts, type Accounts } from '../auth/accounts.ts';
import { toApiUser } from '../auth/user-repository.ts';
import { purgeExpiredAuthData } from '../auth/purge-expired.ts';
import { bearerToken, deviceFingerprint } from '../auth/request-credentials.ts';

type PreHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    accounts: Accounts;
    /** preHandler: a valid bearer token from its own device is required (401 otherwise); sets request.user. */
    authenticate: PreHandler;
    /** preHandler: sets request.user when a valid token comes along; a missing or bad token leaves it null. */
    identify: PreHandler;
    /** Signed in and holding at least one of the roles (403 otherwise): a preHandler, or a context's onRequest hook as in staff/staff-routes.ts. */
    requireRole: (...roles: string[]) => PreHandler;
    /** preHandler: signed in with a verified e-mail address (checkout, spec §1). */
    requireVerifiedEmail: PreHandler;
  }
  interface FastifyRequest {
    /** The signed-in user (roles as strings), once authenticate or identify ran. */
    user: ApiUser | null;
    /** The session behind the request's token, by its hash (the token itself is never kept), and its device's fingerprint hash. */
    session: { tokenHash: string; expiresAt: Date; fingerprint: string } | null;
  }
}

const PURGE_EVERY_MS = 60 * 60_000;

/** The preHandlers that refuse a request (authenticate, requireRole, requireVerifiedEmail). */
const guards = new WeakSet<PreHandler>();
const guard = (handler: PreHandler): PreHandler => {
  guards.add(handler);
  return handler;
};

/** The user of a route guarded by app.authenticate (which guarantees one). */
export const signedInUser = (request: FastifyRequest): ApiUser => {
  if (!request.user) throw new HttpError(401, M.authenticationRequired, CODES.tokenMissing);
  return request.user;
};

/**
 * Accounts and sessions for every feature: routes that need a user add
 * `preHandler: app.authenticate` (or requireRole / requireVerifiedEmail) and read request.user.
 */
export const auth = fp(async (app) => {
  const accounts = createAccounts({
    db: app.db,
    clock: app.clock,
    mailer: app.mailer,
    tasks: app.backgroundTasks,
    storeName: app.config.storeName,
    publicUrl: app.config.publicUrl,
  });
  app.decorate('accounts', accounts);
  app.decorateRequest('user', null);
  app.decorateRequest('session', null);

  const authenticate: PreHandler = async (request, reply) => {
    const token = bearerToken(request);
    try {
      if (!token) throw new HttpError(401, M.authenticationRequired, CODES.tokenMissing);
      const session = await accounts.sessions.resolve(token, deviceFingerprint(request));
      request.user = toApiUser(session, session.roles);
      request.session = {
        tokenHash: session.tokenHash,
        expiresAt: session.expiresAt,
        fingerprint: session.fingerprint,
      };
    } catch (error) {
      if (error instanceof HttpError && error.statusCode === 401) {
        reply.header('www-authenticate', 'Bearer');
        request.log.info({ event: 'token_refused', code: error.code }, 'request with a refused token');
      }
      throw error;
    }
  };

  const identify: PreHandler = async (request, reply) => {
    if (!bearerToken(request)) return;
    try {
      await authenticate(request, reply);
    } catch (error) {
      // A stale token on a public route is not an error: the request is served as a visitor's.
      if (!(error instanceof HttpError)) throw error;
      reply.removeHeader('www-authenticate');
    }
  };

  const signedIn = async (request: FastifyRequest, reply: FastifyReply): Promise<ApiUser> => {
    if (!request.user) await authenticate(request, reply);
    if (!request.user) throw new HttpError(401, M.authenticationRequired, CODES.tokenMissing);
    return request.user;
  };

  /**
   * A route's guards, declared as its preHandler, run before its params and body are
   * validated: a request without a valid session (or role) is refused with 401 (or 403)
   * whatever it carries, and learns nothing from validation messages.
   */
  app.addHook('onRoute', (route) => {
    const preHandlers = [route.preHandler ?? []].flat() as PreHandler[];
    const found = preHandlers.filter((handler) => guards.has(handler));
    if (found.length === 0) return;
    route.preHandler = preHandlers.filter((handler) => !guards.has(handler));
    route.preValidation = [...found, ...([route.preValidation ?? []].flat() as PreHandler[])];
  });

  app.decorate('authenticate', guard(authenticate));
  app.decorate('identify', identify);
  app.decorate('requireRole', (...roles: string[]): PreHandler =>
    guard(async (request, reply) => {
      const user = await signedIn(request, reply);
      if (!roles.some((role) => user.roles.includes(role))) {
        request.log.info({ event: 'forbidden', userId: user.id, needs: roles }, 'role required');
        throw new HttpError(403, M.forbidden, CODES.forbidden);
      }
    }),
  );
  app.decorate(
    'requireVerifiedEmail',
    guard(async (request: FastifyRequest, reply: FastifyReply) => {
      const user = await signedIn(request, reply);
      if (user.enabled !== 1) throw new HttpError(403, M.verifyBeforeCheckout, CODES.emailNotVerified);
    }),
  );

  const timer = setInterval(
    () => app.backgroundTasks.run('purge expired auth data', () => purgeExpiredAuthData(app.db, app.clock.now())),
    PURGE_EVERY_MS,
  );
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
});
