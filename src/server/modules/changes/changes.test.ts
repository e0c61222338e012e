import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp, requestAs } from '../../../../tests/support/app.js';
import { createUser, type TestUser } from '../../../../tests/support/factories.js';
import type { Transcript } from '../../../parser/index.js';
import type { Db } from '../../db/client.js';
import { courseChanges, reports } from '../../db/schema.js';
import { deleteReportsOlderThan } from '../reports/index.js';
import { startUploadLog, storeUpload } from '../uploads/index.js';
import type {
  ChangesResponse,
  CourseHistory,
  CourseTrends,
  ReportChanges,
} from '../../../shared/api/changes.js';
import type { FilteredCoursesResponse } from '../../../shared/api/student.js';

type Row = Transcript['courses'][number]['assignments'][number];
const row = (
  assignmentName: string,
  dateDue: string,
  pointsEarned: number | null,
  maxPoints: number,
  status: Row['status'] = 'graded',
): Row => ({
  assignmentName,
  category: 'Quiz',
  dateDue,
  pointsEarned,
  maxPoints,
  percentage: pointsEarned === null ? null : Math.round((pointsEarned / maxPoints) * 10000) / 100,
  isExtraCredit: false,
  status,
  comment: null,
});

/** A course as a report prints it; its total is what its rows add up to (hand-computed in each case). */
function course(courseName: string, received: number, max: number, percentage: number, assignments: Row[]) {
  return {
    courseName,
    teacherName: 'Ms. Lee',
    period: '2',
    semester: 'Semester 1',
    academicYear: '2024-2025',
    pointsReceived: received,
    maxPoints: max,
    percentage,
    reconciliation: { status: 'matches' as const, earned: received, possible: max },
    assignments,
  };
}

function transcript(reportDate: string, list: Transcript['courses']): Transcript {
  return { school: null, student: null, reportDate, source: 'text', courses: list, warnings: [] };
}

/** Stores a parsed report as the upload does (one transaction), without a PDF to parse. */
async function store(db: Db, user: TestUser, fileName: string, t: Transcript) {
  const logId = await startUploadLog(db, { userId: user.id, fileName });
  return storeUpload(db, {
    userId: user.id,
    logId,
    fileName,
    bytes: Buffer.from(`%PDF-${crypto.randomUUID()}`),
    sha256: crypto.randomBytes(32).toString('hex'),
    parserVersion: 'test',
    transcript: t,
    startedAt: 0,
    secondsSince: () => 0.1,
  });
}

// Algebra II over three reports. September: Quiz 1 8/10, Lab 1 missing (0/10), Quiz 2 7/10 -> 15/30 = 50.00 %.
const september = transcript('2024-09-30', [
  course('Algebra II', 15, 30, 50, [
    row('Quiz 1', '2024-09-10', 8, 10),
    row('Lab 1', '2024-09-12', null, 10, 'missing'),
    row('Quiz 2', '2024-09-17', 7, 10),
  ]),
  course('Biology', 9, 10, 90, [row('Cell diagram', '2024-09-05', 9, 10)]),
]);
// October: Lab 1 now 9/10, Quiz 2 regraded 9/10, Quiz 3 added 10/10 -> 36/40 = 90.00 %.
const october = transcript('2024-10-14', [
  course('Algebra II', 36, 40, 90, [
    row('Quiz 1', '2024-09-10', 8, 10),
    row('Lab 1', '2024-09-12', 9, 10),
    row('Quiz 2', '2024-09-17', 9, 10),
    row('Quiz 3', '2024-10-01', 10, 10),
  ]),
]);
// November: Quiz 1 renamed "Quiz 1 (retake)" on the same day and points (still 8/10), Quiz 3 gone,
// Test 1 added 40/50 -> 8 + 9 + 9 + 40 = 66 of 80 = 82.50 %.
const november = transcript('2024-11-20', [
  course('Algebra II', 66, 80, 82.5, [
    row('Quiz 1 (retake)', '2024-09-10', 8, 10),
    row('Lab 1', '2024-09-12', 9, 10),
    row('Quiz 2', '2024-09-17', 9, 10),
    row('Test 1', '2024-11-15', 40, 50),
  ]),
]);

