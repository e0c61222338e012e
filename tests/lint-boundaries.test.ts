/**
 * The import boundaries and the ownership rule of eslint.config.js, proven on deliberate offenders: each
 * forbidden import is an error naming its rule, and the allowed ways round are clean. The boundaries are
 * checked on resolved files, so each offender also proves that its import path was resolved: an import
 * the resolver cannot follow is an error of its own.
 */
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: root });

/** The errors of `code` as if it were the file at `file` (relative to the repository root). */
async function errorsOf(file: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  // A file the configuration ignores would pass every test without being linted.
  expect(result.messages.filter((m) => /ignored/i.test(m.message))).toEqual([]);
  return result.messages.filter((m) => m.severity === 2).map((m) => ({ rule: m.ruleId, message: m.message }));
}

/** A module that imports `name` from `source` and passes it on (so nothing is unused). */
const importing = (source: string, name = 'x') =>
  `import { ${name} } from '${source}';\nexport { ${name} };\n`;

const forbidden: Array<{ boundary: string; file: string; source: string; says: RegExp }> = [
  {
    boundary: 'a client feature imports another feature',
    file: 'src/client/features/courses/Offender.tsx',
    source: '../admin/AdminLayout',
    says: /Client features do not import each other \(courses → admin\)/,
  },
  {
    boundary: 'a feature in a subfolder imports another feature',
    file: 'src/client/features/courses/planning/Offender.tsx',
    source: '../../upload/api',
    says: /Client features do not import each other \(courses → upload\)/,
  },
  {
    boundary: 'a shared component imports a feature',
    file: 'src/client/components/ui/Offender.tsx',
    source: '../../features/auth/api',
    says: /import none of them/,
  },
  {
    boundary: 'client lib imports a feature',
    file: 'src/client/lib/offender.ts',
    source: '../features/courses/api',
    says: /import none of them/,
  },
  {
    boundary: 'the client imports the server',
    file: 'src/client/app/Offender.tsx',
    source: '../../server/config.js',
    says: /The client does not import the server or the parser/,
  },
  {
    boundary: 'shared imports the server',
    file: 'src/shared/offender.ts',
    source: '../server/config.js',
    says: /src\/shared .* imports none of them/,
  },
  {
    boundary: 'shared imports the parser',
    file: 'src/shared/api/offender.ts',
    source: '../../parser/index.js',
    says: /src\/shared .* imports none of them/,
  },
  {
    boundary: 'the parser imports the server',
    file: 'src/parser/offender.ts',
    source: '../server/config.js',
    says: /The parser does not depend on the server/,
  },
  {
    boundary: "a server module imports another module's internals",
    file: 'src/server/modules/courses/offender.ts',
    source: '../uploads/store.js',
    says: /reached only through its public file: import from 'src\/server\/modules\/uploads\/index\.js'/,
  },
  {
    boundary: "a server module imports another module's internals the long way round",
    file: 'src/server/modules/courses/offender.ts',
    source: '../../modules/uploads/store.js',
    says: /reached only through its public file/,
  },
  {
    boundary: 'a client feature imports another feature the long way round',
    file: 'src/client/features/courses/Offender.tsx',
    source: '../../features/admin/AdminLayout',
    says: /Client features do not import each other \(courses → admin\)/,
  },
  {
    boundary: "server code outside the modules imports a module's internals",
    file: 'src/server/offender.ts',
    source: './modules/reports/service.js',
    says: /src\/server\/modules\/reports\/index\.js/,
  },
  {
    boundary: 'the server imports the client',
    file: 'src/server/offender.ts',
    source: '../client/lib/api',
    says: /The server does not import the client/,
  },
  {
    boundary: 'the parser imports the client',
    file: 'src/parser/offender.ts',
    source: '../client/lib/dates',
    says: /The parser does not depend on the server or the client/,
  },
  {
    boundary: 'a server import that resolves to no file',
    file: 'src/server/modules/courses/offender.ts',
    source: '../uploads/no-such-file.js',
    says: /'\.\.\/uploads\/no-such-file\.js' resolves to no file .* check the path/,
  },
  {
    boundary: 'a client import that resolves to no file',
    file: 'src/client/features/courses/Offender.tsx',
    source: '../admin/NoSuchFile',
    says: /resolves to no file .* check the path/,
  },
];

