/**
 * Grade planning: the course grade (points-based, or weighted by the student's categories), what-if edits
 * of a course's rows, and the target solver ("what do I need?"). Pure functions the server and the client
 * both call. Points are counted by the rule of the course total (`rowTotals`, reconciliation.ts), every
 * figure is rounded by numbers.ts, and letters and colours come from grades.ts.
 */
import { isExtraCredit, type AssignmentStatus, type ExtraCreditFlag } from './enums.js';
import {
  categoryOf,
  gradeColourBand,
  gradeFamilyClass,
  LETTER_SCALE,
  letterGrade,
  scorePercentage,
  type ColourBand,
  type GradeFamilyClass,
  type LetterGrade,
} from './grades.js';
import { decimal, formatFixed, round, sum } from './numbers.js';
import { rowTotals } from './reconciliation.js';

// ---------------------------------------------------------------------------------------------------------
// Rows

/** A course row as the planner reads it: a row of the report, or one the student adds. */
export interface PlanRow {
  /** Stable key: `reportRowKey` for report rows, the student's own key for added rows. */
  key: string;
  assignmentName: string;
  category: string | null;
  status: AssignmentStatus;
  pointsEarned: number | null;
  maxPoints: number | null;
  isExtraCredit: boolean;
  dateDue: string | null;
}

/**
 * The key of a report row: its name, due date and which of the rows with that name and date it is. Row
 * ids change when a newer report replaces a course's rows; this key stays, so a saved scenario still
 * finds its rows.
 */
export function reportRowKey(name: string, dateDue: string | null, occurrence: number): string {
  return JSON.stringify([name, dateDue, occurrence]);
}

/** The assignment name a report row key stands for (for naming a row a scenario no longer finds). */
export function rowKeyName(key: string): string {
  try {
    const parsed = JSON.parse(key) as unknown;
    return Array.isArray(parsed) && typeof parsed[0] === 'string' ? parsed[0] : key;
  } catch {
    return key;
  }
}

interface SourceAssignment {
  assignmentName: string;
  category: string | null;
  status: AssignmentStatus;
  pointsEarned: number | null;
  maxPoints: number | null;
  isExtraCredit: boolean | ExtraCreditFlag;
  dateDue: string | null;
}

/** A course's assignments (API or stored form) as planner rows, in order, each with its report row key. */
export function planRows(assignments: ReadonlyArray<SourceAssignment>): PlanRow[] {
  const seen = new Map<string, number>();
  return assignments.map((a) => {
    const base = JSON.stringify([a.assignmentName, a.dateDue]);
    const occurrence = (seen.get(base) ?? 0) + 1;
    seen.set(base, occurrence);
    return {
      key: reportRowKey(a.assignmentName, a.dateDue, occurrence),
      assignmentName: a.assignmentName,
      category: a.category,
      status: a.status,
      pointsEarned: a.pointsEarned,
      maxPoints: a.maxPoints,
      isExtraCredit: isExtraCredit(a.isExtraCredit),
      dateDue: a.dateDue,
    };
  });
}

// ---------------------------------------------------------------------------------------------------------
// Category weights

export interface CategoryWeight {
  category: string;
  /** Percent of the course grade, 0-100. */
  weight: number;
}

/** Weights are kept to 2 decimals and must add up to exactly 100. */
export const WEIGHT_TOTAL = 100;

/**
 * What is wrong with a set of weights, in the words the screen and the API's 400 use, or null when they
 * can be saved: at least one category, names not empty and not repeated, each 0-100 with at most 2
 * decimals, and a sum of exactly 100.
 */
export function weightsProblem(weights: ReadonlyArray<CategoryWeight>): string | null {
  if (weights.length === 0) return 'Enter a weight for at least one category.';
  const names = new Set<string>();
  for (const w of weights) {
    const name = w.category.trim();
    if (!name) return 'Every weight needs a category name.';
    if (names.has(name)) return `${name} has two weights: give each category one.`;
    names.add(name);
    if (!Number.isFinite(w.weight) || w.weight < 0 || w.weight > WEIGHT_TOTAL)
      return `The weight of ${name} must be between 0 and 100.`;
    if (round(w.weight, 2) !== w.weight) return `The weight of ${name} can have at most 2 decimals.`;
  }
  const total = sum(weights.map((w) => w.weight));
  if (round(total, 2) !== WEIGHT_TOTAL)
    return `Weights must add up to 100% (these add up to ${formatFixed(total, 2)}%).`;
  return null;
}

