import { z } from 'zod';
import {
  ASSIGNMENT_STATUSES,
  EXTRA_CREDIT_FLAGS,
  RECONCILIATION_STATUSES,
  ROLES,
  TERM_FILTERS,
  TRANSCRIPT_SOURCES,
  UPLOAD_STATUSES,
} from '../enums.js';
import { categoryWeightSchema, savedScenarioSchema } from './planning.js';

/** One course's line of a report: the spec's grade row. */
export const gradeSchema = z.object({
  id: z.string(),
  subject: z.string(),
  pointsReceived: z.number(),
  maxPoints: z.number(),
  /** 0-100, 2 decimals. */
  percentage: z.number(),
});
export type Grade = z.infer<typeof gradeSchema>;

export const reportSchema = z.object({
  id: z.string(),
  fileName: z.string(),
  /** ISO timestamp of processing (the upload). */
  parsedAt: z.string(),
  /** 'YYYY-MM-DD' the report prints ("Printed:"), or null when it prints none. */
  reportDate: z.string().nullable(),
  grades: z.array(gradeSchema),
});
export type Report = z.infer<typeof reportSchema>;

export const transcriptWarningSchema = z.object({
  code: z.string(),
  message: z.string(),
  page: z.number().nullable().optional(),
});

/** One course's rows checked against the total its report prints (transcript contract, "reconciliation"). */
export const courseCheckSchema = z.object({
  courseName: z.string(),
  /** "matches": the rows add up to the printed total to the cent; "no-total": the report prints none. */
  status: z.enum(RECONCILIATION_STATUSES),
  /** What the rows add up to. */
  earned: z.number(),
  possible: z.number(),
  /** What the report prints. */
  pointsReceived: z.number().nullable(),
  maxPoints: z.number().nullable(),
});
export type CourseCheck = z.infer<typeof courseCheckSchema>;
export type TranscriptWarning = z.infer<typeof transcriptWarningSchema>;

/**
 * GET /api/reports/{id}: one report with what its reading found: how it was read ("text" or "ocr"), each
 * course's check and the warnings.
 */
export const reportDetailSchema = reportSchema.extend({
  source: z.enum(TRANSCRIPT_SOURCES),
  checks: z.array(courseCheckSchema),
  warnings: z.array(transcriptWarningSchema),
});
export type ReportDetail = z.infer<typeof reportDetailSchema>;

/** POST /api/upload: the spec's {ok, report, error}, on failure too (with the 4xx/5xx status). */
export const uploadResponseSchema = z.object({
  ok: z.boolean(),
  report: reportSchema.optional(),
  error: z.string().optional(),
  /** True when this exact file had been uploaded before: the stored report is returned. */
  duplicate: z.boolean().optional(),
  warnings: z.array(transcriptWarningSchema).optional(),
  /** How the report was read: "text" (its text layer) or "ocr" (pages read from images). */
  source: z.enum(TRANSCRIPT_SOURCES).optional(),
  /** Each course's self-check against its printed total, in report order. */
  reconciliation: z.array(courseCheckSchema).optional(),
});
export type UploadResponse = z.infer<typeof uploadResponseSchema>;

/**
 * GET /api/upload/progress/{uploadId}: how far the upload the screen sent with `X-Upload-Id: uploadId` has
 * come. `scanPage` of `scanPages` is the scanned page being read by OCR (both null while none is). Another
 * user's upload id answers 404.
 */
export const uploadProgressSchema = z.object({
  /** "waiting": no upload with this id has arrived yet. */
  status: z.enum(['waiting', ...UPLOAD_STATUSES]),
  scanPage: z.number().int().nullable(),
  scanPages: z.number().int().nullable(),
});
export type UploadProgress = z.infer<typeof uploadProgressSchema>;
export const uploadProgressParamsSchema = z.object({ uploadId: z.uuid('Not found.') });

/** The request header carrying the id the upload screen follows the upload's progress by. */
export const UPLOAD_ID_HEADER = 'x-upload-id';

