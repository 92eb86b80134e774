import { describe, expect, inject, it } from 'vitest';
import { runCrashTest } from './crash-harness.ts';

/**
 * The short crash test (issue 10): four shoppers place orders, each retrying with the same
 * Idempotency-Key until acknowledged, while the real server process is killed with SIGKILL
 * three times and restarted (after kill -9 the stale server.pid and the orphaned embedded
 * PostgreSQL must not stop it). `npm run test:crash` runs the long version (20 kills).
 * On the embedded PostgreSQL in a fresh DATA_DIR; in the external project on a fresh
 * database on TEST_DATABASE_URL.
 */
const external = process.env.TEST_DB_TARGET === 'external';

describe('crash test', () => {
  it(
    'keeps every acknowledged order exactly once and complete across three kill -9 restarts',
    { timeout: 300_000 },
    async () => {
      const report = await runCrashTest({
        kills: 3,
        clients: 4,
        ordersBetweenKills: 4,
        externalDatabaseUrl: external ? inject('adminDatabaseUrl') : undefined,
      });
      expect(report.violations, `seed ${report.seed}`).toEqual([]);
      expect(report.kills).toBe(3);
      // The kills really cut requests off mid-flight, and the shoppers got orders through between them.
      expect(report.cutOff).toBeGreaterThan(0);
      expect(report.acknowledged).toBeGreaterThanOrEqual(16);
      expect(report.ordersInDatabase).toBe(report.acknowledged);
      expect(report.requested).toBe(report.acknowledged);
    },
  );
});
