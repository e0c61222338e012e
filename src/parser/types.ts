import { z } from 'zod';
import { ASSIGNMENT_STATUSES, RECONCILIATION_STATUSES, TRANSCRIPT_SOURCES } from '../shared/enums';

export const assignmentStatusSchema = z.enum(ASSIGNMENT_STATUSES);

export const assignmentSchema = z.object({
  assignmentName: z.string(),
  category: z.string().nullable(),
  dateDue: z.string().nullable(),
  pointsEarned: z.number().nullable(),
  maxPoints: z.number().nullable(),
  percentage: z.number().nullable(),
  isExtraCredit: z.boolean(),
  status: assignmentStatusSchema,
  comment: z.string().nullable(),
});

export const reconciliationSchema = z.object({
  /** "matches": the rows add up to the printed total (to the cent); "no-total": none is printed. */
  status: z.enum(RECONCILIATION_STATUSES),
  /** Points earned of graded rows, extra credit included. */
  earned: z.number(),
  /** Points possible of graded and missing rows, extra credit excluded. */
  possible: z.number(),
});

export const courseSchema = z.object({
  courseName: z.string(),
  teacherName: z.string().nullable(),
  period: z.string().nullable(),
  semester: z.string().nullable(),
  academicYear: z.string().nullable(),
  pointsReceived: z.number().nullable(),
  maxPoints: z.number().nullable(),
  percentage: z.number().nullable(),
  reconciliation: reconciliationSchema,
  assignments: z.array(assignmentSchema),
});

export const warningSchema = z.object({
  code: z.string(),
  message: z.string(),
  page: z.number().int().nullable(),
});

export const studentSchema = z.object({
  name: z.string().nullable(),
  id: z.string().nullable(),
  gradeLevel: z.string().nullable(),
});

export const transcriptSchema = z.object({
  school: z.string().nullable(),
  student: studentSchema.nullable(),
  reportDate: z.string().nullable(),
  /** "text": read from the PDF's text layer; "ocr": pages read from images. */
  source: z.enum(TRANSCRIPT_SOURCES),
  courses: z.array(courseSchema),
  warnings: z.array(warningSchema),
});

export type AssignmentStatus = z.infer<typeof assignmentStatusSchema>;
export type Assignment = z.infer<typeof assignmentSchema>;
export type Reconciliation = z.infer<typeof reconciliationSchema>;
export type Course = z.infer<typeof courseSchema>;
export type TranscriptWarning = z.infer<typeof warningSchema>;
export type Student = z.infer<typeof studentSchema>;
export type Transcript = z.infer<typeof transcriptSchema>;
