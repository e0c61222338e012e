import { count, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, requestAs } from '../../../../tests/support/app.js';
import { createUser } from '../../../../tests/support/factories.js';
import {
  fixtureBytes,
  fixtureTruth,
  setSetting,
  upload,
  variantOf,
} from '../../../../tests/support/uploads.js';
import { jobs } from '../../jobs.js';
import { createParserPool, type Transcript } from '../../../parser/index.js';
import { courses, grades, reports } from '../../db/schema.js';
import type { Report, ReportDetail } from '../../../shared/api/student.js';
import { seedReport } from '../../../../tests/support/student-data.js';
import { deleteReportsOlderThan } from './service.js';

const parser = createParserPool({ size: 1 });
afterAll(() => parser.close());

const PDF = fixtureBytes('report-1p.pdf');
const TRUTH = fixtureTruth<Transcript>('report-1p.pdf');
const GRADED = TRUTH.courses.filter((c) => c.pointsReceived !== null && c.maxPoints !== null);

describe('student reports', async () => {
  const t = await createTestApp({ parser });

  async function student() {
    const user = await createUser(t.db, t.config);
    const as = requestAs(t.app, user.cookie);
    const send = async (bytes: Buffer, fileName: string): Promise<Report> => {
      const res = await upload(as, bytes, { fileName });
      expect(res.statusCode).toBe(200);
      return res.json().report;
    };
    return { user, as, send };
  }

  it('GET /api/history lists the caller’s reports newest first, with grades', async () => {
    const { as, send } = await student();
    const older = await send(PDF, 'september.pdf');
    const newer = await send(variantOf(PDF, 'oct'), 'october.pdf');
    const res = await as({ url: '/api/history' });
    expect(res.statusCode).toBe(200);
    const history = res.json() as Report[];
    expect(history.map((r) => r.fileName)).toEqual(['october.pdf', 'september.pdf']);
    expect(history[0]).toEqual(newer);
    expect(history[1]).toEqual(older);
    expect(history[1].grades.map((g) => [g.subject, g.percentage])).toEqual(
      GRADED.map((c) => [c.courseName, c.percentage]),
    );
    expect(new Date(history[0].parsedAt).getTime()).toBeGreaterThanOrEqual(
      new Date(history[1].parsedAt).getTime(),
    );

    const { as: otherAs } = await student();
    expect((await otherAs({ url: '/api/history' })).json()).toEqual([]);
  });

  it('GET /api/history carries the date each report prints', async () => {
    const { as, send } = await student();
    const report = await send(PDF, 'printed.pdf');
    expect(report.reportDate).toBe(TRUTH.reportDate);
    const history = (await as({ url: '/api/history' })).json() as Report[];
    expect(history[0].reportDate).toBe(TRUTH.reportDate);
  });

  it('GET /api/reports/:id gives the report with each course check and the warnings of its reading', async () => {
    const { as } = await student();
    const res = await upload(as, fixtureBytes('a-flat-comments.pdf'), { fileName: 'flat.pdf' });
    const uploaded = res.json();
    const detail = (await as({ url: `/api/reports/${uploaded.report.id}` })).json() as ReportDetail;
    const truth = fixtureTruth<Transcript>('a-flat-comments.pdf');
    expect(detail).toEqual({
      ...uploaded.report,
      source: 'text',
      checks: uploaded.reconciliation,
      warnings: uploaded.warnings,
    });
    expect(detail.checks).toEqual(
      truth.courses.map((c) => ({
        courseName: c.courseName,
        ...c.reconciliation,
        pointsReceived: c.pointsReceived,
        maxPoints: c.maxPoints,
      })),
    );
    expect(detail.warnings.map((w) => w.message)).toEqual(truth.warnings.map((w) => w.message));
  });

  it('computes the checks of a report stored before its transcript carried them, from its stored rows', async () => {
    const { user, as } = await student();
    const old = await seedReport(t.db, user.id, { fileName: 'old.pdf' });
    // Its one course: 47.5 of 50 printed, one graded row of 47.5 / 50: it matches.
    const detail = (await as({ url: `/api/reports/${old.id}` })).json() as ReportDetail;
    expect(detail.reportDate).toBe('2024-10-14');
    expect(detail.checks).toEqual([
      {
        courseName: 'Pre-Algebra 8',
        status: 'matches',
        earned: 47.5,
        possible: 50,
        pointsReceived: 47.5,
        maxPoints: 50,
      },
    ]);
    expect(detail.warnings).toEqual([]);

    // Rows that do not add up, with a missing and an extra-credit row: 40 + 3 earned of 50 + 10 possible.
    const transcript = old.transcript as { courses: Array<Record<string, unknown>> };
    const course = transcript.courses[0];
    const row = (over: Record<string, unknown>) => ({
      assignmentName: 'x',
      category: null,
      dateDue: null,
      percentage: null,
      comment: null,
      ...over,
    });
    await t.db
      .update(reports)
      .set({
        transcript: {
          ...transcript,
          courses: [
            {
              ...course,
              assignments: [
                row({ pointsEarned: 40, maxPoints: 50, isExtraCredit: false, status: 'graded' }),
                row({ pointsEarned: null, maxPoints: 10, isExtraCredit: false, status: 'missing' }),
                row({ pointsEarned: 3, maxPoints: 0, isExtraCredit: true, status: 'graded' }),
              ],
            },
            {
              ...course,
              courseName: 'Art',
              pointsReceived: null,
              maxPoints: null,
              percentage: null,
              assignments: [],
            },
          ],
          warnings: [{ code: 'VALUE_UNREADABLE', message: 'Art: a score could not be read', page: 1 }],
        },
      })
      .where(eq(reports.id, old.id));
    const changed = (await as({ url: `/api/reports/${old.id}` })).json() as ReportDetail;
    expect(changed.checks).toEqual([
      {
        courseName: 'Pre-Algebra 8',
        status: 'differs',
        earned: 43,
        possible: 60,
        pointsReceived: 47.5,
        maxPoints: 50,
      },
      {
        courseName: 'Art',
        status: 'no-total',
        earned: 0,
        possible: 0,
        pointsReceived: null,
        maxPoints: null,
      },
    ]);
    expect(changed.warnings).toEqual([
      { code: 'VALUE_UNREADABLE', message: 'Art: a score could not be read', page: 1 },
    ]);

    const { as: otherAs } = await student();
    expect((await otherAs({ url: `/api/reports/${old.id}` })).statusCode).toBe(404);
  });

  it('GET /api/reports/:id/file sends the original PDF as an attachment with a safe name', async () => {
    const { as, send } = await student();
    const report = await send(PDF, 'Zeugnis Müller.pdf');
    const res = await as({ url: `/api/reports/${report.id}/file` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="Zeugnis Muller.pdf"; filename*=UTF-8''Zeugnis%20M%C3%BCller.pdf`,
    );
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(Buffer.compare(res.rawPayload, PDF)).toBe(0);
  });

  it('stores and offers an uploaded name without its bidirectional controls', async () => {
    const { as, send } = await student();
    // U+202E shows "\u202Efdp.exe" as "exe.pdf"; the isolates and embeddings reorder text the same way.
    const report = await send(PDF, '\u202Efdp\u2066.exe\u202A\u2069');
    expect(report.fileName).toBe('fdp.exe');
    const history = (await as({ url: '/api/history' })).json() as Report[];
    expect(history.map((r) => r.fileName)).toEqual(['fdp.exe']);
    const res = await as({ url: `/api/reports/${report.id}/file` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="fdp.exe.pdf"; filename*=UTF-8''fdp.exe.pdf`,
    );
  });

  it('GET /api/reports/:id/grades.csv gives that report’s grades', async () => {
    const { as, send } = await student();
    const report = await send(PDF, 'fall.pdf');
    const res = await as({ url: `/api/reports/${report.id}/grades.csv` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toContain('filename="fall - grades.csv"');
    const expected = [
      'Subject,Points Received,Max Points,Percentage',
      ...GRADED.map((c) => `${c.courseName},${c.pointsReceived},${c.maxPoints},${c.percentage}`),
    ];
    expect(res.body).toBe(`\uFEFF${expected.join('\r\n')}\r\n`);
  });

  it('GET /api/reports.csv gives every report’s grades, newest first', async () => {
    const { as, send } = await student();
    const a = await send(PDF, 'a.pdf');
    const b = await send(variantOf(PDF, 'b'), 'b.pdf');
    const res = await as({ url: '/api/reports.csv' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/filename="gradelens-grades-\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe('File Name,Processed At,Subject,Points Received,Max Points,Percentage');
    const row = (r: Report, c: Transcript['courses'][number]) =>
      `${r.fileName},${r.parsedAt},${c.courseName},${c.pointsReceived},${c.maxPoints},${c.percentage}`;
    expect(lines.slice(1)).toEqual([...GRADED.map((c) => row(b, c)), ...GRADED.map((c) => row(a, c))]);
  });

  it('DELETE /api/grades/:id removes one grade row of the caller’s report', async () => {
    const { as, send } = await student();
    const report = await send(PDF, 'x.pdf');
    const [first, ...rest] = report.grades;
    const res = await as({ method: 'DELETE', url: `/api/grades/${first.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    const [after] = (await as({ url: '/api/history' })).json() as Report[];
    expect(after.grades).toEqual(rest);
    expect((await as({ method: 'DELETE', url: `/api/grades/${first.id}` })).statusCode).toBe(404);
  });

  it('DELETE /api/reports/:id removes the report, its grades and the courses it wrote', async () => {
    const { user, as, send } = await student();
    const report = await send(PDF, 'x.pdf');
    const res = await as({ method: 'DELETE', url: `/api/reports/${report.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect((await as({ url: '/api/history' })).json()).toEqual([]);
    const n = async (table: typeof grades | typeof courses) =>
      (await t.db.select({ n: count() }).from(table).where(eq(table.userId, user.id)))[0].n;
    expect(await n(grades)).toBe(0);
    expect(await n(courses)).toBe(0);
    expect((await as({ method: 'DELETE', url: `/api/reports/${report.id}` })).statusCode).toBe(404);
  });

  it('answers 404 for another student’s report or grade, and changes nothing', async () => {
    const owner = await student();
    const report = await owner.send(PDF, 'mine.pdf');
    const { as: intruder } = await student();
    const attempts = [
      { method: 'GET' as const, url: `/api/reports/${report.id}/file` },
      { method: 'GET' as const, url: `/api/reports/${report.id}/grades.csv` },
      { method: 'DELETE' as const, url: `/api/reports/${report.id}` },
      { method: 'DELETE' as const, url: `/api/grades/${report.grades[0].id}` },
      { method: 'GET' as const, url: `/api/reports/00000000-0000-4000-8000-000000000000/file` },
    ];
    for (const attempt of attempts) {
      const res = await intruder(attempt);
      expect(res.statusCode, `${attempt.method} ${attempt.url}`).toBe(404);
      expect(res.json().error).toMatch(/not found/i);
    }
    expect((await owner.as({ url: '/api/history' })).json()).toEqual([report]);
  });

  it('asks anonymous callers to sign in', async () => {
    const anonymous = requestAs(t.app, null);
    for (const url of ['/api/history', '/api/reports.csv']) {
      expect((await anonymous({ url })).statusCode).toBe(401);
    }
  });

  it('the auto-delete job removes only reports older than AUTO_DELETE_DAYS', async () => {
    const { user, send } = await student();
    const old = await send(PDF, 'old.pdf');
    const recent = await send(variantOf(PDF, 'recent'), 'recent.pdf');
    await t.db
      .update(reports)
      .set({ parsedAt: new Date(Date.now() - 31 * 24 * 3600_000) })
      .where(eq(reports.id, old.id));
    await setSetting(t.db, 'AUTO_DELETE_DAYS', '30');
    const job = jobs.find((j) => j.name === 'auto-delete old reports')!;
    await job.run({ config: t.config, db: t.db, parser: null, signInRateLimit: { max: 1, timeWindow: 1 } });
    const left = await t.db.select({ id: reports.id }).from(reports).where(eq(reports.userId, user.id));
    expect(left).toEqual([{ id: recent.id }]);
    expect(await deleteReportsOlderThan(t.db, 30)).toBe(0);
  });
});
