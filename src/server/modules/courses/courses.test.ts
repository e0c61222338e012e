import crypto from 'node:crypto';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, requestAs } from '../../../../tests/support/app.js';
import { createUser } from '../../../../tests/support/factories.js';
import { fixtureBytes, fixtureTruth, upload } from '../../../../tests/support/uploads.js';
import { createParserPool, type Transcript } from '../../../parser/index.js';
import type { Db } from '../../db/client.js';
import { assignments, courses, grades, reports } from '../../db/schema.js';
import { academicYearOf, semesterLabel, semesterOf } from '../../../shared/terms.js';
import type { Assignment, CourseWithChecks, FilteredCoursesResponse } from '../../../shared/api/student.js';

const parser = createParserPool({ size: 1 });
afterAll(() => parser.close());

/** A stored report (no parsing needed) that courses can point to. */
async function insertReport(db: Db, userId: string, parsedAt = new Date()) {
  const [row] = await db
    .insert(reports)
    .values({
      userId,
      fileName: 'r.pdf',
      parsedAt,
      fileSha256: crypto.randomBytes(32).toString('hex'),
      fileSize: 5,
      pdf: Buffer.from('%PDF-'),
      parserVersion: 'test',
      transcript: {},
    })
    .returning();
  return row;
}

describe('student courses', async () => {
  const t = await createTestApp({ parser });

  it('a real upload gives courses and assignments equal to the truth JSON', async () => {
    const user = await createUser(t.db, t.config);
    const as = requestAs(t.app, user.cookie);
    const truth = fixtureTruth<Transcript>('report-1p.pdf');
    expect((await upload(as, fixtureBytes('report-1p.pdf'))).statusCode).toBe(200);

    const res = await as({ url: '/api/courses/filtered' });
    expect(res.statusCode).toBe(200);
    const body = res.json() as FilteredCoursesResponse;
    expect(body.appliedFilters).toEqual({ semester: null, academicYear: null });
    expect(
      body.courses
        .map(({ id: _id, warnings: _w, ...c }: CourseWithChecks) => c)
        .sort((a, b) => a.courseName.localeCompare(b.courseName)),
    ).toEqual(
      truth.courses
        .map((c) => ({
          courseName: c.courseName,
          teacherName: c.teacherName,
          period: c.period,
          semester: c.semester,
          academicYear: c.academicYear,
          currentGrade: c.percentage,
          weighted: false,
          check: {
            courseName: c.courseName,
            ...c.reconciliation,
            pointsReceived: c.pointsReceived,
            maxPoints: c.maxPoints,
          },
        }))
        .sort((a, b) => a.courseName.localeCompare(b.courseName)),
    );

    for (const course of body.courses) {
      const list = await as({ url: `/api/assignments/course/${course.id}` });
      expect(list.statusCode).toBe(200);
      const expected = truth.courses.find((c) => c.courseName === course.courseName)!.assignments;
      expect((list.json() as Assignment[]).map(({ id: _id, ...a }) => a)).toEqual(
        expected.map((a) => ({ ...a, isExtraCredit: a.isExtraCredit ? 'Yes' : 'No' })),
      );
    }
    expect(truth.courses.some((c) => c.assignments.some((a) => a.isExtraCredit))).toBe(true);
  });

  it("checks every course's stored rows against its printed total, whatever parser stored them", async () => {
    const user = await createUser(t.db, t.config);
    const as = requestAs(t.app, user.cookie);
    const report = await insertReport(t.db, user.id);
    const [differs, matches, noTotal] = await t.db
      .insert(courses)
      .values([
        { userId: user.id, reportId: report.id, courseName: 'Differs', pointsReceived: 58.5, maxPoints: 70 },
        { userId: user.id, reportId: report.id, courseName: 'Matches', pointsReceived: 27.5, maxPoints: 30 },
        { userId: user.id, reportId: report.id, courseName: 'No Total' },
      ])
      .returning();
    const row = (courseId: string, over: Partial<typeof assignments.$inferInsert>) => ({
      courseId,
      userId: user.id,
      assignmentName: 'A',
      pointsEarned: 10,
      maxPoints: 10,
      ...over,
    });
    await t.db.insert(assignments).values([
      // earned 47.5 + 4 (extra credit) + 6 = 57.5; possible 50 + 10 + 10 (missing) = 70; the report says 58.5
      row(differs.id, { pointsEarned: 47.5, maxPoints: 50 }),
      row(differs.id, { pointsEarned: 4, maxPoints: 0, isExtraCredit: true }),
      row(differs.id, { pointsEarned: 6, maxPoints: 10 }),
      row(differs.id, { status: 'missing', pointsEarned: null, maxPoints: 10 }),
      row(differs.id, { status: 'excused', pointsEarned: null, maxPoints: 25 }),
      row(matches.id, { pointsEarned: 27.5, maxPoints: 30 }),
      row(noTotal.id, { pointsEarned: 8, maxPoints: 10 }),
    ]);

    const res = await as({ url: '/api/courses/filtered' });
    expect(res.statusCode).toBe(200);
    const checks = Object.fromEntries(
      (res.json() as FilteredCoursesResponse).courses.map((c) => [c.courseName, c.check]),
    );
    expect(checks).toEqual({
      Differs: {
        courseName: 'Differs',
        status: 'differs',
        earned: 57.5,
        possible: 70,
        pointsReceived: 58.5,
        maxPoints: 70,
      },
      Matches: {
        courseName: 'Matches',
        status: 'matches',
        earned: 27.5,
        possible: 30,
        pointsReceived: 27.5,
        maxPoints: 30,
      },
      'No Total': {
        courseName: 'No Total',
        status: 'no-total',
        earned: 8,
        possible: 10,
        pointsReceived: null,
        maxPoints: null,
      },
    });
  });

  it("carries each course's check and the warnings its report's reading wrote about it", async () => {
    const user = await createUser(t.db, t.config);
    const as = requestAs(t.app, user.cookie);
    const truth = fixtureTruth<Transcript>('a-flat-comments.pdf');
    expect((await upload(as, fixtureBytes('a-flat-comments.pdf'))).statusCode).toBe(200);
    const body = (await as({ url: '/api/courses/filtered' })).json() as FilteredCoursesResponse;
    expect(body.courses.length).toBe(truth.courses.length);
    for (const course of body.courses) {
      const c = truth.courses.find((x) => x.courseName === course.courseName)!;
      expect(course.check).toEqual({
        courseName: c.courseName,
        ...c.reconciliation,
        pointsReceived: c.pointsReceived,
        maxPoints: c.maxPoints,
      });
      expect(course.warnings.map((w) => w.message)).toEqual(
        truth.warnings.filter((w) => w.message.startsWith(`${c.courseName}: `)).map((w) => w.message),
      );
    }
    const differing = body.courses.filter((c) => c.check.status === 'differs');
    expect(differing.length).toBe(1);
    expect(differing[0].warnings.map((w) => w.code)).toEqual(['TOTAL_MISMATCH']);

    // The rows are the source: a course whose stored rows no longer add up says so.
    const [course] = body.courses.filter((c) => c.check.status === 'matches');
    await t.db
      .update(courses)
      .set({ pointsReceived: sql`${courses.pointsReceived} + 2` })
      .where(eq(courses.id, course.id));
    const after = (await as({ url: '/api/courses/filtered' })).json() as FilteredCoursesResponse;
    const changed = after.courses.find((c) => c.id === course.id)!;
    expect(changed.check.status).toBe('differs');
    expect(changed.check.pointsReceived).toBeCloseTo(course.check.pointsReceived! + 2, 9);
    expect(changed.check.earned).toBe(course.check.earned);
  });

  it('filters by this semester and this year, by the printed term or else the upload date', async () => {
    const user = await createUser(t.db, t.config);
    const as = requestAs(t.app, user.cookie);
    const now = new Date();
    const year = academicYearOf(now);
    const start = Number(year.slice(0, 4));
    const lastYear = `${start - 1}-${start}`;
    const thisSem = semesterLabel(semesterOf(now));
    const otherSem = semesterLabel(semesterOf(now) === 1 ? 2 : 1);
    const report = await insertReport(t.db, user.id);
    const oldReport = await insertReport(t.db, user.id, new Date(now.getTime() - 400 * 24 * 3600_000));
    await t.db.insert(courses).values([
      {
        userId: user.id,
        reportId: report.id,
        courseName: 'Now Printed',
        semester: thisSem,
        academicYear: year,
      },
      {
        userId: user.id,
        reportId: report.id,
        courseName: 'Other Semester',
        semester: otherSem,
        academicYear: year,
      },
      {
        userId: user.id,
        reportId: report.id,
        courseName: 'Last Year',
        semester: thisSem,
        academicYear: lastYear,
      },
      {
        userId: user.id,
        reportId: report.id,
        courseName: 'Unprinted Recent',
        semester: null,
        academicYear: null,
      },
      {
        userId: user.id,
        reportId: oldReport.id,
        courseName: 'Unprinted Old',
        semester: null,
        academicYear: null,
      },
    ]);
    const names = async (query: string) => {
      const res = await as({ url: `/api/courses/filtered${query}` });
      expect(res.statusCode).toBe(200);
      const body = res.json() as FilteredCoursesResponse;
      return { names: body.courses.map((c) => c.courseName).sort(), applied: body.appliedFilters };
    };
    expect(await names('?filter=this-semester')).toEqual({
      names: ['Now Printed', 'Unprinted Recent'],
      applied: { semester: thisSem, academicYear: year },
    });
    expect(await names('?filter=this-year')).toEqual({
      names: ['Now Printed', 'Other Semester', 'Unprinted Recent'],
      applied: { semester: null, academicYear: year },
    });
    expect((await names('')).names).toHaveLength(5);
    expect((await names('?filter=all')).names).toHaveLength(5);
    const bad = await as({ url: '/api/courses/filtered?filter=last-week' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatch(/^Invalid filter/);
  });

  it('DELETE /api/courses/clear removes the caller’s courses and assignments only', async () => {
    const user = await createUser(t.db, t.config);
    const other = await createUser(t.db, t.config);
    const pdf = fixtureBytes('report-1p.pdf');
    await upload(requestAs(t.app, user.cookie), pdf);
    await upload(requestAs(t.app, other.cookie), pdf);
    const n = async (table: typeof courses | typeof assignments | typeof grades, userId: string) =>
      (await t.db.select({ n: count() }).from(table).where(eq(table.userId, userId)))[0].n;
    const otherBefore = await n(courses, other.id);
    const gradesBefore = await n(grades, user.id);

    const res = await requestAs(t.app, user.cookie)({ method: 'DELETE', url: '/api/courses/clear' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      ok: true,
      deleted: fixtureTruth<Transcript>('report-1p.pdf').courses.length,
    });
    expect(await n(courses, user.id)).toBe(0);
    expect(await n(assignments, user.id)).toBe(0);
    expect(await n(grades, user.id)).toBe(gradesBefore); // history stays
    expect(await n(courses, other.id)).toBe(otherBefore);
  });

  it('answers 404 for another student’s course, and 401 to anonymous callers', async () => {
    const owner = await createUser(t.db, t.config);
    await upload(requestAs(t.app, owner.cookie), fixtureBytes('report-1p.pdf'));
    const [course] = await t.db.select().from(courses).where(eq(courses.userId, owner.id));
    const intruder = await createUser(t.db, t.config);
    const res = await requestAs(t.app, intruder.cookie)({ url: `/api/assignments/course/${course.id}` });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Course not found.' });
    expect(
      (await requestAs(t.app, intruder.cookie)({ url: '/api/courses/filtered' })).json().courses,
    ).toEqual([]);
    const anonymous = requestAs(t.app, null);
    expect((await anonymous({ url: `/api/assignments/course/${course.id}` })).statusCode).toBe(401);
    expect((await anonymous({ url: '/api/courses/filtered' })).statusCode).toBe(401);
    expect((await anonymous({ method: 'DELETE', url: '/api/courses/clear' })).statusCode).toBe(401);
  });
});
