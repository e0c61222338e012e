/**
 * The course self-check (transcript contract, "reconciliation"): a course's rows against the total its
 * report prints. Graded rows' points earned, extra credit included, must equal the printed points
 * received; points possible of graded and missing rows, extra credit excluded, must equal the printed
 * maximum. Equal means equal to the cent.
 */
import type { AssignmentStatus, ReconciliationStatus } from './enums.js';
import { round, sum } from './numbers.js';

export interface ReconciledRow {
  status: AssignmentStatus;
  pointsEarned: number | null;
  maxPoints: number | null;
  isExtraCredit: boolean;
}

export interface PrintedTotal {
  received: number;
  max: number;
}

export interface Reconciliation {
  status: ReconciliationStatus;
  earned: number;
  possible: number;
}

/** What the rows add up to: earned of graded rows (extra credit included), possible of graded and missing rows (extra credit excluded). */
export function rowTotals(rows: ReadonlyArray<ReconciledRow>): { earned: number; possible: number } {
  const earned: number[] = [];
  const possible: number[] = [];
  for (const r of rows) {
    if (r.status === 'graded' && r.pointsEarned !== null) earned.push(r.pointsEarned);
    if ((r.status === 'graded' || r.status === 'missing') && !r.isExtraCredit && r.maxPoints !== null)
      possible.push(r.maxPoints);
  }
  return { earned: round(sum(earned), 2), possible: round(sum(possible), 2) };
}

/** Two amounts are the same to the cent. */
export function sameToTheCent(a: number, b: number): boolean {
  return round(a, 2) === round(b, 2);
}

export function reconcile(rows: ReadonlyArray<ReconciledRow>, total: PrintedTotal | null): Reconciliation {
  const { earned, possible } = rowTotals(rows);
  if (!total) return { status: 'no-total', earned, possible };
  const matches = sameToTheCent(earned, total.received) && sameToTheCent(possible, total.max);
  return { status: matches ? 'matches' : 'differs', earned, possible };
}

export interface CheckSummary {
  /** Courses whose report prints a total. */
  checked: number;
  /** Of those, the courses whose rows add up to it. */
  matching: number;
}

/** How many of a report's courses could be checked against a printed total, and how many add up. */
export function checkSummary(checks: ReadonlyArray<{ status: ReconciliationStatus }>): CheckSummary {
  const checked = checks.filter((c) => c.status !== 'no-total').length;
  const matching = checks.filter((c) => c.status === 'matches').length;
  return { checked, matching };
}

/** A course's check with the total its report prints (the API's course check). */
export interface PrintedCheck extends Reconciliation {
  pointsReceived: number | null;
  maxPoints: number | null;
}

/**
 * How far a course's rows are from its printed total: the points earned when those differ, else the
 * points possible; 2 decimals.
 */
export function checkGap(check: PrintedCheck): number {
  const earnedGap = Math.abs((check.pointsReceived ?? 0) - check.earned);
  const possibleGap = Math.abs((check.maxPoints ?? 0) - check.possible);
  return round(sameToTheCent(earnedGap, 0) ? possibleGap : earnedGap, 2);
}

/**
 * What a course's check says, in the words every screen shows: "Matches the report's total", "No total
 * printed", or "Off by 1.00 points: the report says 58.50 / 70.00, its rows add up to 57.50 / 70.00".
 */
export function checkSentence(check: PrintedCheck): string {
  if (check.status === 'matches') return "Matches the report's total";
  if (check.status === 'no-total' || check.pointsReceived === null || check.maxPoints === null)
    return 'No total printed';
  return (
    `Off by ${checkGap(check).toFixed(2)} points: the report says ${check.pointsReceived.toFixed(2)} / ` +
    `${check.maxPoints.toFixed(2)}, its rows add up to ${check.earned.toFixed(2)} / ${check.possible.toFixed(2)}`
  );
}
