import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll } from 'vitest';

const web = path.join(import.meta.dirname, '../../web');
const root = path.join(web, '../..');

/**
 * The web app's real server build (WEB_SERVER_ENTRY), built from the sources as `npm run build`
 * builds it, for a test that needs what only it does (the cabinet drawings): the server tests run
 * before the build (scripts/test.sh). Built with the web app's own Vite into a folder of the
 * repository's .tmp/ (so its imports resolve to the repository's node_modules), removed when
 * the test file ends. About 3 s.
 */
export const webServerBuild = async (): Promise<string> => {
  fs.mkdirSync(path.join(root, '.tmp'), { recursive: true });
  const outDir = fs.mkdtempSync(path.join(root, '.tmp', 'web-server-build-'));
  afterAll(() => fs.rmSync(outDir, { recursive: true, force: true }));
  const vite = path.join(
    path.dirname(createRequire(path.join(web, 'package.json')).resolve('vite/package.json')),
    'bin/vite.js',
  );
  await promisify(execFile)(
    process.execPath,
    [vite, 'build', '--ssr', 'src/entry-server.tsx', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'],
    { cwd: web },
  );
  return path.join(outDir, 'entry-server.js');
};
