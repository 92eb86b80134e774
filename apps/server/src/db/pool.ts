import pg from 'pg';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import * as schema from './schema.ts';

/** Drizzle on the pool; `$client` is the pool itself, for the few hot statements sent to node-postgres directly. */
export type Database = NodePgDatabase<typeof schema> & { $client: pg.Pool };

export const createPool = (connectionString: string, onIdleError?: (error: Error) => void): pg.Pool => {
  const pool = new pg.Pool({ connectionString, max: 10, idleTimeoutMillis: 30_000, connectionTimeoutMillis: 10_000 });
  // An idle connection can die (a database restart); the pool replaces it, so this is not fatal.
  pool.on('error', (error) => onIdleError?.(error));
  return pool;
};

export const createDatabase = (pool: pg.Pool): Database => drizzle(pool, { schema });
