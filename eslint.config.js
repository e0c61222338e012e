import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

/*
 * Import boundaries. Each rule below is an `error` of `no-restricted-imports`, built from the folders on disk:
 *  - src/shared imports nothing of the server, the client or the parser;
 *  - src/parser imports nothing of the server or the client;
 *  - src/client imports nothing of the server or the parser (API types live in src/shared);
 *  - a client feature (src/client/features/X) imports no other feature; src/client/components and
 *    src/client/lib import no feature (src/client/app may: it puts the features together);
 *  - a server module (src/server/modules/X) reaches another module only through its public file,
 *    ../Y/index.js; the rest of the server (app, jobs, http, openapi...) goes through that file too.
 * Relative imports are checked in their shortest form, as `path.relative` writes them, for each folder.
 */
const root = path.dirname(fileURLToPath(import.meta.url));

/** Every folder under `dir` (itself included), relative to the repository root, in POSIX form. */
function foldersUnder(dir) {
  const abs = path.join(root, dir);
  if (!fs.existsSync(abs)) return [];
  const out = [dir];
  for (const entry of fs.readdirSync(abs, { withFileTypes: true })) {
    if (entry.isDirectory()) out.push(...foldersUnder(`${dir}/${entry.name}`));
  }
  return out;
}

/** The subfolders directly under `dir` (the features, the modules). */
function childFolders(dir) {
  const abs = path.join(root, dir);
  if (!fs.existsSync(abs)) return [];
  return fs
    .readdirSync(abs, { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name);
}

const escapeRegex = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The relative import prefix that leads from folder `from` to folder `to`, e.g. '../../server'. */
function relativePrefix(from, to) {
  const rel = path.posix.relative(from, to);
  return rel.startsWith('.') ? rel : `./${rel}`;
}

/** A pattern forbidding any import of folder `target` (and what lies under it) from folder `from`. */
function forbidFolder(from, target, message) {
  return { regex: `^${escapeRegex(relativePrefix(from, target))}(/|$)`, message };
}

const SERVER = 'src/server';
const CLIENT = 'src/client';
const PARSER = 'src/parser';
const SHARED = 'src/shared';
const FEATURES = `${CLIENT}/features`;
const MODULES = `${SERVER}/modules`;

const messages = {
  sharedOut: 'src/shared is shared by the server, the client and the parser: it imports none of them.',
  parserServer:
    'The parser does not depend on the server or the client; move what both need into src/shared.',
  clientServer:
    'The client does not import the server or the parser; API types and rules shared by both live in src/shared.',
  featureToFeature: (x, y) =>
    `Client features do not import each other (${x} → ${y}); move what several features need into src/client/lib or src/client/components.`,
  sharedToFeature:
    'src/client/components and src/client/lib are used by the features and import none of them; move the piece into lib or components.',
  moduleInternals: (y) =>
    `A server module is reached only through its public file: import from '${y}/index.js' (export the piece there if others may use it).`,
};

/** Imports of another module's files other than its index.js, seen from folder `from`. */
function forbidModuleInternals(from, module) {
  const prefix = relativePrefix(from, `${MODULES}/${module}`);
  return {
    regex: `^${escapeRegex(prefix)}/(?!index\\.js$).+`,
    message: messages.moduleInternals(`${MODULES}/${module}`),
  };
}

/** One config block per folder, so that each file gets all the patterns that apply to it. */
function boundaryBlocks() {
  const blocks = [];
  const block = (folder, patterns) =>
    blocks.push({
      files: [`${folder}/*.{ts,tsx}`],
      rules: { 'no-restricted-imports': ['error', { patterns }] },
    });

  for (const folder of foldersUnder(SHARED)) {
    block(
      folder,
      [SERVER, CLIENT, PARSER].map((t) => forbidFolder(folder, t, messages.sharedOut)),
    );
  }
  for (const folder of foldersUnder(PARSER)) {
    block(
      folder,
      [SERVER, CLIENT].map((t) => forbidFolder(folder, t, messages.parserServer)),
    );
  }

  const features = childFolders(FEATURES);
  for (const folder of foldersUnder(CLIENT)) {
    const patterns = [SERVER, PARSER].map((t) => forbidFolder(folder, t, messages.clientServer));
    const inFeature = features.find(
      (f) => folder === `${FEATURES}/${f}` || folder.startsWith(`${FEATURES}/${f}/`),
    );
    if (inFeature) {
      for (const other of features.filter((f) => f !== inFeature)) {
        patterns.push(
          forbidFolder(folder, `${FEATURES}/${other}`, messages.featureToFeature(inFeature, other)),
        );
      }
      // The same, written the long way round (../../features/other/…).
      patterns.push({
        regex: `^\\.\\.?/(.*/)?features/(?!${escapeRegex(inFeature)}(/|$))`,
        message: messages.featureToFeature(inFeature, 'another feature'),
      });
    } else if (folder.startsWith(`${CLIENT}/components`) || folder.startsWith(`${CLIENT}/lib`)) {
      patterns.push({ regex: '^\\.\\.?/(.*/)?features(/|$)', message: messages.sharedToFeature });
    }
    block(folder, patterns);
  }

  const modules = childFolders(MODULES);
  for (const folder of foldersUnder(SERVER)) {
    const inModule = modules.find(
      (m) => folder === `${MODULES}/${m}` || folder.startsWith(`${MODULES}/${m}/`),
    );
    const patterns = modules.filter((m) => m !== inModule).map((m) => forbidModuleInternals(folder, m));
    if (inModule) {
      // The same, written the long way round (../../modules/other/…).
      patterns.push({
        regex: `^\\.\\.?/(.*/)?modules/(?!${escapeRegex(inModule)}/)[^/]+/(?!index\\.js$).+`,
        message: messages.moduleInternals('src/server/modules/<module>'),
      });
    }
    patterns.push(...[CLIENT].map((t) => forbidFolder(folder, t, 'The server does not import the client.')));
    block(folder, patterns);
  }
  return blocks;
}

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
  ...boundaryBlocks(),
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
