/** The API shapes of the changes module (src/shared/api/changes.ts), made from stored rows. */
import type { ChangeReport, CourseChangeEntry } from '../../../shared/api/changes.js';
import type { RowChange } from '../../../shared/changes.js';
import { letterGrade } from '../../../shared/grades.js';
import type { courseChanges } from '../../db/schema.js';

/** A stored change with its course and the reports it compares (their file names). */
export type EntryRow = {
  change: typeof courseChanges.$inferSelect;
  courseName: string;
  academicYear: string | null;
  semester: string | null;
  fileName: string;
  parsedAt: Date;
  previousFileName: string | null;
};

export const letterOf = (p: number | null) => (p === null ? null : letterGrade(p));

export function presentEntry(r: EntryRow): CourseChangeEntry {
  const c = r.change;
  const previousReport: ChangeReport | null =
    c.previousReportId && c.previousReportDay
      ? {
          id: c.previousReportId,
          fileName: r.previousFileName ?? '',
          day: c.previousReportDay,
          printed: c.previousReportDayPrinted ?? false,
        }
      : null;
  return {
    id: c.id,
    courseId: c.courseId,
    courseName: r.courseName,
    academicYear: r.academicYear,
    semester: r.semester,
    report: { id: c.reportId, fileName: r.fileName, day: c.reportDay, printed: c.reportDayPrinted },
    previousReport,
    percentageBefore: c.percentageBefore,
    letterBefore: letterOf(c.percentageBefore),
    percentageAfter: c.percentageAfter,
    letterAfter: letterOf(c.percentageAfter),
    newGrades: c.newGrades,
    changes: c.changes as RowChange[],
  };
}
