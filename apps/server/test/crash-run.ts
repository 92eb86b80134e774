import { runCrashTest } from './crash-harness.ts';

/**
 * `npm run test:crash`: the long crash test. CRASH_KILLS (default 20) kills with SIGKILL,
 * every fourth one while the server starts; CRASH_CLIENTS shoppers (default 8); on the
 * embedded PostgreSQL in a fresh DATA_DIR, or on a fresh database on TEST_DATABASE_URL
 * when that is set. Exits 1 when any guarantee failed.
 */
const kills = Number(process.env.CRASH_KILLS ?? 20);
const clients = Number(process.env.CRASH_CLIENTS ?? 8);
const seed = process.env.CRASH_SEED ? Number(process.env.CRASH_SEED) : undefined;

const print = (text: string) => process.stdout.write(`${text}\n`);

const report = await runCrashTest({
  kills,
  clients,
  startupKillEvery: 4,
  externalDatabaseUrl: process.env.TEST_DATABASE_URL || undefined,
  seed,
  log: (line) => print(line),
});
const restarts = [...report.restartMs].sort((a, b) => a - b);
print(
  [
    `seed ${report.seed} (CRASH_SEED=${report.seed} replays the carts and kill timings)`,
    `kills: ${report.kills} (${report.startupKills} during startup)`,
    `orders requested ${report.requested}, acknowledged ${report.acknowledged}, in the database ${report.ordersInDatabase}`,
    `order attempts ${report.attempts}: cut off by a kill ${report.cutOff}, refused while down ${report.refused}, 5xx answers ${report.serverErrors}`,
    `orders acknowledged on a retry as already placed (committed, answer lost): ${report.replayed}`,
    `restart after a kill: median ${restarts[Math.floor(restarts.length / 2)] ?? 0} ms, max ${restarts.at(-1) ?? 0} ms`,
    `duration ${(report.durationMs / 1000).toFixed(1)} s`,
  ].join('\n'),
);
if (report.violations.length > 0) {
  console.error(`FAILED: ${report.violations.length} violation(s):\n${report.violations.join('\n')}`);
  process.exit(1);
}
print('PASSED: every acknowledged order exists exactly once and complete; no order nobody asked for.');
