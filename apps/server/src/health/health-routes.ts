import * as v from 'valibot';
import type { RoutesPlugin } from '../plugins/validation.ts';

/** Liveness (the process answers) and readiness (it can reach its database and is not draining). */
export const healthRoutes: RoutesPlugin = async (app) => {
  let draining = false;
  app.addHook('preClose', async () => {
    draining = true;
  });

  app.get(
    '/healthz',
    { schema: { hide: true, response: { 200: v.object({ status: v.literal('ok') }) } } },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/readyz',
    {
      schema: {
        hide: true,
        response: {
          200: v.object({ status: v.literal('ready') }),
          503: v.object({ status: v.string(), message: v.string() }),
        },
      },
    },
    async (request, reply) => {
      if (draining) return reply.code(503).send({ status: 'draining', message: 'The server is shutting down.' });
      try {
        await app.pool.query('SELECT 1');
        return { status: 'ready' as const };
      } catch (error) {
        request.log.warn({ err: error }, 'readiness check could not reach the database');
        return reply.code(503).send({ status: 'unavailable', message: 'The database cannot be reached.' });
      }
    },
  );
};
