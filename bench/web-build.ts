import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.join(import.meta.dirname, '..');

/**
 * The production build of the web app with its Vite manifest, in a directory of its own (never
 * apps/web/dist, which running servers read): apps/web/node_modules/.cache/rta-bench-web/dist,
 * and beside it dist-server, the server's build of the app (entry-server.tsx), where the server
 * looks for it by default; under the checkout's node_modules, so that the server build's imports
 * of npm packages resolve. BENCH_WEB_DIST reuses a build made with `vite build --manifest` (for
 * this checkout only). `checkout`: another checkout of the store (its node_modules installed) to
 * build with its own Vite config; one without entry-server.tsx gets no server build.
 */
export const buildWeb = (checkout = root): string => {
  const given = process.env.BENCH_WEB_DIST;
  if (given && path.resolve(checkout) === root) {
    if (!fs.existsSync(path.join(given, '.vite/manifest.json')))
      throw new Error(`${given} has no .vite/manifest.json: build it with --manifest`);
    return given;
  }
  const web = path.join(checkout, 'apps/web');
  const outDir = path.join(web, 'node_modules/.cache/rta-bench-web');
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
