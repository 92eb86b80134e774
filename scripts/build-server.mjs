// Builds the server for `npm run serve`: our TypeScript (apps/server/src and the @rta/domain
// modules it imports) bundled by esbuild into apps/server/dist/server.js, with a source map;
// npm packages stay ordinary imports from node_modules. The migrations are copied next to it
// (migrate.ts finds them beside the running module). Development and the tests still run
// the sources through tsx.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const outdir = path.join(root, 'apps/server/dist');

/** Bare imports are npm packages, except our own workspace modules, which are TypeScript. */
const npmPackagesExternal = {
  name: 'npm-packages-external',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@rta/') ? undefined : { path: args.path, external: true },
    );
  },
};

/** Replace a file in one step, so a server starting meanwhile never reads half of it. */
const writeAtomically = (file, contents) => {
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, contents);
  fs.renameSync(temporary, file);
};

export const buildServer = async () => {
  const result = await build({
    entryPoints: [path.join(root, 'apps/server/src/server.ts')],
    outfile: path.join(outdir, 'server.js'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    write: false,
    plugins: [npmPackagesExternal],
    logLevel: 'warning',
  });
  fs.mkdirSync(path.join(outdir, 'migrations'), { recursive: true });
  fs.cpSync(path.join(root, 'apps/server/src/db/migrations'), path.join(outdir, 'migrations'), { recursive: true });
  for (const file of result.outputFiles) writeAtomically(file.path, file.contents);
  return path.join(outdir, 'server.js');
};

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await buildServer();
}
