// @ts-check
import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// Paths here are the repository's, wherever eslint is started from (an editor starts it in the
// folder of the file it shows): the zones resolve against this folder, and so does `subfolders`.
const ROOT = import.meta.dirname;

// Classic zod puts every method of every schema on each schema, so one schema brings all of it;
// zod/mini tree-shakes (docs/decisions/021-lighter-lists-schemas-and-3d-start.md). What the browser
// can load is written with zod/mini; the server's own schemas may use either.
const CLASSIC_ZOD = {
  name: 'zod',
  message: "Write schemas the browser can load with 'zod/mini' (import * as z from 'zod/mini').",
};

/**
 * The folders in `dir` (relative to the repository), none if it does not exist: a zone per
 * folder follows the folders as they come and go, and a folder not made yet has no zone.
 * @param {string} dir
 */
const subfolders = (dir) => entries(dir, { folders: true });

/**
 * The names in `dir` (relative to the repository), folders only if asked; none if `dir` does not
 * exist.
 * @param {string} dir
 * @param {{ folders?: boolean }} [options]
 */
function entries(dir, { folders = false } = {}) {
  try {
    return readdirSync(resolve(ROOT, dir), { withFileTypes: true })
      .filter((entry) => !folders || entry.isDirectory())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
}

// A feature keeps its internals to itself: what two features share moves down to ui/, lib/ or domain/.
// The admin has a zone of its own (adminZones), with its own message.
const featureZones = (/** @type {string} */ root) =>
  subfolders(root).map((feature) => ({
    target: `${root}/${feature}`,
    from: root,
    except: feature === 'admin' ? ['./admin'] : [`./${feature}`, './admin'],
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

// What every part of the server may share: the database, the shared helpers, the third parties
// and the few files at the top that hold what a request carries and how it fails.
const SERVER_SHARED = [
  './db',
  './lib',
  './integrations',
  './config.ts',
  './app-env.ts',
  './errors.ts',
  './logger.ts',
];

// The owner's admin (src/server/admin) is the one part that works across the shop's features: it
// moves orders, edits the catalogue and reads the outbox, through each feature's own code.
const serverFeatureZones = () =>
  subfolders('src/server')
    .filter((name) => !['db', 'integrations', 'lib', 'admin'].includes(name))
    .map((feature) => ({
      target: `src/server/${feature}`,
      from: 'src/server',
      except: [
        // A feature importing the admin is told so by the admin's own zone (adminZones).
        `./${feature}`,
        './admin',
        ...SERVER_SHARED,
        // The outbox's writer of order mail, which orders hand their mail to.
        './mail/order-mail.ts',
      ],
      message:
        'Server features do not reach into each other; share through db/, lib/ or the domain.',
    }));

// lib is what the features share, so it sits below all of them: a helper that needs a feature
// belongs to that feature, or the feature passes it in.
const serverLibZone = {
  target: 'src/server/lib',
  from: 'src/server',
  except: SERVER_SHARED,
  message:
    "The server's lib sits below its features: it imports db/, lib/, integrations/ and the shared top files only.",
};

// The shop owner's admin (src/web/features/admin, src/server/admin): customer code never imports
// it, so no customer page loads its code or can reach its powers by a stray import.
// In the browser only the route table (app/routes.ts) names it, to load its pages lazily; the
// layers below features (lib, ui, scene, entities) already refuse every feature. On the server
// the app's top files (app.ts) mount its routes.
const LAYERS_BELOW_FEATURES = ['lib', 'ui', 'scene', 'entities'];
const adminZones = () => [
  {
    target: [
      ...subfolders('src/web/features')
        .filter((name) => name !== 'admin')
        .map((name) => `src/web/features/${name}`),
      ...entries('src/web/app')
        // The route table loads the admin; a test of the app may use the admin's fixtures.
        .filter((name) => name !== 'routes.ts' && !/\.test\.tsx?$/.test(name))
        .map((name) => `src/web/app/${name}`),
      ...entries('src/web')
        .filter((name) => !['app', 'features', ...LAYERS_BELOW_FEATURES].includes(name))
        .map((name) => `src/web/${name}`),
    ],
    from: 'src/web/features/admin',
    message:
      'Customer pages never import the admin; only the route table (app/routes.ts) loads its pages, lazily.',
  },
  {
    target: subfolders('src/server')
      .filter((name) => !['admin', 'lib'].includes(name))
      .map((name) => `src/server/${name}`),
    from: 'src/server/admin',
    message: 'Customer features never import the admin; the app mounts its routes.',
  },
];

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
          basePath: ROOT,
          zones: [
            {
              target: './src/domain',
              from: ['./src/web', './src/server', './src/contract'],
              message:
                'The domain is a leaf: it imports nothing else from src (contracts are built on it, not it on them).',
            },
            {
              target: './src/contract',
              from: './src',
              except: ['./contract', './domain'],
              message: 'Contracts are zod/mini schemas over the domain: they import nothing else.',
            },
            {
              target: './src/server',
              from: './src/web',
              message: 'The server does not import browser code.',
            },
            ...browserLayerZones,
            ...featureZones('./src/web/features'),
            ...serverFeatureZones(),
            serverLibZone,
            ...adminZones(),
          ],
        },
      ],
    },
  },
  {
    // A cycle makes the order modules start in depend on who imports first (a value read before
    // its module has run is undefined), and it ties two files so neither can move alone. Only the
    // sources are followed: tests import the code but nothing imports a test, and a package never
    // imports the shop. Type-only imports are skipped: they vanish from the built code.
    files: ['src/**/*.ts', 'src/**/*.tsx'],
    ignores: ['**/*.test.ts', '**/*.test.tsx', '**/*.bench.ts'],
    settings: {
      'import-x/extensions': ['.ts', '.tsx'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
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
    // One place calls the server: it sends the cookies and the JSON headers, reads our error body,
    // and on the server, writing a first screen, answers the calls in process.
    files: ['src/web/**/*.ts', 'src/web/**/*.tsx'],
    ignores: ['src/web/lib/api-client.ts', 'src/web/testing/**', '**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'no-restricted-globals': [
        'error',
        {
          name: 'fetch',
          message: 'Call the server through the API client (src/web/lib/api-client.ts).',
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
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [CLASSIC_ZOD],
          patterns: [
            {
              // Any package but zod/mini (relative paths are the zone's business above).
              regex: '^(?!zod/mini$|zod$|\\.)',
              message:
                'Contracts load in the browser and on the server alike: they import zod/mini and the domain only.',
            },
          ],
        },
      ],
    },
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
  {
    // Server and browser each read the time from one clock (src/server/lib/clock.ts,
    // src/web/lib/sync/clock.ts), so a test sets the time for all of it at once.
    files: ['src/server/**/*.ts', 'src/web/**/*.ts', 'src/web/**/*.tsx'],
    ignores: [
      'src/server/lib/clock.ts',
      'src/web/lib/sync/clock.ts',
      'src/server/config.ts',
      '**/*.test.ts',
      '**/*.test.tsx',
    ],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'Date', property: 'now', message: 'Ask the clock you were given.' },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "NewExpression[callee.name='Date'][arguments.length=0]",
          message: 'Ask the clock you were given.',
        },
        // The rule src/** has, which this block would otherwise replace.
        {
          selector: "MemberExpression[object.name='process'][property.name='env']",
          message: 'Configuration is parsed once in src/server/config.ts and passed in.',
        },
      ],
    },
  },
);
