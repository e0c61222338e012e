/**
 * What changed in a course from one report to the next (docs/decisions, "What changed since the last
 * report"): which course is the same course, which row of the later report is which row of the earlier
 * one, and the difference between the two. Pure functions; the server stores what `courseChange` returns
 * and the screens only word it.
 */
import type { AssignmentStatus } from './enums.js';
import { letterGrade, type LetterGrade } from './grades.js';
import { formatFixed } from './numbers.js';
import { sameToTheCent } from './reconciliation.js';
import { oldestFirst, type DatedReport } from './reportDates.js';

// ---------------------------------------------------------------------------------------------------------
// Same course

export interface CourseIdentity {
  courseName: string;
  academicYear: string | null;
  semester: string | null;
}

/**
 * A course is the same course when its name, academic year and semester are equal, exactly as the
 * report prints them. A missing year or semester is a value of its own: a course printing none matches
 * only a course that prints none either (as the stored courses are keyed, nulls not distinct).
 */
export function courseKey(c: CourseIdentity): string {
  return JSON.stringify([c.courseName, c.academicYear, c.semester]);
}

/** A report that lists one course twice (same name and term) holds one course with all its assignments. */
export function mergeCourses<T extends CourseIdentity & { assignments: ReadonlyArray<unknown> }>(
  list: ReadonlyArray<T>,
): T[] {
  const byKey = new Map<string, T>();
  for (const course of list) {
    const key = courseKey(course);
    const seen = byKey.get(key);
    byKey.set(key, seen ? { ...course, assignments: [...seen.assignments, ...course.assignments] } : course);
  }
  return [...byKey.values()];
}

export function sameCourse(a: CourseIdentity, b: CourseIdentity): boolean {
  return courseKey(a) === courseKey(b);
}

// ---------------------------------------------------------------------------------------------------------
// Matching rows

/** The figures of a gradebook row that a change is about. */
export interface ChangeRow {
  assignmentName: string;
  dateDue: string | null;
  pointsEarned: number | null;
  maxPoints: number | null;
  status: AssignmentStatus;
}

/** A name as it is compared: spaces trimmed and collapsed, case ignored ("Quiz  3" is "quiz 3"). */
export function rowName(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLowerCase();
}

export type MatchRule = 'name-and-date' | 'name' | 'date-and-points';

export interface RowMatch<T> {
  before: T;
  after: T;
  rule: MatchRule;
}

export interface RowMatching<T> {
  matched: Array<RowMatch<T>>;
  /** Rows only the later report has. */
  added: T[];
  /** Rows only the earlier report has. */
  removed: T[];
}

const sameNumber = (a: number | null, b: number | null) =>
  a === null || b === null ? a === b : sameToTheCent(a, b);

/**
 * Pairs the rows of an earlier and a later report of one course, in three passes, each over the rows
 * the passes before it left unpaired, and each pairing rows in report order (so duplicated names pair
 * first with first, second with second):
 *  1. the same name and the same due date (two rows without a date have the same date);
 *  2. the same name alone: a due date that moved, or one side prints none. A name that recurs with
 *     printed dates ("Homework" every week) is not paired across dates: those are different assignments;
 *  3. the same due date, printed on both, and the same points possible (a renamed row).
 * What is left is added (later report only) or removed (earlier report only), in report order.
 */
export function matchRows<T extends ChangeRow>(
  before: ReadonlyArray<T>,
  after: ReadonlyArray<T>,
): RowMatching<T> {
  const freeBefore = before.map(() => true);
  const freeAfter = after.map(() => true);
  const matched: Array<RowMatch<T>> = [];

  const pass = (rule: MatchRule, same: (b: T, a: T) => boolean) => {
    after.forEach((a, ai) => {
      if (!freeAfter[ai]) return;
      const bi = before.findIndex((b, i) => freeBefore[i] && same(b, a));
      if (bi === -1) return;
      freeBefore[bi] = false;
      freeAfter[ai] = false;
      matched.push({ before: before[bi], after: a, rule });
    });
  };
  pass(
    'name-and-date',
    (b, a) => rowName(b.assignmentName) === rowName(a.assignmentName) && b.dateDue === a.dateDue,
  );
  const count = (rows: ReadonlyArray<T>) => {
    const n = new Map<string, number>();
    for (const r of rows) n.set(rowName(r.assignmentName), (n.get(rowName(r.assignmentName)) ?? 0) + 1);
    return n;
  };
  const [inBefore, inAfter] = [count(before), count(after)];
  const once = (name: string) => inBefore.get(name) === 1 && inAfter.get(name) === 1;
  pass(
    'name',
    (b, a) =>
      rowName(b.assignmentName) === rowName(a.assignmentName) &&
      (b.dateDue === null || a.dateDue === null || once(rowName(a.assignmentName))),
  );
  pass(
    'date-and-points',
    (b, a) =>
      b.dateDue !== null &&
      b.dateDue === a.dateDue &&
      b.maxPoints !== null &&
      sameNumber(b.maxPoints, a.maxPoints),
  );

  const order = new Map(after.map((a, i) => [a, i]));
  matched.sort((x, y) => order.get(x.after)! - order.get(y.after)!);
  return {
    matched,
    added: after.filter((_, i) => freeAfter[i]),
    removed: before.filter((_, i) => freeBefore[i]),
  };
}

