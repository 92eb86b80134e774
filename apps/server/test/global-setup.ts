import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../src/db/embedded-postgres.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    adminDatabaseUrl: string;
  }
}

const quiet = { info: () => {}, warn: (msg: string) => process.stderr.write(`${msg}\n`), debug: () => {} };

/**
 * One PostgreSQL server for the whole run; each test file makes its own database on it.
 * 'embedded' starts the real embedded PostgreSQL the store uses; 'external' uses TEST_DATABASE_URL.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (process.env.TEST_DB_TARGET === 'external') {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error('TEST_DATABASE_URL is not set');
    project.provide('adminDatabaseUrl', url);
    return async () => {};
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rta-test-pg-'));
  fs.chmodSync(dataDir, 0o755);
  const embedded: EmbeddedDatabase = await startEmbeddedPostgres(dataDir, quiet);
  project.provide('adminDatabaseUrl', embedded.url);
  return async () => {
    await embedded.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
