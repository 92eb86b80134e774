import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.join(import.meta.dirname, '..');

/**
 * The production build of the web app with its Vite manifest, in a directory of its own
 * (never apps/web/dist, which running servers read): `$TMPDIR/rta-bench-web/dist`, and beside it
 * `dist-server`, the server's build of the app (entry-server.tsx), where the server looks for it
 * by default. BENCH_WEB_DIST reuses a build made with `vite build --manifest` (for this checkout
 * only). `checkout`: another checkout of the store (its node_modules installed) to build with its
 * own Vite config, into `$TMPDIR/rta-bench-web-<hash of its path>`; a checkout without
 * entry-server.tsx gets no server build.
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
  const outDir = path.join(os.tmpdir(), `rta-bench-web${suffix}`);
  const web = path.join(checkout, 'apps/web');
  const vite = (...args: string[]): void => {
    const result = spawnSync('npx', ['vite', 'build', ...args, '--emptyOutDir', '--logLevel', 'error'], {
      cwd: web,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    if (result.status !== 0) throw new Error(`vite build ${args.join(' ')} in ${web} failed (${result.status})`);
  };
  vite('--outDir', path.join(outDir, 'dist'), '--manifest');
  if (fs.existsSync(path.join(web, 'src/entry-server.tsx')))
    vite('--ssr', 'src/entry-server.tsx', '--outDir', path.join(outDir, 'dist-server'));
  return path.join(outDir, 'dist');
};