// ---------------------------------------------------------------------------------------------------------
// The difference

/** A row's score as a change shows it. */
export interface RowScore {
  pointsEarned: number | null;
  maxPoints: number | null;
  status: AssignmentStatus;
}

export type ChangeKind = 'added' | 'score' | 'status' | 'renamed' | 'removed';

export interface RowChange {
  kind: ChangeKind;
  /** The row's name in the later report (in the earlier one for a removed row). */
  assignmentName: string;
  /** Its name in the earlier report when it was renamed, else null. */
  previousName: string | null;
  dateDue: string | null;
  /** Null for an added row. */
  before: RowScore | null;
  /** Null for a removed row. */
  after: RowScore | null;
}

export interface CourseChange {
  /** The course's percentage and letter in the earlier report (null when it has none, or there is none). */
  percentageBefore: number | null;
  letterBefore: LetterGrade | null;
  percentageAfter: number | null;
  letterAfter: LetterGrade | null;
  /** Grades the student did not have before: added graded rows, and rows that became graded. */
  newGrades: number;
  changes: RowChange[];
}

export interface CourseState {
  /** The course's percentage as its report prints it (the course card's current grade), or null. */
  percentage: number | null;
  rows: ReadonlyArray<ChangeRow>;
}

const score = (r: ChangeRow): RowScore => ({
  pointsEarned: r.pointsEarned,
  maxPoints: r.maxPoints,
  status: r.status,
});

const letterOf = (percentage: number | null) => (percentage === null ? null : letterGrade(percentage));

/**
 * The difference between a course's earlier state (null when no earlier report holds it) and its later
 * one. A matched pair is a status change when the status differs (missing -> graded), else a score change
 * when the points earned or possible differ to the cent, else a rename when only the name differs;
 * identical pairs are no change. Changes come in the later report's order, removed rows last.
 */
export function courseChange(before: CourseState | null, after: CourseState): CourseChange {
  const { matched, added, removed } = matchRows(before?.rows ?? [], after.rows);
  const changes: RowChange[] = [];
  let newGrades = 0;
  const addedSet = new Set(added);
  const matchOf = new Map(matched.map((m) => [m.after, m]));

  for (const row of after.rows) {
    if (addedSet.has(row)) {
      changes.push({
        kind: 'added',
        assignmentName: row.assignmentName,
        previousName: null,
        dateDue: row.dateDue,
        before: null,
        after: score(row),
      });
      if (row.status === 'graded') newGrades++;
      continue;
    }
    const m = matchOf.get(row);
    if (!m) continue;
    const renamed = m.before.assignmentName !== row.assignmentName;
    const kind: ChangeKind | null =
      m.before.status !== row.status
        ? 'status'
        : !sameNumber(m.before.pointsEarned, row.pointsEarned) ||
            !sameNumber(m.before.maxPoints, row.maxPoints)
          ? 'score'
          : renamed
            ? 'renamed'
            : null;
    if (!kind) continue;
    if (kind === 'status' && row.status === 'graded') newGrades++;
    changes.push({
      kind,
      assignmentName: row.assignmentName,
      previousName: renamed ? m.before.assignmentName : null,
      dateDue: row.dateDue,
      before: score(m.before),
      after: score(row),
    });
  }
  for (const row of removed) {
    changes.push({
      kind: 'removed',
      assignmentName: row.assignmentName,
      previousName: null,
      dateDue: row.dateDue,
      before: score(row),
      after: null,
    });
  }

  const percentageBefore = before?.percentage ?? null;
  return {
    percentageBefore,
    letterBefore: letterOf(percentageBefore),
    percentageAfter: after.percentage,
    letterAfter: letterOf(after.percentage),
    newGrades,
    changes,
  };
}

// ---------------------------------------------------------------------------------------------------------
// Which report came before

/**
 * Each report of one course with the report before it: the student's most recent earlier report holding
 * the course, by the date the reports print (`reportDay`), reports of one date in upload order. An older
 * report uploaded after a newer one takes its place in that order: it is compared with the report before
 * it, and the newer report is compared with it from then on.
 */
