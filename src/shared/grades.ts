/**
 * Grade math of the whole product (spec sections 3 and 9, decisions.md "Terms"): the letter scale, colour
 * bands, summary and history statistics, chart axis, course averages and the assignment selections of the
 * course dialog. Pure functions; the screens only format what these return.
 */
import { MAX_UPLOAD_MB, PDF_MIME_TYPE } from './limits.js';
import { decimal, formatFixed, mean, percentOf, round } from './numbers.js';
import { isExtraCredit, type ExtraCreditFlag } from './enums.js';
import { rowTotals, type ReconciledRow } from './reconciliation.js';
import { localDate, oldestFirst, reportDay, type DatedReport } from './reportDates.js';
import { termMatches, termOf, type TermFilter } from './terms.js';

/** A score in percent, 2 decimals (transcript contract); null when either is missing or the maximum is 0. */
export function scorePercentage(earned: number | null, max: number | null): number | null {
  const percent = percentOf(earned, max);
  return percent === null ? null : round(percent, 2);
}

// ---------------------------------------------------------------------------------------------------------
// Letter scale and colours

export type LetterGrade = 'A+' | 'A' | 'A-' | 'B+' | 'B' | 'B-' | 'C+' | 'C' | 'C-' | 'D+' | 'D' | 'D-' | 'F';

/** Lowest percentage of each letter, best first (spec section 3). */
export const LETTER_SCALE: ReadonlyArray<readonly [number, LetterGrade]> = [
  [97, 'A+'],
  [93, 'A'],
  [90, 'A-'],
  [87, 'B+'],
  [83, 'B'],
  [80, 'B-'],
  [77, 'C+'],
  [73, 'C'],
  [70, 'C-'],
  [67, 'D+'],
  [63, 'D'],
  [60, 'D-'],
];

export function letterGrade(percentage: number): LetterGrade {
  for (const [min, letter] of LETTER_SCALE) if (percentage >= min) return letter;
  return 'F';
}

export type GradeFamilyClass = 'grade-a' | 'grade-b' | 'grade-c' | 'grade-d' | 'grade-f';

/** The style class of a letter's family: 'B+' -> 'grade-b'. */
export function gradeFamilyClass(letter: LetterGrade): GradeFamilyClass {
  return `grade-${letter.charAt(0).toLowerCase()}` as GradeFamilyClass;
}

export type ColourBand = 'green' | 'amber' | 'red';

/** Grade colours: 90 or above green, 70 or above amber, below red. */
export function gradeColourBand(percentage: number): ColourBand {
  if (percentage >= 90) return 'green';
  if (percentage >= 70) return 'amber';
  return 'red';
}

export type AssignmentBand = 'excellent' | 'good' | 'fair' | 'poor';

/** Assignment percentage bands: 90, 80, 70. */
export function assignmentBand(percentage: number): AssignmentBand {
  if (percentage >= 90) return 'excellent';
  if (percentage >= 80) return 'good';
  if (percentage >= 70) return 'fair';
  return 'poor';
}

// ---------------------------------------------------------------------------------------------------------
// Upload results summary

export interface SummaryStats {
  /** Mean percentage, 1 decimal. */
  average: number;
  /** Highest percentage, 1 decimal. */
  highest: number;
  /** Mean percentage / 100 * 4, 2 decimals. */
  gpa: number;
  totalCourses: number;
}

/** GPA (spec section 9): the mean of the percentages / 100 * 4, 2 decimals; 0 without any. */
export function gpa(percentages: ReadonlyArray<number>): number {
  return round(decimal(mean(percentages)).div(100).times(4), 2);
}

export function summaryStats(grades: ReadonlyArray<{ percentage: number }>): SummaryStats {
  if (grades.length === 0) return { average: 0, highest: 0, gpa: 0, totalCourses: 0 };
  const percentages = grades.map((g) => g.percentage);
  return {
    average: round(mean(percentages), 1),
    highest: round(Math.max(...percentages), 1),
    gpa: gpa(percentages),
    totalCourses: grades.length,
  };
}

// ---------------------------------------------------------------------------------------------------------
// History

interface HistoryGrade {
  subject: string;
  percentage: number;
}
interface HistoryReport extends DatedReport {
  id: string;
  fileName: string;
  grades: ReadonlyArray<HistoryGrade>;
}

export interface TrendPoint {
  /** The report's id: one point per report, even where two share a date. */
  id: string;
  /** The report's day, 'YYYY-MM-DD' (src/shared/reportDates.ts): printed, else the day of its upload. */
  date: string;
  /** Whether the report prints its date. */
  printed: boolean;
  fileName: string;
  /** ISO timestamp of the upload. */
  uploadedAt: string;
  /** The report's average percentage, 2 decimals. */
  value: number;
}

