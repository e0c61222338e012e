import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { Tx } from '../../db/locks.js';
import { assignments, courses, grades, reports } from '../../db/schema.js';
import type { Transcript } from '../../../parser/index.js';
import type { Report } from '../../../shared/api/student.js';
import { presentGrade, presentReport } from '../reports/index.js';
import { endUploadLogSuccess } from './log.js';
import { courseKey, mergeCourses } from '../../../shared/changes.js';
import { coursesWithNewerReport, recordCourseChanges } from '../changes/index.js';

export interface StoreInput {
  userId: string;
  logId: string;
  fileName: string;
  bytes: Buffer;
  sha256: string;
  parserVersion: string;
  transcript: Transcript;
  startedAt: number;
  secondsSince: (startedAt: number) => number;
}

export interface StoreHooks {
  /** Runs inside the transaction after every data row is written, before the log row and the commit. */
  afterRowsWritten?: (tx: Tx) => Promise<void>;
}

export function countAssignments(transcript: Transcript): number {
  return transcript.courses.reduce((n, c) => n + c.assignments.length, 0);
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const isoDateOrNull = (v: string | null) => (v && ISO_DATE.test(v) ? v : null);

/**
 * Stores one parsed upload in one transaction: the report, its grade rows, the user's courses (updated
 * when they exist for the same term, never duplicated), their assignments (replaced), and the upload log
 * row's success. Any failure rolls all of it back.
 */
export async function storeUpload(db: Db, input: StoreInput, hooks: StoreHooks = {}): Promise<Report> {
  const { userId, transcript } = input;
  return db.transaction(async (tx) => {
    const [report] = await tx
      .insert(reports)
      .values({
        userId,
        fileName: input.fileName,
        reportDate: isoDateOrNull(transcript.reportDate),
        fileSha256: input.sha256,
        fileSize: input.bytes.length,
        pdf: input.bytes,
        parserVersion: input.parserVersion,
        transcript,
      })
      .returning({ id: reports.id, parsedAt: reports.parsedAt, reportDate: reports.reportDate });

    const gradeValues = transcript.courses
      .filter((c) => c.pointsReceived !== null && c.maxPoints !== null && c.percentage !== null)
      .map((c, position) => ({
        reportId: report.id,
        userId,
        position,
        subject: c.courseName,
        pointsReceived: c.pointsReceived!,
        maxPoints: c.maxPoints!,
        percentage: c.percentage!,
      }));
    const gradeRows = gradeValues.length
      ? await tx.insert(grades).values(gradeValues).returning({
          id: grades.id,
          subject: grades.subject,
          pointsReceived: grades.pointsReceived,
          maxPoints: grades.maxPoints,
          percentage: grades.percentage,
        })
      : [];

    const held = mergeCourses(transcript.courses);
    // A course shows its newest report by printed date: a report older than the one a course has leaves it.
    const newer = await coursesWithNewerReport(tx, userId, held, {
      reportDate: report.reportDate,
      parsedAt: report.parsedAt.toISOString(),
    });
    const merged = held.filter((c) => !newer.has(courseKey(c)));
    if (merged.length) {
      const courseRows = await tx
        .insert(courses)
        .values(
          merged.map((c) => ({
            userId,
            reportId: report.id,
            courseName: c.courseName,
            teacherName: c.teacherName,
            period: c.period,
            semester: c.semester,
            academicYear: c.academicYear,
            currentGrade: c.percentage,
            pointsReceived: c.pointsReceived,
            maxPoints: c.maxPoints,
          })),
        )
        .onConflictDoUpdate({
          target: [courses.userId, courses.courseName, courses.academicYear, courses.semester],
          set: {
            reportId: sql`excluded.report_id`,
            // A newer report that does not print the teacher or period keeps the known ones.
            teacherName: sql`coalesce(excluded.teacher_name, ${courses.teacherName})`,
            period: sql`coalesce(excluded.period, ${courses.period})`,
            currentGrade: sql`excluded.current_grade`,
            pointsReceived: sql`excluded.points_received`,
            maxPoints: sql`excluded.max_points`,
            updatedAt: sql`now()`,
          },
        })
        .returning({
          id: courses.id,
          courseName: courses.courseName,
          academicYear: courses.academicYear,
          semester: courses.semester,
        });
      const idByKey = new Map(courseRows.map((r) => [courseKey(r), r.id]));
      await tx.delete(assignments).where(
        inArray(
          assignments.courseId,
          courseRows.map((r) => r.id),
        ),
      );
      const assignmentRows = merged.flatMap((c) => {
        const courseId = idByKey.get(courseKey(c))!;
        return c.assignments.map((a, position) => ({
          course_id: courseId,
          user_id: userId,
          position,
          assignment_name: a.assignmentName,
          category: a.category,
          points_earned: a.pointsEarned,
          max_points: a.maxPoints,
          percentage: a.percentage,
          date_due: isoDateOrNull(a.dateDue),
          is_extra_credit: a.isExtraCredit,
          status: a.status,
          comment: a.comment,
        }));
      });
      // One JSON parameter expanded by PostgreSQL: building a statement with hundreds of rows of
      // parameters would cost the event loop milliseconds per upload.
      if (assignmentRows.length) {
        await tx.execute(sql`
          insert into ${assignments} (course_id, user_id, position, assignment_name, category, points_earned,
            max_points, percentage, date_due, is_extra_credit, status, comment)
          select course_id, user_id, position, assignment_name, category, points_earned,
            max_points, percentage, date_due, is_extra_credit, status, comment
          from jsonb_to_recordset(${JSON.stringify(assignmentRows)}::jsonb) as x(course_id uuid, user_id uuid,
            position int, assignment_name text, category text, points_earned float8, max_points float8,
            percentage float8, date_due date, is_extra_credit boolean, status text, comment text)`);
      }
    }

    await recordCourseChanges(tx, userId, held);
    await hooks.afterRowsWritten?.(tx);
    await endUploadLogSuccess(tx, input.logId, {
      processingTime: input.secondsSince(input.startedAt),
      fileSize: input.bytes.length,
      assignmentsFound: countAssignments(transcript),
      reportId: report.id,
    });
    return presentReport({ ...report, fileName: input.fileName }, gradeRows.map(presentGrade));
  });
}
