import crypto from 'node:crypto';
import { spawn, spawnSync } from 'node:child_process';
import { freePort } from './multi-instance-stack.ts';

/**
 * Which Redis the Redis tests use: TEST_REDIS_URL, as for the multi-instance test (.ci/run
 * sets it when the machine's Redis answers), never REDIS_URL. Undefined when it is not set,
 * after writing why the caller's tests do not run.
 */
export const testRedisUrl = (who: string): string | undefined => {
  const url = process.env.TEST_REDIS_URL;
  if (url) return url;
  process.stderr.write(
    `[${who}] not run: TEST_REDIS_URL is not set (e.g. redis://127.0.0.1:6379; .ci/run sets it when Redis answers)\n`,
  );
  return undefined;
};

/**
 * Whether a test that stops and restarts Redis can run: TEST_REDIS_URL asks for the Redis
 * tests, and Debian's redis-server is installed to start a Redis of the test's own (the one
 * in TEST_REDIS_URL is shared, so it is never stopped). Writes why not when it cannot.
 */
export const canStartOwnRedis = (who: string): boolean => {
  if (!testRedisUrl(who)) return false;
  if (spawnSync('redis-server', ['--version']).status === 0) return true;
  process.stderr.write(
    `[${who}] not run: it stops a Redis of its own, and redis-server is not installed (apt-get install redis-server)\n`,
  );
  return false;
};

/**
 * A client address of this run's own for rate-limit counters in a shared Redis, where an
 * earlier or parallel run may have left counts for a fixed one (198.18.0.0/15, for tests).
 */
export const freshClientAddress = (): string =>
  `198.${crypto.randomInt(18, 20)}.${crypto.randomInt(0, 256)}.${crypto.randomInt(1, 255)}`;

/**
 * A throwaway redis-server without persistence, on the given port (so that it can come
 * back where it was) or a free one; resolves once it says it is ready.
 */
export const startRedis = async (port?: number) => {
  const at = port ?? (await freePort());
  const child = spawn(
    'redis-server',
    ['--port', String(at), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  await new Promise<void>((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Ready to accept connections')) resolve();
    });
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`redis-server exited (${code}):\n${output}`)));
  });
  child.stdout.resume();
  child.stderr.resume();
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    port: at,
    url: `redis://127.0.0.1:${at}`,
    /** Accepts connections but answers nothing, as a hung Redis does. */
    pause: () => child.kill('SIGSTOP'),
    resume: () => child.kill('SIGCONT'),
    /** Gone at once, as a crashed Redis is. */
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
};
