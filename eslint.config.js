import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import boundariesPlugin from 'eslint-plugin-boundaries';

/*
 * Import boundaries, enforced by eslint-plugin-boundaries. Every file under src/ belongs to one element:
 *
 *   shared          src/shared                 imports nothing of the server, the client or the parser
 *   parser          src/parser                 imports nothing of the server or the client
 *   server-module   src/server/modules/<name>  reached from outside only through its public file, index.ts
 *   server-core     the rest of src/server     (app, jobs, http, openapi...) goes through index.ts too
 *   client-app      src/client/app             puts the features together: may import them
 *   client-feature  src/client/features/<name> imports no other feature
 *   client-shared   the rest of src/client     (components, lib, main.tsx) imports no feature
 *   (no part of the client imports the server or the parser: API types and shared rules live in src/shared)
 *
 * Imports are resolved to files by eslint-import-resolver-typescript (the server, the parser and shared
 * write `./x.js` for `./x.ts`; the client writes no extension), so a boundary holds however the path is
 * written (`../other`, `../../features/other`...). An import that resolves to no file, or to a file
 * outside every element, is an error of its own (the last policy), and so is a file under src/ outside
 * every element (boundaries/no-unknown-files): the boundary rules could not see them otherwise.
 * tests/lint-boundaries.test.ts proves each boundary on a deliberate offender.
 */
const root = path.dirname(fileURLToPath(import.meta.url));

const SERVER = 'src/server';
const SERVER_TYPES = ['server-core', 'server-module'];
const CLIENT_TYPES = ['client-app', 'client-feature', 'client-shared'];

const boundaries = {
  files: ['src/**/*.{ts,tsx}'],
  plugins: { boundaries: boundariesPlugin },
  settings: {
    'boundaries/root-path': root,
    'boundaries/legacy-templates': false,
    // The first pattern that matches a file gives its element; a module or a feature is a child of the
    // catch-all element of its side (server-core, client-shared).
    'boundaries/elements': [
      { type: 'shared', pattern: 'src/shared', partialMatch: false },
      { type: 'parser', pattern: 'src/parser', partialMatch: false },
      { type: 'server-module', pattern: 'src/server/modules/*', capture: ['module'], partialMatch: false },
      { type: 'server-core', pattern: 'src/server', partialMatch: false },
      { type: 'client-app', pattern: 'src/client/app', partialMatch: false },
      { type: 'client-feature', pattern: 'src/client/features/*', capture: ['feature'], partialMatch: false },
      { type: 'client-shared', pattern: 'src/client', partialMatch: false },
      // What tests inside src/ lean on; the boundaries above do not apply to it.
      { type: 'test-support', pattern: ['tests', 'fixtures'], partialMatch: false },
    ],
    // src/server/app.ts reads the version from package.json.
    'boundaries/files': [{ category: 'manifest', pattern: 'package.json' }],
    'import/resolver': { typescript: { project: path.join(root, 'tsconfig.json') } },
  },
  rules: {
    'boundaries/dependencies': [
      'error',
      {
        default: 'allow',
        // Check also imports that resolve to no element (see the last policy).
        checkUnknownLocals: true,
        policies: [
          {
            from: { element: { type: 'shared' } },
            disallow: { to: { element: { type: [...SERVER_TYPES, ...CLIENT_TYPES, 'parser'] } } },
            message:
              'src/shared is shared by the server, the client and the parser: it imports none of them; move the piece it needs into src/shared.',
          },
          {
            from: { element: { type: 'parser' } },
            disallow: { to: { element: { type: [...SERVER_TYPES, ...CLIENT_TYPES] } } },
            message:
              'The parser does not depend on the server or the client; move what both need into src/shared.',
          },
          {
            from: { element: { type: CLIENT_TYPES } },
            disallow: { to: { element: { type: [...SERVER_TYPES, 'parser'] } } },
            message:
              'The client does not import the server or the parser; API types and rules shared by both live in src/shared.',
          },
          {
            from: { element: { type: SERVER_TYPES } },
            disallow: { to: { element: { type: CLIENT_TYPES } } },
            message: 'The server does not import the client; what both need lives in src/shared.',
          },
          {
            // Imports inside one feature are internal to it and not checked.
            from: { element: { type: 'client-feature' } },
            disallow: { to: { element: { type: 'client-feature' } } },
            message:
              'Client features do not import each other ({{from.element.captured.feature}} → {{to.element.captured.feature}}); move what several features need into src/client/lib or src/client/components.',
          },
          {
            from: { element: { type: 'client-shared' } },
            disallow: { to: { element: { type: 'client-feature' } } },
            message:
              'src/client/components and src/client/lib are used by the features and import none of them (here: features/{{to.element.captured.feature}}); move the piece into lib or components.',
          },
          {
            // Imports inside one module are internal to it and not checked.
            disallow: { to: { element: { type: 'server-module', fileInternalPath: '!index.ts' } } },
            message:
              "A server module is reached only through its public file: import from 'src/server/modules/{{to.element.captured.module}}/index.js' (export the piece there if others may use it).",
          },
          {
            // An import the resolver cannot follow would escape every boundary above.
            disallow: { to: { element: { isUnknown: true }, file: { isUnknown: true } } },
            message:
              "'{{dependency.source}}' resolves to no file of src/, tests/ or fixtures/: check the path (the server, the parser and src/shared write './x.js' for './x.ts'), or give the new folder a place in the boundaries of eslint.config.js.",
          },
        ],
      },
    ],
    // Its message is fixed: "File does not match any file pattern and does not belong to any known element".
    'boundaries/no-unknown-files': 'error',
  },
};

export default tseslint.config(
  { ignores: ['dist/', 'data/', 'node_modules/', '.tmp/', 'drizzle/', 'fixtures/pdf/', 'e2e/screenshots/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['src/client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'warn',
    },
  },
  boundaries,
  {
    // Ownership has one home: src/server/db/owned.ts writes the user condition of every owned-data query.
    files: [`${SERVER}/**/*.ts`],
    // Tests read rows of their own to check what was stored.
    ignores: [`${SERVER}/db/owned.ts`, '**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.name='eq'][arguments.0.property.name='userId']",
          message:
            "A user's rows are selected with ownedBy(table, userId) from src/server/db/owned.ts, the one place that writes the condition.",
        },
      ],
    },
  },
);
