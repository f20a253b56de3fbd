import babelParser from '@babel/eslint-parser';
import boundaries from 'eslint-plugin-boundaries';
import areaCycles from './eslint/area-cycles.js';

/**
 * The rules the build enforces (docs/architecture.md, docs/testing.md "Lint"): import boundaries,
 * no import circles between functions/ or infra/ folders, DynamoDB only where the table is reached.
 * Parsed by Babel's TypeScript syntax (no type information, so the run stays fast): the
 * typescript-eslint parser needs TypeScript's JavaScript API, which TypeScript 7 no longer has.
 */

/**
 * Files that reach DynamoDB outside a store, and why (decision 0480): the authorizer's token-marker read
 * uses the plain client so its bundle carries neither the document client nor the config module
 * (decision 0480); the local outbox is the messages port's stand-in (lib/ cannot import a store).
 */
const dynamoOutsideStores = ['functions/identity/token-marker.ts', 'functions/lib/adapters/local-messages.ts'];

const sources = ['functions/**/*.{ts,tsx}', 'shared/**/*.{ts,tsx}', 'web/src/**/*.{ts,tsx}', 'infra/**/*.{ts,tsx}'];

/** infra/'s floors, as element types below (docs/architecture.md, "The infra tree"; decision 0700). */
const infraTypes = ['infra-config', 'infra-constructs', 'infra-stack', 'infra-app', 'infra-local', 'infra-command'];

/** What a floor of infra/ may import: these floors of infra/, and anything outside infra/ but tests/. */
function infraMayImport(floors) {
  return [
    { to: { element: { types: { anyOf: floors } } } },
    { to: { element: { types: { noneOf: [...infraTypes, 'tests'] } } } },
  ];
}

/** Babel parses the syntax only: no transform, no config files. */
function babelFor(plugins) {
  return { requireConfigFile: false, babelOptions: { babelrc: false, configFile: false, parserOpts: { plugins } } };
}

