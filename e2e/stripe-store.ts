import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { e2eDataDir, e2ePort } from './e2e-server.ts';
import { startStripeStandIn, type StripeStandIn } from '../apps/server/test/stripe-stand-in.ts';

/**
 * A second instance of the store, configured for Stripe Checkout, on the e2e server's own
 * PostgreSQL (as several instances share one database in production), and a local stand-in
 * for the Stripe API that also serves a fake hosted checkout page. Stripe cannot be reached
 * from here; the store's real SDK client talks to the stand-in through STRIPE_API_BASE.
 */
export const stripeStorePort = e2ePort + 1000;
export const stripeStandInPort = e2ePort + 1100;
export const stripeStoreUrl = `http://127.0.0.1:${stripeStorePort}`;
export const stripeStandInUrl = `http://127.0.0.1:${stripeStandInPort}`;

const SECRET_KEY = 'sk_test_e2e_stand_in';
const WEBHOOK_SECRET = 'whsec_e2e_stand_in';

const databaseUrl = (): string => {
  const lines = fs.readFileSync(path.join(e2eDataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n');
  const password = fs.readFileSync(path.join(e2eDataDir, 'postgres-password'), 'utf8').trim();
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${Number(lines[3])}/store`;
};

/**
 * Resolves when the server says it is listening (it listens only once its database is ready),
 * and fails at once if it exits first.
 */
const listening = (server: ChildProcess, output: () => string): Promise<void> =>
  new Promise((resolve, reject) => {
    const onData = () => {
      if (!output().includes('Server listening at')) return;
      server.stdout?.off('data', onData);
      server.off('exit', onExit);
      resolve();
    };
    const onExit = () => reject(new Error(`the Stripe-configured store exited:\n${output()}`));
    server.stdout?.on('data', onData);
    server.once('exit', onExit);
  });

export interface StripeStore {
  stripe: StripeStandIn;
  stop: () => Promise<void>;
}

export const startStripeStore = async (): Promise<StripeStore> => {
  const stripe = await startStripeStandIn({
    port: stripeStandInPort,
    apiKey: SECRET_KEY,
    webhookSecret: WEBHOOK_SECRET,
    webhookUrl: `${stripeStoreUrl}/api/payments/stripe/webhook`,
  });
  const root = path.join(import.meta.dirname, '..');
  let output = '';
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: String(stripeStorePort),
      HOST: '127.0.0.1',
      PUBLIC_URL: stripeStoreUrl,
      DATABASE_URL: databaseUrl(),
      DATA_DIR: path.join(e2eDataDir, 'stripe-instance'),
      NODE_ENV: 'test',
      // 'info' for the line that says it is listening.
      LOG_LEVEL: 'info',
      RATE_LIMIT_AUTH_MAX: '1000',
      RATE_LIMIT_CONTACT_MAX: '1000',
      STRIPE_SECRET_KEY: SECRET_KEY,
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_BASE: stripe.url,
    },
  });
  server.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  try {
    await listening(server, () => output);
  } catch (error) {
    server.kill('SIGTERM');
    await stripe.close();
    throw error;
  }
  return {
    stripe,
    stop: async () => {
      if (server.exitCode === null) server.kill('SIGTERM');
      await exited;
      await stripe.close();
    },
  };
};
