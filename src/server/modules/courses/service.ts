import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { assignments, courses, reports } from '../../db/schema.js';
import { ownedBy } from '../../db/owned.js';
import type {
  Assignment,
  CourseFilter,
  CourseWithChecks,
  FilteredCoursesResponse,
} from '../../../shared/api/student.js';
import type { GradeRow } from '../../../shared/planning.js';
import { appliedTerm, courseTerm, termMatches } from '../../../shared/terms.js';
import { courseWarnings, warningsOf, type ReportWarning, type StoredTranscript } from '../reports/index.js';
import { weightsByCourse } from '../planning/index.js';
import { presentAssignment, presentCourse } from './present.js';

type CourseRow = typeof courses.$inferSelect;
/** What the course check and the weighted grade read of a stored assignment row. */
type CheckedRow = GradeRow;

/** The caller's courses (newest term first, then by name), each with the date its report was uploaded. */
export async function listCourses(db: Db, userId: string): Promise<Array<CourseRow & { uploadedAt: Date }>> {
  const rows = await db
    .select({ course: courses, uploadedAt: reports.parsedAt })
    .from(courses)
    .innerJoin(reports, eq(reports.id, courses.reportId))
    .where(ownedBy(courses, userId))
    .orderBy(
      sql`${courses.academicYear} desc nulls last`,
      sql`${courses.semester} asc nulls last`,
      asc(courses.courseName),
    );
  return rows.map((r) => ({ ...r.course, uploadedAt: r.uploadedAt }));
}

/** The figures of the stored assignment rows that the course check reads, by course. */
export async function checkedRowsByCourse(
  db: Db,
  userId: string,
  courseIds: ReadonlyArray<string>,
): Promise<Map<string, CheckedRow[]>> {
  const byCourse = new Map<string, CheckedRow[]>(courseIds.map((id) => [id, []]));
  if (courseIds.length === 0) return byCourse;
  const rows = await db
    .select({
      courseId: assignments.courseId,
      category: assignments.category,
      status: assignments.status,
      pointsEarned: assignments.pointsEarned,
      maxPoints: assignments.maxPoints,
      isExtraCredit: assignments.isExtraCredit,
    })
    .from(assignments)
    .where(and(ownedBy(assignments, userId), inArray(assignments.courseId, [...courseIds])));
  for (const { courseId, ...row } of rows) byCourse.get(courseId)?.push(row);
  return byCourse;
}

/**
 * Courses in the chosen term: a course counts by its own printed semester and academic year, or by
 * the date its report was uploaded where those are not printed (decisions.md, Terms).
 */
export async function filteredCourses(
  db: Db,
  userId: string,
  filter: CourseFilter,
  today = new Date(),
): Promise<FilteredCoursesResponse> {
  const chosen = (await listCourses(db, userId)).filter((c) =>
    termMatches(courseTerm(c, c.uploadedAt), filter, today),
  );
  const rows = await checkedRowsByCourse(
    db,
    userId,
    chosen.map((c) => c.id),
  );
  const weights = await weightsByCourse(
    db,
    userId,
    chosen.map((c) => c.id),
  );
  const warnings = await warningsByReport(
    db,
    userId,
    chosen.map((c) => c.reportId),
  );
  return {
    courses: chosen.map((c): CourseWithChecks => ({
      ...presentCourse(c, rows.get(c.id) ?? [], weights.get(c.id) ?? null),
      warnings: courseWarnings(warnings.get(c.reportId) ?? [], c.courseName),
    })),
    appliedFilters: appliedTerm(filter, today),
  };
}

/** The warnings each report's reading wrote, by report (only the transcripts' warnings are read). */
async function warningsByReport(
  db: Db,
  userId: string,
  reportIds: ReadonlyArray<string>,
): Promise<Map<string, ReportWarning[]>> {
  const ids = [...new Set(reportIds)];
  if (ids.length === 0) return new Map();
  const stored = await db
    .select({
      id: reports.id,
      warnings: sql<StoredTranscript['warnings']>`${reports.transcript}->'warnings'`,
    })
    .from(reports)
    .where(and(ownedBy(reports, userId), inArray(reports.id, ids)));
  return new Map(stored.map((r) => [r.id, warningsOf({ warnings: r.warnings ?? [] })]));
}

/** A course's assignments in report order, or null when the course is not the caller's. */
export async function courseAssignments(
  db: Db,
  userId: string,
  courseId: string,
): Promise<Assignment[] | null> {
  const [course] = await db
    .select({ id: courses.id })
    .from(courses)
    .where(and(eq(courses.id, courseId), ownedBy(courses, userId)));
  if (!course) return null;
  const rows = await db
    .select()
    .from(assignments)
    .where(eq(assignments.courseId, course.id))
    .orderBy(asc(assignments.position), desc(assignments.id));
  return rows.map(presentAssignment);
}

/** Removes all of the caller's courses and their assignments; reports and grades stay. */
export async function clearCourses(db: Db, userId: string): Promise<number> {
  const deleted = await db.delete(courses).where(ownedBy(courses, userId)).returning({ id: courses.id });
  return deleted.length;
}
