// @ts-check
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/** @param {string} dir */
// Classic zod puts every method of every schema on each schema, so one schema brings all of it;
// zod/mini tree-shakes (docs/decisions/021-lighter-lists-schemas-and-3d-start.md). What the browser
// can load is written with zod/mini; the server's own schemas may use either.
const CLASSIC_ZOD = {
  name: 'zod',
  message: "Write schemas the browser can load with 'zod/mini' (import * as z from 'zod/mini').",
};

const subfolders = (dir) => {
  try {
    return readdirSync(dir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
};

// A feature keeps its internals to itself: what two features share moves down to ui/, lib/ or domain/.
const featureZones = (/** @type {string} */ root) =>
  subfolders(root).map((feature) => ({
    target: `${root}/${feature}`,
    from: root,
    except: [`./${feature}`],
    message: 'Features do not import from each other; move what both need down a layer.',
  }));

// The browser's layers, lowest first: lib (helpers, no React components and no stores of the
// shop's lists), ui (primitives that call no store and no API), scene (the 3D studio both
// configurators draw in), entities (cart, wishlist, session, shared designs, saved items: their
// stores, calls and cards), features (pages and panels), app (the shell, routes and providers).
// A layer imports only from layers below it; docs/decisions/007-browser-layers.md says why.
const browserLayerZones = [
  {
    target: './src/web/lib',
    from: [
      './src/web/ui',
      './src/web/scene',
      './src/web/entities',
      './src/web/features',
      './src/web/app',
    ],
    message:
      'lib is the bottom layer of the browser: it imports only lib, the domain and contracts.',
  },
  {
    target: './src/web/ui',
    from: ['./src/web/scene', './src/web/entities', './src/web/features', './src/web/app'],
    message:
      'ui holds primitives: a component that needs a store or the API belongs to an entity or a feature.',
  },
  {
    target: './src/web/scene',
    from: ['./src/web/entities', './src/web/features', './src/web/app'],
    message: 'The shared studio knows nothing of the configurators or the shop above it.',
  },
  {
    target: './src/web/entities',
    from: ['./src/web/features', './src/web/app'],
    message: 'Entities sit below features: move what both need down into the entity.',
  },
  {
    target: './src/web/features',
    from: './src/web/app',
    message: 'Features do not import the app shell; the shell imports them.',
  },
];

const serverFeatureZones = () =>
  subfolders('src/server')
    .filter((name) => !['db', 'integrations', 'lib'].includes(name))
    .map((feature) => ({
      target: `src/server/${feature}`,
      from: 'src/server',
      except: [
        `./${feature}`,
        './db',
        './lib',
        './integrations',
        './config.ts',
        './app-env.ts',
        './errors.ts',
        './logger.ts',
        // The outbox's writer of order mail, which orders hand their mail to.
        './mail/order-mail.ts',
      ],
      message:
        'Server features do not reach into each other; share through db/, lib/ or the domain.',
    }));

export default tseslint.config(
  {
    ignores: [
      'dist',
      'coverage',
      'node_modules',
      '.node24',
      'data',
      'playwright-report',
      'test-results',
      'src/server/db/migrations',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
      eqeqeq: ['error', 'smart'],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './src/domain',
              from: ['./src/web', './src/server'],
              message: 'The domain is a leaf: it imports nothing else from src.',
            },
            {
              target: './src/server',
              from: './src/web',
              message: 'The server does not import browser code.',
            },
            ...browserLayerZones,
            ...featureZones('./src/web/features'),
            ...serverFeatureZones(),
          ],
        },
      ],
    },
  },
  {
    files: ['src/web/**/*.ts', 'src/web/**/*.tsx'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [CLASSIC_ZOD],
          patterns: [
            {
              regex: '^(\\.\\./)+server(/|$)',
              allowTypeImports: true,
              message:
                "The browser reaches the server over HTTP; it may import the server's types (import type), never its code.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/**/*.ts', 'src/**/*.tsx'],
    ignores: ['src/server/config.ts', '**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='process'][property.name='env']",
          message: 'Configuration is parsed once in src/server/config.ts and passed in.',
        },
      ],
    },
  },
  {
    files: ['src/contract/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: [CLASSIC_ZOD] }] },
  },
  {
    files: ['src/domain/**/*.ts'],
    ignores: ['src/domain/**/*.test.ts', 'src/domain/**/*.bench.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [CLASSIC_ZOD],
          patterns: [
            {
              group: [
                'react',
                'react-*',
                'react/*',
                'hono',
                'hono/*',
                '@hono/*',
                'drizzle-orm',
                'drizzle-orm/*',
                'pg',
                '@electric-sql/*',
                'zustand',
                'zustand/*',
                'three',
                'node:*',
                'fs',
                'path',
                'crypto',
              ],
              message: 'The domain is pure: no UI, server, database or Node imports.',
            },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        { name: 'window', message: 'The domain has no DOM.' },
        { name: 'document', message: 'The domain has no DOM.' },
        { name: 'localStorage', message: 'The domain has no storage.' },
        { name: 'fetch', message: 'The domain does no I/O.' },
        { name: 'process', message: 'The domain has no Node.' },
      ],
      'no-restricted-properties': [
        'error',
        { object: 'Math', property: 'random', message: 'Pass randomness in (a seed).' },
        { object: 'Date', property: 'now', message: 'Pass the clock in.' },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "NewExpression[callee.name='Date'][arguments.length=0]",
          message: 'Pass the clock in.',
        },
        {
          selector: "MemberExpression[object.name='process'][property.name='env']",
          message: 'The domain reads no environment.',
        },
      ],
    },
  },
);
