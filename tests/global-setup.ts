import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres, stopAbandoned } from '../src/server/db/embedded.js';
import { createDb, runMigrations } from '../src/server/db/client.js';
import { freePort } from './support/free-port.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A server URL whose database `templateDb` holds the migrated schema. */
    pgServerUrl: string;
    templateDb: string;
  }
}

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

const TEMP_PREFIX = 'gradelens-test-pg-';

/** Servers and files of earlier runs that were killed before their teardown. */
async function sweepAbandonedRuns(): Promise<void> {
  for (const name of fs.readdirSync(os.tmpdir()).filter((n) => n.startsWith(TEMP_PREFIX))) {
    const dir = path.join(os.tmpdir(), name);
    // A run that is still starting has not claimed its directory yet: leave young ones alone.
    if (Date.now() - fs.statSync(dir).mtimeMs < 5 * 60_000) continue;
    if (await stopAbandoned(dir).catch(() => false)) fs.rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * One PostgreSQL for the whole run: the one named by TEST_DATABASE_URL, or an embedded PostgreSQL 17 in a
 * temporary directory. A migrated template database is made once; each test file copies it.
 */
export default async function setup(project: TestProject) {
  let serverUrl = process.env.TEST_DATABASE_URL;
  let stopEmbedded: (() => Promise<void>) | undefined;
  let dataDir: string | undefined;
  if (!serverUrl) {
    await sweepAbandonedRuns();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), TEMP_PREFIX));
    const embedded = await startEmbeddedPostgres({ dataDir, port: await freePort() });
    serverUrl = embedded.url;
    stopEmbedded = embedded.stop;
  }
  const templateDb = `gradelens_tpl_${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${templateDb}`);
  await admin.query(`create database ${templateDb}`);
  const { pool } = createDb(withDatabase(serverUrl, templateDb), 2);
  await runMigrations(pool);
  await pool.end();

  project.provide('pgServerUrl', serverUrl);
  project.provide('templateDb', templateDb);

  return async () => {
    // Drop what this run created (copies are named after the template).
    const { rows } = await admin.query<{ datname: string }>(
      `select datname from pg_database where datname like $1`,
      [`${templateDb}%`],
    );
    for (const { datname } of rows.reverse()) {
      await admin.query(`drop database if exists ${datname} with (force)`).catch(() => undefined);
    }
    await admin.end();
    await stopEmbedded?.();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
