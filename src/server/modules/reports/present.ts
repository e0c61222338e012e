/**
 * The API shapes of the reports module (src/shared/api/student.ts), made from stored rows and transcripts.
 * Other modules that answer with the same shapes (uploads, courses, account) use these too.
 */
import type { Transcript } from '../../../parser/index.js';
import type { CourseCheck, Grade, Report } from '../../../shared/api/student.js';
import { reconcile, type Reconciliation } from '../../../shared/reconciliation.js';
import type { grades } from '../../db/schema.js';
import { printedTotal, storedTranscriptSchema } from './transcript.js';

type GradeRow = typeof grades.$inferSelect;

export function presentGrade(
  g: Pick<GradeRow, 'id' | 'subject' | 'pointsReceived' | 'maxPoints' | 'percentage'>,
): Grade {
  return {
    id: g.id,
    subject: g.subject,
    pointsReceived: g.pointsReceived,
    maxPoints: g.maxPoints,
    percentage: g.percentage,
  };
}

/** A stored report as the API lists it: its head and its grade rows, in report order. */
export function presentReport(
  head: { id: string; fileName: string; parsedAt: Date; reportDate: string | null },
  reportGrades: Grade[],
): Report {
  return {
    id: head.id,
    fileName: head.fileName,
    parsedAt: head.parsedAt.toISOString(),
    reportDate: head.reportDate,
    grades: reportGrades,
  };
}

/**
 * A stored transcript in today's contract: every course carries its reconciliation, as the parser stored
 * it or, for reports stored before it did, computed from the course's stored rows by the same rule.
 * Reports stored before `source` was recorded were read from their text layer.
 */
export function presentStoredTranscript(stored: unknown): Transcript {
  const transcript = storedTranscriptSchema.parse(stored);
  return {
    ...transcript,
    source: transcript.source ?? 'text',
    courses: transcript.courses.map((c) => ({
      ...c,
      reconciliation: c.reconciliation ?? reconcile(c.assignments, printedTotal(c)),
    })),
  };
}

/** One course's check as the API carries it: its reconciliation beside the total its report prints. */
export function presentCourseCheck(
  course: { courseName: string; pointsReceived: number | null; maxPoints: number | null },
  reconciliation: Reconciliation,
): CourseCheck {
  return {
    courseName: course.courseName,
    ...reconciliation,
    pointsReceived: course.pointsReceived,
    maxPoints: course.maxPoints,
  };
}

/** Each course's check of a transcript, in report order. */
export function courseChecks(transcript: Transcript): CourseCheck[] {
  return transcript.courses.map((c) => presentCourseCheck(c, c.reconciliation));
}
