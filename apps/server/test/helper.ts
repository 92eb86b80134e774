import crypto from 'node:crypto';
import { afterAll, inject } from 'vitest';
import pg from 'pg';
import pino from 'pino';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import { loadConfig, type AppConfig } from '../src/config.ts';
import type { Clock } from '../src/lib/clock.ts';
import { seedCatalogue } from '../src/catalogue/seed-catalogue.ts';
import { runMigrations } from '../src/db/migrate.ts';
import { createDatabase, createPool } from '../src/db/pool.ts';

const withDatabase = (url: string, name: string): string => {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
};

/** A fresh, migrated and seeded database for this test file, dropped when the file ends. */
export const createTestDatabase = async (): Promise<string> => {
  const adminUrl = inject('adminDatabaseUrl');
  const name = `test_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = withDatabase(adminUrl, name);
  const pool = createPool(url);
  await runMigrations(pool);
  await seedCatalogue(createDatabase(pool));
  await pool.end();
  afterAll(async () => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await client.end();
  });
  return url;
};

export const testConfig = (overrides: NodeJS.ProcessEnv = {}): AppConfig =>
  loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST_DIR: '/nonexistent', ...overrides });

export interface TestApp {
  app: FastifyInstance;
  pool: pg.Pool;
}

/** The real app on a fresh database; closed after the file. Pass a clock to move time by hand, a logger to read the log. */
export const buildTestApp = async (
  env: NodeJS.ProcessEnv = {},
  options: { clock?: Clock; logger?: FastifyBaseLogger } = {},
): Promise<TestApp> => {
  const url = await createTestDatabase();
  const pool = createPool(url);
  const app = await buildApp({
    config: testConfig(env),
    pool,
    logger: options.logger ?? pino({ level: 'silent' }),
    clock: options.clock,
  });
  await app.ready();
  afterAll(async () => {
    await app.close();
    await pool.end();
  });
  return { app, pool };
};
