// Prints the URL of the machine's Redis (127.0.0.1:6379) when it answers PING, or exits 1.
// .ci/run uses it to set TEST_REDIS_URL for the Redis tests and the multi-instance test.
import { Redis } from 'ioredis';

const url = 'redis://127.0.0.1:6379';
const redis = new Redis(url, {
  lazyConnect: true,
  connectTimeout: 3000,
  maxRetriesPerRequest: 0,
  retryStrategy: () => null,
});
redis.on('error', () => {});
try {
  await redis.connect();
  if ((await redis.ping()) !== 'PONG') throw new Error('no PONG');
  process.stdout.write(`${url}\n`);
} catch (error) {
  process.stderr.write(
    `No Redis at 127.0.0.1:6379 (${error.message}); the Redis tests and the multi-instance test will not run.\n`,
  );
  process.exitCode = 1;
} finally {
  redis.disconnect();
}
