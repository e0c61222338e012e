import type { Report } from '../../../shared/api/student';
import { toCsv } from '../../../shared/csv';
import { letterGrade, summaryStats } from '../../../shared/grades';

/** The shown results as CSV: one row per subject, then the summary figures. */
export function resultsCsv(report: Report): string {
  const stats = summaryStats(report.grades);
  return toCsv(
    ['Subject', 'Points Received', 'Max Points', 'Percentage', 'Letter Grade'],
    [
      ...report.grades.map((g) => [
        g.subject,
        g.pointsReceived.toFixed(2),
        g.maxPoints.toFixed(2),
        g.percentage.toFixed(2),
        letterGrade(g.percentage),
      ]),
      [],
      ['Overall GPA', stats.gpa.toFixed(2)],
      ['Total Courses', stats.totalCourses],
      ['Highest Grade', stats.highest.toFixed(1)],
      ['Average Grade', stats.average.toFixed(1)],
      ['Processed On', new Date(report.parsedAt).toLocaleDateString()],
    ],
  );
}

/** "Q1 Report.pdf" -> "Q1 Report-results.csv". */
export function resultsFileName(report: Report): string {
  return `${report.fileName.replace(/\.pdf$/i, '') || 'transcript'}-results.csv`;
}
