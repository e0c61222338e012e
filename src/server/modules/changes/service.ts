/**
 * What changed in each course from one report to the next, stored per report and course
 * (`course_changes`), and read back as the Changes timeline, one report's summary and a course's history.
 * The rules are src/shared/changes.ts; this module only loads, stores and presents.
 */
import { aliasedTable, and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { courseChanges, courses, reports } from '../../db/schema.js';
import type { Transcript } from '../../../parser/index.js';
import {
  courseChange,
  courseKey,
  gradeMoved,
  mergeCourses,
  reportChain,
  type CourseIdentity,
  type RowChange,
} from '../../../shared/changes.js';
import { letterGrade } from '../../../shared/grades.js';
import { reportDay, type DatedReport } from '../../../shared/reportDates.js';
import type {
  ChangeReport,
  ChangesResponse,
  CourseChangeEntry,
  CourseHistory,
  CourseTrends,
  ReportChanges,
} from '../../../shared/api/changes.js';
import type { Tx } from '../uploads/store.js';

type Executor = Db | Tx;
type TranscriptCourse = Transcript['courses'][number];

interface HeldCourse {
  reportId: string;
  reportDate: string | null;
  parsedAt: string;
  course: TranscriptCourse;
}

/** Every report of the user holding one of the named courses, with that course as the report holds it. */
async function reportsHolding(tx: Executor, userId: string, names: string[]): Promise<HeldCourse[]> {
  const result = await tx.execute<{
    id: string;
    report_date: string | null;
    parsed_at: Date | string;
    course: TranscriptCourse;
  }>(sql`
    select r.id, r.report_date::text as report_date, r.parsed_at, c.value as course
    from ${reports} r cross join lateral jsonb_array_elements(r.transcript->'courses') c
    where r.user_id = ${userId} and c.value->>'courseName' in ${names}`);
  return result.rows.map((r) => ({
    reportId: r.id,
    reportDate: r.report_date,
    parsedAt: new Date(r.parsed_at).toISOString(),
    course: r.course,
  }));
}

/**
 * The courses (by `courseKey`) the user already has from a report newer than `report` by printed date:
 * an older report uploaded after a newer one does not overwrite them.
 */
export async function coursesWithNewerReport(
  tx: Executor,
  userId: string,
  identities: ReadonlyArray<CourseIdentity>,
  report: DatedReport,
): Promise<Set<string>> {
  const names = [...new Set(identities.map((c) => c.courseName))];
  if (names.length === 0) return new Set();
  const rows = await tx
    .select({
      courseName: courses.courseName,
      academicYear: courses.academicYear,
      semester: courses.semester,
      reportDate: reports.reportDate,
      parsedAt: reports.parsedAt,
    })
    .from(courses)
    .innerJoin(reports, eq(reports.id, courses.reportId))
    .where(and(eq(courses.userId, userId), inArray(courses.courseName, names)));
  const day = reportDay(report).day;
  return new Set(
    rows
      .filter((r) => reportDay({ reportDate: r.reportDate, parsedAt: r.parsedAt.toISOString() }).day > day)
      .map(courseKey),
  );
}

/**
 * Rewrites the stored changes of the named courses from every report of the user that holds them: each
 * report is compared with its predecessor by printed date. Runs inside the transaction that adds or
 * removes a report, so what is stored always follows the reports as they are. Courses the user no
 * longer has are skipped.
 */
export async function recordCourseChanges(
  tx: Executor,
  userId: string,
  identities: ReadonlyArray<CourseIdentity>,
): Promise<void> {
  const names = [...new Set(identities.map((c) => c.courseName))];
  if (names.length === 0) return;
  const wanted = new Set(identities.map(courseKey));
  const courseRows = await tx
    .select({
      id: courses.id,
      courseName: courses.courseName,
      academicYear: courses.academicYear,
      semester: courses.semester,
    })
    .from(courses)
    .where(and(eq(courses.userId, userId), inArray(courses.courseName, names)))
    // Two uploads of one student's courses at once take turns here, the later one reading the earlier's report.
    .orderBy(asc(courses.id))
    .for('update');
  const courseIdByKey = new Map(
    courseRows.filter((c) => wanted.has(courseKey(c))).map((c) => [courseKey(c), c.id]),
  );
  if (courseIdByKey.size === 0) return;

  // Per course, per report: the course as that report holds it (a course printed twice in one report is one).
  const held = new Map<string, Map<string, HeldCourse>>();
  const byReport = new Map<string, HeldCourse[]>();
  for (const h of await reportsHolding(tx, userId, names)) {
    if (!courseIdByKey.has(courseKey(h.course))) continue;
    byReport.set(h.reportId, [...(byReport.get(h.reportId) ?? []), h]);
  }
  for (const list of byReport.values()) {
    for (const course of mergeCourses(list.map((h) => h.course))) {
      const key = courseKey(course);
      const perReport = held.get(key) ?? new Map<string, HeldCourse>();
      perReport.set(list[0].reportId, { ...list[0], course });
      held.set(key, perReport);
    }
  }

  const courseIds = [...courseIdByKey.values()];
  await tx.delete(courseChanges).where(inArray(courseChanges.courseId, courseIds));
  const values: Array<typeof courseChanges.$inferInsert> = [];
  for (const [key, perReport] of held) {
    for (const { report, previous } of reportChain([...perReport.values()])) {
      const state = (h: HeldCourse) => ({ percentage: h.course.percentage, rows: h.course.assignments });
      const change = courseChange(previous ? state(previous) : null, state(report));
      const day = reportDay(report);
      const previousDay = previous ? reportDay(previous) : null;
      values.push({
        userId,
        courseId: courseIdByKey.get(key)!,
        reportId: report.reportId,
        previousReportId: previous?.reportId ?? null,
        reportDay: day.day,
        reportDayPrinted: day.printed,
        previousReportDay: previousDay?.day ?? null,
        previousReportDayPrinted: previousDay?.printed ?? null,
        percentageBefore: change.percentageBefore,
        percentageAfter: change.percentageAfter,
        newGrades: change.newGrades,
        changes: change.changes,
      });
    }
  }
  if (values.length) await tx.insert(courseChanges).values(values);
}

// ---------------------------------------------------------------------------------------------------------
// Reading

const previousReports = aliasedTable(reports, 'previous_reports');

const entryColumns = {
  change: courseChanges,
  courseName: courses.courseName,
  academicYear: courses.academicYear,
  semester: courses.semester,
  fileName: reports.fileName,
  parsedAt: reports.parsedAt,
  previousFileName: previousReports.fileName,
};

type EntryRow = {
  change: typeof courseChanges.$inferSelect;
  courseName: string;
  academicYear: string | null;
  semester: string | null;
  fileName: string;
  parsedAt: Date;
  previousFileName: string | null;
};

const letterOf = (p: number | null) => (p === null ? null : letterGrade(p));

function presentEntry(r: EntryRow): CourseChangeEntry {
  const c = r.change;
  const previousReport: ChangeReport | null =
    c.previousReportId && c.previousReportDay
      ? {
          id: c.previousReportId,
          fileName: r.previousFileName ?? '',
          day: c.previousReportDay,
          printed: c.previousReportDayPrinted ?? false,
        }
      : null;
  return {
    id: c.id,
    courseId: c.courseId,
    courseName: r.courseName,
    academicYear: r.academicYear,
    semester: r.semester,
    report: { id: c.reportId, fileName: r.fileName, day: c.reportDay, printed: c.reportDayPrinted },
    previousReport,
    percentageBefore: c.percentageBefore,
    letterBefore: letterOf(c.percentageBefore),
    percentageAfter: c.percentageAfter,
    letterAfter: letterOf(c.percentageAfter),
    newGrades: c.newGrades,
    changes: c.changes as RowChange[],
  };
}

/** Stored entries of the user, newest report first (reports of one day: the later upload first). */
async function entries(db: Db, userId: string, where = sql`true`): Promise<EntryRow[]> {
  return db
    .select(entryColumns)
    .from(courseChanges)
    .innerJoin(courses, eq(courses.id, courseChanges.courseId))
    .innerJoin(reports, eq(reports.id, courseChanges.reportId))
    .leftJoin(previousReports, eq(previousReports.id, courseChanges.previousReportId))
    .where(and(eq(courseChanges.userId, userId), where))
    .orderBy(desc(courseChanges.reportDay), desc(reports.parsedAt), asc(courses.courseName));
}

/** An entry worth a line on the timeline: it has a report before it, and something changed. */
function changed(e: CourseChangeEntry): boolean {
  return e.previousReport !== null && (e.changes.length > 0 || gradeMoved(e));
}

async function ownsCourse(db: Db, userId: string, courseId: string) {
  const [course] = await db
    .select({ id: courses.id, courseName: courses.courseName })
    .from(courses)
    .where(and(eq(courses.id, courseId), eq(courses.userId, userId)));
  return course ?? null;
}

/** The Changes timeline, newest first; one course's when `courseId` is given (null when it is not the user's). */
export async function changesTimeline(
  db: Db,
  userId: string,
  courseId?: string,
): Promise<ChangesResponse | null> {
  if (courseId && !(await ownsCourse(db, userId, courseId))) return null;
  const rows = await entries(db, userId, courseId ? eq(courseChanges.courseId, courseId) : undefined);
  return { changes: rows.map(presentEntry).filter(changed) };
}

/** What one report changed in each course an earlier report held (null when the report is not the user's). */
export async function reportChanges(db: Db, userId: string, reportId: string): Promise<ReportChanges | null> {
  const [report] = await db
    .select({ id: reports.id })
    .from(reports)
    .where(and(eq(reports.id, reportId), eq(reports.userId, userId)));
  if (!report) return null;
  const rows = await entries(db, userId, eq(courseChanges.reportId, reportId));
  return { reportId, courses: rows.map(presentEntry).filter((e) => e.previousReport !== null) };
}

/** A course's percentage across the student's reports, oldest first, and its changes, newest first. */
export async function courseHistory(db: Db, userId: string, courseId: string): Promise<CourseHistory | null> {
  const course = await ownsCourse(db, userId, courseId);
  if (!course) return null;
  const list = (await entries(db, userId, eq(courseChanges.courseId, courseId))).map((r) => ({
    entry: presentEntry(r),
    uploadedAt: r.parsedAt.toISOString(),
  }));
  return {
    courseId,
    courseName: course.courseName,
    points: [...list].reverse().map(({ entry, uploadedAt }) => ({
      report: entry.report,
      uploadedAt,
      percentage: entry.percentageAfter,
      letter: entry.letterAfter,
    })),
    changes: list.map((l) => l.entry).filter(changed),
  };
}

/** Every course's percentages across its reports, oldest first (the course cards' sparklines). */
export async function courseTrends(db: Db, userId: string): Promise<CourseTrends> {
  const rows = await db
    .select({ courseId: courseChanges.courseId, percentage: courseChanges.percentageAfter })
    .from(courseChanges)
    .innerJoin(reports, eq(reports.id, courseChanges.reportId))
    .where(eq(courseChanges.userId, userId))
    .orderBy(asc(courseChanges.reportDay), asc(reports.parsedAt));
  const byCourse = new Map<string, Array<number | null>>();
  for (const r of rows) byCourse.set(r.courseId, [...(byCourse.get(r.courseId) ?? []), r.percentage]);
  return { trends: [...byCourse].map(([courseId, percentages]) => ({ courseId, percentages })) };
}
