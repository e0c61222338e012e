import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { defunctProcess } from '../../../tests/support/defunct.js';
import { freePort } from '../../../tests/support/free-port.js';
import {
  EmbeddedPostgresError,
  runAsIds,
  startEmbeddedPostgres,
  writeInitdbPasswordFile,
} from './embedded.js';
import { processState } from './processes.js';

const dirs: string[] = [];
function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gradelens-embedded-'));
  dirs.push(dir);
  return dir;
}
afterAll(() => dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

/** An app that starts the embedded database, writes two rows, says READY and waits. */
function appScript(dataDir: string, port: number): string {
  const script = `
    import { startEmbeddedPostgres } from ${JSON.stringify(path.resolve('src/server/db/embedded.ts'))};
    import pg from 'pg';
    const e = await startEmbeddedPostgres({ dataDir: ${JSON.stringify(dataDir)}, port: ${port} });
    const c = new pg.Client(e.url); await c.connect();
    await c.query('create table if not exists kept (n int)'); await c.query('insert into kept values (1), (2)');
    await c.end();
    console.log('READY');
    setInterval(() => {}, 1000);
  `;
  // Inside the project, so the script resolves its packages.
  fs.mkdirSync(path.resolve('.tmp'), { recursive: true });
  const file = path.resolve('.tmp', `${path.basename(dataDir)}-app.mts`);
  fs.writeFileSync(file, script);
  dirs.push(file);
  return file;
}

function startApp(file: string, detached = false) {
  const app = spawn(process.execPath, ['--import', 'tsx', file], {
    stdio: ['ignore', 'pipe', 'inherit'],
    detached,
  });
  const ready = new Promise<void>((resolve, reject) => {
    app.stdout!.on('data', (d: Buffer) => d.toString().includes('READY') && resolve());
    app.once('exit', (code) => reject(new Error(`app exited ${code}`)));
  });
  return { app, ready };
}

async function count(url: string): Promise<number> {
  const client = new pg.Client(url);
  await client.connect();
  const { rows } = await client.query<{ n: number }>('select count(*)::int as n from kept');
  await client.end();
  return rows[0].n;
}

describe('embedded PostgreSQL', () => {
  it('refuses a second server on the same data directory', async () => {
    const dataDir = tempDir();
    const first = await startEmbeddedPostgres({ dataDir, port: await freePort() });
    try {
      // Another live node process holds the directory.
      const holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 20000)']);
      fs.writeFileSync(path.join(dataDir, 'server.pid'), `${holder.pid}\n`);
      await expect(startEmbeddedPostgres({ dataDir, port: await freePort() })).rejects.toThrow(
        /Another GradeLens server .* is using the data directory/,
      );
      holder.kill('SIGKILL');
    } finally {
      await first.stop();
    }
  });

  it('starts again with the data intact after its app was killed with SIGKILL', async () => {
    const dataDir = tempDir();
    const port = await freePort();
    const { app, ready } = startApp(appScript(dataDir, port));
    await ready;
    app.kill('SIGKILL');
    await new Promise((r) => app.once('exit', r));

    const again = await startEmbeddedPostgres({ dataDir, port });
    try {
      expect(await count(again.url)).toBe(2);
    } finally {
      await again.stop();
    }
  }, 60_000);

  it('starts at once after the whole process group of its app was killed, each time', async () => {
    const dataDir = tempDir();
    const port = await freePort();
    const file = appScript(dataDir, port);
    for (let round = 1; round <= 3; round++) {
      const { app, ready } = startApp(file, true);
      await ready;
      const exited = new Promise((r) => app.once('exit', r));
      // The postmaster dies with the group; it stays defunct until init reaps it.
      process.kill(-app.pid!, 'SIGKILL');
      await exited;
    }
    const again = await startEmbeddedPostgres({ dataDir, port });
    try {
      expect(await count(again.url)).toBe(6);
    } finally {
      await again.stop();
    }
  }, 120_000);

  it('takes a lock file naming a defunct postmaster for stale, and starts', async () => {
    const dataDir = tempDir();
    const port = await freePort();
    await (await startEmbeddedPostgres({ dataDir, port })).stop();
    const zombie = await defunctProcess('postgres', tempDir(), runAsIds());
    try {
      expect(processState(zombie.pid)).toBe('defunct');
      const lock = path.join(dataDir, 'postgres', 'postmaster.pid');
      fs.writeFileSync(lock, `${zombie.pid}\n${path.join(dataDir, 'postgres')}\n0\n${port}\n\n127.0.0.1\n`);
      const again = await startEmbeddedPostgres({ dataDir, port, reapWaitMs: 200 });
      await again.stop();
    } finally {
      zombie.release();
    }
  }, 60_000);

  it('keeps a lock file whose server still has processes attached to its shared memory', async () => {
    // A live server whose interlock segment the crafted lock file below names.
    const liveDir = tempDir();
    const live = await startEmbeddedPostgres({ dataDir: liveDir, port: await freePort() });
    let zombie: { pid: number; release(): void } | null = null;
    try {
      const dataDir = tempDir();
      const port = await freePort();
      await (await startEmbeddedPostgres({ dataDir, port })).stop();
      zombie = await defunctProcess('postgres', tempDir(), runAsIds());
      const segment = fs
        .readFileSync(path.join(liveDir, 'postgres', 'postmaster.pid'), 'utf8')
        .split('\n')[6];
      expect(segment.trim()).toMatch(/^\d+\s+\d+$/);
      // Its postmaster is defunct, but a process still attached to its segment may be serving the data.
      const lock = path.join(dataDir, 'postgres', 'postmaster.pid');
      const content = [
        zombie.pid,
        path.join(dataDir, 'postgres'),
        0,
        port,
        '',
        '127.0.0.1',
        segment,
        'ready',
        '',
      ];
      fs.writeFileSync(lock, content.join('\n'));
      const outcome = await startEmbeddedPostgres({ dataDir, port, reapWaitMs: 200 }).catch(
        (e: unknown) => e,
      );
      if (!(outcome instanceof Error)) await (outcome as { stop(): Promise<void> }).stop();
      expect(outcome).toBeInstanceOf(EmbeddedPostgresError);
      expect(fs.readFileSync(lock, 'utf8')).toBe(content.join('\n'));
    } finally {
      zombie?.release();
      await live.stop();
    }
  }, 60_000);

  it('writes the initdb password file readable by the database user only', () => {
    const ids = runAsIds();
    const file = writeInitdbPasswordFile(tempDir(), 'secret', ids);
    const stat = fs.statSync(file);
    expect(stat.mode & 0o777).toBe(0o600);
    expect(stat.uid).toBe(ids.uid ?? process.getuid!());
    expect(fs.readFileSync(file, 'utf8')).toBe('secret\n');
  });

  it('explains a port that is already taken', async () => {
    const port = await freePort();
    const blocker = await startEmbeddedPostgres({ dataDir: tempDir(), port });
    try {
      const err = await startEmbeddedPostgres({ dataDir: tempDir(), port }).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(EmbeddedPostgresError);
      expect((err as Error).message).toMatch(/port \d+ is in use/);
    } finally {
      await blocker.stop();
    }
  }, 60_000);
});
