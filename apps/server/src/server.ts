import closeWithGrace from 'close-with-grace';
import pino from 'pino';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/open-database.ts';

/** Start the store: database, app, listen; on SIGTERM/SIGINT drain and stop in order. */
const main = async (): Promise<void> => {
  const config = loadConfig();
  const logger = pino({ level: config.logLevel });
  const database = await openDatabase(config, logger);
  const app = await buildApp({ config, pool: database.pool, logger });

  closeWithGrace({ delay: 15_000, logger }, async ({ signal, err }) => {
    if (err) logger.error({ err }, 'shutting down after an error');
    else logger.info(`${signal ?? 'exit'}: draining requests`);
    await app.close();
    await database.close();
    logger.info('stopped');
  });

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    logger.error({ err: error }, 'could not listen');
    await database.close();
    process.exit(1);
  }
};

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
