import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import crypto from 'node:crypto';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { withDatabase } from '../../../tests/global-setup.js';
import { createDb, migrationsFolder } from './client.js';

/** A copy of the migrations folder that stops before the migration tagged `before`. */
function migrationsUpTo(before: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gradelens-migrations-'));
  fs.cpSync(migrationsFolder(), dir, { recursive: true });
  const journalFile = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8')) as { entries: Array<{ tag: string }> };
  const stop = journal.entries.findIndex((e) => e.tag.startsWith(before));
  expect(stop).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, stop);
  fs.writeFileSync(journalFile, JSON.stringify(journal));
  return dir;
}

describe('the migration keying users by issuer and subject', async () => {
  const serverUrl = inject('pgServerUrl');
  const name = `gradelens_issuer_${crypto.randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const { pool } = createDb(withDatabase(serverUrl, name), 1);
  afterAll(async () => {
    await pool.end();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });

  it("splits the provider prefix of existing users' subjects into their issuer", async () => {
    const older = migrationsUpTo('0005_');
    await migrate(drizzle(pool), { migrationsFolder: older });
    fs.rmSync(older, { recursive: true, force: true });
    await pool.query(`insert into users (subject, email) values
      ('google:1001', 'sofia@school.edu'), ('dev:dev-admin@school.edu', 'dev-admin@school.edu'), ('x-7', 'x@school.edu')`);

    await migrate(drizzle(pool), { migrationsFolder: migrationsFolder() });
    const { rows } = await pool.query('select issuer, subject, email from users order by email');
    expect(rows).toEqual([
      { issuer: 'dev', subject: 'dev-admin@school.edu', email: 'dev-admin@school.edu' },
      { issuer: 'https://accounts.google.com', subject: '1001', email: 'sofia@school.edu' },
      { issuer: 'unknown', subject: 'x-7', email: 'x@school.edu' },
    ]);
    // The same subject may now come from two issuers.
    await pool.query(
      `insert into users (issuer, subject, email) values ('https://id.school.edu', '1001', 'b@school.edu')`,
    );
  });
});
