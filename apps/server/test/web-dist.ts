import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';

/**
 * A stand-in for the built web app (WEB_DIST_DIR): the given files, by path inside the
 * folder, in a temporary folder removed when the test file ends. The server serves its
 * pages and assets as it would `vite build`'s output.
 */
export const webDist = (files: Record<string, string>): string => {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'rta-dist-'));
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
    fs.writeFileSync(path.join(dist, file), text);
  }
  afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));
  return dist;
};

const DEV_ENTRY = '<script type="module" src="/src/main.tsx"></script>';

/** The web app's real index.html, with its dev entry replaced by a hashed bundle (/assets/index-abc123.js) as `vite build` does. */
export const builtIndexHtml = (): string => {
  const source = fs.readFileSync(path.join(import.meta.dirname, '../../web/index.html'), 'utf8');
  if (!source.includes(DEV_ENTRY))
    throw new Error(`apps/web/index.html no longer has ${DEV_ENTRY}: update web-dist.ts`);
  return source.replace(DEV_ENTRY, '<script type="module" crossorigin src="/assets/index-abc123.js"></script>');
};