/** GET /api/upload/config: what the upload screen needs to know before sending a file. */
export const uploadConfigSchema = z.object({
  maxFileSizeMb: z.number(),
  allowedFileTypes: z.array(z.string()),
  maintenanceMode: z.boolean(),
  processingTimeoutSeconds: z.number(),
  /** While maintenance mode is on: the sentence the upload screen shows (the same as the 503's). */
  maintenanceMessage: z.string().nullable().optional(),
});
export type UploadConfig = z.infer<typeof uploadConfigSchema>;

export const historyResponseSchema = z.array(reportSchema);

export const courseSchema = z.object({
  id: z.string(),
  courseName: z.string(),
  teacherName: z.string().nullable(),
  period: z.string().nullable(),
  semester: z.string().nullable(),
  academicYear: z.string().nullable(),
  /** Percent, or null when the course has no graded points. */
  currentGrade: z.number().nullable(),
  /** The grade is weighted by the student's own category weights rather than by points. */
  weighted: z.boolean(),
  /** Its rows checked against the total its report prints (the transcript's reconciliation). */
  check: courseCheckSchema,
});
export type Course = z.infer<typeof courseSchema>;

export const courseFilterSchema = z.enum(TERM_FILTERS);
export type CourseFilter = z.infer<typeof courseFilterSchema>;

/** A course as Course Tracking shows it: with its check against the printed total and its warnings. */
export const courseWithChecksSchema = courseSchema.extend({
  /** The warnings its report's reading wrote about this course. */
  warnings: z.array(transcriptWarningSchema),
});
export type CourseWithChecks = z.infer<typeof courseWithChecksSchema>;

export const filteredCoursesResponseSchema = z.object({
  courses: z.array(courseWithChecksSchema),
  appliedFilters: z.object({ semester: z.string().nullable(), academicYear: z.string().nullable() }),
});
export type FilteredCoursesResponse = z.infer<typeof filteredCoursesResponseSchema>;

export const assignmentSchema = z.object({
  id: z.string(),
  assignmentName: z.string(),
  category: z.string().nullable(),
  pointsEarned: z.number().nullable(),
  maxPoints: z.number().nullable(),
  percentage: z.number().nullable(),
  /** 'YYYY-MM-DD' or null. */
  dateDue: z.string().nullable(),
  /** The spec's wire form: 'Yes' for extra credit, 'No' otherwise. */
  isExtraCredit: z.enum(EXTRA_CREDIT_FLAGS),
  status: z.enum(ASSIGNMENT_STATUSES),
  comment: z.string().nullable(),
});
export type Assignment = z.infer<typeof assignmentSchema>;
export const assignmentsResponseSchema = z.array(assignmentSchema);

export const idParamsSchema = z.object({ id: z.uuid('Not found.') });

/** DELETE answers: ok, and how many rows went (courses/clear). */
export const deleteResponseSchema = z.object({ ok: z.boolean(), deleted: z.number().optional() });

/** GET /api/me/export: everything stored about the caller (the original PDFs are downloaded per report). */
export const accountExportSchema = z.object({
  exportedAt: z.string(),
  user: z.object({
    id: z.string(),
    email: z.string(),
    name: z.string().nullable(),
    role: z.enum(ROLES),
    createdAt: z.string(),
    lastLoginAt: z.string().nullable(),
  }),
  reports: z.array(
    z.object({
      id: z.string(),
      fileName: z.string(),
      parsedAt: z.string(),
      reportDate: z.string().nullable(),
      fileSize: z.number(),
      fileSha256: z.string(),
      parserVersion: z.string(),
      grades: z.array(gradeSchema),
      /** The parsed transcript as stored (the transcript JSON contract). */
      transcript: z.unknown(),
    }),
  ),
  courses: z.array(
    courseSchema.extend({
      assignments: z.array(assignmentSchema),
      /** The student's category weights of the course, or null (points-based). */
      weights: z.array(categoryWeightSchema).nullable(),
      /** The student's saved what-if scenarios of the course. */
      scenarios: z.array(savedScenarioSchema),
    }),
  ),
  uploadLogs: z.array(
    z.object({
      id: z.string(),
      fileName: z.string(),
      fileSize: z.number(),
      status: z.enum(UPLOAD_STATUSES),
      processingTime: z.number().nullable(),
      assignmentsFound: z.number(),
      errorMessage: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
});
export type AccountExport = z.infer<typeof accountExportSchema>;
