import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type pg from 'pg';
import { waitForReady } from '../../../e2e/support/server.js';
import { loadConfig, type Config } from '../../../src/server/config.js';
import { createDb, type Db } from '../../../src/server/db/client.js';
import { createUser } from '../../support/factories.js';
import { freePort } from '../../support/free-port.js';
import { multipartBody } from '../../support/uploads.js';

/**
 * The built app (node dist/server/main.js) on its embedded PostgreSQL in a temporary DATA_DIR, run in a
 * process group of its own so a test can kill the server alone or the whole group, and start it again on
 * the same data and ports.
 */
export class AppUnderTest {
  readonly dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gradelens-faults-'));
  port = 0;
  pgPort = 0;
  child: ChildProcess | null = null;
  private log = '';
  private database: { db: Db; pool: pg.Pool } | null = null;

  constructor(private readonly env: Record<string, string> = {}) {}

  get baseUrl(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  get pid(): number {
    return this.child!.pid!;
  }

  output(): string {
    return this.log;
  }

  /** Starts the server and waits for /readyz; returns the milliseconds it took. */
  async start(): Promise<number> {
    if (!this.port) [this.port, this.pgPort] = [await freePort(), await freePort()];
    const started = performance.now();
    this.log = '';
    const child = spawn(process.execPath, ['dist/server/main.js'], {
      detached: true,
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'test',
        PORT: String(this.port),
        HOST: '127.0.0.1',
        DATA_DIR: this.dataDir,
        EMBEDDED_PG_PORT: String(this.pgPort),
        ALLOWED_DOMAIN: 'school.edu',
        DEV_LOGIN: 'true',
        LOG_LEVEL: 'warn',
        PARSER_POOL_SIZE: '2',
        UPLOAD_RATE_LIMIT_PER_MINUTE: '100000',
        ...this.env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    child.stdout!.on('data', (d) => (this.log += d));
    child.stderr!.on('data', (d) => (this.log += d));
    await waitForReady(this.baseUrl, child, () => this.log);
    return performance.now() - started;
  }

  private exited(): Promise<void> {
    const child = this.child!;
    return child.exitCode !== null || child.signalCode !== null
      ? Promise.resolve()
      : new Promise((r) => child.once('exit', () => r()));
  }

  /** kill -9 of the server process alone: its PostgreSQL (and any parser processes) are orphaned. */
  async killServer(): Promise<void> {
    const exited = this.exited();
    process.kill(this.pid, 'SIGKILL');
    await exited;
  }

  /** kill -9 of the whole process group, as a container's OOM kill does. */
  async killGroup(): Promise<void> {
    const exited = this.exited();
    process.kill(-this.pid, 'SIGKILL');
    await exited;
  }

  /**
   * A clean stop (SIGTERM), then `beforeRemove` (for what a test started on the data directory itself),
   * then the temporary data directory is removed.
   */
  async stop(beforeRemove?: () => Promise<void> | void): Promise<void> {
    await this.database?.pool.end().catch(() => undefined);
    this.database = null;
    if (this.child && this.child.exitCode === null && this.child.signalCode === null) {
      const exited = this.exited();
      this.child.kill('SIGTERM');
      await exited;
    }
    await beforeRemove?.();
    fs.rmSync(this.dataDir, { recursive: true, force: true });
  }

  config(): Config {
    return loadConfig({ NODE_ENV: 'test', ALLOWED_DOMAIN: 'school.edu', DATABASE_URL: this.databaseUrl() });
  }

  databaseUrl(): string {
    const password = fs.readFileSync(path.join(this.dataDir, 'postgres.password'), 'utf8').trim();
    return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${this.pgPort}/postgres`;
  }

  /** The app's database, for checks; the connection survives restarts of the app. */
  db(): { db: Db; pool: pg.Pool } {
    this.database ??= createDb(this.databaseUrl(), 2);
    return this.database;
  }

  /** Signs in through the development login; returns the Cookie header value. */
  async devLogin(role: 'student' | 'admin' = 'student'): Promise<string> {
    const res = await fetch(`${this.baseUrl}/api/auth/dev-login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
      body: JSON.stringify(role === 'admin' ? { role } : {}),
    });
    if (res.status !== 200) throw new Error(`dev-login answered ${res.status}`);
    return res.headers.getSetCookie()[0].split(';')[0];
  }

  /**
   * Signed-in students besides the development one (which is a single account): concurrent clients are
   * different people, as they would be in use.
   */
  async students(n: number): Promise<string[]> {
    const config = this.config();
    const cookies = [await this.devLogin()];
    while (cookies.length < n) cookies.push((await createUser(this.db().db, config)).cookie);
    return cookies;
  }

  /** RSS in MB of the server and the processes it started, PostgreSQL's excepted. */
  rssMb(): number {
    return processTree(this.pid)
      .filter((p) => p.comm !== 'postgres')
      .reduce((mb, p) => mb + p.rssMb, 0);
  }

  /** RSS in MB of the server process alone (its parser processes excepted). */
  serverRssMb(): number {
    return readProc(this.pid)?.rssMb ?? 0;
  }
}

export interface Answer {
  status: number; // 0: no answer (connection refused or reset)
  ms: number;
}

/** One request; a refused or dropped connection is status 0, never a throw. */
export async function call(
  app: AppUnderTest,
  cookie: string,
  url: string,
  init: { method?: string; body?: Uint8Array; headers?: Record<string, string> } = {},
  timeoutMs = 180_000,
): Promise<Answer> {
  const started = performance.now();
  try {
    const res = await fetch(`${app.baseUrl}${url}`, {
      method: init.method ?? 'GET',
      body: init.body ? Uint8Array.from(init.body) : undefined,
      headers: { cookie, 'x-requested-with': 'XMLHttpRequest', ...init.headers },
      signal: AbortSignal.timeout(timeoutMs),
    });
    await res.arrayBuffer();
    return { status: res.status, ms: performance.now() - started };
  } catch {
    return { status: 0, ms: performance.now() - started };
  }
}

export function uploadFile(app: AppUnderTest, cookie: string, bytes: Buffer, fileName = 'report.pdf') {
  const { payload, headers } = multipartBody(bytes, { fileName });
  return call(app, cookie, '/api/upload', { method: 'POST', body: payload, headers });
}

interface Proc {
  pid: number;
  ppid: number;
  comm: string;
  rssMb: number;
}

function readProc(pid: number): Proc | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const close = stat.lastIndexOf(')');
    const fields = stat.slice(close + 2).split(' ');
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const rssKb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    return {
      pid,
      ppid: Number(fields[1]),
      comm: stat.slice(stat.indexOf('(') + 1, close),
      rssMb: rssKb / 1024,
    };
  } catch {
    return null;
  }
}

/** A process and all its descendants. */
export function processTree(root: number): Proc[] {
  const all = fs
    .readdirSync('/proc')
    .filter((n) => /^\d+$/.test(n))
    .map((n) => readProc(Number(n)))
    .filter((p): p is Proc => p !== null);
  const tree: Proc[] = [];
  const queue = [root];
  while (queue.length) {
    const pid = queue.shift()!;
    const proc = all.find((p) => p.pid === pid);
    if (proc) tree.push(proc);
    queue.push(...all.filter((p) => p.ppid === pid).map((p) => p.pid));
  }
  return tree;
}

/** Answers counted by status class, for the printed figures. */
export function tally(answers: Answer[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const { status } of answers) {
    const key = status === 0 ? 'no answer' : String(status);
    out[key] = (out[key] ?? 0) + 1;
  }
  return out;
}

export function percentile(values: number[], p: number): number {
  if (!values.length) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]);
}

export function is5xx(a: Answer): boolean {
  return a.status >= 500;
}

/** A small seeded random number generator (mulberry32): the same faults on every run. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