/** Mean of a report's grade percentages, exact (unrounded), 0 without grades. */
export function reportAverage(report: { grades: ReadonlyArray<{ percentage: number }> }): number {
  return mean(report.grades.map((g) => g.percentage));
}

/** Trend points oldest first by report date (reports of one date in upload order), whatever order they come in. */
export function trendPoints(reports: ReadonlyArray<HistoryReport>): TrendPoint[] {
  return oldestFirst(reports).map((r) => {
    const { day, printed } = reportDay(r);
    return {
      id: r.id,
      date: day,
      printed,
      fileName: r.fileName,
      uploadedAt: r.parsedAt,
      value: round(reportAverage(r), 2),
    };
  });
}

export interface HistoryStats {
  /** Mean of every grade of every report / 100 * 4, as '3.42'; '0.00' with none. */
  currentGpa: string;
  /** Subject with the highest mean percentage, or 'N/A'. */
  bestSubject: string;
  /** (last - first trend value) / 100 * 4, as '+0.40' / '-0.20' / '0.00'; '0.00' with fewer than 2 points. */
  improvement: string;
}

export function historyStats(reports: ReadonlyArray<HistoryReport>): HistoryStats {
  const all = reports.flatMap((r) => r.grades);
  const currentGpa = all.length === 0 ? '0.00' : formatFixed(gpa(all.map((g) => g.percentage)), 2);

  const bySubject = new Map<string, number[]>();
  for (const g of all) bySubject.set(g.subject, [...(bySubject.get(g.subject) ?? []), g.percentage]);
  let bestSubject = 'N/A';
  let bestMean = -Infinity;
  for (const [subject, values] of bySubject) {
    const m = mean(values);
    if (m > bestMean) [bestSubject, bestMean] = [subject, m];
  }

  const trend = trendPoints(reports);
  let improvement = '0.00';
  if (trend.length >= 2) {
    const change = round(
      decimal(trend[trend.length - 1].value)
        .minus(trend[0].value)
        .div(100)
        .times(4),
      2,
    );
    improvement = change > 0 ? `+${formatFixed(change, 2)}` : formatFixed(change, 2);
  }
  return { currentGpa, bestSubject, improvement };
}

/** Chart y-axis: maximum 100, minimum the lowest value minus 10 but not below 0. */
export function chartYAxis(values: ReadonlyArray<number>): { min: number; max: number } {
  if (values.length === 0) return { min: 0, max: 100 };
  return { min: Math.max(0, round(decimal(Math.min(...values)).minus(10), 2)), max: 100 };
}

// ---------------------------------------------------------------------------------------------------------
// Trend period filter: the terms of decisions.md (src/shared/terms.ts) applied to the report dates.

export type TrendPeriod = TermFilter;

export const TREND_PERIODS: ReadonlyArray<{ value: TrendPeriod; label: string }> = [
  { value: 'all', label: 'All Time' },
  { value: 'this-year', label: 'This Year' },
  { value: 'this-semester', label: 'This Semester' },
];

/** The trend points whose report date lies in the current academic year / semester of `now`. */
export function filterTrend(points: ReadonlyArray<TrendPoint>, period: TrendPeriod, now: Date): TrendPoint[] {
  return points.filter((p) => termMatches(termOf(localDate(p.date)), period, now));
}

// ---------------------------------------------------------------------------------------------------------
// Courses

/** Overall Average ring: mean of the non-empty current grades, 1 decimal (null without any), and their count. */
export function overallCourseAverage(courses: ReadonlyArray<{ currentGrade: number | null }>): {
  average: number | null;
  count: number;
} {
  const grades = courses.map((c) => c.currentGrade).filter((g): g is number => g !== null);
  return { average: grades.length === 0 ? null : round(mean(grades), 1), count: grades.length };
}

interface ScoredAssignment {
  pointsEarned: number | null;
  maxPoints: number | null;
  percentage: number | null;
}
type Graded<T> = T & { pointsEarned: number; maxPoints: number; percentage: number };

function isGraded<T extends ScoredAssignment>(a: T): a is Graded<T> {
  return a.pointsEarned !== null && a.maxPoints !== null && a.percentage !== null;
}

export type HighImpactStatus = 'Positive' | 'Needs Attention';

/**
 * High Impact: the 5 graded assignments with the largest max points among those worth at least 10,
 * Positive at 85 % or more, else Needs Attention.
 */
export function highImpactAssignments<T extends ScoredAssignment>(
  assignments: ReadonlyArray<T>,
): Array<{ assignment: Graded<T>; status: HighImpactStatus }> {
  return assignments
    .filter(isGraded)
    .filter((a) => a.maxPoints >= 10)
    .sort((a, b) => b.maxPoints - a.maxPoints)
    .slice(0, 5)
    .map((assignment) => ({
      assignment,
      status: assignment.percentage >= 85 ? 'Positive' : 'Needs Attention',
    }));
}