// ---------------------------------------------------------------------------------------------------------
// Course grade

/** What the course grade reads of a row. */
export type GradeRow = Pick<PlanRow, 'category' | 'status' | 'pointsEarned' | 'maxPoints' | 'isExtraCredit'>;

export interface CourseGrade {
  /** Percent, 2 decimals; null when nothing counts yet. */
  percentage: number | null;
  letter: LetterGrade | null;
  colour: ColourBand | null;
  family: GradeFamilyClass | null;
  /** Weighted by the student's categories rather than by points. */
  weighted: boolean;
  /** Weighted categories with no graded points yet: left out, the other weights scaled up to 100 %. */
  ungradedCategories: string[];
  /** Categories of counted rows that have no weight: their rows do not count. */
  unweightedCategories: string[];
}

function gradeOf(
  percentage: number | null,
  weighted: boolean,
  ungradedCategories: string[] = [],
  unweightedCategories: string[] = [],
): CourseGrade {
  const letter = percentage === null ? null : letterGrade(percentage);
  return {
    percentage,
    letter,
    colour: percentage === null ? null : gradeColourBand(percentage),
    family: letter === null ? null : gradeFamilyClass(letter),
    weighted,
    ungradedCategories,
    unweightedCategories,
  };
}

/** Rows that count toward a total by the rule of the course total: graded and missing ones. */
function counts(row: GradeRow): boolean {
  return row.status === 'graded' || row.status === 'missing';
}

/**
 * The course grade of a set of rows. Without weights: points earned over points possible by the rule of
 * the course total (extra credit adds to earned only; excused, pending and dropped rows count neither),
 * which is what the report's own total says when its rows add up to it. With weights: each weighted
 * category's earned over possible by the same rule, weighted; categories without graded points are left
 * out and the remaining weights scaled to 100 %; rows of a category with no weight do not count.
 */
export function courseGrade(
  rows: ReadonlyArray<GradeRow>,
  weights: ReadonlyArray<CategoryWeight> | null = null,
): CourseGrade {
  if (!weights || weights.length === 0) {
    const { earned, possible } = rowTotals(rows);
    return gradeOf(scorePercentage(earned, possible), false);
  }
  const byCategory = new Map<string, GradeRow[]>();
  for (const r of rows) byCategory.set(categoryOf(r), [...(byCategory.get(categoryOf(r)) ?? []), r]);
  const weighted = new Set(weights.map((w) => w.category.trim()));
  const unweighted = [...byCategory]
    .filter(([category, list]) => !weighted.has(category) && list.some(counts))
    .map(([category]) => category);

  let share = decimal(0);
  let totalWeight = decimal(0);
  const ungraded: string[] = [];
  for (const w of weights) {
    const { earned, possible } = rowTotals(byCategory.get(w.category.trim()) ?? []);
    if (possible === 0) {
      if (w.weight > 0) ungraded.push(w.category.trim());
      continue;
    }
    share = share.plus(decimal(earned).div(possible).times(w.weight));
    totalWeight = totalWeight.plus(w.weight);
  }
  const percentage = totalWeight.isZero() ? null : round(share.div(totalWeight).times(100), 2);
  return gradeOf(percentage, true, ungraded, unweighted);
}

/** A percentage as every planning sentence writes it: "86.35%", or "N/A". */
export function formatGrade(percentage: number | null): string {
  return percentage === null ? 'N/A' : `${formatFixed(percentage, 2)}%`;
}

/** The difference a what-if makes: "84.10% → 86.35%, B → B+" (the letter once when it stays). */
export function gradeChangeSentence(before: CourseGrade, after: CourseGrade): string {
  const figures = `${formatGrade(before.percentage)} → ${formatGrade(after.percentage)}`;
  if (before.letter === after.letter) return before.letter ? `${figures}, still ${before.letter}` : figures;
  return `${figures}, ${before.letter ?? 'N/A'} → ${after.letter ?? 'N/A'}`;
}

