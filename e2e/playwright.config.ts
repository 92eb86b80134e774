import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { e2eDataDir, e2ePort } from './e2e-server.ts';

/**
 * Debian's Chromium against the production build served by the real server, which runs
 * its own embedded PostgreSQL in a fresh data dir.
 */
const port = e2ePort;
const dataDir = e2eDataDir;
const root = path.join(import.meta.dirname, '..');

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-default-apps',
];

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? 'list' : [['list']],
  // A whole journey (signup, mail, login, accessibility scans) takes 20–40 s on a busy 2-core
  // machine; each wait inside a test is still bounded by the expect timeout below.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: '/usr/bin/chromium', args: chromiumArgs },
  },
  projects: [
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'], launchOptions: { executablePath: '/usr/bin/chromium', args: chromiumArgs } },
    },
  ],
  webServer: {
    command: `rm -rf ${dataDir} && mkdir -p ${dataDir} && chmod 755 ${dataDir} && node --import tsx apps/server/src/server.ts`,
    cwd: root,
    url: `http://127.0.0.1:${port}/readyz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATABASE_URL: '',
      // The mail outbox at /dev/mail, where account tests read verification and reset links.
      NODE_ENV: 'test',
      // Every test signs up and logs in from 127.0.0.1: the spec's 100 per 15 minutes would
      // make tests fail each other. The limit itself is proven by the server tests.
      RATE_LIMIT_AUTH_MAX: '1000',
      // Likewise the 10 contact messages per hour: many tests send one (contact-failures.test.ts proves the limit).
      RATE_LIMIT_CONTACT_MAX: '1000',
    },
  },
});
