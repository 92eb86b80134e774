import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.join(import.meta.dirname, '..');

/**
 * The production build of the web app with its Vite manifest, in a directory of its own
 * (never apps/web/dist, which running servers read). BENCH_WEB_DIST reuses a build made
 * with `vite build --manifest`.
 */
export const buildWeb = (): string => {
  const given = process.env.BENCH_WEB_DIST;
  if (given) {
    if (!fs.existsSync(path.join(given, '.vite/manifest.json')))
      throw new Error(`${given} has no .vite/manifest.json: build it with --manifest`);
    return given;
  }
  const outDir = path.join(os.tmpdir(), 'rta-bench-web-dist');
  const result = spawnSync(
    'npx',
    ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--manifest', '--logLevel', 'error'],
    {
      cwd: path.join(root, 'apps/web'),
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  if (result.status !== 0) throw new Error(`vite build failed (${result.status})`);
  return outDir;
};
