import { and, count, eq } from 'drizzle-orm';
import { Unreadable } from '../../domain/errors.js';
import { publicError } from '../../http/errors.js';
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
import {
  createParserPool,
  NO_TOTALS_MESSAGE,
  PARSE_ERROR_MESSAGES,
  ParseError,
  PARSER_VERSION,
  type Transcript,
} from '../../../parser/index.js';
import type { Db } from '../../db/client.js';
import { assignments, courses, grades, reports, systemSettings, uploadLogs } from '../../db/schema.js';
import { loadConfig } from '../../config.js';
import { jobs } from '../../jobs.js';
import { getUploadSettings } from '../settings/index.js';
import type { UploadResponse } from '../../../shared/api/student.js';
import { INTERRUPTED_MESSAGE } from './log.js';
import {
  MAINTENANCE_MESSAGE,
  NOT_PDF_MESSAGE,
  PARSER_UNAVAILABLE_MESSAGE,
  processUpload,
} from './service.js';

const parser = createParserPool({ size: 1 });
afterAll(() => parser.close());

async function stored(db: Db, userId: string) {
  const n = async (table: typeof reports | typeof grades | typeof courses | typeof assignments) =>
    (await db.select({ n: count() }).from(table).where(eq(table.userId, userId)))[0].n;
  return {
    reports: await n(reports),
    grades: await n(grades),
    courses: await n(courses),
    assignments: await n(assignments),
  };
}
const NOTHING = { reports: 0, grades: 0, courses: 0, assignments: 0 };

async function logsOf(db: Db, userId: string) {
  return db.select().from(uploadLogs).where(eq(uploadLogs.userId, userId)).orderBy(uploadLogs.createdAt);
}

