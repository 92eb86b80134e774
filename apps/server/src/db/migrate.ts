import path from 'node:path';
import type pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';

export const migrationsFolder = path.join(import.meta.dirname, 'migrations');

/** Arbitrary constant: instances starting together take turns applying migrations. */
const MIGRATION_LOCK = 727_274_001;

/** Apply the committed drizzle-kit migrations, one instance at a time. */
export const runMigrations = async (pool: pg.Pool): Promise<void> => {
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migrate(drizzle(client), { migrationsFolder });
  } finally {
    // If unlocking fails the connection is unusable; destroying it ends the session and its lock.
    try {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    } catch (error) {
      broken = error as Error;
    }
    client.release(broken);
  }
};
