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

export default tseslint.config(
  { ignores: ['**/dist/', '**/node_modules/', 'data/', '.tmp/', 'test-results/', 'playwright-report/'] },
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
    files: ['scripts/**', 'bench/**', 'e2e/**'],
    rules: { 'no-console': 'off' },
  },
  {
    files: [`${WEB}/**/*.{ts,tsx}`],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [importX.createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })] },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname,
          zones: [
            ...FEATURES.map((feature) => ({ target: `${WEB}/features/${feature}`, from: `${WEB}/features`, except: [`./${feature}`], message: ANOTHER_FEATURE })),
            { target: `${WEB}/features`, from: `${WEB}/app`, message: 'A feature never imports app/: app/ composes features, not the other way round.' },
            { target: SHARED, from: [`${WEB}/features`, `${WEB}/app`], message: 'Shared code (lib, ui, stores, components, config) never imports a feature or app/.' },
          ],
        },
      ],
    },
  },
);
