/**
 * What changed in each course from one report to the next, stored per report and course
 * (`course_changes`), and read back as the Changes timeline, one report's summary and a course's history.
 * The rules are src/shared/changes.ts; this module only loads, stores and presents.
 */
import { aliasedTable, and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { courseChanges, courses, reports } from '../../db/schema.js';
import { ownedBy } from '../../db/owned.js';
import type { Transcript } from '../../../parser/index.js';
import {
  courseChange,
  courseKey,
  gradeMoved,
  mergeCourses,
  reportChain,
  type CourseIdentity,
} from '../../../shared/changes.js';
import { courseGrade } from '../../../shared/planning.js';
import { weightsByCourse } from '../planning/index.js';
import { reportDay, type DatedReport } from '../../../shared/reportDates.js';
import type {
  ChangesResponse,
  CourseChangeEntry,
  CourseHistory,
  CourseTrends,
  ReportChanges,
} from '../../../shared/api/changes.js';
import type { Tx } from '../../db/locks.js';
import { letterOf, presentEntry, type EntryRow } from './present.js';

type Executor = Db | Tx;
type TranscriptCourse = Transcript['courses'][number];

/** `reports` as the raw queries below name it (`r`), for their ownership condition. */
const holding = aliasedTable(reports, 'r');

/** A report holding a course: where it stands in time. */
interface Holding {
  reportId: string;
  reportDate: string | null;
  parsedAt: string;
}

/** Which of the user's reports hold which of the named courses (read from the transcripts, without their rows). */
async function reportsHolding(
  tx: Executor,
  userId: string,
  names: string[],
): Promise<Map<string, Holding[]>> {
  const result = await tx.execute<{
    id: string;
    report_date: string | null;
    parsed_at: Date | string;
    course_name: string;
    academic_year: string | null;
    semester: string | null;
  }>(sql`
    select distinct r.id, r.report_date::text as report_date, r.parsed_at, c.value->>'courseName' as course_name,
      c.value->>'academicYear' as academic_year, c.value->>'semester' as semester
    from ${reports} r cross join lateral jsonb_array_elements(r.transcript->'courses') c
    where ${ownedBy(holding, userId)} and c.value->>'courseName' in ${names}`);
  const byKey = new Map<string, Holding[]>();
  for (const r of result.rows) {
    const key = courseKey({ courseName: r.course_name, academicYear: r.academic_year, semester: r.semester });
    const holding = {
      reportId: r.id,
      reportDate: r.report_date,
      parsedAt: new Date(r.parsed_at).toISOString(),
    };
    byKey.set(key, [...(byKey.get(key) ?? []), holding]);
  }
  return byKey;
}

/** The named courses as the given reports hold them (a course printed twice in one report is one), by report and key. */
async function coursesOfReports(
  tx: Executor,
  userId: string,
  reportIds: string[],
  names: string[],
): Promise<Map<string, TranscriptCourse>> {
  const result = await tx.execute<{ id: string; course: TranscriptCourse }>(sql`
    select r.id, c.value as course
    from ${reports} r cross join lateral jsonb_array_elements(r.transcript->'courses') c
    where ${ownedBy(holding, userId)} and r.id in ${reportIds} and c.value->>'courseName' in ${names}`);
  const byReport = new Map<string, TranscriptCourse[]>();
  for (const r of result.rows) byReport.set(r.id, [...(byReport.get(r.id) ?? []), r.course]);
  const held = new Map<string, TranscriptCourse>();
  for (const [reportId, list] of byReport)
    for (const course of mergeCourses(list)) held.set(`${reportId} ${courseKey(course)}`, course);
  return held;
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
    .where(and(ownedBy(courses, userId), inArray(courses.courseName, names)));
  const day = reportDay(report).day;
  return new Set(
    rows
      .filter((r) => reportDay({ reportDate: r.reportDate, parsedAt: r.parsedAt.toISOString() }).day > day)
      .map(courseKey),
  );
}

/**
 * Brings the stored changes of the named courses up to date with every report of the user that holds
 * them: each report compared with its predecessor by printed date. Runs inside the transaction that adds
 * or removes a report, so what is stored always follows the reports as they are. Stored reports never
 * change, so a comparison of the same two reports is kept; only the pairs that are new are computed
 * (usually the new report's, and the one of the report after it). Courses the user no longer has are
 * skipped. A course's first report is stored with no changes: there is nothing before it.
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
    .where(and(ownedBy(courses, userId), inArray(courses.courseName, names)))
    // Two uploads of one student's courses at once take turns here, the later one reading the earlier's report.
    .orderBy(asc(courses.id))
    .for('update');
  const courseIdByKey = new Map(
    courseRows.filter((c) => wanted.has(courseKey(c))).map((c) => [courseKey(c), c.id]),
  );
  if (courseIdByKey.size === 0) return;

  const pairKey = (courseId: string, reportId: string, previousId: string | null) =>
    `${courseId} ${reportId} ${previousId ?? '-'}`;
  const stored = await tx
    .select({
      id: courseChanges.id,
      courseId: courseChanges.courseId,
      reportId: courseChanges.reportId,
      previousReportId: courseChanges.previousReportId,
    })
    .from(courseChanges)
    .where(inArray(courseChanges.courseId, [...courseIdByKey.values()]));
  const storedIdByPair = new Map(
    stored.map((r) => [pairKey(r.courseId, r.reportId, r.previousReportId), r.id]),
  );

  const holdings = await reportsHolding(tx, userId, names);
  const wantedPairs = new Set<string>();
  const missing: Array<{ key: string; courseId: string; report: Holding; previous: Holding | null }> = [];
  for (const [key, courseId] of courseIdByKey) {
    for (const { report, previous } of reportChain(holdings.get(key) ?? [])) {
      const pair = pairKey(courseId, report.reportId, previous?.reportId ?? null);
      wantedPairs.add(pair);
      if (!storedIdByPair.has(pair)) missing.push({ key, courseId, report, previous });
    }
  }
  const outdated = [...storedIdByPair].filter(([pair]) => !wantedPairs.has(pair)).map(([, id]) => id);
  if (outdated.length) await tx.delete(courseChanges).where(inArray(courseChanges.id, outdated));
  if (missing.length === 0) return;

  const reportIds = [
    ...new Set(
      missing.flatMap((m) => (m.previous ? [m.report.reportId, m.previous.reportId] : [m.report.reportId])),
    ),
  ];
  const held = await coursesOfReports(tx, userId, reportIds, names);
  const state = (h: Holding, key: string) => {
    const course = held.get(`${h.reportId} ${key}`)!;
    return { percentage: course.percentage, rows: course.assignments };
  };
  await tx.insert(courseChanges).values(
    missing.map(({ key, courseId, report, previous }) => {
      const after = state(report, key);
      // A first report is stored with its grade and no changes: nothing came before it.
      const change = previous
        ? courseChange(state(previous, key), after)
        : courseChange(null, { ...after, rows: [] });
      const day = reportDay(report);
      const previousDay = previous ? reportDay(previous) : null;
      return {
        userId,
        courseId,
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
      };
    }),
  );
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

/** Stored entries of the user, newest report first (reports of one day: the later upload first). */
async function entries(db: Db, userId: string, where = sql`true`): Promise<EntryRow[]> {
  return db
    .select(entryColumns)
    .from(courseChanges)
    .innerJoin(courses, eq(courses.id, courseChanges.courseId))
    .innerJoin(reports, eq(reports.id, courseChanges.reportId))
    .leftJoin(previousReports, eq(previousReports.id, courseChanges.previousReportId))
    .where(and(ownedBy(courseChanges, userId), where))
    .orderBy(desc(courseChanges.reportDay), desc(reports.parsedAt), asc(courses.courseName));
}

/**
 * Entries of courses the student weights by categories, with their percentages and letters by those
 * weights (`courseGrade`, as the course card's grade), read from each report's own rows; the others as
 * the reports print them.
 */
async function weighed(db: Db, userId: string, list: CourseChangeEntry[]): Promise<CourseChangeEntry[]> {
  const weights = await weightsByCourse(db, userId, [...new Set(list.map((e) => e.courseId))]);
  const toWeigh = list.filter((e) => weights.has(e.courseId));
  if (toWeigh.length === 0) return list;
  const reportIds = [
    ...new Set(toWeigh.flatMap((e) => [e.report.id, ...(e.previousReport ? [e.previousReport.id] : [])])),
  ];
  const held = await coursesOfReports(db, userId, reportIds, [...new Set(toWeigh.map((e) => e.courseName))]);
  const gradeIn = (reportId: string, e: CourseChangeEntry) => {
    const course = held.get(`${reportId} ${courseKey(e)}`);
    return course ? courseGrade(course.assignments, weights.get(e.courseId)!).percentage : null;
  };
  return list.map((e) => {
    if (!weights.has(e.courseId)) return e;
    const percentageBefore = e.previousReport ? gradeIn(e.previousReport.id, e) : null;
    const percentageAfter = gradeIn(e.report.id, e);
    return {
      ...e,
      percentageBefore,
      letterBefore: letterOf(percentageBefore),
      percentageAfter,
      letterAfter: letterOf(percentageAfter),
    };
  });
}

/** An entry worth a line on the timeline: it has a report before it, and something changed. */
function changed(e: CourseChangeEntry): boolean {
  return e.previousReport !== null && (e.changes.length > 0 || gradeMoved(e));
}

async function ownsCourse(db: Db, userId: string, courseId: string) {
  const [course] = await db
    .select({ id: courses.id, courseName: courses.courseName })
    .from(courses)
    .where(and(eq(courses.id, courseId), ownedBy(courses, userId)));
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
  return { changes: (await weighed(db, userId, rows.map(presentEntry))).filter(changed) };
}

/** What one report changed in each course an earlier report held (null when the report is not the user's). */
export async function reportChanges(db: Db, userId: string, reportId: string): Promise<ReportChanges | null> {
  const [report] = await db
    .select({ id: reports.id })
    .from(reports)
    .where(and(eq(reports.id, reportId), ownedBy(reports, userId)));
  if (!report) return null;
  const rows = await entries(db, userId, eq(courseChanges.reportId, reportId));
  const compared = rows.map(presentEntry).filter((e) => e.previousReport !== null);
  return { reportId, courses: await weighed(db, userId, compared) };
}

/** A course's percentage across the student's reports, oldest first, and its changes, newest first. */
export async function courseHistory(db: Db, userId: string, courseId: string): Promise<CourseHistory | null> {
  const course = await ownsCourse(db, userId, courseId);
  if (!course) return null;
  const rows = await entries(db, userId, eq(courseChanges.courseId, courseId));
  const list = (await weighed(db, userId, rows.map(presentEntry))).map((entry, i) => ({
    entry,
    uploadedAt: rows[i].parsedAt.toISOString(),
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
  const list = await weighed(db, userId, (await entries(db, userId)).map(presentEntry).reverse());
  const byCourse = new Map<string, Array<number | null>>();
  for (const e of list) byCourse.set(e.courseId, [...(byCourse.get(e.courseId) ?? []), e.percentageAfter]);
  return { trends: [...byCourse].map(([courseId, percentages]) => ({ courseId, percentages })) };
}
