// One lint config for the workspace. The import rules enforce DESIGN.md §1: remotes never import
// each other or the host, shared imports no app, the API imports only the pure parts of shared,
// and Chakra is reached only through @haulstop/shared/ui (one instance, tree-shaken).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { existsSync, readdirSync } from 'node:fs';

const apps = ['host', 'remote-reserve', 'remote-finance', 'remote-admin', 'remote-reports'];
const appZones = apps.map((app) => ({
  target: `./${app}`,
  from: apps
    .filter((a) => a !== app)
    .map((a) => `./${a}`)
    .concat(['./api']),
  message: 'An app never imports another app, the API, or shared internals: use @haulstop/shared/<concern>.',
}));

// Inside each app, a feature folder imports no other feature folder: pages (and the app shell)
// compose features. One zone per feature folder, generated, so a new feature is covered at once.
const featureZones = apps.flatMap((app) => {
  const root = `./${app}/src/features`;
  if (!existsSync(root)) return [];
  return readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map(({ name }) => ({
      target: `${root}/${name}`,
      from: root,
      except: [`./${name}`],
      message: `src/features/${name} may not import another feature: compose features in a page (or the app shell), or move the shared piece to @haulstop/shared.`,
    }));
});

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/.data/**', '**/coverage/**', '**/test-results/**', '**/playwright-report/**', '.tools/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    // Cycles are our own code's problem: never parse dependencies (PGlite's bundle overflows the parser).
    settings: {
      'import-x/ignore': ['node_modules'],
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: ['*/tsconfig.json'], noWarnOnMultipleProjects: true })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...appZones,
            ...featureZones,
            {
              target: './shared',
              from: ['./host', './remote-reserve', './remote-finance', './remote-admin', './remote-reports', './api'],
              message: 'shared imports no app.',
            },
            { target: './api', from: apps.map((a) => `./${a}`), message: 'The API never imports an app.' },
          ],
        },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: apps.map((a) => `${a}/src/**/*.{ts,tsx}`),
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: '@chakra-ui/react', message: 'Import Chakra through @haulstop/shared/ui.' }],
          patterns: [{ group: ['@haulstop/*/src/*', '../../*/src/*'], message: 'Never reach into another package’s src/.' }],
        },
      ],
    },
  },
  {
    files: ['api/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '@haulstop/shared/auth',
                '@haulstop/shared/session',
                '@haulstop/shared/i18n',
                '@haulstop/shared/ui',
                '@haulstop/shared/config',
                '@haulstop/shared/api',
                '@haulstop/shared/query',
                '@haulstop/shared/testing',
                '@haulstop/shared/testing/*',
              ],
              message: 'The API imports only the pure parts of shared (rules, permissions, menu, status, constants, contracts).',
            },
            { group: ['react', 'react-dom', '@chakra-ui/*'], message: 'The API imports no React.' },
            {
              // A module's tables are its own: another module reads and writes them through its service
              // (or composes its SQL fragments, *-sql.ts / queries.ts), never through its repository.
              group: ['../*/repository', '../*/*-repository'],
              message: "Call the other module's service, not its repository (its tables are its own).",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['shared/src/{rules,permissions,menu,status,constants,contracts}/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react-dom', 'axios', 'zustand', 'i18next', '@chakra-ui/*', '../auth/*', '../session/*', '../ui/*', '../i18n/*'],
              message: 'Pure modules import no React and no browser API.',
            },
          ],
        },
      ],
    },
  },
  {
    // "Is platform" has one definition (isPlatformOrganization, beside PLATFORM_ORG_ID): a second one
    // (an id compared inline, the constant redeclared) drifts from it, as an org-type test once did.
    files: ['**/*.{ts,tsx}'],
    ignores: ['shared/src/constants/product.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "BinaryExpression[operator=/^[!=]==?$/] > Identifier[name='PLATFORM_ORG_ID']",
          message: 'Ask isPlatformOrganization(id) from @haulstop/shared/constants instead of comparing with PLATFORM_ORG_ID.',
        },
        { selector: "VariableDeclarator[id.name='PLATFORM_ORG_ID']", message: 'PLATFORM_ORG_ID is declared once, in @haulstop/shared/constants.' },
      ],
    },
  },
  { files: ['**/*.cjs'], languageOptions: { sourceType: 'commonjs' }, rules: { '@typescript-eslint/no-require-imports': 'off' } },
);
