import { z } from 'zod';
import { courseSchema, transcriptSchema } from '../../../parser/index.js';
import { reconciliationSchema } from '../../../parser/types.js';
import type { PrintedTotal } from '../../../shared/reconciliation.js';

/**
 * A transcript as stored in `reports.transcript`. Reports stored by earlier parser versions lack each
 * course's `reconciliation` and the report's `source`.
 */
export const storedTranscriptSchema = transcriptSchema.extend({
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
