import { z } from 'zod';
import { ASSIGNMENT_STATUSES } from '../enums.js';
import { LETTER_SCALE } from '../grades.js';

const letterSchema = z.enum([...LETTER_SCALE.map(([, letter]) => letter), 'F']);

const rowScoreSchema = z.object({
  pointsEarned: z.number().nullable(),
  maxPoints: z.number().nullable(),
  status: z.enum(ASSIGNMENT_STATUSES),
});

/** One row's change between two reports (src/shared/changes.ts `RowChange`). */
export const rowChangeSchema = z.object({
  kind: z.enum(['added', 'score', 'status', 'renamed', 'removed']),
  assignmentName: z.string(),
  previousName: z.string().nullable(),
  dateDue: z.string().nullable(),
  before: rowScoreSchema.nullable(),
  after: rowScoreSchema.nullable(),
});

/** A report as a change names it: its day (printed, else the local day of its upload) and which. */
export const changeReportSchema = z.object({
  id: z.string(),
  fileName: z.string(),
  /** 'YYYY-MM-DD'. */
  day: z.string(),
  /** True when the report prints the day; false when it is the day of the upload. */
  printed: z.boolean(),
});
export type ChangeReport = z.infer<typeof changeReportSchema>;

/** A course in one report compared with the student's report before it that holds the same course. */
export const courseChangeEntrySchema = z.object({
  id: z.string(),
  courseId: z.string(),
  courseName: z.string(),
  academicYear: z.string().nullable(),
  semester: z.string().nullable(),
  report: changeReportSchema,
  /** Null for the first report holding the course. */
  previousReport: changeReportSchema.nullable(),
  percentageBefore: z.number().nullable(),
  letterBefore: letterSchema.nullable(),
  percentageAfter: z.number().nullable(),
  letterAfter: letterSchema.nullable(),
  newGrades: z.number(),
  changes: z.array(rowChangeSchema),
});
export type CourseChangeEntry = z.infer<typeof courseChangeEntrySchema>;

/** GET /api/changes: the Changes timeline, newest report first, optionally one course's. */
export const changesQuerySchema = z.object({
  courseId: z.uuid('courseId must be a course id.').optional(),
});
export const changesResponseSchema = z.object({ changes: z.array(courseChangeEntrySchema) });
export type ChangesResponse = z.infer<typeof changesResponseSchema>;

/** GET /api/reports/{id}/changes: what a report changed in each course an earlier report held. */
export const reportChangesSchema = z.object({
  reportId: z.string(),
  courses: z.array(courseChangeEntrySchema),
});
export type ReportChanges = z.infer<typeof reportChangesSchema>;

/** One point of a course's trend: its percentage in one report. */
export const courseHistoryPointSchema = z.object({
  report: changeReportSchema,
  /** ISO timestamp of the upload. */
  uploadedAt: z.string(),
  percentage: z.number().nullable(),
  letter: letterSchema.nullable(),
});
export type CourseHistoryPoint = z.infer<typeof courseHistoryPointSchema>;

/** GET /api/courses/{id}/history: the course's percentage across the student's reports (oldest first) and its changes (newest first). */
export const courseHistorySchema = z.object({
  courseId: z.string(),
  courseName: z.string(),
  points: z.array(courseHistoryPointSchema),
  changes: z.array(courseChangeEntrySchema),
});
export type CourseHistory = z.infer<typeof courseHistorySchema>;

/** GET /api/courses/trends: every course's percentages across reports, oldest first (the cards' sparklines). */
export const courseTrendsSchema = z.object({
  trends: z.array(z.object({ courseId: z.string(), percentages: z.array(z.number().nullable()) })),
});
export type CourseTrends = z.infer<typeof courseTrendsSchema>;
