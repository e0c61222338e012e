import crypto from 'node:crypto';
import pg from 'pg';
import { afterAll, inject } from 'vitest';
import { createDb, type Db } from '../../src/server/db/client.js';
import { withDatabase } from '../global-setup.js';

export interface TestDatabase {
  db: Db;
  url: string;
  pool: pg.Pool;
}

/** A fresh database for this test file, copied from the migrated template; dropped after the file. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = inject('pgServerUrl');
  const templateDb = inject('templateDb');
  const name = `${templateDb}_${crypto.randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name} template ${templateDb}`);
  await admin.end();
  const url = withDatabase(serverUrl, name);
  const { db, pool } = createDb(url, 5);
  afterAll(async () => {
    await pool.end();
    const c = new pg.Client({ connectionString: serverUrl });
    await c.connect();
    await c.query(`drop database if exists ${name} with (force)`);
    await c.end();
  });
  return { db, url, pool };
}