export type ImpactLevel = 'High' | 'Medium' | 'Low';

/**
 * Improvement: the 5 graded assignments under 80 % worth at least 5 points that lost the most points;
 * Impact Level High when 10 or more were lost, Medium for 5 or more, else Low.
 */
export function improvementAssignments<T extends ScoredAssignment>(
  assignments: ReadonlyArray<T>,
): Array<{ assignment: Graded<T>; pointsLost: number; impact: ImpactLevel }> {
  return assignments
    .filter(isGraded)
    .filter((a) => a.percentage < 80 && a.maxPoints >= 5)
    .map((assignment) => ({
      assignment,
      pointsLost: round(decimal(assignment.maxPoints).minus(assignment.pointsEarned), 2),
    }))
    .sort((a, b) => b.pointsLost - a.pointsLost)
    .slice(0, 5)
    .map(({ assignment, pointsLost }) => ({
      assignment,
      pointsLost,
      impact: pointsLost >= 10 ? 'High' : pointsLost >= 5 ? 'Medium' : 'Low',
    }));
}

/** A row of the course dialog's Categories tab: extra credit as the parser (boolean) or the API ('Yes') gives it. */
export type CategoryRow = Omit<ReconciledRow, 'isExtraCredit'> & {
  category: string | null;
  isExtraCredit: boolean | ExtraCreditFlag;
};

export interface CategoryPoints {
  /** Points earned of graded rows, extra credit included, 2 decimals. */
  pointsEarned: number;
  /** Points possible of graded and missing rows, extra credit excluded, 2 decimals. */
  maxPoints: number;
  /** The part of pointsEarned that extra-credit rows earned, 2 decimals. */
  extraCreditPoints: number;
  /** pointsEarned / maxPoints in percent, 2 decimals like every percentage; null when nothing is possible. */
  average: number | null;
}

export interface CategorySummary extends CategoryPoints {
  category: string;
  /** Assignments in the category. */
  count: number;
}

export const UNCATEGORIZED = 'Uncategorized';

/** The category a row counts in: its printed category, trimmed, or Uncategorized. */
export function categoryOf(row: { category: string | null }): string {
  return row.category?.trim() || UNCATEGORIZED;
}

/**
 * Points of a set of rows by the rule of the course total (reconciliation.ts): what a category, or a
 * whole course, earned of what it made possible. A missing row counts its points possible with none
 * earned; excused, pending and dropped rows count neither.
 */
export function categoryPoints(rows: ReadonlyArray<CategoryRow>): CategoryPoints {
  const reconciled = rows.map((r) => ({ ...r, isExtraCredit: isExtraCredit(r.isExtraCredit) }));
  const { earned, possible } = rowTotals(reconciled);
  const extraCredit = rowTotals(reconciled.filter((r) => r.isExtraCredit)).earned;
  return {
    pointsEarned: earned,
    maxPoints: possible,
    extraCreditPoints: extraCredit,
    average: scorePercentage(earned, possible),
  };
}

/** One summary per category, in order of first appearance; together they add up to `categoryPoints` of all rows. */
export function categorySummaries(rows: ReadonlyArray<CategoryRow>): CategorySummary[] {
  const groups = new Map<string, CategoryRow[]>();
  for (const r of rows) {
    const key = categoryOf(r);
    groups.set(key, [...(groups.get(key) ?? []), r]);
  }
  return [...groups].map(([category, items]) => ({
    category,
    count: items.length,
    ...categoryPoints(items),
  }));
}

// ---------------------------------------------------------------------------------------------------------
// Upload file checks (spec section 5)

export interface FileProblem {
  title: string;
  description: string;
}

/** Type must be application/pdf and the size at most the limit; returns the toast to show, or null. */
export function checkUploadFile(
  file: { type: string; size: number },
  maxMb: number = MAX_UPLOAD_MB,
): FileProblem | null {
  if (file.type !== PDF_MIME_TYPE)
    return { title: 'Invalid file type', description: 'Please select a PDF file' };
  if (file.size > maxMb * 1024 * 1024) {
    return { title: 'File too large', description: `Please select a file smaller than ${maxMb}MB` };
  }
  return null;
}

/** The first of several dropped or picked files; only it is used. */
export function firstFile<T>(files: ArrayLike<T> | null | undefined): T | null {
  return files && files.length > 0 ? files[0] : null;
}

/** File size in MB with one decimal, as the selected-file panel shows it ("2.4 MB"). */
export function formatMegabytes(bytes: number): string {
  return `${formatFixed(decimal(bytes).div(1024 * 1024), 1)} MB`;
}
