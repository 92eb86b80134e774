import base from '/work/main/eslint.config.js';
import importX from 'eslint-plugin-import-x';
export default [...base, {
  files: ['apps/**/*.{ts,tsx}', 'packages/**/*.ts'],
  plugins: { 'import-x': importX },
  settings: {
    'import-x/extensions': ['.ts', '.tsx', '.js'],
    'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    'import-x/resolver-next': [importX.createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
  },
  rules: { 'import-x/no-cycle': 'error' },
}];