describe('POST /api/upload', async () => {
  const t = await createTestApp({ parser });

  it('stores a real transcript whose numbers equal its truth JSON, and logs the success', async () => {
    const user = await createUser(t.db, t.config);
    const as = requestAs(t.app, user.cookie);
    const pdf = fixtureBytes('report-1p.pdf');
    const truth = fixtureTruth<Transcript>('report-1p.pdf');

    const callStart = performance.now();
    const res = await upload(as, pdf, { fileName: '../My Grades\u0007 <Fall>.pdf' });
    const callSeconds = Math.ceil(performance.now() - callStart) / 1000;
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.ok).toBe(true);
    expect(body.duplicate).toBeUndefined();
    expect(body.report.fileName).toBe('My Grades Fall.pdf');
    // Each course's self-check against its printed total travels with the answer.
    expect(body.source).toBe('text');
    expect(body.reconciliation).toEqual(
      truth.courses.map((c) => ({
        courseName: c.courseName,
        ...c.reconciliation,
        pointsReceived: c.pointsReceived,
        maxPoints: c.maxPoints,
      })),
    );
    const graded = truth.courses.filter((c) => c.pointsReceived !== null && c.maxPoints !== null);
    expect(graded.length).toBeGreaterThan(0);
    expect(body.report.grades.map(({ id: _id, ...g }: { id: string }) => g)).toEqual(
      graded.map((c) => ({
        subject: c.courseName,
        pointsReceived: c.pointsReceived,
        maxPoints: c.maxPoints,
        percentage: c.percentage,
      })),
    );

    const [report] = await t.db.select().from(reports).where(eq(reports.userId, user.id));
    expect(report.id).toBe(body.report.id);
    expect(Buffer.compare(report.pdf, pdf)).toBe(0);
    expect(report.fileSize).toBe(pdf.length);
    expect(report.fileSha256).toMatch(/^[0-9a-f]{64}$/);
    expect(report.parserVersion).toBe(PARSER_VERSION);
    expect(report.transcript).toEqual(truth);
    expect(report.reportDate).toBe(truth.reportDate);

    const courseRows = await t.db.select().from(courses).where(eq(courses.userId, user.id));
    expect(courseRows).toHaveLength(truth.courses.length);
    for (const tc of truth.courses) {
      const row = courseRows.find((c) => c.courseName === tc.courseName)!;
      expect(row).toMatchObject({
        teacherName: tc.teacherName,
        period: tc.period,
        semester: tc.semester,
        academicYear: tc.academicYear,
        currentGrade: tc.percentage,
        reportId: report.id,
      });
      const rows = await t.db
        .select()
        .from(assignments)
        .where(eq(assignments.courseId, row.id))
        .orderBy(assignments.position);
      expect(
        rows.map((a) => ({
          assignmentName: a.assignmentName,
          category: a.category,
          dateDue: a.dateDue,
          pointsEarned: a.pointsEarned,
          maxPoints: a.maxPoints,
          percentage: a.percentage,
          isExtraCredit: a.isExtraCredit,
          status: a.status,
          comment: a.comment,
        })),
      ).toEqual(tc.assignments);
    }

    const [log] = await logsOf(t.db, user.id);
    expect(log).toMatchObject({
      status: 'success',
      fileName: 'My Grades Fall.pdf',
      fileSize: pdf.length,
      reportId: report.id,
      errorMessage: null,
      assignmentsFound: truth.courses.reduce((n, c) => n + c.assignments.length, 0),
    });
    // Measured by the server between receiving and storing: more than nothing, less than the whole call.
    expect(log.processingTime).toBeGreaterThan(0);
    expect(log.processingTime).toBeLessThanOrEqual(callSeconds);

    const history = await as({ url: '/api/history' });
    expect(history.json()).toEqual([body.report]);
  });

  const refusals: Array<[string, string, Buffer, number, string]> = [
    [
      'an HTML page named .pdf',
      'html-renamed.pdf',
      fixtureBytes('malformed/html-renamed.pdf'),
      415,
      NOT_PDF_MESSAGE,
    ],
    [
      'a PNG named .pdf',
      'photo.pdf',
      Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'),
      415,
      NOT_PDF_MESSAGE,
    ],
    ['an empty file', 'empty.pdf', Buffer.alloc(0), 415, NOT_PDF_MESSAGE],
    [
      'a password-protected PDF',
      'encrypted.pdf',
      fixtureBytes('malformed/encrypted.pdf'),
      422,
      PARSE_ERROR_MESSAGES.ENCRYPTED,
    ],
    [
      'a scan without text',
      'scan.pdf',
      fixtureBytes('malformed/image-only.pdf'),
      422,
      PARSE_ERROR_MESSAGES.NO_TEXT,
    ],
    ['a PDF without grades', 'letter.pdf', fixtureBytes('malformed/no-grades.pdf'), 422, NO_TOTALS_MESSAGE],
    [
      'a truncated PDF',
      'cut.pdf',
      fixtureBytes('malformed/truncated.pdf'),
      422,
      PARSE_ERROR_MESSAGES.DAMAGED,
    ],
    [
      'a PDF with garbage after its header',
      'garbage.pdf',
      fixtureBytes('malformed/garbage-after-header.pdf'),
      422,
      PARSE_ERROR_MESSAGES.DAMAGED,
    ],
    [
      'a 2000-page PDF',
      'huge.pdf',
      fixtureBytes('malformed/2000-pages.pdf'),
      422,
      PARSE_ERROR_MESSAGES.TOO_MANY_PAGES,
    ],
  ];
  it.each(refusals)(
    'refuses %s with its message, stores nothing and logs the error',
    async (_what, name, bytes, status, message) => {
      const user = await createUser(t.db, t.config);
      const res = await upload(requestAs(t.app, user.cookie), bytes, { fileName: name });
      expect(res.statusCode).toBe(status);
      expect(res.json()).toEqual({ ok: false, error: message });
      expect(await stored(t.db, user.id)).toEqual(NOTHING);
      const [log] = await logsOf(t.db, user.id);
      expect(log).toMatchObject({
        status: 'error',
        fileName: name,
        fileSize: bytes.length,
        errorMessage: message,
        reportId: null,
      });
    },
  );

  it('refuses a request without the pdf file part', async () => {
    const user = await createUser(t.db, t.config);
    const as = requestAs(t.app, user.cookie);
    const wrongField = await upload(as, fixtureBytes('report-1p.pdf'), { field: 'file' });
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json()).toEqual({
      ok: false,
      error: 'Choose a PDF file to upload (form field "pdf").',
    });
    const notMultipart = await as({ method: 'POST', url: '/api/upload', payload: { pdf: 'x' } });
    expect(notMultipart.statusCode).toBe(400);
    expect(notMultipart.json().ok).toBe(false);
    expect(await stored(t.db, user.id)).toEqual(NOTHING);
  });

  it('keeps the {ok, error} shape for callers who are not signed in or omit the write header', async () => {
    const body = fixtureBytes('report-1p.pdf');
    const anonymous = await upload(requestAs(t.app, null), body);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ ok: false, error: 'Please sign in.' });
    const user = await createUser(t.db, t.config);
    const noHeader = await upload(
      (o) => t.app.inject({ ...o, headers: { ...o.headers, cookie: user.cookie } }),
      body,
    );
    expect(noHeader.statusCode).toBe(403);
    expect(noHeader.json().ok).toBe(false);
  });

  it('parses with the PROCESSING_TIMEOUT_SECONDS setting and explains a timeout', async () => {
    await setSetting(t.db, 'PROCESSING_TIMEOUT_SECONDS', '7');
    try {
      const user = await createUser(t.db, t.config);
      const asked: Array<number | undefined> = [];
      const slowParser = {
        size: 1,
        close: async () => {},
        parse: async (_bytes: Uint8Array, opts?: { timeoutMs?: number }) => {
          asked.push(opts?.timeoutMs);
          throw new ParseError('TIMEOUT');
        },
      };
      const pdf = fixtureBytes('report-1p.pdf');
      const attempt = processUpload(
        { db: t.db, parser: slowParser, settings: await getUploadSettings(t.db) },
        user.id,
        { fileName: 'slow.pdf', read: async () => pdf },
      );
      await expect(attempt).rejects.toBeInstanceOf(Unreadable);
      // The service speaks the domain; its answer is what the one error mapping makes of the refusal.
      const answer = attempt.catch((error: unknown) => Promise.reject(publicError(error)));
      await expect(answer).rejects.toMatchObject({ statusCode: 422, message: PARSE_ERROR_MESSAGES.TIMEOUT });
      expect(asked).toEqual([7000]);
      expect(await stored(t.db, user.id)).toEqual(NOTHING);
      expect((await logsOf(t.db, user.id))[0]).toMatchObject({
        status: 'error',
        errorMessage: PARSE_ERROR_MESSAGES.TIMEOUT,
        fileSize: pdf.length,
      });
    } finally {
      await t.db.delete(systemSettings).where(eq(systemSettings.settingKey, 'PROCESSING_TIMEOUT_SECONDS'));
    }
  });

  describe('size limit from MAX_FILE_SIZE_MB', () => {
    const pdf = fixtureBytes('report-1p.pdf');

    it('accepts a file of exactly the limit and refuses one byte more, storing nothing', async () => {
      // The limit in MB that is exactly this file's size in bytes.
      await setSetting(t.db, 'MAX_FILE_SIZE_MB', String(pdf.length / 1024 / 1024));
      try {
        const user = await createUser(t.db, t.config);
        const as = requestAs(t.app, user.cookie);
        const oneMore = await upload(as, Buffer.concat([pdf, Buffer.from(' ')]));
        expect(oneMore.statusCode).toBe(413);
        expect(oneMore.json()).toEqual({
          ok: false,
          error: `This file is larger than the ${pdf.length / 1024 / 1024} MB limit. Upload a smaller PDF.`,
        });
        expect(await stored(t.db, user.id)).toEqual(NOTHING);
        const logs = await logsOf(t.db, user.id);
        expect(logs.map((l) => [l.status, l.fileSize])).toEqual([['error', pdf.length]]); // cut at the limit

        const exact = await upload(as, pdf);
        expect(exact.statusCode).toBe(200);
        expect(exact.json().ok).toBe(true);
        expect((await stored(t.db, user.id)).reports).toBe(1);
      } finally {
        await t.db.delete(systemSettings).where(eq(systemSettings.settingKey, 'MAX_FILE_SIZE_MB'));
      }
    });

    it('refuses one byte over the default 10 MB', async () => {
      const user = await createUser(t.db, t.config);
      const big = Buffer.concat([pdf, Buffer.alloc(10 * 1024 * 1024 + 1 - pdf.length, 0x20)]);
      const res = await upload(requestAs(t.app, user.cookie), big);
      expect(res.statusCode).toBe(413);
      expect(res.json().error).toBe('This file is larger than the 10 MB limit. Upload a smaller PDF.');
      expect(await stored(t.db, user.id)).toEqual(NOTHING);
    });
  });

  describe('maintenance mode', () => {
    for (const key of ['SYSTEM_MAINTENANCE_MODE', 'MAINTENANCE_MODE']) {
      it(`answers 503 with a clear message while ${key} is true`, async () => {
        await setSetting(t.db, key, 'true');
        try {
          const user = await createUser(t.db, t.config);
          const as = requestAs(t.app, user.cookie);
          const res = await upload(as, fixtureBytes('report-1p.pdf'));
          expect(res.statusCode).toBe(503);
          expect(res.json()).toEqual({ ok: false, error: MAINTENANCE_MESSAGE });
          expect(await stored(t.db, user.id)).toEqual(NOTHING);
          expect((await logsOf(t.db, user.id))[0]).toMatchObject({
            status: 'error',
            errorMessage: MAINTENANCE_MESSAGE,
          });
          const config = await as({ url: '/api/upload/config' });
          expect(config.json()).toMatchObject({
            maintenanceMode: true,
            maintenanceMessage: MAINTENANCE_MESSAGE,
          });
        } finally {
          await t.db.delete(systemSettings).where(eq(systemSettings.settingKey, key));
        }
      });
    }
  });

  it('GET /api/upload/config tells the upload screen the limits', async () => {
    const user = await createUser(t.db, t.config);
    const as = requestAs(t.app, user.cookie);
    expect((await as({ url: '/api/upload/config' })).json()).toEqual({
      maxFileSizeMb: 10,
      allowedFileTypes: ['pdf'],
      maintenanceMode: false,
      processingTimeoutSeconds: 120,
      maintenanceMessage: null,
    });
    await setSetting(t.db, 'MAX_FILE_SIZE_MB', '5');
    try {
      expect((await as({ url: '/api/upload/config' })).json().maxFileSizeMb).toBe(5);
    } finally {
      await t.db.delete(systemSettings).where(eq(systemSettings.settingKey, 'MAX_FILE_SIZE_MB'));
    }
    expect((await requestAs(t.app, null)({ url: '/api/upload/config' })).statusCode).toBe(401);
  });

  it('returns the stored report for the same file uploaded again, storing nothing new', async () => {
    const user = await createUser(t.db, t.config);
    const as = requestAs(t.app, user.cookie);
    const pdf = fixtureBytes('report-1p.pdf');
    const first = (await upload(as, pdf)).json();
    const before = await stored(t.db, user.id);
    const again = await upload(as, pdf, { fileName: 'renamed.pdf' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({
      ok: true,
      duplicate: true,
      report: first.report,
      warnings: first.warnings,
      source: first.source,
      reconciliation: first.reconciliation,
    });
    expect(await stored(t.db, user.id)).toEqual(before);
    const logs = await logsOf(t.db, user.id);
    expect(logs.map((l) => [l.status, l.reportId])).toEqual([
      ['success', first.report.id],
      ['success', first.report.id],
    ]);
    expect(logs[1].assignmentsFound).toBe(logs[0].assignmentsFound);

    // Another student uploading the same file gets their own report.
    const other = await createUser(t.db, t.config);
    const theirs = (await upload(requestAs(t.app, other.cookie), pdf)).json();
    expect(theirs.duplicate).toBeUndefined();
    expect(theirs.report.id).not.toBe(first.report.id);
  });

  it('answers the same file again with checks computed from the stored rows of a report stored without them', async () => {
    const user = await createUser(t.db, t.config);
    const as = requestAs(t.app, user.cookie);
    const pdf = fixtureBytes('report-1p.pdf');
    const first = (await upload(as, pdf)).json() as UploadResponse;
    expect(first.reconciliation?.length).toBeGreaterThan(0);
    // As an earlier parser stored it: no reconciliation per course, no source.
    const [row] = await t.db.select().from(reports).where(eq(reports.id, first.report!.id));
    const { source: _source, ...older } = row.transcript as Transcript;
    const olderTranscript = {
      ...older,
      courses: older.courses.map(({ reconciliation: _r, ...c }) => c),
    };
    await t.db.update(reports).set({ transcript: olderTranscript }).where(eq(reports.id, row.id));

    const again = (await upload(as, pdf)).json() as UploadResponse;
    expect(again.duplicate).toBe(true);
    expect(again.source).toBe('text');
    expect(again.reconciliation).toEqual(first.reconciliation);
  });

  it('a newer report of the same courses updates them and replaces their assignments, without duplicates', async () => {
    const user = await createUser(t.db, t.config);
    const as = requestAs(t.app, user.cookie);
    const pdf = fixtureBytes('report-1p.pdf');
    const truth = fixtureTruth<Transcript>('report-1p.pdf');
    const first = (await upload(as, pdf)).json();
    const courseIds = (await t.db.select().from(courses).where(eq(courses.userId, user.id)))
      .map((c) => c.id)
      .sort();
    const second = (await upload(as, variantOf(pdf, 'newer'))).json();
    expect(second.duplicate).toBeUndefined();
    expect(second.report.id).not.toBe(first.report.id);

    const after = await t.db.select().from(courses).where(eq(courses.userId, user.id));
    expect(after.map((c) => c.id).sort()).toEqual(courseIds);
    expect(after.every((c) => c.reportId === second.report.id)).toBe(true);
    expect(await stored(t.db, user.id)).toEqual({
      reports: 2,
      grades: 2 * first.report.grades.length,
      courses: truth.courses.length,
      assignments: truth.courses.reduce((n, c) => n + c.assignments.length, 0),
    });
  });

  it('updates course values from the newer report (service level, changed transcript)', async () => {
    const user = await createUser(t.db, t.config);
    const truth = fixtureTruth<Transcript>('report-1p.pdf');
    const settings = await getUploadSettings(t.db);
    const fake = (transcript: Transcript) => ({
      parse: async () => transcript,
      close: async () => {},
      size: 1,
    });
    const file = (tag: string) => ({
      fileName: `${tag}.pdf`,
      read: async () => variantOf(fixtureBytes('report-1p.pdf'), tag),
    });

    await processUpload({ db: t.db, parser: fake(truth), settings }, user.id, file('one'));
    const [course] = truth.courses;
    const changed: Transcript = {
      ...truth,
      courses: [
        {
          ...course,
          teacherName: null, // not printed this time: the known teacher stays
          period: '7',
          pointsReceived: 150,
          maxPoints: 200,
          percentage: 75,
          assignments: [course.assignments[0]],
        },
      ],
    };
    await processUpload({ db: t.db, parser: fake(changed), settings }, user.id, file('two'));
    const [row] = await t.db
      .select()
      .from(courses)
      .where(and(eq(courses.userId, user.id), eq(courses.courseName, course.courseName)));
    expect(row).toMatchObject({
      teacherName: course.teacherName,
      period: '7',
      currentGrade: 75,
      pointsReceived: 150,
      maxPoints: 200,
    });
    const rows = await t.db.select().from(assignments).where(eq(assignments.courseId, row.id));
    expect(rows.map((a) => a.assignmentName)).toEqual([course.assignments[0].assignmentName]);
    // The other courses keep what the first report gave them.
    expect((await stored(t.db, user.id)).courses).toBe(truth.courses.length);
  });

  it('stores the same file sent twice at once only once', async () => {
    const user = await createUser(t.db, t.config);
    const as = requestAs(t.app, user.cookie);
    const pdf = variantOf(fixtureBytes('report-1p.pdf'), 'race');
    const [a, b] = await Promise.all([upload(as, pdf), upload(as, pdf)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json().report.id).toBe(b.json().report.id);
    expect([a.json().duplicate, b.json().duplicate].filter(Boolean)).toEqual([true]);
    expect((await stored(t.db, user.id)).reports).toBe(1);
    expect((await logsOf(t.db, user.id)).map((l) => l.status)).toEqual(['success', 'success']);
  });

  it('answers the second of two simultaneous copies as a duplicate when storing meets the unique index', async () => {
    const user = await createUser(t.db, t.config);
    const settings = await getUploadSettings(t.db);
    const truth = fixtureTruth<Transcript>('report-1p.pdf');
    // Neither parse finishes before both uploads have looked for an earlier copy and found none, so both
    // store, and the later one is refused by the index on (user, file hash).
    let parsing = 0;
    let bothParsing!: () => void;
    const gate = new Promise<void>((resolve) => (bothParsing = resolve));
    const gated = {
      parse: async () => {
        if (++parsing === 2) bothParsing();
        await gate;
        return truth;
      },
      close: async () => {},
      size: 2,
    };
    const pdf = variantOf(fixtureBytes('report-1p.pdf'), 'unique-race');
    const send = () =>
      processUpload({ db: t.db, parser: gated, settings }, user.id, {
        fileName: 'race.pdf',
        read: async () => pdf,
      });
    const [a, b] = await Promise.all([send(), send()]);
    expect(parsing).toBe(2);
    expect(a.report!.id).toBe(b.report!.id);
    expect([a.duplicate, b.duplicate].filter(Boolean)).toEqual([true]);
    expect((await stored(t.db, user.id)).reports).toBe(1);
    const logs = await logsOf(t.db, user.id);
    expect(logs.map((l) => [l.status, l.reportId])).toEqual([
      ['success', a.report!.id],
      ['success', a.report!.id],
    ]);
  });

  it('leaves nothing behind when storing fails after some rows were written', async () => {
    const user = await createUser(t.db, t.config);
    const settings = await getUploadSettings(t.db);
    const pdf = fixtureBytes('report-1p.pdf');
    let rowsSeenInside = 0;
    const failure = processUpload(
      { db: t.db, parser, settings },
      user.id,
      { fileName: 'report.pdf', read: async () => pdf },
      {
        afterRowsWritten: async (tx) => {
          rowsSeenInside = (
            await tx.select({ n: count() }).from(assignments).where(eq(assignments.userId, user.id))
          )[0].n;
          throw new Error('disk full');
        },
      },
    );
    await expect(failure).rejects.toThrow('disk full');
    expect(rowsSeenInside).toBeGreaterThan(0);
    expect(await stored(t.db, user.id)).toEqual(NOTHING);
    const [log] = await logsOf(t.db, user.id);
    expect(log.status).toBe('error');
    expect(log.errorMessage).toContain('Something went wrong while saving your transcript');
    expect(log.fileSize).toBe(pdf.length);
  });

  /** Two upload log rows left processing: one started `ageMs` ago, one just now. */
  async function processingRows(ageMs: number) {
    const user = await createUser(t.db, t.config);
    const [old] = await t.db
      .insert(uploadLogs)
      .values({ userId: user.id, fileName: 'old.pdf', createdAt: new Date(Date.now() - ageMs) })
      .returning();
    const [recent] = await t.db
      .insert(uploadLogs)
      .values({ userId: user.id, fileName: 'now.pdf' })
      .returning();
    return { old, recent };
  }

  it('closes upload log rows a crash left processing, at start-up and periodically', async () => {
    const { old, recent } = await processingRows(3600_000);
    const sweep = jobs.find((j) => j.name === 'stale upload logs')!;
    await sweep.run({ config: t.config, db: t.db, parser: null, signInRateLimit: { max: 1, timeWindow: 1 } });
    const [oldAfter] = await t.db.select().from(uploadLogs).where(eq(uploadLogs.id, old.id));
    expect(oldAfter.status).toBe('error');
    expect(oldAfter.errorMessage).toBe(INTERRUPTED_MESSAGE);
    expect(oldAfter.processingTime).toBeGreaterThanOrEqual(3600);
    const [recentAfter] = await t.db.select().from(uploadLogs).where(eq(uploadLogs.id, recent.id));
    expect(recentAfter.status).toBe('processing');
  });

  it('closes rows sooner, and sweeps as often, when STALE_UPLOAD_AFTER_SECONDS is set', async () => {
    const { old: minutesOld, recent } = await processingRows(120_000);
    const sweep = jobs.find((j) => j.name === 'stale upload logs')!;
    const ctx = (env: Record<string, string>) => ({
      config: loadConfig({ ...env, DATABASE_URL: t.url }),
      db: t.db,
      parser: null,
      signInRateLimit: { max: 1, timeWindow: 1 },
    });
    const statusOf = async (id: string) =>
      (await t.db.select().from(uploadLogs).where(eq(uploadLogs.id, id)))[0].status;
    // By default two minutes is young: the upload may still be parsing elsewhere.
    await sweep.run(ctx({}));
    expect(await statusOf(minutesOld.id)).toBe('processing');
    const quick = ctx({ STALE_UPLOAD_AFTER_SECONDS: '60' });
    await sweep.run(quick);
    expect(await statusOf(minutesOld.id)).toBe('error');
    expect(await statusOf(recent.id)).toBe('processing');
    expect(typeof sweep.everyMs === 'function' && sweep.everyMs(quick)).toBe(60_000);
    expect(typeof sweep.everyMs === 'function' && sweep.everyMs(ctx({}))).toBe(300_000);
  });
});

describe('upload rate limit', async () => {
  const t = await createTestApp({ parser, env: { UPLOAD_RATE_LIMIT_PER_MINUTE: '2' } });

  it('answers 429 with Retry-After once a user has sent the configured number of uploads in a minute', async () => {
    const user = await createUser(t.db, t.config);
    const as = requestAs(t.app, user.cookie);
    const pdf = fixtureBytes('report-1p.pdf');
    expect((await upload(as, pdf)).statusCode).toBe(200);
    expect((await upload(as, variantOf(pdf, 'b'))).statusCode).toBe(200);
    const limited = await upload(as, variantOf(pdf, 'c'));
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json()).toEqual({ ok: false, error: 'Too many requests. Please wait and try again.' });
    expect((await stored(t.db, user.id)).reports).toBe(2);

    // The limit is per user.
    const other = await createUser(t.db, t.config);
    expect((await upload(requestAs(t.app, other.cookie), pdf)).statusCode).toBe(200);
  });
});

describe('upload without a parser', async () => {
  const t = await createTestApp({ parser: null });

  it('answers 503 with a clear message and stores nothing', async () => {
    const user = await createUser(t.db, t.config);
    const res = await upload(requestAs(t.app, user.cookie), fixtureBytes('report-1p.pdf'));
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ ok: false, error: PARSER_UNAVAILABLE_MESSAGE });
    expect(await stored(t.db, user.id)).toEqual(NOTHING);
    expect((await logsOf(t.db, user.id))[0]).toMatchObject({
      status: 'error',
      errorMessage: PARSER_UNAVAILABLE_MESSAGE,
    });
  });
});
