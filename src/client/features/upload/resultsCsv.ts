import type { Report } from '../../../shared/api/student';
import { toCsv } from '../../../shared/csv';
import { letterGrade, summaryStats } from '../../../shared/grades';
import { formatFixed } from '../../../shared/numbers';

/** The shown results as CSV: one row per subject, then the summary figures. */
export function resultsCsv(report: Report): string {
  const stats = summaryStats(report.grades);
  return toCsv(
    ['Subject', 'Points Received', 'Max Points', 'Percentage', 'Letter Grade'],
    [
      ...report.grades.map((g) => [
        g.subject,
        formatFixed(g.pointsReceived, 2),
        formatFixed(g.maxPoints, 2),
        formatFixed(g.percentage, 2),
        letterGrade(g.percentage),
      ]),
      [],
      ['Overall GPA', formatFixed(stats.gpa, 2)],
      ['Total Courses', stats.totalCourses],
      ['Highest Grade', formatFixed(stats.highest, 1)],
      ['Average Grade', formatFixed(stats.average, 1)],
      ['Processed On', new Date(report.parsedAt).toLocaleDateString()],
    ],
  );
}

/** "Q1 Report.pdf" -> "Q1 Report-results.csv". */
export function resultsFileName(report: Report): string {
  return `${report.fileName.replace(/\.pdf$/i, '') || 'transcript'}-results.csv`;
}
