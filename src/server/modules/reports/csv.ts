import { asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { grades, reports } from '../../db/schema.js';
import { ownedBy } from '../../db/owned.js';
import { toCsv } from '../../../shared/csv.js';
import type { Report } from '../../../shared/api/student.js';
import { findReport } from './service.js';

const GRADE_COLUMNS = ['Subject', 'Points Received', 'Max Points', 'Percentage'];

/** One report's grade rows as CSV. */
export function reportGradesCsv(report: Report): string {
  return toCsv(
    GRADE_COLUMNS,
    report.grades.map((g) => [g.subject, g.pointsReceived, g.maxPoints, g.percentage]),
  );
}

/** The download name of a report's grades: "<report name> - grades.csv". */
export function gradesCsvName(reportFileName: string): string {
  return `${reportFileName.replace(/\.pdf$/i, '')} - grades.csv`;
}

/** One of the caller's reports as a CSV download (its name and content), or null when it is not theirs. */
export async function reportGradesCsvFile(
  db: Db,
  userId: string,
  reportId: string,
): Promise<{ fileName: string; csv: string } | null> {
  const report = await findReport(db, userId, reportId);
  return report ? { fileName: gradesCsvName(report.fileName), csv: reportGradesCsv(report) } : null;
}

/** Every grade row of every report of the user, newest report first, as CSV. */
export async function allGradesCsv(db: Db, userId: string): Promise<string> {
  const rows = await db
    .select({
      fileName: reports.fileName,
      parsedAt: reports.parsedAt,
      subject: grades.subject,
      pointsReceived: grades.pointsReceived,
      maxPoints: grades.maxPoints,
      percentage: grades.percentage,
    })
    .from(grades)
    .innerJoin(reports, eq(reports.id, grades.reportId))
    .where(ownedBy(grades, userId))
    .orderBy(desc(reports.parsedAt), desc(reports.id), asc(grades.position));
  return toCsv(
    ['File Name', 'Processed At', ...GRADE_COLUMNS],
    rows.map((r) => [r.fileName, r.parsedAt, r.subject, r.pointsReceived, r.maxPoints, r.percentage]),
  );
}