// ---------------------------------------------------------------------------------------------------------
// What-if

/** The student's change to one report row. Only the fields given change. */
export interface RowEdit {
  row: string;
  /** A score typed in (the row counts as graded), or null: no score, the row waits for one. */
  pointsEarned?: number | null;
  /** true: excused (counts nothing); false: no longer excused (counts, as missing until it has a score). */
  excused?: boolean;
  /** The row is left out. */
  removed?: boolean;
}

/** A hypothetical row the student adds. */
export interface AddedRow {
  key: string;
  assignmentName: string;
  category: string | null;
  maxPoints: number;
  /** null: not scored yet (pending, counts nothing). */
  pointsEarned: number | null;
  isExtraCredit: boolean;
}

export interface Scenario {
  edits: RowEdit[];
  added: AddedRow[];
}

export const EMPTY_SCENARIO: Scenario = { edits: [], added: [] };

export type RowChange = 'edited' | 'added' | null;

export interface PlannedRow extends PlanRow {
  /** What the student did to it: edited (its score or status differs from the report), added, or nothing. */
  change: RowChange;
  /** The row's percentage as planned, 2 decimals; null without a score. */
  percentage: number | null;
}

export interface WhatIf {
  rows: PlannedRow[];
  /** Report rows the student removed. */
  removed: PlanRow[];
  /** Edits whose row the course no longer has (a newer report renamed or dropped it): not applied. */
  unmatched: RowEdit[];
  /** The real grade: the report's rows as they are. */
  before: CourseGrade;
  after: CourseGrade;
  /** How many rows differ from the report: edited, added and removed. */
  changedCount: number;
  /** "84.10% → 86.35%, B → B+". */
  sentence: string;
}

function applyEdit(row: PlanRow, edit: RowEdit): PlanRow {
  let { status, pointsEarned } = row;
  const scoreGiven = edit.pointsEarned !== undefined;
  if (scoreGiven) pointsEarned = edit.pointsEarned ?? null;
  if (edit.excused === true) status = 'excused';
  else if (scoreGiven) status = pointsEarned === null ? 'pending' : 'graded';
  else if (edit.excused === false && row.status === 'excused')
    status = pointsEarned === null ? 'missing' : 'graded';
  return { ...row, status, pointsEarned };
}

function planned(row: PlanRow, change: RowChange): PlannedRow {
  return {
    ...row,
    change,
    percentage: row.status === 'graded' ? scorePercentage(row.pointsEarned, row.maxPoints) : null,
  };
}

/** The rows of a course with a scenario applied: edits, removals, then the added rows at the end. */
export function applyScenario(
  rows: ReadonlyArray<PlanRow>,
  scenario: Scenario,
): Pick<WhatIf, 'rows' | 'removed' | 'unmatched'> {
  const byRow = new Map(scenario.edits.map((e) => [e.row, e]));
  const keys = new Set(rows.map((r) => r.key));
  const out: PlannedRow[] = [];
  const removed: PlanRow[] = [];
  for (const row of rows) {
    const edit = byRow.get(row.key);
    if (!edit) {
      out.push(planned(row, null));
      continue;
    }
    if (edit.removed) {
      removed.push(row);
      continue;
    }
    const next = applyEdit(row, edit);
    const same = next.status === row.status && next.pointsEarned === row.pointsEarned;
    out.push(planned(next, same ? null : 'edited'));
  }
  for (const a of scenario.added) {
    out.push(
      planned(
        {
          key: a.key,
          assignmentName: a.assignmentName,
          category: a.category,
          status: a.pointsEarned === null ? 'pending' : 'graded',
          pointsEarned: a.pointsEarned,
          maxPoints: a.maxPoints,
          isExtraCredit: a.isExtraCredit,
          dateDue: null,
        },
        'added',
      ),
    );
  }
  return { rows: out, removed, unmatched: scenario.edits.filter((e) => !keys.has(e.row)) };
}

