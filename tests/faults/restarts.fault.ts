import { afterAll, describe, expect, it } from 'vitest';
import { fixtureBytes, variantOf } from '../support/uploads.js';
import { AppUnderTest, percentile, seededRandom, tally, uploadFile, type Answer } from './support/app.js';

const STALE_AFTER_SECONDS = 5;

describe('kill -9 of the server during uploads', () => {
  const app = new AppUnderTest({ STALE_UPLOAD_AFTER_SECONDS: String(STALE_AFTER_SECONDS) });
  afterAll(() => app.stop());

  it('leaves no partial report, and every upload log row ends success or error once the sweep has run', async () => {
    const ROUNDS = 10;
    const CONCURRENT = 16;
    const random = seededRandom(12);
    const pdf = fixtureBytes('report-1p.pdf');
    const answers: Answer[] = [];
    const starts: number[] = [];
    starts.push(await app.start());
    const cookies = await app.students(CONCURRENT);
    for (let round = 1; round <= ROUNDS; round++) {
      const inFlight = cookies.map((cookie, i) => uploadFile(app, cookie, variantOf(pdf, `r${round}-${i}`)));
      // Kill while the uploads are being received, parsed and stored (seeded, 100 to 2500 ms in).
      await new Promise((r) => setTimeout(r, 100 + Math.floor(random() * 2400)));
      await app.killServer();
      answers.push(...(await Promise.all(inFlight)));
      starts.push(await app.start());
    }

    const { pool } = app.db();
    // The sweep runs at start-up and every STALE_UPLOAD_AFTER_SECONDS: wait for the rows the kills left.
    const deadline = Date.now() + (STALE_AFTER_SECONDS * 3 + 10) * 1000;
    let processing = -1;
    while (Date.now() < deadline) {
      const { rows } = await pool.query<{ n: number }>(
        `select count(*)::int as n from upload_logs where status = 'processing'`,
      );
      processing = rows[0].n;
      if (processing === 0) break;
      await new Promise((r) => setTimeout(r, 500));
    }
    const logs = await pool.query<{ status: string; n: number }>(
      `select status, count(*)::int as n from upload_logs group by status order by status`,
    );
    // A partial report: stored without all of its grades, without its success log, or with its owner
    // holding no course (course rows belong to the newest report of each course, so count them per user).
    const partial = await pool.query<{ id: string }>(`
      select r.id from reports r
      where (select count(*) from grades g where g.report_id = r.id) <>
            (select count(*) from jsonb_array_elements(r.transcript->'courses') c
              where c->>'pointsReceived' is not null and c->>'maxPoints' is not null and c->>'percentage' is not null)
         or not exists (select 1 from courses c where c.user_id = r.user_id)
         or not exists (select 1 from upload_logs l where l.report_id = r.id and l.status = 'success')`);
    const reports = await pool.query<{ n: number }>(`select count(*)::int as n from reports`);

    console.log(
      [
        `kill -9 of the server during ${CONCURRENT} concurrent uploads, ${ROUNDS} rounds`,
        `  answers: ${JSON.stringify(tally(answers))}`,
        `  reports stored: ${reports.rows[0].n}, partial: ${partial.rows.length}`,
        `  upload logs: ${logs.rows.map((r) => `${r.status} ${r.n}`).join(', ')}`,
        `  start to ready after a kill: p50 ${percentile(starts.slice(1), 50)} ms, max ${percentile(starts.slice(1), 100)} ms`,
      ].join('\n'),
    );
    expect(partial.rows).toEqual([]);
    expect(processing).toBe(0);
    expect(logs.rows.map((r) => r.status).filter((s) => s !== 'success' && s !== 'error')).toEqual([]);
    expect(answers.filter((a) => a.status >= 500)).toEqual([]);
  });
});

describe('kill -9 of the whole process group, then an immediate restart', () => {
  const app = new AppUnderTest();
  afterAll(() => app.stop());

  it('is ready again every time', async () => {
    const ROUNDS = Number(process.env.FAULT_GROUP_KILL_ROUNDS ?? 20);
    const readyMs: number[] = [];
    await app.start();
    const cookie = await app.devLogin();
    for (let round = 1; round <= ROUNDS; round++) {
      await app.killGroup();
      // At once: the postmaster is still defunct, waiting to be reaped.
      readyMs.push(await app.start());
      const me = await fetch(`${app.baseUrl}/api/auth/me`, { headers: { cookie } });
      expect(me.status, `round ${round}`).toBe(200);
      expect(((await me.json()) as { email: string }).email).toBe('dev-student@school.edu');
    }
    console.log(
      `kill -9 of the process group and immediate restart, ${ROUNDS} rounds: all ready; ` +
        `start to ready p50 ${percentile(readyMs, 50)} ms, max ${percentile(readyMs, 100)} ms`,
    );
    expect(readyMs).toHaveLength(ROUNDS);
  });
});
