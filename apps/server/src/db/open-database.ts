import type pg from 'pg';
import type { AppConfig } from '../config.ts';
import { seedCatalogue } from '../catalogue/seed-catalogue.ts';
import { lockDataDir } from './data-dir-lock.ts';
import { startEmbeddedPostgres } from './embedded-postgres.ts';
import { runMigrations } from './migrate.ts';
import { createDatabase, createPool } from './pool.ts';

interface Logger {
  info: (msg: string) => void;
  warn: (msg: string) => void;
  debug: (msg: string) => void;
}

export interface OpenDatabase {
  pool: pg.Pool;
  /** Close the pool, then stop the embedded PostgreSQL (if we started one) and free the data dir. */
  close: () => Promise<void>;
}

/**
 * Connect to DATABASE_URL, or start the embedded PostgreSQL in DATA_DIR; then apply the
 * migrations and seed the catalogue if it is empty.
 */
export const openDatabase = async (config: AppConfig, log: Logger): Promise<OpenDatabase> => {
  let stopEmbedded = async (): Promise<void> => {};
  let url = config.databaseUrl;
  if (!url) {
    const unlock = lockDataDir(config.dataDir);
    try {
      const embedded = await startEmbeddedPostgres(config.dataDir, log);
      url = embedded.url;
      stopEmbedded = async () => {
        await embedded.stop();
        unlock();
      };
    } catch (error) {
      unlock();
      throw error;
    }
  }
  const pool = createPool(url, (error) => log.warn(`idle database connection lost: ${error.message}`));
  const close = async () => {
    await pool.end();
    await stopEmbedded();
  };
  try {
    await runMigrations(pool);
    if (await seedCatalogue(createDatabase(pool))) log.info('Seeded the catalogue');
  } catch (error) {
    await close();
    throw error;
  }
  return { pool, close };
};
