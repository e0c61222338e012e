import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema.js';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './embedded.js';
import type { Config } from '../config.js';

/** The database; `$client` is its connection pool. */
export type Db = NodePgDatabase<typeof schema> & { $client: pg.Pool };

export interface Database {
  db: Db;
  pool: pg.Pool;
  url: string;
  close(): Promise<void>;
}

// Numeric and bigint columns come back as numbers (counts and sums fit easily).
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (v) => Number(v));
// Dates stay 'YYYY-MM-DD' strings: no time zone shifts.
pg.types.setTypeParser(pg.types.builtins.DATE, (v) => v);

/** The migrations folder, found from this module whether it runs from src/ or from the built dist/. */
export function migrationsFolder(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const candidate = path.join(dir, 'drizzle');
    if (fs.existsSync(path.join(candidate, 'meta', '_journal.json'))) return candidate;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('The drizzle migrations folder was not found.');
    dir = parent;
  }
}

/** Applies pending migrations; an advisory lock keeps several app instances from racing. */
export async function runMigrations(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock(7295301)');
    await migrate(drizzle(client, { schema }), { migrationsFolder: migrationsFolder() });
  } finally {
    await client.query('select pg_advisory_unlock(7295301)').catch(() => undefined);
    client.release();
  }
}

export function createDb(url: string, poolSize = 10): { db: Db; pool: pg.Pool } {
  // A database that does not answer fails a request within seconds (503) instead of holding it.
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    idleTimeoutMillis: 30_000,
    connectionTimeoutMillis: 5_000,
  });
  pool.on('error', () => undefined); // a dropped idle connection is replaced on next use
  // A connection lost while checked out (between the statements of a transaction, say) fails its next
  // query, which the caller answers; without a listener its 'error' event would end the process.
  pool.on('connect', (client) => client.on('error', () => undefined));
  return { db: drizzle(pool, { schema }), pool };
}

/** Opens the configured database (or starts the embedded one) and brings its schema up to date. */
export async function openDatabase(config: Config, log?: (line: string) => void): Promise<Database> {
  let embedded: EmbeddedPostgres | undefined;
  let url = config.DATABASE_URL;
  if (!url) {
    embedded = await startEmbeddedPostgres({ dataDir: config.dataDir, port: config.EMBEDDED_PG_PORT, log });
    url = embedded.url;
  }
  const { db, pool } = createDb(url, config.DATABASE_POOL_SIZE);
  try {
    await runMigrations(pool);
  } catch (err) {
    await pool.end();
    await embedded?.stop();
    throw err;
  }
  return {
    db,
    pool,
    url,
    async close() {
      await pool.end();
      await embedded?.stop();
    },
  };
}
