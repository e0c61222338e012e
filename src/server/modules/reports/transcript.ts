import { z } from 'zod';
import { courseSchema, transcriptSchema, type Transcript } from '../../../parser/index.js';
import { reconciliationSchema } from '../../../parser/types.js';
import type { CourseCheck } from '../../../shared/api/student.js';
import { reconcile, type PrintedTotal, type Reconciliation } from '../../../shared/reconciliation.js';

/**
 * A transcript as stored in `reports.transcript`. Reports stored by earlier parser versions lack each
 * course's `reconciliation` and the report's `source`.
 */
const storedTranscriptSchema = transcriptSchema.extend({
  source: transcriptSchema.shape.source.optional(),
  courses: z.array(courseSchema.extend({ reconciliation: reconciliationSchema.optional() })),
});

/** The total a course prints, or null when it prints none. */
export function printedTotal(course: {
  pointsReceived: number | null;
  maxPoints: number | null;
}): PrintedTotal | null {
  return course.pointsReceived === null || course.maxPoints === null
    ? null
    : { received: course.pointsReceived, max: course.maxPoints };
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
