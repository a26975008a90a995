// Lint = the conventions of docs/architecture.md made checkable: core purity, one-way package
// dependencies, feature folders that meet only at their index.ts, Knex only in repositories and db/.
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

// Each feature folder may use shared code (components/, lib/, config/) and another feature only through that
// feature's index.ts, its public face (docs/decisions/196-features-share-through-their-index.md): never its files.
const uiFeatures = featureNames('packages/ui/src/features');
const uiFeatureZones = uiFeatures.map((name) => ({
  target: `./packages/ui/src/features/${name}`,
  from: './packages/ui/src/features',
  except: [`./${name}`, ...uiFeatures.filter((other) => other !== name).map((other) => `./${other}/index.ts`)],
  message: "A feature uses another only through its index.ts; add what you need to that feature's index.ts.",
}));
const serverFeatureZones = featureNames('apps/server/src/features').map((name) => ({
  target: `./apps/server/src/features/${name}`,
  from: './apps/server/src/features',
  except: [`./${name}`],
  message: 'Server features do not import each other; share through core, http/ or db/.',
}));

// Shared code (UI: lib, components, config; server: http, mail, db, ports) never imports a feature: features
// build on shared code, not the other way round. Only the composition root (composition.ts, and app.ts) sees all.
const sharedCodeZones = [
  ...['lib', 'components', 'config'].map((dir) => ({
    target: `./packages/ui/src/${dir}`,
    from: './packages/ui/src/features',
    message: 'Shared UI code does not import features; move what both need into lib/ or components/.',
  })),
  ...['http', 'mail', 'db', 'ports'].map((dir) => ({
    target: `./apps/server/src/${dir}`,
    from: './apps/server/src/features',
    message: 'Shared server code does not import features; features receive what they need.',
  })),
];

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
  // Type-aware: the rules that need the type checker (floating and misused promises above all) run on every
  // TypeScript file through the projects' tsconfig files.
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
  },
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
      'import-x/no-restricted-paths': [
        'error',
        { zones: [...uiFeatureZones, ...serverFeatureZones, ...sharedCodeZones] },
      ],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      // JSX handlers may return promises (react-hook-form's handleSubmit does); React ignores the value.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
    },
  },
  {
    // packages/core: pure rules. Only zod (the facility clock is Intl's); no I/O, no frameworks.
    files: ['packages/core/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              // Anything that is not zod, vitest (tests) or a relative import.
              regex: '^(?!(zod|vitest)(/|$)|\\.{1,2}/)',
              message: 'packages/core imports only zod (it must stay pure).',
            },
          ],
        },
      ],
      'no-restricted-globals': ['error', 'process', 'window', 'document', 'fetch', 'localStorage'],
    },
  },
  {
    // Core's tests may also fuzz its parsers with fast-check and compare the facility clock with @date-fns/tz's TZDate
    // (test-only dependencies; the code stays pure).
    files: ['packages/core/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!(zod|@date-fns/tz|vitest|fast-check)(/|$)|\\.{1,2}/)',
              message:
                'packages/core imports only zod (it must stay pure); its tests also fast-check and @date-fns/tz.',
            },
          ],
        },
      ],
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
    // Build-time code of the web app (the prerender plugin) runs in Node, not in the browser.
    files: ['apps/web/build/**/*.ts'],
    languageOptions: { globals: { ...globals.node } },
    rules: { 'no-restricted-imports': 'off' },
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
  {
    // One two-digit helper in core: time.ts's pad2 (time-format.ts and shots/parse.ts each had a twin of it).
    files: ['packages/core/src/**/*.ts'],
    ignores: ['packages/core/src/**/*.test.ts', 'packages/core/src/time.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "ArrowFunctionExpression[body.callee.property.name='padStart'][body.arguments.0.value=2]",
          message: "Two digits: import pad2 from core's time.ts rather than writing another.",
        },
      ],
    },
  },
  {
    // Settings are read once, in env.ts (server) and config/ (UI): everything else receives them.
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/env.ts', 'apps/server/src/**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='process'][property.name='env']",
          message: 'Read settings through env.ts (loadEnv), not process.env.',
        },
      ],
    },
  },
  {
    files: ['packages/ui/src/**/*.{ts,tsx}'],
    ignores: ['packages/ui/src/config/**', 'packages/ui/src/**/*.test.{ts,tsx}', 'packages/ui/src/test/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.type='MetaProperty'][property.name='env']",
          message: 'Read build settings through packages/ui/src/config, not import.meta.env.',
        },
      ],
    },
  },
  {
    // Tests read untyped HTTP bodies and raw rows on purpose (asserting what came over the wire); the
    // no-unsafe-* family would only ask for casts there. Promise rules stay on everywhere.
    files: ['**/*.test.{ts,tsx}', '**/test/**/*.{ts,tsx}', 'e2e/**/*.ts', 'apps/server/bench/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/unbound-method': 'off',
      '@typescript-eslint/require-await': 'off',
      // `getByRole(...) as HTMLInputElement` reads better in a test than a type argument.
      '@typescript-eslint/no-unnecessary-type-assertion': 'off',
    },
  },
  {
    // Plain JavaScript (scripts, configs) has no types to check.
    files: ['**/*.{js,mjs,cjs}'],
    extends: [tseslint.configs.disableTypeChecked],
  },
);