/** A scenario's effect on a course: its rows, the grade before and after, and the sentence between. */
export function whatIf(
  rows: ReadonlyArray<PlanRow>,
  scenario: Scenario,
  weights: ReadonlyArray<CategoryWeight> | null = null,
): WhatIf {
  const applied = applyScenario(rows, scenario);
  const before = courseGrade(rows, weights);
  const after = courseGrade(applied.rows, weights);
  return {
    ...applied,
    before,
    after,
    changedCount: applied.rows.filter((r) => r.change !== null).length + applied.removed.length,
    sentence: gradeChangeSentence(before, after),
  };
}

// ---------------------------------------------------------------------------------------------------------
// Target solver

export type Target = { kind: 'letter'; letter: LetterGrade } | { kind: 'percent'; percent: number };

/** The lowest course percentage that meets a target: a letter's minimum on the spec's scale, or the percent. */
export function targetPercent(target: Target): number {
  if (target.kind === 'percent') return target.percent;
  return LETTER_SCALE.find(([, letter]) => letter === target.letter)?.[0] ?? 0;
}

/** "a B+", "an A-", "85.00%". */
function targetName(target: Target): string {
  if (target.kind === 'percent') return `${formatFixed(target.percent, 2)}%`;
  return /^[AEF]/.test(target.letter) ? `an ${target.letter}` : `a ${target.letter}`;
}

function meets(grade: CourseGrade, minimum: number): boolean {
  return grade.percentage !== null && grade.percentage >= minimum;
}

/** Points as the solver writes them: whole points without decimals ("100"), else 2 decimals ("43.75"). */
export function formatPoints(points: number): string {
  return Number.isInteger(points) ? String(points) : formatFixed(points, 2);
}

/** The future row a target is solved for: a pending or missing row of the course, or a new one. */
export type FutureRow =
  | { kind: 'existing'; row: string }
  | {
      kind: 'new';
      assignmentName: string;
      category: string | null;
      maxPoints: number;
      isExtraCredit?: boolean;
    };

export type SolveOutcome = 'needed' | 'unreachable' | 'secured';

export interface Solution {
  outcome: SolveOutcome;
  /** The points needed (outcome 'needed'), to the hundredth of a point. */
  points: number | null;
  maxPoints: number;
  /** The needed points as a percentage of the row, 2 decimals. */
  rowPercentage: number | null;
  /** The course grade with the needed points ('needed'), with full marks ('unreachable'), with 0 ('secured'). */
  grade: CourseGrade;
  sentence: string;
}

/** Rows a target can be solved for: pending or missing, with points possible. */
export function solvableRows(rows: ReadonlyArray<PlanRow>): PlanRow[] {
  return rows.filter(
    (r) => (r.status === 'pending' || r.status === 'missing') && r.maxPoints !== null && r.maxPoints > 0,
  );
}

/**
 * The smallest whole number n in 0..max for which `ok(n)` holds, given that `ok` never turns false again
 * once true; null when even `max` does not do.
 */
function smallest(max: number, ok: (n: number) => boolean): number | null {
  if (!ok(max)) return null;
  let [low, high] = [0, max];
  while (low < high) {
    const mid = Math.floor((low + high) / 2);
    if (ok(mid)) high = mid;
    else low = mid + 1;
  }
  return low;
}

/**
 * What one future row needs for the course to reach at least a target, by the same course grade every
 * screen shows: the least score, to the hundredth of a point, whose grade (rounded to 2 decimals, as
 * shown) meets it. Null when the chosen row is not one that can be solved for.
 */
