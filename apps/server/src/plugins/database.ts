import fp from 'fastify-plugin';
import type pg from 'pg';
import { createDatabase, type Database } from '../db/pool.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    pool: pg.Pool;
  }
}

/** Makes the pool and the Drizzle database available to every feature. The caller owns the pool. */
export const database = fp(async (app, opts: { pool: pg.Pool }) => {
  app.decorate('pool', opts.pool);
  app.decorate('db', createDatabase(opts.pool));
});