export function reportChain<T extends DatedReport>(
  reports: ReadonlyArray<T>,
): Array<{ report: T; previous: T | null }> {
  return oldestFirst(reports).map((report, i, sorted) => ({
    report,
    previous: i === 0 ? null : sorted[i - 1],
  }));
}

// ---------------------------------------------------------------------------------------------------------
// Words

/** A percentage as every screen shows it: "84.10%", or "N/A". */
export function percentText(percentage: number | null): string {
  return percentage === null ? 'N/A' : `${formatFixed(percentage, 2)}%`;
}

/** Whether a course's percentage moved between its two reports (to the cent; to or from none too). */
export function gradeMoved(change: Pick<CourseChange, 'percentageBefore' | 'percentageAfter'>): boolean {
  const { percentageBefore: a, percentageAfter: b } = change;
  return a === null || b === null ? a !== b : !sameToTheCent(a, b);
}

/**
 * "Algebra II 84.10% → 86.35% (B → B+)"; "Algebra II 84.10% (B)" when it did not move. With a null
 * course name (a course's own history) only the grades: "84.10% → 86.35% (B → B+)".
 */
export function gradeMoveText(
  courseName: string | null,
  change: Pick<CourseChange, 'percentageBefore' | 'letterBefore' | 'percentageAfter' | 'letterAfter'>,
): string {
  const after = percentText(change.percentageAfter);
  const letters =
    change.letterBefore === change.letterAfter || !gradeMoved(change)
      ? (change.letterAfter ?? 'N/A')
      : `${change.letterBefore ?? 'N/A'} → ${change.letterAfter ?? 'N/A'}`;
  const grades = gradeMoved(change)
    ? `${percentText(change.percentageBefore)} → ${after} (${letters})`
    : `${after} (${letters})`;
  return courseName === null ? grades : `${courseName} ${grades}`;
}

/** "5 new grades", "1 new grade", "no new grades". */
export function newGradesText(count: number): string {
  if (count === 0) return 'no new grades';
  return `${count} new grade${count === 1 ? '' : 's'}`;
}

/** One row's change in words: "Quiz 3: 16/20 → 18/20", "Lab 2: Missing → 9/10", "Essay: new, 45/50". */
export function rowChangeText(change: RowChange, statusLabel: (s: AssignmentStatus) => string): string {
  const scoreText = (s: RowScore) =>
    s.status === 'graded' && s.pointsEarned !== null
      ? `${formatFixed(s.pointsEarned, 2)}/${s.maxPoints === null ? '—' : formatFixed(s.maxPoints, 2)}`
      : statusLabel(s.status);
  switch (change.kind) {
    case 'added':
      return `${change.assignmentName}: new, ${scoreText(change.after!)}`;
    case 'removed':
      return `${change.assignmentName}: removed (was ${scoreText(change.before!)})`;
    case 'renamed':
      return `${change.previousName} renamed ${change.assignmentName}`;
    default: {
      const name = change.previousName
        ? `${change.assignmentName} (was ${change.previousName})`
        : change.assignmentName;
      return `${name}: ${scoreText(change.before!)} → ${scoreText(change.after!)}`;
    }
  }
}

/** A course's change as the upload summary reads it. */
export interface SummarisedChange extends Pick<
  CourseChange,
  'percentageBefore' | 'letterBefore' | 'percentageAfter' | 'letterAfter' | 'newGrades'
> {
  courseName: string;
  /** The day of the report it is compared with. */
  previousDay: string;
}

/**
 * The upload results' sentence: "Since your report of Oct 14, 2024: 5 new grades; Algebra II 84.10% →
 * 86.35% (B → B+)". It counts the new grades of every compared course and names the courses whose grade
 * moved. The courses usually share the report before; one compared with an older report says so
 * ("Art 70.00% → 75.00% (C- → C) since Sep 30, 2024"). Null when no course had a report before.
 */
export function changeSummaryText(
  list: ReadonlyArray<SummarisedChange>,
  dayText: (day: string) => string,
): string | null {
  if (list.length === 0) return null;
  const latest = list.map((c) => c.previousDay).reduce((a, b) => (b > a ? b : a));
  const total = list.reduce((n, c) => n + c.newGrades, 0);
  const moved = list
    .filter(gradeMoved)
    .map(
      (c) =>
        gradeMoveText(c.courseName, c) + (c.previousDay === latest ? '' : ` since ${dayText(c.previousDay)}`),
    );
  return [`Since your report of ${dayText(latest)}: ${newGradesText(total)}`, ...moved].join('; ');
}
