/**
 * The account export's shapes (AccountExport in src/shared/api/student.ts), made from stored rows. Its
 * courses, assignments and grades are those the courses and reports modules answer with.
 */
import type { AccountExport } from '../../../shared/api/student.js';
import type { SavedScenario } from '../../../shared/api/planning.js';
import type { CategoryWeight, GradeRow } from '../../../shared/planning.js';
import type { assignments, courses, grades, reports, uploadLogs, users } from '../../db/schema.js';
import { presentAssignment, presentCourse } from '../courses/index.js';
import { presentGrade } from '../reports/index.js';

type Exported = AccountExport;

export function presentExportedUser(user: typeof users.$inferSelect): Exported['user'] {
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    role: user.role,
    createdAt: user.createdAt.toISOString(),
    lastLoginAt: user.lastLoginAt?.toISOString() ?? null,
  };
}

/** A stored report with everything the export carries of it, and its grade rows. */
export function presentExportedReport(
  report: Pick<
    typeof reports.$inferSelect,
    'id' | 'fileName' | 'parsedAt' | 'reportDate' | 'fileSize' | 'fileSha256' | 'parserVersion' | 'transcript'
  >,
  gradeRows: ReadonlyArray<typeof grades.$inferSelect>,
): Exported['reports'][number] {
  return {
    ...report,
    parsedAt: report.parsedAt.toISOString(),
    grades: gradeRows.map(presentGrade),
  };
}

/** A stored course with its assignment rows, its category weights (or null) and its saved scenarios. */
export function presentExportedCourse(
  course: typeof courses.$inferSelect,
  rows: ReadonlyArray<typeof assignments.$inferSelect & GradeRow>,
  weights: CategoryWeight[] | null,
  scenarios: SavedScenario[],
): Exported['courses'][number] {
  return {
    ...presentCourse(course, rows, weights),
    assignments: rows.map(presentAssignment),
    weights,
    scenarios,
  };
}

export function presentExportedUploadLog(l: typeof uploadLogs.$inferSelect): Exported['uploadLogs'][number] {
  return {
    id: l.id,
    fileName: l.fileName,
    fileSize: l.fileSize,
    status: l.status,
    processingTime: l.processingTime,
    assignmentsFound: l.assignmentsFound,
    errorMessage: l.errorMessage,
    createdAt: l.createdAt.toISOString(),
  };
}
