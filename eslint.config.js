import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import globals from 'globals';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const WEB = 'apps/web/src';

/**
 * The web app's layers (bulletproof-react): shared code (lib, ui, stores, components,
 * config) → features → app. Shared code imports neither features nor app; a feature imports
 * shared code and the domain, never another feature nor app; app/ composes features (the
 * binder panel gets the project bar from app/layout/binder-dialog.tsx).
 */
const SHARED = ['lib', 'ui', 'stores', 'components', 'config'].map((dir) => `${WEB}/${dir}`);
// Read from the folder, so that a new feature is fenced in from its first file.
const FEATURES = fs
  .readdirSync(path.join(import.meta.dirname, WEB, 'features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const ANOTHER_FEATURE =
  'A feature never imports another feature: move what both use to a shared place (lib/, ui/, stores/, components/, or packages/domain for a business rule), or let app/ compose the two.';

/**
 * Modules kept off the first page load (issue 10: at most 120 KB of initial JS): the forms'
 * resolver (it loads with the forms that need it; valibot itself is small enough for the first
 * load, docs/decisions/0145) and the toasts (app/toasts.tsx loads after the first paint).
 */
const FIRST_LOAD_FORBIDDEN = ['@hookform/resolvers/valibot', 'react-toastify'];

/**
 * The first page's path is the entry (main.tsx) with everything it imports statically, and each
 * page of app/page-routes.tsx with its static imports (and stores/binder-storage.ts, which the
 * store and checkout wait for). Rather than list that path, the rule holds for every module of
 * the web app except these, which are only ever loaded lazily (by a dynamic import() of them or
 * of a module that imports them): dialogs, the binder panel, the toasts. A new module is held
 * to the rule until it is listed here. apps/web/test/first-load.test.ts builds the app and
 * fails if any module listed here is on the first load, so the list cannot go stale: a module
 * that moves onto the first page's path leaves the list (and its forbidden import goes lazy).
 */
const LOADED_LATER = [
  `${WEB}/app/toasts.tsx`,
  // The login and profile dialogs (app/layout/shell-dialogs.tsx) and what only they use.
  ...['login-form.tsx', 'signup-form.tsx', 'client-lockout.ts', 'profile-information.tsx', 'api/get-orders.ts'].map(
    (file) => `${WEB}/features/account/${file}`,
  ),
  `${WEB}/features/binder/**`,
  `${WEB}/features/projects/**`,
  `${WEB}/features/support/**`,
];

/**
 * Modules inside LOADED_LATER's folders that are a page's first load all the same: a shared
 * project's page (a link opens it first) and what it imports statically. Held to the rule.
 */
const FIRST_LOAD_TOO = [
  `${WEB}/features/projects/shared-project-page.tsx`,
  `${WEB}/features/projects/binder-contents.ts`,
  `${WEB}/features/projects/project-text.ts`,
  `${WEB}/features/projects/api/share-links-api.ts`,
  `${WEB}/features/projects/project-contents.tsx`,
  `${WEB}/features/projects/hand-off-page.tsx`,
  `${WEB}/features/projects/api/hand-offs-api.ts`,
  `${WEB}/features/projects/api/projects-api.ts`,
];

const firstLoadMessage = (name) =>
  `${name} is loaded on the first page load when this module imports it statically; import it lazily (dynamic import) so the page paints without it. (Modules only ever loaded lazily may import it: LOADED_LATER in eslint.config.js.)`;

const firstLoadRules = {
  '@typescript-eslint/no-restricted-imports': [
    'error',
    {
      paths: FIRST_LOAD_FORBIDDEN.map((name) => ({ name, allowTypeImports: true, message: firstLoadMessage(name) })),
      patterns: FIRST_LOAD_FORBIDDEN.map((name) => ({
        group: [`${name}/*`],
        allowTypeImports: true,
        message: firstLoadMessage(name),
      })),
    },
  ],
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/',
      '**/dist-server/',
      '**/node_modules/',
      'data/',
      '.tmp/',
      'test-results/',
      'playwright-report/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['error'] }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // The loader of a server-rendered page's scripts, served as it is (apps/web/public/after-paint.js).
    files: ['apps/web/public/**/*.js'],
    languageOptions: { globals: { ...globals.browser }, sourceType: 'module' },
  },
  {
    files: ['scripts/**', 'bench/**', 'e2e/**'],
    rules: { 'no-console': 'off' },
  },
  {
    // No import cycles anywhere in our code (a type-only import is no cycle: it leaves nothing at run time).
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      // import-x reads each imported module with this parser; without it a TypeScript module is skipped and no cycle is seen.
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [importX.createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
    },
    rules: { 'import-x/no-cycle': 'error' },
  },
  {
    files: [`${WEB}/**/*.{ts,tsx}`],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname,
          zones: [
            ...FEATURES.map((feature) => ({
              target: `${WEB}/features/${feature}`,
              from: `${WEB}/features`,
              except: [`./${feature}`],
              message: ANOTHER_FEATURE,
            })),
            {
              target: `${WEB}/features`,
              from: `${WEB}/app`,
              message: 'A feature never imports app/: app/ composes features, not the other way round.',
            },
            {
              target: SHARED,
              from: [`${WEB}/features`, `${WEB}/app`],
              message: 'Shared code (lib, ui, stores, components, config) never imports a feature or app/.',
            },
          ],
        },
      ],
    },
  },
  { files: [`${WEB}/**/*.{ts,tsx}`], ignores: LOADED_LATER, rules: firstLoadRules },
  { files: FIRST_LOAD_TOO, rules: firstLoadRules },
);
