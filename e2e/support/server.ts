import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from '../../tests/support/free-port.js';

export interface RunningServer {
  baseUrl: string;
  /** A connection to the server's database, for checks and setup. */
  db: pg.Pool;
  output(): string;
  stop(): Promise<void>;
}

/** Polls /readyz until the server answers 200 (60 s at most), failing early when it exits. */
export async function waitForReady(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const end = Date.now() + 60_000;
  while (Date.now() < end) {
    if (child.exitCode !== null) throw new Error(`The server exited early:\n${output()}`);
    try {
      const res = await fetch(`${url}/readyz`);
      if (res.ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`The server did not become ready:\n${output()}`);
}

/**
 * Starts the built app (node dist/server/main.js) on a free port with a database of its own: a fresh
 * embedded PostgreSQL, or a fresh database on the server named by TEST_DATABASE_URL.
 */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  // A journey whose other parties must know the address first (an identity provider's redirect URI) picks the port.
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gradelens-e2e-'));
  let databaseUrl: string | undefined;
  let dropDatabase: (() => Promise<void>) | undefined;
  if (process.env.TEST_DATABASE_URL) {
    const name = `gradelens_e2e_${process.pid}_${port}`;
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const u = new URL(process.env.TEST_DATABASE_URL);
    u.pathname = `/${name}`;
    databaseUrl = u.toString();
    dropDatabase = async () => {
      const c = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    };
  }
  const pgPort = await freePort();
  const child = spawn(process.execPath, ['dist/server/main.js'], {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      EMBEDDED_PG_PORT: String(pgPort),
      ALLOWED_DOMAIN: 'school.edu',
      DEV_LOGIN: 'true',
      LOG_LEVEL: 'warn',
      PARSER_POOL_SIZE: '1',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForReady(baseUrl, child, () => out);

  const password = databaseUrl ? '' : fs.readFileSync(path.join(dataDir, 'postgres.password'), 'utf8').trim();
  const pool = new pg.Pool({
    connectionString:
      databaseUrl ?? `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${pgPort}/postgres`,
    max: 2,
  });
  // An idle connection the database ends (the app's embedded PostgreSQL stopping or restarting) is not a failure
  // of the journey; a query that fails still rejects where it is awaited.
  pool.on('error', () => {});

  return {
    baseUrl,
    db: pool,
    output: () => out,
    async stop() {
      await pool.end();
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      await dropDatabase?.();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
