import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll } from 'vitest';
import { buildApp, type App } from '../../src/server/app.js';
import { loadConfig, type Config } from '../../src/server/config.js';
import type { LogStream } from '../../src/server/logging.js';
import { ensureConfiguredDomain } from '../../src/server/modules/auth/users.js';
import type { ParserPool } from '../../src/parser/index.js';
import { createDb } from '../../src/server/db/client.js';
import { createTestDatabase, type TestDatabase } from './db.js';

export interface TestApp extends TestDatabase {
  app: App;
  config: Config;
}

/** The whole server on a fresh database, for inject() requests. Closed after the test file. */
export async function createTestApp(opts: TestAppOptions = {}): Promise<TestApp> {
  return startInstance(await createTestDatabase(), opts);
}

export interface TestAppOptions {
  env?: Record<string, string>;
  parser?: ParserPool | null;
  logStream?: LogStream;
}

/**
 * Another app instance on the database of `first`, with a connection pool of its own, as a second server
 * behind a load balancer would be. Closed after the test file.
 */
export async function createSecondInstance(first: TestDatabase, opts: TestAppOptions = {}): Promise<TestApp> {
  const { db, pool } = createDb(first.url, 5);
  afterAll(() => pool.end());
  return startInstance({ db, pool, url: first.url }, opts);
}

async function startInstance(database: TestDatabase, opts: TestAppOptions): Promise<TestApp> {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATABASE_URL: database.url,
    ALLOWED_DOMAIN: 'school.edu',
    ...opts.env,
  });
  await ensureConfiguredDomain(database.db, config);
  const app = await buildApp({
    config,
    db: database.db,
    parser: opts.parser ?? null,
    clientDir: null,
    logStream: opts.logStream,
  });
  afterAll(() => app.close());
  return { ...database, app, config };
}

/** Log lines kept in memory, for tests that read what the server logged. */
export function logCapture(): LogStream & { lines: string[] } {
  const lines: string[] = [];
  return { lines, write: (line: string) => void lines.push(line) };
}

/** Headers a same-origin browser call carries on a write. */
export const writeHeaders = { 'x-requested-with': 'XMLHttpRequest' };

/** inject() with a session cookie and the write header added. */
export function requestAs(app: App, cookie: string | null) {
  return (opts: InjectOptions): Promise<LightMyRequestResponse> =>
    app.inject({
      ...opts,
      headers: { ...writeHeaders, ...(cookie ? { cookie } : {}), ...(opts.headers ?? {}) },
    });
}
