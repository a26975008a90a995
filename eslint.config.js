// Lint = the conventions of docs/architecture.md made checkable: core purity, one-way package
// dependencies, feature folders that do not reach into each other, Knex only in repositories and db/.
import fs from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const featureNames = (dir) =>
  fs.existsSync(dir)
    ? fs
        .readdirSync(dir, { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => d.name)
    : [];

// Each feature folder may use shared code (components/, lib/, config/) but not another feature.
const uiFeatureZones = featureNames('packages/ui/src/features').map((name) => ({
  target: `./packages/ui/src/features/${name}`,
  from: './packages/ui/src/features',
  except: [`./${name}`],
  message: 'Features do not import each other; move shared code to components/ or lib/.',
}));
const serverFeatureZones = featureNames('apps/server/src/features').map((name) => ({
  target: `./apps/server/src/features/${name}`,
  from: './apps/server/src/features',
  except: [`./${name}`],
  message: 'Server features do not import each other; share through core, http/ or db/.',
}));

const nodeBuiltins = ['node:*', 'fs', 'path', 'crypto', 'http', 'os', 'child_process', 'url'];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      'apps/web/public/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['packages/*/tsconfig.json', 'apps/*/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    languageOptions: { globals: { ...globals.node } },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-relative-packages': 'error',
      'import-x/no-self-import': 'error',
      'import-x/no-restricted-paths': ['error', { zones: [...uiFeatureZones, ...serverFeatureZones] }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // packages/core: pure rules. Only zod and date-fns (with its tz add-on); no I/O, no frameworks.
    files: ['packages/core/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              // Anything that is not zod, date-fns, @date-fns/tz, vitest (tests) or a relative import.
              regex: '^(?!(zod|date-fns|@date-fns/tz|vitest)(/|$)|\\.{1,2}/)',
              message: 'packages/core imports only zod, date-fns and @date-fns/tz (it must stay pure).',
            },
          ],
        },
      ],
      'no-restricted-globals': ['error', 'process', 'window', 'document', 'fetch', 'localStorage'],
    },
  },
  {
    files: ['packages/ui/**/*.{ts,tsx}', 'apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'express', message: 'The UI never imports server code.' },
            { name: 'knex', message: 'The UI never touches the database.' },
          ],
          patterns: [
            {
              group: ['@longwood/server', '@longwood/server/*'],
              message: 'The UI talks to the server over HTTP only.',
            },
            { group: nodeBuiltins, message: 'Browser code cannot use Node built-ins.' },
            { group: ['@longwood/*/src/*'], message: 'Import packages through their exports map.' },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/ui/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@longwood/web', '@longwood/web/*', '@longwood/desktop', '@longwood/desktop/*'],
              message: 'packages/ui does not depend on apps.',
            },
            {
              group: ['@longwood/server', '@longwood/server/*'],
              message: 'The UI talks to the server over HTTP only.',
            },
            { group: nodeBuiltins, message: 'Browser code cannot use Node built-ins.' },
            { group: ['@longwood/*/src/*'], message: 'Import packages through their exports map.' },
          ],
          paths: [
            { name: 'express', message: 'The UI never imports server code.' },
            { name: 'knex', message: 'The UI never touches the database.' },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react-dom', '@longwood/ui', '@longwood/ui/*'],
              message: 'The server does not import UI code.',
            },
            { group: ['@longwood/*/src/*'], message: 'Import packages through their exports map.' },
          ],
        },
      ],
    },
  },
  {
    // Repositories are the only code touching Knex: routers and services must not import it.
    files: [
      'apps/server/src/features/**/{router,service}.ts',
      'apps/server/src/features/**/*-{router,service}.ts',
      'apps/server/src/http/**/*.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'knex', message: 'Only repositories (and db/) touch Knex.' }],
          patterns: [
            {
              group: ['react', 'react-dom', '@longwood/ui', '@longwood/ui/*'],
              message: 'The server does not import UI code.',
            },
            {
              group: ['**/repository', '!./repository'],
              message: 'Use another feature through its service, not its repository.',
            },
          ],
        },
      ],
    },
  },
);
