import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import pino from 'pino';
import { buildApp } from '../src/app.ts';
import { createPool } from '../src/db/pool.ts';
import { createTestDatabase, testConfig } from './helper.ts';

export interface TwoInstances {
  url: string;
  poolA: pg.Pool;
  poolB: pg.Pool;
  a: FastifyInstance;
  b: FastifyInstance;
  close: () => Promise<void>;
}

/** Two instances of the store on one fresh database, each with its own pool, as behind a load balancer. */
export const startTwoInstances = async (env: Record<string, string>): Promise<TwoInstances> => {
  const url = await createTestDatabase();
  const poolA = createPool(url);
  const poolB = createPool(url);
  const a = await buildApp({ config: testConfig(env), pool: poolA, logger: pino({ level: 'silent' }) });
  const b = await buildApp({ config: testConfig(env), pool: poolB, logger: pino({ level: 'silent' }) });
  await Promise.all([a.ready(), b.ready()]);
  return {
    url,
    poolA,
    poolB,
    a,
    b,
    close: async () => {
      await Promise.all([a.close(), b.close()]);
      await Promise.all([poolA.end(), poolB.end()]);
    },
  };
};