export function solveForRow(
  rows: ReadonlyArray<PlanRow>,
  future: FutureRow,
  target: Target,
  weights: ReadonlyArray<CategoryWeight> | null = null,
): Solution | null {
  let base: PlanRow;
  let others: PlanRow[];
  if (future.kind === 'existing') {
    const found = solvableRows(rows).find((r) => r.key === future.row);
    if (!found) return null;
    base = found;
    others = rows.filter((r) => r.key !== future.row);
  } else {
    if (!(future.maxPoints > 0)) return null;
    base = {
      key: 'solver-new-row',
      assignmentName: future.assignmentName,
      category: future.category,
      status: 'pending',
      pointsEarned: null,
      maxPoints: future.maxPoints,
      isExtraCredit: future.isExtraCredit ?? false,
      dateDue: null,
    };
    others = [...rows];
  }
  const max = base.maxPoints!;
  const name = base.assignmentName;
  const gradeWith = (points: number) =>
    courseGrade([...others, { ...base, status: 'graded', pointsEarned: points }], weights);
  const minimum = targetPercent(target);
  const outOf = `/${formatPoints(max)}`;

  const worst = gradeWith(0);
  if (meets(worst, minimum)) {
    return {
      outcome: 'secured',
      points: null,
      maxPoints: max,
      rowPercentage: null,
      grade: worst,
      sentence: `You keep ${targetName(target)} even with 0${outOf} on ${name}`,
    };
  }
  const cents = smallest(Math.round(max * 100), (n) => meets(gradeWith(n / 100), minimum));
  if (cents === null) {
    const best = gradeWith(max);
    return {
      outcome: 'unreachable',
      points: null,
      maxPoints: max,
      rowPercentage: null,
      grade: best,
      sentence: `Even ${formatPoints(max)}${outOf} on ${name} gives ${formatGrade(best.percentage)} (${best.letter ?? 'N/A'})`,
    };
  }
  const points = cents / 100;
  const grade = gradeWith(points);
  const rowPercentage = scorePercentage(points, max);
  return {
    outcome: 'needed',
    points,
    maxPoints: max,
    rowPercentage,
    grade,
    sentence:
      `You need ${formatPoints(points)}${outOf} (${formatGrade(rowPercentage)}) on ${name} for ` +
      `${targetName(target)}: that gives ${formatGrade(grade.percentage)} (${grade.letter})`,
  };
}

export interface EvenSplit {
  outcome: SolveOutcome;
  /** The percentage needed on every pending row (outcome 'needed'), 2 decimals. */
  percent: number | null;
  /** How many pending rows share it. */
  count: number;
  grade: CourseGrade;
  sentence: string;
}

/**
 * The even split over every pending row with points possible: the least percentage, to the hundredth,
 * that all of them scoring it brings the course to the target. Null with fewer than two pending rows
 * (one row is `solveForRow`).
 */
export function solveEvenSplit(
  rows: ReadonlyArray<PlanRow>,
  target: Target,
  weights: ReadonlyArray<CategoryWeight> | null = null,
): EvenSplit | null {
  const pending = new Set(
    rows.filter((r) => r.status === 'pending' && r.maxPoints !== null && r.maxPoints > 0).map((r) => r.key),
  );
  if (pending.size < 2) return null;
  const count = pending.size;
  const gradeAt = (percent: number) =>
    courseGrade(
      rows.map((r) =>
        pending.has(r.key)
          ? {
              ...r,
              status: 'graded' as const,
              pointsEarned: decimal(r.maxPoints!).times(percent).div(100).toNumber(),
            }
          : r,
      ),
      weights,
    );
  const minimum = targetPercent(target);
  const all = count === 2 ? 'both pending assignments' : `all ${count} pending assignments`;

  const worst = gradeAt(0);
  if (meets(worst, minimum))
    return {
      outcome: 'secured',
      percent: null,
      count,
      grade: worst,
      sentence: `You keep ${targetName(target)} even with 0% on ${all}`,
    };
  const hundredths = smallest(10000, (n) => meets(gradeAt(n / 100), minimum));
  if (hundredths === null) {
    const best = gradeAt(100);
    return {
      outcome: 'unreachable',
      percent: null,
      count,
      grade: best,
      sentence: `Even 100% on ${all} gives ${formatGrade(best.percentage)} (${best.letter ?? 'N/A'})`,
    };
  }
  const percent = hundredths / 100;
  const grade = gradeAt(percent);
  return {
    outcome: 'needed',
    percent,
    count,
    grade,
    sentence:
      `You need ${formatGrade(percent)} on each of the ${count} pending assignments for ` +
      `${targetName(target)}: that gives ${formatGrade(grade.percentage)} (${grade.letter})`,
  };
}
