import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import { AUTH_RATE_WINDOW_MS } from '@rta/domain/accounts/constants';
import { AUTH_ERROR_CODES, rateLimitMessage } from '@rta/domain/accounts/messages';
import { HttpError } from '../lib/http-error.ts';
import { isApiRoute, matchedPath } from '../lib/matched-route.ts';

/** How long a request waits for its rate-limit count before it is served uncounted. */
const REDIS_COMMAND_TIMEOUT_MS = 500;

/**
 * Request limits per client (its IP, as trusted through TRUST_PROXY). Every /api route has
 * a generous per-minute limit; the auth routes opt into the spec's 100 per 15 minutes with
 * `config: { rateLimit: authRateLimit(app.config) }`. With REDIS_URL the counters live in
 * Redis, so every instance counts together. A 429 carries Retry-After and the
 * x-ratelimit-* headers, and the spec's message naming the endpoint.
 */
export const rateLimits = fp(async (app) => {
  const { redisUrl, rateLimit: limits } = app.config;
  let redis: Redis | undefined;
  if (redisUrl) {
    // Fail fast rather than queue: a request must not wait on an unreachable Redis, nor on one
    // that accepts connections but does not answer (stopped, overloaded, cut off by a firewall).
    redis = new Redis(redisUrl, {
      lazyConnect: true,
      connectTimeout: 1_000,
      commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
      maxRetriesPerRequest: 1,
      enableOfflineQueue: false,
    });
    redis.on('error', (error: Error) => app.log.warn({ err: error.message }, 'redis (rate limits) is unreachable'));
    const client = redis;
    // Connect before serving, so the first requests are counted too; ioredis keeps retrying if Redis is down.
    await client.connect().catch((error: unknown) => app.log.warn({ err: error }, 'redis is not reachable at start'));
    app.addHook('onClose', async () => {
      // quit() fails when the connection is already gone; then there is nothing left but to drop it.
      await client.quit().catch(() => client.disconnect());
    });
  }

  await app.register(rateLimit, {
    global: limits.maxPerMinute > 0,
    max: limits.maxPerMinute,
    timeWindow: 60_000,
    redis,
    nameSpace: 'rta-rate-limit-',
    // Pages, assets and health checks are cheap and must never be refused. Which requests
    // count is decided by the route the router matched: a limit decided from the raw URL
    // was escaped by spelling the path differently (`/%61pi/login`).
    allowList: (request) => !isApiRoute(request),
    // If Redis is down, serve rather than fail every request; logins stay protected by the lockout.
    skipOnError: true,
    errorResponseBuilder: (request, context) =>
      new HttpError(context.statusCode, rateLimitMessage(matchedPath(request)), AUTH_ERROR_CODES.rateLimited),
  });
});

/** The auth routes' limit (spec §9: 100 requests per 15 minutes per client, per route). */
export const authRateLimit = (config: { rateLimit: { authMaxPer15Minutes: number } }) => ({
  max: config.rateLimit.authMaxPer15Minutes,
  timeWindow: AUTH_RATE_WINDOW_MS,
});
