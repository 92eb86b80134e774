import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.join(import.meta.dirname, '..');

/**
 * The production build of the web app with its Vite manifest, in a directory of its own
 * (never apps/web/dist, which running servers read). BENCH_WEB_DIST reuses a build made
 * with `vite build --manifest` (for this checkout only). `checkout`: another checkout of the
 * store (its node_modules installed) to build with its own Vite config, into a directory
 * named after its path.
 */
export const buildWeb = (checkout = root): string => {
  const self = path.resolve(checkout) === root;
  const given = process.env.BENCH_WEB_DIST;
  if (given && self) {
    if (!fs.existsSync(path.join(given, '.vite/manifest.json')))
      throw new Error(`${given} has no .vite/manifest.json: build it with --manifest`);
    return given;
  }
  const suffix = self ? '' : `-${crypto.createHash('sha256').update(path.resolve(checkout)).digest('hex').slice(0, 8)}`;
  const outDir = path.join(os.tmpdir(), `rta-bench-web-dist${suffix}`);
  const result = spawnSync(
    'npx',
    ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--manifest', '--logLevel', 'error'],
    {
      cwd: path.join(checkout, 'apps/web'),
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  if (result.status !== 0) throw new Error(`vite build of ${checkout} failed (${result.status})`);
  return outDir;
};
