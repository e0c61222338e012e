import type { Config } from './config.js';
import type { Db } from './db/client.js';
import type { ParserPool } from '../parser/index.js';

/** What route modules are given: configuration and the shared resources of this server. */
export interface AppContext {
  config: Config;
  db: Db;
  /** Transcript parsing off the main thread; created by the server, absent in tests that need none. */
  parser: ParserPool | null;
  /** Per-route rate limit options for sign-in routes. */
  signInRateLimit: { max: number; timeWindow: number };
}

/** The one place the context is put together: the app's routes and the server's jobs share it. */
export function createAppContext(config: Config, db: Db, parser: ParserPool | null = null): AppContext {
  return {
    config,
    db,
    parser,
    signInRateLimit: { max: config.signInAttemptsPerMinute, timeWindow: 60_000 },
  };
}
