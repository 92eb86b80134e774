import path from 'node:path';
import { ESLint } from 'eslint';
import { build, type Plugin, type Rolldown } from 'vite';
import { expect, test } from 'vitest';

/**
 * eslint.config.js keeps the forms' resolver and react-toastify off the first page load with a lint rule on
 * every web module except those it lists as loaded later. This holds that list to the
 * production build, and the build to the rule's intent.
 */
const web = path.join(import.meta.dirname, '..');
const root = path.join(web, '../..');
const pageRoutes = path.join(web, 'src/app/page-routes.tsx');
/** The store and checkout wait for the binder's stored contents before their first render (vite.config.ts ROUTE_MODULES). */
const binderStorage = path.join(web, 'src/stores/binder-storage.ts');
const FIRST_LOAD_RULE = '@typescript-eslint/no-restricted-imports';

interface FirstLoad {
  /** Every module in the first load's chunks. */
  modules: Set<string>;
  /** Those of them with code in the chunks (not dropped as unused). */
  shipped: Set<string>;
}

/**
 * Builds the app (in memory) and reads the first page's path off the build: the entry's chunk
 * and each page's (the modules app/page-routes.tsx imports dynamically), with the chunks
 * they import statically.
 */
const buildFirstLoad = async (): Promise<FirstLoad> => {
  let pages: string[] = [];
  const pageModules: Plugin = {
    name: 'page-modules',
    generateBundle() {
      pages = [...(this.getModuleInfo(pageRoutes)?.dynamicallyImportedIds ?? [])];
    },
  };
  const output = await build({
    root: web,
    configFile: path.join(web, 'vite.config.ts'),
    logLevel: 'silent',
    plugins: [pageModules],
    build: { write: false },
  });
  const chunks = ([output].flat() as Rolldown.RolldownOutput[])
    .flatMap((result) => result.output)
    .filter((item): item is Rolldown.OutputChunk => item.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const starts = chunks.filter(
    (chunk) => chunk.isEntry || [...pages, binderStorage].some((page) => chunk.moduleIds.includes(page)),
  );
  expect(starts.filter((chunk) => chunk.isEntry)).toHaveLength(1);
  expect(pages.length).toBeGreaterThan(10);
  const seen = new Set<Rolldown.OutputChunk>();
  const visit = (chunk: Rolldown.OutputChunk | undefined): void => {
    if (!chunk || seen.has(chunk)) return;
    seen.add(chunk);
    chunk.imports.forEach((file) => visit(byFile.get(file)));
  };
  starts.forEach(visit);
  const loaded = [...seen].flatMap((chunk) => Object.entries(chunk.modules));
  return {
    modules: new Set(loaded.map(([id]) => id)),
    shipped: new Set(loaded.filter(([, module]) => module.renderedLength > 0).map(([id]) => id)),
  };
};

const webModules = (modules: Set<string>): string[] =>
  [...modules]
    .filter((id) => id.startsWith(path.join(web, 'src')) && /\.tsx?$/.test(id))
    .map((id) => path.relative(root, id));

test("no module that eslint.config.js lets import the forms' resolver or react-toastify is on the first page load, and the first load holds none of their code", async () => {
  const eslint = new ESLint({ cwd: root });
  const ruleFor = async (file: string): Promise<unknown[] | undefined> => {
    const rule: unknown = (await eslint.calculateConfigForFile(path.join(root, file)))?.rules?.[FIRST_LOAD_RULE];
    return Array.isArray(rule) && (rule[0] === 2 || rule[0] === 'error') ? rule : undefined;
  };
  const firstLoad = await buildFirstLoad();
  const onFirstLoad = webModules(firstLoad.modules);
  expect(onFirstLoad).toContain('apps/web/src/main.tsx');
  expect(onFirstLoad).toContain('apps/web/src/features/checkout/checkout-page.tsx');

  const unruled: string[] = [];
  for (const file of onFirstLoad) if (!(await ruleFor(file))) unruled.push(file);
  expect(unruled, 'on the first page load, yet listed in eslint.config.js LOADED_LATER').toEqual([]);

  // What the rule forbids, as configured: no module of those packages has code in the first
  // load, whichever module imports it (a domain module too, which the rule does not cover).
  const [, options] = (await ruleFor('apps/web/src/main.tsx')) as [unknown, { paths: { name: string }[] }];
  const forbidden = options.paths.map((entry) => entry.name);
  expect(forbidden).toContain('react-toastify');
  const shippedForbidden = [...firstLoad.shipped].filter((id) => {
    const at = id.lastIndexOf('/node_modules/');
    return at >= 0 && forbidden.some((name) => id.startsWith(`${name}/`, at + '/node_modules/'.length));
  });
  expect(shippedForbidden.map((id) => path.relative(root, id))).toEqual([]);
});