const allowed: Array<{ way: string; file: string; source: string }> = [
  {
    way: 'a module through its public file',
    file: 'src/server/modules/courses/x.ts',
    source: '../uploads/index.js',
  },
  { way: 'a module reaching its own files', file: 'src/server/modules/courses/x.ts', source: './service.js' },
  { way: 'the server through a public file', file: 'src/server/x.ts', source: './modules/auth/index.js' },
  {
    way: 'the server reaching shared',
    file: 'src/server/modules/courses/x.ts',
    source: '../../../shared/terms.js',
  },
  {
    way: 'a feature reaching shared',
    file: 'src/client/features/courses/X.tsx',
    source: '../../../shared/grades',
  },
  {
    way: 'a feature reaching its own files',
    file: 'src/client/features/courses/planning/X.tsx',
    source: '../api',
  },
  { way: 'a feature reaching lib', file: 'src/client/features/admin/X.tsx', source: '../../lib/api' },
  {
    way: 'a feature reaching its own files the long way round',
    file: 'src/client/features/courses/X.tsx',
    source: '../../features/courses/api',
  },
  {
    way: 'a module reaching its own files the long way round',
    file: 'src/server/modules/courses/x.ts',
    source: '../../modules/courses/service.js',
  },
  { way: 'the app putting features together', file: 'src/client/app/X.tsx', source: '../features/auth/api' },
  { way: 'the parser reaching shared', file: 'src/parser/x.ts', source: '../shared/grades.js' },
  { way: 'the server reaching the parser', file: 'src/server/x.ts', source: '../parser/index.js' },
  {
    way: 'a test reaching its support code',
    file: 'src/server/x.test.ts',
    source: '../../tests/support/db.js',
  },
  { way: 'the server reading package.json', file: 'src/server/x.ts', source: '../../package.json' },
  { way: 'a package', file: 'src/client/lib/x.ts', source: 'react' },
];

describe('import boundaries', () => {
  it.each(forbidden)('refuses: $boundary', async ({ file, source, says }) => {
    const errors = await errorsOf(file, importing(source));
    expect(errors).toHaveLength(1);
    expect(errors[0].rule).toBe('boundaries/dependencies');
    expect(errors[0].message).toMatch(says);
  });

  it('refuses a type-only import across a boundary too', async () => {
    const errors = await errorsOf(
      'src/server/modules/account/offender.ts',
      "import type { Tx } from '../uploads/store.js';\nexport type { Tx };\n",
    );
    expect(errors.map((e) => e.rule)).toEqual(['boundaries/dependencies']);
  });

  it('refuses a file under src/ that belongs to no element', async () => {
    const errors = await errorsOf('src/worker/offender.ts', importing('../shared/grades.js'));
    expect(errors.map((e) => e.rule)).toEqual(['boundaries/no-unknown-files']);
  });

  it.each(allowed)('allows $way', async ({ file, source }) => {
    expect(await errorsOf(file, importing(source))).toEqual([]);
  });
});

describe('ownership', () => {
  it('refuses a hand-written user condition in a server module', async () => {
    const code = [
      "import { eq } from 'drizzle-orm';",
      "import { courses } from '../../db/schema.js';",
      'export const mine = (userId: string) => eq(courses.userId, userId);',
    ].join('\n');
    const errors = await errorsOf('src/server/modules/courses/offender.ts', code);
    expect(errors).toHaveLength(1);
    expect(errors[0].rule).toBe('no-restricted-syntax');
    expect(errors[0].message).toMatch(/ownedBy\(table, userId\)/);
  });

  it('allows the condition written by ownedBy', async () => {
    const code = [
      "import { ownedBy } from '../../db/owned.js';",
      "import { courses } from '../../db/schema.js';",
      'export const mine = (userId: string) => ownedBy(courses, userId);',
    ].join('\n');
    expect(await errorsOf('src/server/modules/courses/x.ts', code)).toEqual([]);
  });
});
