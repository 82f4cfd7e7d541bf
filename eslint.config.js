// @ts-check
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import checkFile from 'eslint-plugin-check-file';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import {
  firstPageEntryModules,
  firstPageSharedModules,
} from './apps/web/build-tools/first-page-modules.js';
import tseslint from 'typescript-eslint';

/** Web features never import each other (CONVENTIONS 10); generated so a new feature needs no edit here. */
function featureZones() {
  const root = 'apps/web/src/features';
  const features = readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  return [
    ...features.map((feature) => ({
      target: `./${root}/${feature}`,
      from: `./${root}`,
      except: [`./${feature}`],
      message: 'Web features do not import each other; compose them in app/.',
    })),
    { target: `./${root}`, from: './apps/web/src/app', message: 'Features do not import app/.' },
  ];
}

/**
 * A server module is entered through its index.ts only; what lies behind that door is its own.
 * Generated, like the feature zones, so a new module needs no edit here.
 */
function moduleZones() {
  const root = 'apps/server/src/modules';
  const modules = readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  return modules.map((module) => ({
    target: `./${root}/${module}`,
    from: `./${root}`,
    except: [`./${module}`, ...modules.map((other) => `./${other}/index.ts`)],
    message: 'Import another module through its index.ts only.',
  }));
}

const workspaces = [
  'packages/domain',
  'packages/contracts',
  'apps/server',
  'apps/web',
  'e2e',
  'bench',
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'coverage/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'apps/server/drizzle/**',
      'bench/results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    plugins: { 'import-x': importX, 'check-file': checkFile },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: workspaces.map((workspace) => `${workspace}/tsconfig.json`),
          conditionNames: ['source', 'types', 'import', 'default'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      // Fastify plugins and handlers are async by contract even when they await nothing.
      '@typescript-eslint/require-await': 'off',
      'import-x/no-cycle': 'error',
      'import-x/no-self-import': 'error',
    },
  },
  // Each workspace's package.json is its true dependency graph (npm hoists, so an undeclared import would still resolve).
  ...workspaces.map((workspace) => ({
    files: [`${workspace}/**/*.{ts,tsx}`],
    rules: {
      'import-x/no-extraneous-dependencies': [
        'error',
        { packageDir: [`./${workspace}`, '.'], devDependencies: true },
      ],
    },
  })),
  {
    files: ['{packages,apps}/*/src/**/*.{ts,tsx}', 'e2e/src/**/*.ts', 'bench/src/**/*.ts'],
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': ['error', { '**/': 'KEBAB_CASE' }],
    },
  },
  {
    files: ['packages/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                'fastify*',
                '@fastify/*',
                'drizzle-orm*',
                'react*',
                '@spool/*',
                'node:*',
                'pg',
                'jose',
              ],
              message: 'The domain is pure: it imports zod and itself only.',
            },
          ],
        },
      ],
      'no-restricted-properties': [
        'error',
        {
          object: 'Date',
          property: 'now',
          message: 'Pass the clock in; the domain is deterministic.',
        },
        {
          object: 'Math',
          property: 'random',
          message: 'Pass ids in; the domain is deterministic.',
        },
      ],
    },
  },
  {
    files: ['packages/contracts/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['fastify*', '@fastify/*', 'drizzle-orm*', 'react*', 'pg', 'node:*'],
              message: 'Contracts are data shared by server and browser: no framework, no I/O.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    // Test support hands the run's own values (a migrated database's name) to the test files.
    ignores: [
      'apps/server/src/platform/env.ts',
      'apps/server/src/**/*.test.ts',
      'apps/server/src/testing/**',
    ],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          object: 'process',
          property: 'env',
          message: 'Configuration is read in platform/env.ts only.',
        },
      ],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@spool/web', 'react*'], message: 'The server never imports the web app.' },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/src/modules/**/*.ts'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: moduleZones() }] },
  },
  // After the server-wide block: flat config lets the last matching block win.
  {
    files: ['apps/server/src/modules/**/*.routes.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@spool/web', 'react*'], message: 'The server never imports the web app.' },
            {
              regex: '^drizzle-orm|\\.(repository|tables)(\\.js)?$',
              message: 'Routes are thin: they call services, never SQL or repositories.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import-x/no-restricted-paths': ['error', { zones: featureZones() }],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@spool/server', 'drizzle-orm*', 'fastify*', 'pg'],
              message: 'The browser never imports the server.',
            },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.type='MetaProperty'][property.name='env']",
          message:
            'The web app reads no build-time environment; configuration comes from the server.',
        },
      ],
    },
  },
  // The first page: what shows before sign-in loads without MUI, React Query, zod, the API
  // client or the sign-in client; those come with the screens that need them (router.tsx).
  {
    files: [...firstPageEntryModules, ...firstPageSharedModules].map((path) =>
      path.endsWith('/') ? `apps/web/src/${path}**` : `apps/web/src/${path}`,
    ),
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@spool/server', 'drizzle-orm*', 'fastify*', 'pg'],
              message: 'The browser never imports the server.',
            },
            {
              group: [
                '@mui/*',
                '@emotion/*',
                '@tanstack/*',
                'zod',
                'oidc-client-ts',
                '**/lib/api-client',
                '**/lib/auth',
                '**/config/theme',
                '**/config/mui-theme',
              ],
              allowTypeImports: true,
              message:
                'The first page loads without it: import it lazily, or in a screen of the app frame.',
            },
            {
              // The grid, but not its texts: data that the language catalogue carries.
              regex: '^material-react-table(?!/locales/)',
              allowTypeImports: true,
              message:
                'The first page loads without it: import it lazily, or in a screen of the app frame.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  prettier,
);
