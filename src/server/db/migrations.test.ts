import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrationsFolder } from './client.js';

describe('migrations', () => {
  it('match the schema: generating from the schema finds nothing new', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gradelens-drift-'));
    const out = path.join(dir, 'drizzle');
    fs.cpSync(migrationsFolder(), out, { recursive: true });
    const config = path.join(dir, 'drizzle.config.mjs');
    fs.writeFileSync(
      config,
      `export default { dialect: 'postgresql', schema: ${JSON.stringify(path.resolve('src/server/db/schema.ts'))}, out: './drizzle' };\n`,
    );
    const before = fs.readdirSync(out).sort();
    const output = execFileSync(
      path.resolve('node_modules/.bin/drizzle-kit'),
      ['generate', '--config', config],
      {
        encoding: 'utf8',
        cwd: dir,
      },
    );
    expect(
      fs.readdirSync(out).sort(),
      `schema.ts changed without a migration: run npm run db:generate\n${output}`,
    ).toEqual(before);
    expect(output).toContain('No schema changes');
    fs.rmSync(dir, { recursive: true, force: true });
  }, 60_000);
});
