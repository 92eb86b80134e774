import { configDefaults, defineConfig } from 'vitest/config';

/** Starts real processes (two servers, nginx) on TEST_DATABASE_URL and TEST_REDIS_URL: its own project. */
const multiInstanceTest = 'apps/server/test/multi-instance.test.ts';

/**
 * Domain tests, and the server's tests against real PostgreSQL: always the embedded one,
 * and also the one in TEST_DATABASE_URL when it is set. Each server test file gets a
 * fresh database of its own.
 */
const serverProject = (name: string, target: 'embedded' | 'external') => ({
  test: {
    name,
    include: ['apps/server/test/**/*.test.ts'],
    exclude: [...configDefaults.exclude, multiInstanceTest],
    globalSetup: ['apps/server/test/global-setup.ts'],
    setupFiles: ['test-setup/fail-on-console.ts'],
    env: { TEST_DB_TARGET: target },
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'domain',
          include: ['packages/domain/test/**/*.test.ts'],
          setupFiles: ['test-setup/fail-on-console.ts'],
        },
      },
      {
        // Checks of the web app's production build (one build per file: keep them few).
        test: {
          name: 'web',
          include: ['apps/web/test/**/*.test.ts'],
          setupFiles: ['test-setup/fail-on-console.ts'],
          testTimeout: 180_000,
        },
      },
      serverProject('server', 'embedded'),
      ...(process.env.TEST_DATABASE_URL ? [serverProject('server-external-pg', 'external')] : []),
      {
        test: {
          name: 'multi-instance',
          include: [multiInstanceTest],
          setupFiles: ['test-setup/fail-on-console.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