describe('changes between reports', async () => {
  const t = await createTestApp();

  async function algebraId(user: TestUser) {
    const res = await requestAs(t.app, user.cookie)({ url: '/api/courses/filtered' });
    return (res.json() as FilteredCoursesResponse).courses.find((x) => x.courseName === 'Algebra II')!.id;
  }

  it('stores what three successive reports changed, and reads it back newest first', async () => {
    const user = await createUser(t.db, t.config);
    const as = requestAs(t.app, user.cookie);
    await store(t.db, user, 'september.pdf', september);
    const oct = await store(t.db, user, 'october.pdf', october);
    const nov = await store(t.db, user, 'november.pdf', november);

    const octChanges = (await as({ url: `/api/reports/${oct.id}/changes` })).json() as ReportChanges;
    expect(octChanges.courses).toHaveLength(1);
    const algebraOct = octChanges.courses[0];
    expect(algebraOct).toMatchObject({
      courseName: 'Algebra II',
      previousReport: { fileName: 'september.pdf', day: '2024-09-30', printed: true },
      report: { fileName: 'october.pdf', day: '2024-10-14', printed: true },
      percentageBefore: 50,
      letterBefore: 'F',
      percentageAfter: 90,
      letterAfter: 'A-',
      // Lab 1 missing -> graded, and Quiz 3.
      newGrades: 2,
    });
    expect(
      algebraOct.changes.map((c) => [
        c.kind,
        c.assignmentName,
        c.before?.pointsEarned ?? null,
        c.after?.pointsEarned ?? null,
      ]),
    ).toEqual([
      ['status', 'Lab 1', null, 9],
      ['score', 'Quiz 2', 7, 9],
      ['added', 'Quiz 3', null, 10],
    ]);

    const novChanges = (await as({ url: `/api/reports/${nov.id}/changes` })).json() as ReportChanges;
    expect(novChanges.courses[0]).toMatchObject({
      percentageBefore: 90,
      percentageAfter: 82.5,
      letterBefore: 'A-',
      letterAfter: 'B-',
      newGrades: 1,
    });
    expect(novChanges.courses[0].changes.map((c) => [c.kind, c.assignmentName, c.previousName])).toEqual([
      ['renamed', 'Quiz 1 (retake)', 'Quiz 1'],
      ['added', 'Test 1', null],
      ['removed', 'Quiz 3', null],
    ]);

    // The timeline: Biology's only report compares with nothing, so it is no line.
    const timeline = (await as({ url: '/api/changes' })).json() as ChangesResponse;
    expect(timeline.changes.map((c) => [c.courseName, c.report.day])).toEqual([
      ['Algebra II', '2024-11-20'],
      ['Algebra II', '2024-10-14'],
    ]);

    const id = await algebraId(user);
    const history = (await as({ url: `/api/courses/${id}/history` })).json() as CourseHistory;
    expect(history.points.map((p) => [p.report.day, p.percentage, p.letter])).toEqual([
      ['2024-09-30', 50, 'F'],
      ['2024-10-14', 90, 'A-'],
      ['2024-11-20', 82.5, 'B-'],
    ]);
    expect(history.changes.map((c) => c.report.fileName)).toEqual(['november.pdf', 'october.pdf']);
    const filtered = (await as({ url: `/api/changes?courseId=${id}` })).json() as ChangesResponse;
    expect(filtered.changes).toHaveLength(2);

    const trends = (await as({ url: '/api/courses/trends' })).json() as CourseTrends;
    expect(trends.trends.find((x) => x.courseId === id)?.percentages).toEqual([50, 90, 82.5]);
  });

  it('places an older report uploaded after a newer one by its printed date', async () => {
    const user = await createUser(t.db, t.config);
    const as = requestAs(t.app, user.cookie);
    await store(t.db, user, 'october.pdf', october);
    const sep = await store(t.db, user, 'september.pdf', september);

    // September has nothing before it; October now compares with it.
    expect(((await as({ url: `/api/reports/${sep.id}/changes` })).json() as ReportChanges).courses).toEqual(
      [],
    );
    const timeline = (await as({ url: '/api/changes' })).json() as ChangesResponse;
    expect(
      timeline.changes.map((c) => [
        c.report.fileName,
        c.previousReport?.fileName,
        c.percentageBefore,
        c.percentageAfter,
      ]),
    ).toEqual([['october.pdf', 'september.pdf', 50, 90]]);
    // The course keeps showing its newest report.
    const list = (await as({ url: '/api/courses/filtered' })).json() as FilteredCoursesResponse;
    expect(list.courses.find((c) => c.courseName === 'Algebra II')?.currentGrade).toBe(90);
    const assignments = (
      await as({ url: `/api/assignments/course/${await algebraId(user)}` })
    ).json() as unknown[];
    expect(assignments).toHaveLength(4);
  });

  it('deleting a report compares the one after it with the one before it; clearing courses removes them all', async () => {
    const user = await createUser(t.db, t.config);
    const as = requestAs(t.app, user.cookie);
    await store(t.db, user, 'september.pdf', september);
    const oct = await store(t.db, user, 'october.pdf', october);
    await store(t.db, user, 'november.pdf', november);

    expect((await as({ method: 'DELETE', url: `/api/reports/${oct.id}` })).statusCode).toBe(200);
    const timeline = (await as({ url: '/api/changes' })).json() as ChangesResponse;
    expect(
      timeline.changes.map((c) => [c.report.fileName, c.previousReport?.fileName, c.percentageBefore]),
    ).toEqual([['november.pdf', 'september.pdf', 50]]);
    expect(await t.db.select().from(courseChanges).where(eq(courseChanges.reportId, oct.id))).toEqual([]);

    expect((await as({ method: 'DELETE', url: '/api/courses/clear' })).statusCode).toBe(200);
    expect(await t.db.select().from(courseChanges).where(eq(courseChanges.userId, user.id))).toEqual([]);
    expect(((await as({ url: '/api/changes' })).json() as ChangesResponse).changes).toEqual([]);
  });

  it('the periodic deletion of old reports leaves the history of the reports it keeps', async () => {
    const user = await createUser(t.db, t.config);
    const as = requestAs(t.app, user.cookie);
    const sep = await store(t.db, user, 'september.pdf', september);
    await store(t.db, user, 'october.pdf', october);
    await store(t.db, user, 'november.pdf', november);
    await t.db
      .update(reports)
      .set({ parsedAt: new Date(Date.now() - 40 * 24 * 3600_000) })
      .where(eq(reports.id, sep.id));

    expect(await deleteReportsOlderThan(t.db, 30)).toBeGreaterThanOrEqual(1);
    const history = (
      await as({ url: `/api/courses/${await algebraId(user)}/history` })
    ).json() as CourseHistory;
    // October is now the course's first report: a point of its own, compared with nothing.
    expect(history.points.map((p) => [p.report.fileName, p.percentage])).toEqual([
      ['october.pdf', 90],
      ['november.pdf', 82.5],
    ]);
    expect(history.changes.map((c) => [c.report.fileName, c.previousReport?.fileName])).toEqual([
      ['november.pdf', 'october.pdf'],
    ]);
  });

  it("a course weighted by the student's categories shows its history by those weights", async () => {
    const user = await createUser(t.db, t.config);
    const as = requestAs(t.app, user.cookie);
    // Lab 1 is a lab, the rest quizzes. Weights Quiz 80 %, Lab 20 %:
    //   September: quizzes 15 / 20 = 75 %, lab 0 / 10 (missing) = 0 %  -> 0.8 * 75 + 0.2 * 0  = 60.00 % (D-)
    //   October:   quizzes 27 / 30 = 90 %, lab 9 / 10 = 90 %           -> 0.8 * 90 + 0.2 * 90 = 90.00 % (A-)
    const withLab = (tr: Transcript): Transcript => ({
      ...tr,
      courses: tr.courses.map((c) => ({
        ...c,
        assignments: c.assignments.map((a) => (a.assignmentName === 'Lab 1' ? { ...a, category: 'Lab' } : a)),
      })),
    });
    await store(t.db, user, 'september.pdf', withLab(september));
    const oct = await store(t.db, user, 'october.pdf', withLab(october));
    const id = await algebraId(user);
    const put = await as({
      method: 'PUT',
      url: `/api/courses/${id}/weights`,
      payload: {
        weights: [
          { category: 'Quiz', weight: 80 },
          { category: 'Lab', weight: 20 },
        ],
      },
    });
    expect(put.statusCode, put.body).toBe(200);

    const history = (await as({ url: `/api/courses/${id}/history` })).json() as CourseHistory;
    expect(history.points.map((p) => [p.percentage, p.letter])).toEqual([
      [60, 'D-'],
      [90, 'A-'],
    ]);
    expect(history.changes[0]).toMatchObject({
      percentageBefore: 60,
      letterBefore: 'D-',
      percentageAfter: 90,
    });
    const summary = (await as({ url: `/api/reports/${oct.id}/changes` })).json() as ReportChanges;
    expect(summary.courses[0]).toMatchObject({ percentageBefore: 60, percentageAfter: 90 });
    const trends = (await as({ url: '/api/courses/trends' })).json() as CourseTrends;
    expect(trends.trends.find((x) => x.courseId === id)?.percentages).toEqual([60, 90]);
    // The card's grade, by the same weights.
    const list = (await as({ url: '/api/courses/filtered' })).json() as FilteredCoursesResponse;
    expect(list.courses.find((c) => c.id === id)?.currentGrade).toBe(90);
  });

  it("answers 404 for another student's report and course, and 400 for a course id that is no id", async () => {
    const owner = await createUser(t.db, t.config);
    const stranger = await createUser(t.db, t.config);
    await store(t.db, owner, 'september.pdf', september);
    const oct = await store(t.db, owner, 'october.pdf', october);
    const id = await algebraId(owner);
    const as = requestAs(t.app, stranger.cookie);

    expect((await as({ url: `/api/reports/${oct.id}/changes` })).statusCode).toBe(404);
    expect((await as({ url: `/api/courses/${id}/history` })).statusCode).toBe(404);
    expect((await as({ url: `/api/changes?courseId=${id}` })).statusCode).toBe(404);
    expect(((await as({ url: '/api/changes' })).json() as ChangesResponse).changes).toEqual([]);
    expect(((await as({ url: '/api/courses/trends' })).json() as CourseTrends).trends).toEqual([]);
    const bad = await as({ url: '/api/changes?courseId=algebra' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ error: expect.stringContaining('courseId') });
  });
});
