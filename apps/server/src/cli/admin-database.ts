import fs from 'node:fs';
import path from 'node:path';
import type { AppConfig } from '../config.ts';
import { DataDirInUseError } from '../db/data-dir-lock.ts';
import { openDatabase, type OpenDatabase } from '../db/open-database.ts';
import { createPool } from '../db/pool.ts';

const quiet = { info: () => {}, debug: () => {}, warn: (message: string) => process.stderr.write(`${message}\n`) };

/**
 * The running server's embedded PostgreSQL, reached as its owner: the port from the
 * cluster's postmaster.pid and the password the server generated in DATA_DIR.
 */
const runningServerDatabase = (dataDir: string): OpenDatabase => {
  const pidFile = path.join(dataDir, 'postgres', 'postmaster.pid');
  const port = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[3]);
  if (!Number.isInteger(port) || port <= 0) throw new Error(`Could not read the database port from ${pidFile}.`);
  const password = fs.readFileSync(path.join(dataDir, 'postgres-password'), 'utf8').trim();
  const pool = createPool(`postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/store`);
  return { pool, close: () => pool.end() };
};

/**
 * The store's database for the owner's command line: DATABASE_URL when set; otherwise the
 * embedded PostgreSQL in DATA_DIR, started for the command when the server is not running,
 * or the running server's own when it is.
 */
export const openAdminDatabase = async (config: AppConfig): Promise<OpenDatabase> => {
  try {
    return await openDatabase(config, quiet);
  } catch (error) {
    if (!(error instanceof DataDirInUseError)) throw error;
    return runningServerDatabase(config.dataDir);
  }
};