export default [
  { ignores: ['**/node_modules/**', 'web/dist/**', 'cdk.out/**', '.local/**', '**/*.d.ts'] },
  {
    files: sources,
    languageOptions: {
      parser: babelParser,
      parserOptions: babelFor(['typescript']),
    },
    plugins: { boundaries, fluentia: { rules: { 'area-cycles': areaCycles } } },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } },
      'boundaries/include': [...sources, 'tests/**'],
      // An area's facade.ts: what other areas may import of it (docs/architecture.md, "Facades between areas"). Not an
      // adapter port (`*-port.ts`: one interface with an AWS and a local adapter).
      'boundaries/files': [
        { category: 'facade', pattern: 'functions/*/facade.ts' },
        { category: 'facade', pattern: 'functions/identity/session-facade.ts' },
        // The web app's entry point mounts the app.
        { category: 'web-entry', pattern: 'web/src/main.tsx' },
      ],
      'boundaries/elements': [
        { type: 'area-routes', pattern: 'functions/*/routes/**', partialMatch: false, capture: ['area'] },
        { type: 'core', pattern: 'functions/core/**', partialMatch: false },
        { type: 'lib', pattern: 'functions/lib/**', partialMatch: false },
        { type: 'data', pattern: 'functions/data/**', partialMatch: false },
        { type: 'area', pattern: 'functions/*/**', partialMatch: false, capture: ['area'] },
        { type: 'shared', pattern: 'shared/**', partialMatch: false },
        // infra/'s floors (docs/architecture.md, "The infra tree"); any other folder of infra/ is a stack.
        { type: 'infra-config', pattern: 'infra/config/**', partialMatch: false },
        { type: 'infra-constructs', pattern: 'infra/constructs/**', partialMatch: false },
        { type: 'infra-local', pattern: 'infra/local/**', partialMatch: false },
        { type: 'infra-command', pattern: 'infra/{content,calibration,staff}/**', partialMatch: false },
        { type: 'infra-stack', pattern: 'infra/*/**', partialMatch: false, capture: ['stack'] },
        // The files at infra/'s root: app.ts and what only the app uses (its subfolders are matched above).
        { type: 'infra-app', pattern: 'infra', partialMatch: false },
        { type: 'tests', pattern: 'tests/**', partialMatch: false },
        { type: 'web-app', pattern: 'web/src/app/**', partialMatch: false },
        { type: 'web-feature', pattern: 'web/src/features/*/**', partialMatch: false, capture: ['feature'] },
        { type: 'web-shared', pattern: 'web/src/**', partialMatch: false },
      ],
    },
    rules: {
      'fluentia/area-cycles': 'error',
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          policies: [
            {
              from: { element: { type: 'data' } },
              allow: { to: { element: { types: { anyOf: ['data', 'shared'] } } } },
            },
            {
              from: { element: { type: 'lib' } },
              allow: { to: { element: { types: { anyOf: ['lib', 'data', 'shared'] } } } },
            },
            {
              from: { element: { type: 'core' } },
              allow: { to: { element: { types: { anyOf: ['core', 'lib', 'data', 'shared'] } } } },
            },
            {
              from: { element: { types: { anyOf: ['area', 'area-routes'] } } },
              allow: [
                { to: { element: { types: { anyOf: ['core', 'lib', 'data', 'shared'] } } } },
                { to: { element: { type: 'area' }, file: { categories: 'facade' } } },
                {
                  to: {
                    element: {
                      types: { anyOf: ['area', 'area-routes'] },
                      captured: { area: '{{ from.element.captured.area }}' },
                    },
                  },
                },
              ],
            },
            { from: { element: { type: 'shared' } }, allow: { to: { element: { type: 'shared' } } } },
            // infra/: config → constructs → stacks (each on its own) → the app; the local stack and the operator
            // commands beside them. Each may import what is outside infra/ but tests/.
            { from: { element: { type: 'infra-config' } }, allow: infraMayImport(['infra-config']) },
            {
              from: { element: { type: 'infra-constructs' } },
              allow: infraMayImport(['infra-config', 'infra-constructs']),
            },
            {
              from: { element: { type: 'infra-stack' } },
              allow: [
                ...infraMayImport(['infra-config', 'infra-constructs']),
                {
                  to: { element: { type: 'infra-stack', captured: { stack: '{{ from.element.captured.stack }}' } } },
                },
              ],
            },
            {
              from: { element: { type: 'infra-app' } },
              allow: infraMayImport(['infra-config', 'infra-constructs', 'infra-stack', 'infra-app']),
            },
            {
              from: { element: { types: { anyOf: ['infra-local', 'infra-command'] } } },
              allow: infraMayImport([
                'infra-config',
                'infra-constructs',
                'infra-stack',
                'infra-local',
                'infra-command',
              ]),
            },
            {
              from: { element: { type: 'web-shared' } },
              allow: { to: { element: { types: { anyOf: ['web-shared', 'shared'] } } } },
            },
            {
              from: { element: { type: 'web-feature' } },
              allow: [
                { to: { element: { types: { anyOf: ['web-shared', 'shared'] } } } },
                {
                  to: {
                    element: { type: 'web-feature', captured: { feature: '{{ from.element.captured.feature }}' } },
                  },
                },
              ],
            },
            {
              from: { element: { type: 'web-app' } },
              allow: { to: { element: { types: { anyOf: ['web-app', 'web-feature', 'web-shared', 'shared'] } } } },
            },
            {
              from: { file: { categories: 'web-entry' } },
              allow: { to: { element: { types: { anyOf: ['web-app', 'web-shared', 'shared'] } } } },
            },
          ],
        },
      ],
    },
  },
  {
    // DynamoDB is reached only from an area's store.ts (the core's store/ folder), data/, and the table plumbing of
    // lib/ (the client, and the batch-get, transaction and user-items helpers the stores share); infra/ and tests/
    // build and read tables.
    files: ['functions/**/*.{ts,tsx}', 'shared/**/*.{ts,tsx}', 'web/src/**/*.{ts,tsx}'],
    ignores: [
      'functions/**/store.ts',
      'functions/core/store/*.ts',
      'functions/data/**',
      'functions/lib/{aws,batch-get,transactions,user-items}.ts',
      ...dynamoOutsideStores,
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['@aws-sdk/lib-dynamodb', '@aws-sdk/client-dynamodb'].map((name) => ({
            name,
            message: 'DynamoDB is called from a store.ts only (docs/architecture.md).',
          })),
        },
      ],
    },
  },
  {
    // Tests are held to the line length only: Prettier formats them, the boundaries above are for product code.
    files: ['tests/**/*.{ts,tsx}', 'web/*.ts', 'vitest.config.ts', 'knip.config.ts'],
    languageOptions: { parser: babelParser, parserOptions: babelFor(['typescript']) },
  },
  { files: ['**/*.tsx'], languageOptions: { parserOptions: babelFor(['typescript', 'jsx']) } },
  {
    // Prettier wraps code at 120 columns but not comments; a long line left is a comment to rewrap. Long strings
    // (messages quoted from the spec, SQL-like condition expressions) stay whole so they can be searched for.
    files: ['**/*.{ts,tsx,js,mjs}'],
    rules: {
      'max-len': [
        'error',
        { code: 120, ignoreStrings: true, ignoreTemplateLiterals: true, ignoreRegExpLiterals: true, ignoreUrls: true },
      ],
    },
  },
];
