// `npm run multi-instance`: the store as it runs at scale (docs/operations.md), on one machine.
// Two (or more) server processes on one PostgreSQL (DATABASE_URL) and one Redis (REDIS_URL),
// behind Debian's nginx with round robin. Ctrl-C stops nginx, then drains the servers.
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/rta REDIS_URL=redis://127.0.0.1:6379 npm run multi-instance
//
// INSTANCE_PORTS (default 3001,3002) and PROXY_PORT (default 8080) choose the ports; every
// other setting (NODE_ENV, SMTP_URL, ...) is passed to the servers as it is.
// Runs under tsx (see package.json) because it shares the nginx setup with the test.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { ensureNginx, startNginx } from '../apps/server/test/multi-instance-stack.ts';

const root = path.join(import.meta.dirname, '..');
const fail = (message) => {
  console.error(message);
  process.exit(1);
};

if (!process.env.DATABASE_URL || !process.env.REDIS_URL) {
  fail(
    'Set DATABASE_URL and REDIS_URL, e.g.\n' +
      '  DATABASE_URL=postgres://postgres@127.0.0.1:5432/rta REDIS_URL=redis://127.0.0.1:6379 npm run multi-instance\n' +
      '(every instance must share them: the embedded PostgreSQL serves one process only).',
  );
}
const ports = (process.env.INSTANCE_PORTS ?? '3001,3002').split(',').map((port) => Number(port.trim()));
const proxyPort = Number(process.env.PROXY_PORT ?? 8080);
if (ports.length < 1 || [...ports, proxyPort].some((port) => !Number.isInteger(port) || port < 1 || port > 65535)) {
  fail(
    'INSTANCE_PORTS must be a comma-separated list of ports and PROXY_PORT a port, e.g. INSTANCE_PORTS=3001,3002 PROXY_PORT=8080',
  );
}
const nginx = ensureNginx((line) => console.log(line));
if ('missing' in nginx) fail(`npm run multi-instance needs nginx: ${nginx.missing}`);

const env = {
  ...process.env,
  HOST: '127.0.0.1',
  PUBLIC_URL: process.env.PUBLIC_URL ?? `http://localhost:${proxyPort}`,
  // nginx on this machine is the only peer whose X-Forwarded-For counts.
  TRUST_PROXY: process.env.TRUST_PROXY ?? '127.0.0.1',
};

const children = [];
/** Starts one instance; resolves once it listens. Its log lines are prefixed with its port. */
const startInstance = (port) =>
  new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/server/src/server.ts')], {
      env: { ...env, PORT: String(port) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.push(child);
    for (const stream of [child.stdout, child.stderr]) {
      readline.createInterface({ input: stream }).on('line', (line) => {
        process.stdout.write(`[${port}] ${line}\n`);
        if (line.includes('Server listening at')) resolve(child);
      });
    }
    child.once('exit', (code, signal) => reject(new Error(`the instance on port ${port} stopped (${code ?? signal})`)));
  });

let proxy;
let stopping = false;
const stopAll = async (code) => {
  if (stopping) return;
  stopping = true;
  await proxy?.stop();
  await Promise.all(
    children
      .filter((child) => child.exitCode === null && child.signalCode === null)
      .map((child) => new Promise((resolve) => child.once('exit', resolve).kill('SIGTERM'))),
  );
  fs.rmSync(prefix, { recursive: true, force: true });
  process.exit(code);
};
const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'rta-nginx-'));
process.on('SIGINT', () => void stopAll(0));
process.on('SIGTERM', () => void stopAll(0));

try {
  // Together, as a deployment would: migrations and the first seeding take turns under locks.
  await Promise.all(ports.map(startInstance));
  for (const child of children) {
    child.once('exit', (exitCode, signal) => {
      if (stopping) return;
      console.error(`An instance stopped (${exitCode ?? signal}); stopping the rest.`);
      void stopAll(1);
    });
  }
  proxy = await startNginx(nginx.binary, {
    prefix,
    listen: `127.0.0.1:${proxyPort}`,
    upstreams: ports.map((port) => `127.0.0.1:${port}`),
    exposeUpstream: true,
  });
  console.log(
    `\nThe store: http://localhost:${proxyPort} (nginx, round robin over ${ports.map((port) => `127.0.0.1:${port}`).join(', ')};` +
      ` each answer's X-Upstream header names the instance). Ctrl-C stops everything.`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  await stopAll(1);
}
