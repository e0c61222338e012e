/**
 * Course blocks: each table with the lines around it. The walk follows the reconstructed lines; a table opens at
 * a head (a header row, or columns inferred from rows printed without one), its rows are anchored on the lines
 * that carry values, and the lines between rows (wrapped names, comments) go to the row they sit closest to.
 * The lines outside tables are the next course's details, and its total when totals are printed first.
 */
import { concatMap } from './arrays';
import type { Line } from './lines';
import { collapse } from './lines';
import { assignCells, type Column, type ColumnRole } from './columns';
import { isBannerLabels, NOTHING_RE, readCourseDetails, type CourseHeader } from './courseHeader';
import { dateShape, dayFirstOf, parseDate } from './dates';
import { REREADINGS, type Fields } from './rereadings';
import {
  cellKind,
  GROUP_LABEL_RE,
  GROUP_WEIGHT_RE,
  isDetailLine,
  KNOWN_CATEGORY_RE,
  labelsWeightedGroup,
  TEXT_ROLES,
  type CellKind,
  looksLikeRow,
  mayLabelGroup,
  type TableHead,
} from './tables';
import type { Assignment, AssignmentStatus } from './types';
import {
  earnedWithPointLost,
  pointDecimals,
  pointsByPercent,
  earnedByRowPercent,
  fitsPercent,
  possibleByRowPercent,
  printedPercent,
  pointsRunTogether,
  scoreBySlash,
  type PointTexts,
} from './rowPercent';
import { reconcile } from '../shared/reconciliation';
import {
  isLate,
  isScoreMark,
  isYes,
  parseCombinedScore,
  parseNumber,
  parseStatus,
  parseTotalLine,
  totalTexts,
} from './values';
import { scorePercentage } from '../shared/grades';

export interface DraftCourse {
  header: Omit<CourseHeader, 'name'> & { name: string | null };
  assignments: Assignment[];
  total: { received: number; max: number; page: number } | null;
  sawTable: boolean;
  firstPage: number;
  /** Printed values that could not be read: each becomes a warning the student sees. */
  unreadable: string[];
}

export interface ReadOptions {
  /** The report says its dates put the day first ("DD/MM/YYYY"). */
  dayFirstCue: boolean;
  /** The academic year printed once for the whole report. */
  reportYear: string | null;
}

const COMMENT_LABEL_RE =
  /^(?:teacher\s+)?(?:comments?|notes?|remarks?|feedback)\s*[:\-–]\s*|^(?:>|»|›|→)\s*/i;

/** Whether a line's text opens with the label of a comment printed under its row ("Note: Late"). */
export const opensWithCommentLabel = (text: string) => COMMENT_LABEL_RE.test(text);
const SUBTOTAL_RE = /\b(sub-?total|category total|totals?)\b/i;

function fieldsOf(line: Line, cols: Column[]): Fields {
  const byRole: Fields = {};
  for (const [idx, texts] of assignCells(line.cells, cols)) {
    const role = cols[idx].role;
    const t = collapse(texts.join(' '));
    byRole[role] = byRole[role] ? `${byRole[role]} ${t}` : t;
  }
  return byRole;
}

const DANGLING_PAIR_RE = /\s*(?:\/|\bout of|\bof)$/i;
const SCORE_ROLES = ['score', 'earned', 'max'] as const;

/** The column whose pair, wrapped after its separator, this line's value completes. */
function completesPair(row: RowDraft, f: Fields): (typeof SCORE_ROLES)[number] | null {
  for (const role of SCORE_ROLES) {
    const open = row.fields[role];
    const rest = f[role];
    if (open && rest && DANGLING_PAIR_RE.test(open) && parseNumber(rest) !== null) return role;
  }
  return null;
}

function scoreLike(printed: string | undefined): boolean {
  if (!printed) return false;
  // A status or extra-credit mark may follow the score in its cell ("M out of 5 M"); a pair wrapped in a narrow
  // column leaves its separator at the end of the line ("Dropped /" over "10.00").
  const words = printed.trim().replace(DANGLING_PAIR_RE, '').split(/\s+/);
  const text =
    words.length > 1 && isScoreMark(words[words.length - 1]) ? words.slice(0, -1).join(' ') : words.join(' ');
  const first = words[0] ?? '';
  return (
    parseNumber(text) !== null ||
    parseNumber(first) !== null ||
    parseCombinedScore(text) !== null ||
    parseStatus(text) !== null ||
    /^\S+\s*(?:\/|out of|of)\s*[\d,]*\.?\d+$/i.test(text.trim())
  );
}

/** A line that carries a row's values under these columns. */
function isAnchor(f: Fields): boolean {
  if (f.date && dateShape(f.date)) return true;
  if (hasScore(f)) return true;
  if (f.status && (parseStatus(f.status) || isLate(f.status))) return true;
  // A number, its percent sign or not: a scan's fragment of one ("0," for "60.00%") makes no row.
  if (f.pct && parseNumber(f.pct.trim().replace(/\s*%$/, '')) !== null) return true;
  return false;
}

/** Points, a score or points possible. */
function hasScore(f: Fields): boolean {
  return scoreLike(f.earned) || scoreLike(f.score) || (!!f.max && parseNumber(f.max) !== null);
}

/**
 * A line whose values hold no score, stacked on a line that holds one closer than lines are spaced: two rows never
 * stand that close, so its values are pieces of that row's that a scan set a little higher or lower ("02%" of
 * "66.0%" beside the name wrapped over the row's values), and the line is that row's text.
 */
function besideScoredRow(
  line: Line,
  f: Fields,
  prev: Line | undefined,
  next: Line | undefined,
  cols: Column[],
): boolean {
  if (hasScore(f)) return false;
  return [prev, next].some(
    (other) =>
      other !== undefined &&
      other.page === line.page &&
      Math.abs(other.y - line.y) < line.size * CENTRED_STACK &&
      hasScore(fieldsOf(other, cols)),
  );
}

/**
 * A line of one run of text that starts and ends with words ("English 10 Honors"): a title or wrapped text,
 * never a row, even where a number inside it falls under a column of numbers.
 */
function isTextAlone(line: Line): boolean {
  if (line.cells.length !== 1) return false;
  const words = line.cells[0].words;
  const wordy = (w: { text: string } | undefined) =>
    !!w && cellKind(w.text) === 'text' && /\p{L}{2}/u.test(w.text);
  return words.length > 1 && wordy(words[0]) && wordy(words[words.length - 1]);
}

/**
 * The fields of a line of wrapped text: words that fell under a column of values ("the" under "%") belong to the
 * nearest text column, never to a value.
 */
function textOnly(f: Fields, cols: Column[]): Fields {
  const stray = (Object.keys(f) as ColumnRole[]).filter(
    (r) => !TEXT_ROLES.has(r) && cellKind(f[r]!) === 'text',
  );
  const texts = cols.filter((c) => TEXT_ROLES.has(c.role));
  if (!stray.length || !texts.length) return f;
  const out: Fields = { ...f };
  const mid = (c: Column) => (c.x0 + c.x1) / 2;
  for (const r of stray) {
    const from = cols.find((c) => c.role === r);
    if (!from) continue;
    const to = texts.reduce((a, b) => (Math.abs(mid(b) - mid(from)) < Math.abs(mid(a) - mid(from)) ? b : a));
    const moved = out[r]!;
    const there = out[to.role];
    out[to.role] = !there ? moved : mid(from) < mid(to) ? `${moved} ${there}` : `${there} ${moved}`;
    delete out[r];
  }
  return out;
}

/** One table row: the line with its values and the lines of wrapped text that belong to it. */
interface RowDraft {
  anchor: Line;
  fields: Fields;
  lines: Line[];
  category: string | null;
  comment: string[];
  /** A comment printed under the row has begun: the row's further lines continue it. */
  commentOpen: boolean;
}

interface ScoreAcc {
  earned: number | null;
  max: number | null;
  status: AssignmentStatus | null;
  ec: boolean;
}

/** A mark beside a score ("M", "EC", "Yes", "Late") sets the row's status or extra credit. */
function applyMark(word: string, acc: ScoreAcc): void {
  const s = parseStatus(word);
  if (isYes(word) || s?.extraCredit) acc.ec = true;
  else if (s?.status) acc.status ??= s.status;
}

/** A decimal point read as a colon ("20:00", "21:5"): a column of points holds no times of day. */
const COLON_POINT_RE = /(\d):(\d{1,2})(?![\d:])/g;

/** A speck after a number of points read as a mark ("100,", "15°", "23:"): a column of points prints none. */
const SPECK_AFTER_POINTS_RE = /^(\d[\d,]*(?:\.\d+)?)[,°'`‘’:;]$/;

/**
 * A score's points possible with their decimal point read as a space ("19.00 out of 20 00"), where the
 * points earned print as many decimals: no score ends in a number of two digits apart.
 */
const SPACED_POINT_RE = /^(\d[\d,]*\.\d{2}\s*(?:out of|of|\/)\s*\d+) (\d{2})$/;

function applyScoreText(cell: string | undefined, asMax: boolean, acc: ScoreAcc): void {
  if (!cell) return;
  const text = cell
    .trim()
    .replace(COLON_POINT_RE, '$1.$2')
    .replace(SPECK_AFTER_POINTS_RE, '$1')
    .replace(SPACED_POINT_RE, '$1.$2');
  const combined = parseCombinedScore(text);
  if (combined) {
    [acc.earned, acc.max] = combined;
    return;
  }
  // A score pair with a neighbouring column's mark run into it ("1.00/0.00 Yes", "EX 0/25").
  const pair = SCORE_PAIR_IN_TEXT_RE.exec(text);
  if (pair) {
    const inner = parseCombinedScore(pair[0]);
    const rest = collapse(text.replace(pair[0], ' '));
    if (inner && rest.split(' ').every(isScoreMark)) {
      [acc.earned, acc.max] = inner;
      for (const w of rest.split(' ')) applyMark(w, acc);
      return;
    }
  }
  const withStatus = /^(.+?)\s*(?:\/|out of|of)\s*([\d,]*\.?\d+)$/i.exec(text.trim());
  if (withStatus) {
    const s = parseStatus(withStatus[1]);
    if (s || isLate(withStatus[1])) {
      applyMark(withStatus[1], acc);
      acc.max = parseNumber(withStatus[2]);
      return;
    }
  }
  // A status pair with a neighbouring column's mark run into it ("Missing/5.00 Missing", "EX of 10 Yes").
  const statusPair = STATUS_PAIR_IN_TEXT_RE.exec(text);
  if (statusPair) {
    const s = parseStatus(statusPair[1]);
    const rest = collapse(text.replace(statusPair[0], ' ')).split(' ');
    if ((s || isLate(statusPair[1])) && rest.every(isScoreMark)) {
      for (const w of [statusPair[1], ...rest]) applyMark(w, acc);
      acc.max = parseNumber(statusPair[2]);
      return;
    }
  }
  // A status then a number, the slash between them lost ("M  200.00" for "M / 200.00"): a row with a status
  // has no points earned, so the number is its points possible.
  const statusThenPoints = STATUS_THEN_POINTS_RE.exec(text);
  if (statusThenPoints && !asMax && parseStatus(statusThenPoints[1])?.status) {
    applyMark(statusThenPoints[1], acc);
    acc.max = parseNumber(statusThenPoints[2]);
    return;
  }
  // A pair whose first part a scan lost ("out of 150" for "-- out of 150"): its points possible, and no points
  // earned read (the course's total may find them by the row's percentage).
  const firstLost = FIRST_PART_LOST_RE.exec(text);
  if (firstLost && !asMax) {
    acc.max = parseNumber(firstLost[1]);
    return;
  }
  const n = parseNumber(text);
  if (n !== null) {
    if (asMax) acc.max = n;
    else acc.earned = n;
    return;
  }
  // A status may share the cell with a number or stand alone ("Exc", "M", "--", "8 EC", "18 Late").
  for (const word of text.split(/\s+/)) {
    const num = parseNumber(word);
    if (num !== null) {
      if (asMax) acc.max = num;
      else acc.earned = num;
      continue;
    }
    const s = parseStatus(word) ?? parseStatus(text);
    if (s?.extraCredit) acc.ec = true;
    if (s?.status) acc.status ??= s.status;
  }
}

/**
 * A course's printed total, its points read otherwise where the percentage printed beside them says so
 * (`pointsByPercent`, the percentage as printed).
 */
function readTotal(text: string): { received: number; max: number } | null {
  const total = parseTotalLine(text);
  const texts = total && totalTexts(text);
  if (!total || !texts?.pct) return total;
  const read = pointsByPercent(total.received, total.max, texts, texts.pct, true);
  return read ? { received: read.earned, max: read.max } : total;
}

const STATUS_THEN_POINTS_RE = /^(\S+)\s+(\d[\d,]*(?:\.\d+)?)$/;
const FIRST_PART_LOST_RE = /^(?:\/|out of|of)\s*(\d[\d,]*(?:\.\d+)?)$/i;
const STATUS_PAIR_IN_TEXT_RE = /(?:^|\s)(\S+?)\s*(?:\/|\bout of\b|\bof\b)\s*(\d[\d,]*(?:\.\d+)?)(?=\s|$)/i;
const SCORE_PAIR_IN_TEXT_RE = /-?\d[\d,]*(?:\.\d+)?\s*(?:\/|out of|of)\s*-?\d[\d,]*(?:\.\d+)?/i;

/**
 * "(Extra Credit)" or "[EC]" in a row's name; at its end, its closing bracket may be lost, and "Extra" may
 * be read parted after its capital ("(E xtra Credit)"), a speck after it ("(Extra. Credit)"): a scan's readings.
 */
const EC_MARK_RE = /\s*(?:\((?:e ?xtra[.,'`]? credit|ec|xc)(?:\)|$)|\[(?:extra credit|ec|xc)\])\s*/i;

/** A mark alone before a name (". Group Presentation 1"): a speck of a scan read as one; no name opens so. */
const LEADING_MARK_RE = /^[.,:;'`]\s+(?=\S)/;

/**
 * The texts of a row's points, from its own columns or its score's two halves ("25 / 5"), the score in a
 * column of its own or in the column of points earned (a score read as one number is the points earned).
 */
function pointTexts(r: RowDraft['fields']): PointTexts {
  const score = r.score ?? r.earned;
  const pair = score ? /^\s*(\S+)\s*(?:\/|out of|of)\s*(\S+)\s*$/i.exec(score) : null;
  if (pair) return { earned: pair[1], max: pair[2] };
  return { earned: r.earned ?? r.score ?? null, max: r.max ?? null };
}

/**
 * A row as an assignment; `decimals`: the decimals its course prints its points with, which a scan's
 * reading may have lost the point of.
 */
function buildAssignment(row: RowDraft, decimals = 0): { assignment: Assignment; dateText: string | null } {
  const r = row.fields;
  const acc: ScoreAcc = { earned: null, max: null, status: null, ec: false };
  applyScoreText(r.score, false, acc);
  applyScoreText(r.earned, false, acc);
  applyScoreText(r.max, true, acc);
  // A status printed where the percent would be ("Missing" in the % column), or in a column of percents and
  // statuses together that no one kind names.
  const notPct = (t: string | undefined) => (t && cellKind(t) !== 'pct' ? t : undefined);
  const statusTexts = [r.status, notPct(r.pct), notPct(r.other)];
  for (const text of statusTexts) {
    if (!text) continue;
    for (const word of text.split(/[\s,;/]+/)) {
      const s = parseStatus(word);
      if (s?.extraCredit) acc.ec = true;
      if (s?.status) acc.status ??= s.status;
    }
  }
  if (r.ec && isYes(r.ec)) acc.ec = true;
  if (r.pct && acc.earned !== null && acc.max !== null) {
    const checked = pointsByPercent(acc.earned, acc.max, pointTexts(r), r.pct);
    if (checked) [acc.earned, acc.max] = [checked.earned, checked.max];
  }
  if (acc.earned !== null && acc.max !== null)
    acc.earned = earnedWithPointLost(pointTexts(r).earned, acc.earned, acc.max, decimals) ?? acc.earned;
  if (r.pct && acc.earned !== null && acc.max === null) {
    const parted = scoreBySlash(pointTexts(r).earned, r.pct);
    if (parted) [acc.earned, acc.max] = [parted.earned, parted.max];
  }
  let name = collapse(r.name ?? '').replace(LEADING_MARK_RE, '');
  if (EC_MARK_RE.test(name)) {
    acc.ec = true;
    name = collapse(name.replace(EC_MARK_RE, ' '));
  }
  let { earned, status } = acc;
  const { max } = acc;
  if (max === 0 && earned !== null && earned > 0) acc.ec = true;
  if (status === null) status = earned === null ? 'pending' : 'graded';
  if (status === 'excused' || status === 'missing' || status === 'pending')
    earned = status === 'pending' ? earned : null;
  if (status === 'pending' && earned !== null) status = 'graded';
  const commentText = [r.comment, ...row.comment].filter(Boolean).join(' ');
  return {
    assignment: {
      assignmentName: name,
      category: r.category ? collapse(r.category) : row.category,
      dateDue: null,
      pointsEarned: earned,
      maxPoints: max,
      percentage: scorePercentage(earned, max),
      isExtraCredit: acc.ec,
      status,
      comment: commentText ? collapse(commentText) : null,
    },
    dateText: r.date ?? null,
  };
}

type BuiltRow = ReturnType<typeof buildAssignment>;

/**
 * A course's rows as read, or, when they do not add up to the total its report prints, as the first other
 * reading whose rows do (see rereadings.ts).
 */
function readRows(rows: RowDraft[], total: DraftCourse['total']): BuiltRow[] {
  const decimals = pointDecimals(
    rows.flatMap((row) => {
      const t = pointTexts(row.fields);
      return [t.earned, t.max];
    }),
  );
  const buildRow = (row: RowDraft) => buildAssignment(row, decimals);
  const statusOf = (read: BuiltRow[]) =>
    reconcile(
      read.map((b) => b.assignment),
      total,
    ).status;
  const built = rows.map(buildRow);
  if (!total || statusOf(built) !== 'differs') return built;
  for (const { reread } of REREADINGS) {
    let changed = false;
    const other = rows.map((row) => {
      const fields = reread(row.fields);
      if (!fields) return buildRow(row);
      changed = true;
      return buildRow({ ...row, fields });
    });
    if (changed && statusOf(other) === 'matches') return other;
  }
  const completed = withPointsByPercent(built, rows);
  return completed && statusOf(completed) === 'matches' ? completed : built;
}

/**
 * Rows a scan read without their points possible or without their points earned (it read no word for
 * them), or with points earned their printed percentage belies, given what that percentage leaves: graded
 * rows without points possible the one whole number over which their points earned give it ("9 out of" at
 * "60.00%": 15), rows with no points earned and no status the two sides of a number read for both
 * ("16.25" at "64.0%": 16 of 25) or else, or with points earned a digit of which was read
 * as another ("3.00" of 10 at "90.00%"), the one number of points that gives it over their points possible
 * ("100" at "51.00%": 51). Null where no row is.
 */
function withPointsByPercent(built: BuiltRow[], rows: RowDraft[]): BuiltRow[] | null {
  let changed = false;
  const out = built.map((b, i) => {
    const a = b.assignment;
    const pctText = rows[i].fields.pct ?? '';
    if (!printedPercent(pctText)) return b;
    // Points possible printed but not read as a number ("5009/17": a date run into them) are no loss; points
    // earned read as no number and no status ("To" for "7.5") are.
    const printed = pointTexts(rows[i].fields);
    let { pointsEarned: earned, maxPoints: max, status } = a;
    if (status === 'graded' && earned !== null && max === null && !printed.max)
      max = possibleByRowPercent(earned, pctText, a.isExtraCredit);
    else if (status === 'pending' && earned === null && max !== null) {
      // Both read as one number ("16.25" for "16  25" at "64.0%"), or the points earned lost.
      const together = printed.max ? pointsRunTogether(printed.max, pctText) : null;
      if (together) ({ earned, max } = together);
      else earned = earnedByRowPercent(max, pctText, a.isExtraCredit);
      status = 'graded';
    } else if (status === 'graded' && earned !== null && max !== null && !fitsPercent(earned, max, pctText))
      // Points earned read with a digit read as another ("3.00" of 10 at "90.00%").
      earned = earnedByRowPercent(max, pctText, a.isExtraCredit);
    if (earned === null || max === null || (earned === a.pointsEarned && max === a.maxPoints)) return b;
    changed = true;
    return {
      ...b,
      assignment: {
        ...a,
        pointsEarned: earned,
        maxPoints: max,
        status,
        percentage: scorePercentage(earned, max),
      },
    };
  });
  return changed ? out : null;
}

/** A group's weight alone: "(15%)". */
const BRACKETED_WEIGHT_RE = /^\(\s*\d+(?:\.\d+)?\s*%\s*\)$/;

/**
 * A group label over the rows that follow ("Test (35%)", "Category: Homework", "Homework"). `wrapsOn`: the line
 * sits at line spacing under the table's previous line, as the rest of a wrapped cell does.
 */
function groupHeaderOf(
  line: Line,
  cols: Column[],
  f: Fields,
  leadsOn: boolean,
  wrapsOn: boolean,
  next: Line | undefined,
  ungrouped: boolean,
): string | null {
  const text = line.text;
  const labelled = GROUP_LABEL_RE.exec(text);
  if (labelled) return collapse(labelled[1].split(/\s{2,}/)[0]);
  if (line.cells.length > 2) return null;
  // A line closer to the next than lines are spaced is the top of a row whose values sit lower ("Benchmark" /
  // values / "Assessment 6"), not a label over rows.
  if (next && gap(line, next) < line.size * 0.9) return null;
  const nameCol = cols.find((c) => c.role === 'name');
  const tableLeft = Math.min(...cols.map((c) => c.x0));
  // "Test (35%)", "Homework 15%": a weighted label at the table's left edge ("Late — 10%" is a comment's start),
  // its weight in brackets maybe set apart ("Homework" | "(15%)").
  const weightApart = line.cells.length === 2 && BRACKETED_WEIGHT_RE.test(line.cells[1].text);
  const weighted = GROUP_WEIGHT_RE.exec(weightApart ? collapse(text) : line.cells[0].text);
  if (
    weighted &&
    (line.cells.length === 1 || weightApart) &&
    /\p{L}$/u.test(weighted[1]) &&
    line.cells[0].x0 <= tableLeft + line.size
  )
    return collapse(weighted[1]);
  // A known category word alone at the table's left edge; under the names of a table whose names come later it
  // is the end of a wrapped name ("Résumé" / "Writing"), and after rows that no label grouped, the start of one
  // ("Benchmark" / "Assessment 10:"): a table grouped by such words opens with one.
  const atLeftEdge = line.cells[0].x0 <= tableLeft + line.size;
  const underNames =
    nameCol && nameCol.x0 > tableLeft + line.size && line.cells[0].x0 >= nameCol.x0 - line.size;
  if (
    !cols.some((c) => c.role === 'category') &&
    line.cells.length === 1 &&
    KNOWN_CATEGORY_RE.test(text) &&
    atLeftEdge &&
    !underNames &&
    !wrapsOn &&
    !ungrouped
  )
    return text;
  // Otherwise only a label that rows follow: a course title at the same place is followed by its details.
  if (!leadsOn || wrapsOn) return null;
  // A label alone on its line, at the table's left edge, left of the names.
  if (
    nameCol &&
    line.cells.length === 1 &&
    line.cells[0].x0 < nameCol.x0 - line.size &&
    line.cells[0].x0 <= tableLeft + line.size &&
    !f.comment
  )
    return text;
  return null;
}

/** Vertical distance between two lines, infinite across pages. */
/**
 * The next course's title, taken for text wrapped under the table's last row: a line of one cell set apart
 * from the lines above it (more than this many sizes) and close above the course's details. (A title
 * printed larger ends the table by its size; a scan's one-word title is not always measured larger.)
 */
const TITLE_APART = 1.8;

function titleAboveDetails(floating: Line[], lastRow: RowDraft | undefined, details: Line): Line | null {
  const title = floating.at(-1);
  if (!title || title.cells.length !== 1 || !/\p{L}/u.test(title.text)) return null;
  const above = floating.at(-2) ?? lastRow?.lines.reduce((a, b) => (gap(b, title) < gap(a, title) ? b : a));
  if (!above) return null;
  return gap(above, title) > TITLE_APART * title.size && gap(title, details) <= TITLE_APART * details.size
    ? title
    : null;
}

/** Whether line `a` is printed above line `b` on its page. */
function isAbove(a: Line, b: Line): boolean {
  return a.page === b.page && a.y < b.y;
}

function gap(a: Line, b: Line): number {
  return a.page === b.page ? Math.abs(b.y - a.y) : Infinity;
}

/** Walks the reconstructed lines and builds courses with their assignments. */
export function readCourses(lines: Line[], heads: Map<Line, TableHead>, opts: ReadOptions): DraftCourse[] {
  const totalsBefore = totalsPrintedFirst(lines, heads);
  const wrapSide = wrapSideOf(lines);

  const courses: DraftCourse[] = [];
  const rowsOf = new Map<DraftCourse, RowDraft[]>();
  let course: DraftCourse | null = null;
  let cols: Column[] | null = null;
  /** Where names start in this table's rows: text further right under a row is an indented comment. */
  let names = new NameEdge();
  let rows: RowDraft[] = [];
  let floating: Line[] = [];
  /** The table's latest line of any kind (row, wrapped text, comment, group label). */
  let lastTableLine: Line | null = null;
  let category: string | null = null;
  let pending: Line[] = [];
  /** The last table, closed by a line that was not one of its rows; its rows may resume after a page break. */
  let resumable: Resumable | null = null;

  const addFragment = (row: RowDraft, line: Line) => {
    if (!cols) return;
    const raw = fieldsOf(line, cols);
    // A date wrapped in a narrow column: its year on the line under it ("Aug 28," / "2024").
    const year = raw.date?.trim();
    if (year && /^\d{4}$/.test(year) && row.fields.date && dateShape(`${row.fields.date} ${year}`)) {
      row.fields.date = `${row.fields.date} ${year}`;
      delete raw.date;
    }
    const pairRole = completesPair(row, raw);
    if (pairRole) {
      row.fields[pairRole] = `${row.fields[pairRole]} ${raw[pairRole]}`;
      delete raw[pairRole];
    }
    const f = textOnly(raw, cols);
    const join = (a: string | undefined, b: string) => {
      if (!a) return b;
      const [first, second] = isAbove(line, row.anchor) ? [b, a] : [a, b];
      // A word broken after its own hyphen ("Über-" / "Reactions") joins without a space.
      return /\p{L}-$/u.test(first) ? `${first}${second}` : `${first} ${second}`;
    };
    const hasCommentColumn = cols.some((c) => c.role === 'comment');
    // Under a row's comment, its text goes on: a name is never printed under its comment ("> Resubmitted
    // after …" / "the unit grade.", flush with the names where its mark hangs).
    const underComment = row.comment.length > 0 && (line.page > row.anchor.page || line.y > row.anchor.y);
    // Nor is a comment printed over a row that has no name yet: a line there begins the name, however far in
    // a scan that lost its first letter sets it ("uiz 11: Integers, ...").
    const overNameless = !row.fields.name?.trim() && isAbove(line, row.anchor);
    const indentedComment = isIndented(line) && !overNameless;
    if (row.commentOpen || (!hasCommentColumn && (indentedComment || underComment))) {
      row.comment.push(line.text);
    } else {
      if (f.name) {
        row.fields.name = join(row.fields.name, f.name);
        // Names printed above or below their row's values still say where names start.
        names.add(nameStart(line, cols));
      }
      if (f.comment) row.fields.comment = join(row.fields.comment, f.comment);
      if (f.category && row.fields.category) row.fields.category = join(row.fields.category, f.category);
    }
    row.lines.push(line);
  };

  // More than a scan's wander, less than the "> " of a comment whose mark a scan lost (0.86 em).
  const isIndented = (line: Line) => line.cells[0].x0 > names.left() + line.size * 0.6;

  /** Wrapped lines between two rows go to the row whose lines they sit closest to; indented comments to the row above. */
  const settleFloating = (next: Line | null) => {
    const prev = rows[rows.length - 1];
    const lead: Line[] = [];
    const bottom = prev?.lines.reduce((a, b) =>
      b.page > a.page || (b.page === a.page && b.y > a.y) ? b : a,
    );
    // The top of a next row that prints no name beside its values is its own, whatever side the report has.
    const own = next && cols ? stackedOnNamelessRow(floating, next, cols, isIndented) : 0;
    const top = floating.splice(floating.length - own, own);
    const first = top[0] ?? next;
    // Where the report has a side, only a gap far wider than the others outweighs it.
    const split =
      first && bottom ? rowBoundary(bottom, floating, first, wrapSide ? SIDE_OUTWEIGHED : CLEAR_GAP) : null;
    floating.forEach((line, k) => {
      let toPrev: boolean;
      if (!prev) toPrev = false;
      else if (!next) toPrev = true;
      else if (split !== null) toPrev = k < split;
      else if (wrapSide) toPrev = wrapSide === 'below' || (isIndented(line) && !lead.length);
      else {
        const fromPrev = Math.min(...prev.lines.map((l) => gap(l, line)));
        toPrev = fromPrev <= gap(line, next) || (isIndented(line) && !lead.length);
      }
      if (toPrev && prev) addFragment(prev, line);
      else lead.push(line);
    });
    floating = [];
    return [...lead, ...top];
  };

  const finishTable = () => {
    settleFloating(null);
    if (course && cols) {
      const list = rowsOf.get(course) ?? [];
      list.push(...rows);
      rowsOf.set(course, list);
      resumable = { course, cols, names };
    }
    rows = [];
    cols = null;
  };

  const newCourse = (details: Line[], page: number, total: DraftCourse['total']): DraftCourse => {
    const c: DraftCourse = {
      header: readCourseDetails(details),
      assignments: [],
      total,
      sawTable: false,
      firstPage: page,
      unreadable: [],
    };
    courses.push(c);
    return c;
  };

  /** Splits the lines outside tables into courses with no table (each closed by its total) and the details of the next one. */
  const takePending = (page: number): { details: Line[]; total: DraftCourse['total'] } => {
    let details: Line[] = [];
    let total: DraftCourse['total'] = null;
    /** A course closed by "No assignments", whose total may follow. */
    let empty: DraftCourse | null = null;
    for (const line of pending) {
      const t = readTotal(line.text);
      if (t) {
        const printed = { ...t, page: line.page };
        if (totalsBefore) total = printed;
        else if (meaningful(details)) {
          newCourse(details, line.page, printed);
          details = [];
        } else if (empty && !empty.total) empty.total = printed;
        continue;
      }
      if (NOTHING_RE.test(line.text)) {
        // "No assignments": the course named above has no table.
        if (meaningful(details)) {
          empty = newCourse(details, page, total);
          empty.sawTable = true;
          details = [];
          total = null;
        }
        continue;
      }
      if (totalsBefore && total && meaningful([line])) {
        // A total printed above a table that never came: that course had no rows.
        newCourse(details, page, total);
        details = [];
        total = null;
      }
      empty = null;
      details.push(line);
    }
    pending = [];
    return { details, total };
  };

  const openTable = (head: TableHead, line: Line) => {
    // A table found by its rows starts at a row whose name may wrap above its values: those lines are stacked
    // closer than lines are spaced, and belong to that row, not to the course's details.
    const lead: Line[] = [];
    for (let below = line; head.span === 0 && pending.length;) {
      const above = pending[pending.length - 1];
      if (gap(above, below) >= above.size * 1.25 || parseTotalLine(above.text) || isDetailLine(above)) break;
      lead.unshift(pending.pop() as Line);
      below = above;
    }
    const resume = resumable as Resumable | null;
    const sameCourse =
      resume &&
      // A total printed below closes its course; one printed above came before the table began.
      (totalsBefore || !resume.course.total) &&
      !pending.some((l) => parseTotalLine(l.text)) &&
      !meaningful(pending, resume.course);
    if (sameCourse && resume) {
      course = resume.course;
      pending = [];
    } else {
      const { details, total } = takePending(line.page);
      course = newCourse(details, line.page, total);
      category = null;
    }
    course.sawTable = true;
    cols = head.cols;
    names = new NameEdge();
    rows = [];
    floating = lead;
    lastTableLine = null;
  };

  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    const head = heads.get(line);
    if (head) {
      finishTable();
      openTable(head, line);
      i += Math.max(head.span, 1) - 1;
      if (head.span > 0) continue;
    }
    const total = readTotal(line.text);
    if (total) {
      if (cols && course && !totalsBefore) {
        finishTable();
        (course as DraftCourse).total = { ...total, page: line.page };
        resumable = null;
        course = null;
        continue;
      }
      finishTable();
      if (!totalsBefore && !meaningful(pending) && courses.length && !courses[courses.length - 1].total) {
        courses[courses.length - 1].total = { ...total, page: line.page };
        resumable = null;
        continue;
      }
      pending.push(line);
      continue;
    }
    if (!cols) {
      const resume = resumable as Resumable | null;
      const opensPage = i > 0 && lines[i - 1].page < line.page;
      if (
        resume &&
        opensPage &&
        !meaningful(pending, resume.course) &&
        !isAnchor(fieldsOf(line, resume.cols)) &&
        leadsIntoRow(lines, i, resume.cols, heads, 1.3)
      ) {
        // A row whose name wraps above its values opens the page: the table goes on.
        course = resume.course;
        cols = resume.cols;
        names = resume.names;
        pending = [];
        floating.push(line);
        lastTableLine = line;
        continue;
      }
      if (resume && isAnchor(fieldsOf(line, resume.cols)) && looksLikeRow(line)) {
        const under = pending.at(-1);
        if (under && isBannerLabels(under)) {
          // The values of a banner of course details, under its labels.
          pending.push(line);
          continue;
        }
        const label = pending.at(-1);
        if (
          label &&
          mayLabelGroup(label) &&
          gap(label, line) < label.size * 2.2 &&
          meaningful(pending.slice(0, -1), resume.course)
        ) {
          // A new course's table, printed without a header, opens with a group label ("Test (35%)"): the
          // table starts there, and the label is read again as the table's.
          pending.pop();
          openTable({ cols: resume.cols, span: 0 }, label);
          i = lines.lastIndexOf(label, i) - 1;
          continue;
        }
        if (meaningful(pending, resume.course)) {
          // A new course's table, printed without a header, in the shape of the one before.
          openTable({ cols: resume.cols, span: 0 }, line);
        } else {
          // The table goes on after a page break, without its header.
          course = resume.course;
          cols = resume.cols;
          names = resume.names;
          pending = [];
        }
      } else {
        pending.push(line);
        continue;
      }
    }
    const activeCols = cols as Column[];
    const f = fieldsOf(line, activeCols);
    // A line printed larger than the table's rows that opens with a word is a heading (the next course's
    // "Pre-Algebra 8"), never a row; a line opening with a value ("3.50/5.00", "M out of 20.00") is a row
    // whatever its size.
    const heading =
      rows.length > 0 &&
      line.size > rows[0].anchor.size * 1.06 &&
      /\p{L}/u.test(line.cells[0].text) &&
      !scoreLike(line.cells[0].text);
    const lastRow = rows[rows.length - 1];
    if (lastRow && !floating.length && completesPair(lastRow, f)) {
      // The rest of the previous row's score, wrapped after its separator: not a row of its own.
      addFragment(lastRow, line);
      lastTableLine = line;
      continue;
    }
    if (
      isAnchor(f) &&
      !isDetailLine(line) &&
      !isTextAlone(line) &&
      !heading &&
      !besideScoredRow(line, f, lines[i - 1], lines[i + 1], activeCols)
    ) {
      if (SUBTOTAL_RE.test(line.text) && !(f.date && dateShape(f.date))) continue;
      // The row's name start counts before the lines above it are settled (a wrapped name or a comment).
      names.add(nameStart(line, activeCols));
      const lead = settleFloating(line);
      const row: RowDraft = {
        anchor: line,
        fields: f,
        lines: [line],
        category,
        comment: [],
        commentOpen: false,
      };
      rows.push(row);
      for (const l of lead.reverse()) addFragment(row, l);
      lastTableLine = line;
      continue;
    }
    const commentLabel = COMMENT_LABEL_RE.exec(line.text);
    const before = course ? rowsOf.get(course as DraftCourse)?.at(-1) : undefined;
    if (commentLabel && (rows.length || before)) {
      settleFloating(null);
      const text = collapse(line.text.slice(commentLabel[0].length));
      if (rows.length) {
        const row = rows[rows.length - 1];
        row.comment.push(text);
        row.lines.push(line);
        row.commentOpen = true;
      } else if (before) {
        // The comment of the last row before a page break, printed under the repeated header.
        before.comment.push(text);
      }
      lastTableLine = line;
      continue;
    }
    // (A group label with its weight, at the top of a page a scan measured larger, is no title.)
    const titleApart =
      heading &&
      line.cells.length === 1 &&
      !labelsWeightedGroup(line) &&
      !floating.length &&
      lastTableLine !== null &&
      gap(lastTableLine, line) > lastTableLine.size * 1.8;
    if (isDetailLine(line) || titleApart) {
      // The next course's title, teacher or period (or a title printed larger, apart from the rows, for a course
      // whose total was not printed): this table has ended.
      const title = isDetailLine(line) ? titleAboveDetails(floating, rows.at(-1), line) : null;
      if (title) floating.pop();
      finishTable();
      if (title) pending.push(title);
      pending.push(line);
      continue;
    }
    const wrapsOn = lastTableLine !== null && gap(lastTableLine, line) <= line.size * 1.3;
    const group = groupHeaderOf(
      line,
      activeCols,
      f,
      leadsIntoRow(lines, i, activeCols, heads),
      wrapsOn,
      lines[i + 1],
      rows.length > 0 && category === null,
    );
    if (group) {
      settleFloating(null);
      category = group;
      lastTableLine = line;
      continue;
    }
    if (NOTHING_RE.test(line.text)) continue;
    const near =
      (lastTableLine &&
        gap(lastTableLine, line) < lastTableLine.size * 2.6 &&
        line.size < lastTableLine.size * 1.12 &&
        rows.length + floating.length > 0) ||
      // The first lines of a row whose values sit lower (cells centred vertically), after a page break too.
      leadsIntoRow(lines, i, activeCols, heads);
    if (near && !isDetailLine(line)) {
      floating.push(line);
      lastTableLine = line;
      continue;
    }
    // Not a row, and not close to one: the table has ended, and this line leads into what follows.
    finishTable();
    pending.push(line);
  }
  finishTable();
  if (pending.length) takePending(pending[pending.length - 1].page);

  for (const c of courses) {
    const built = readRows(rowsOf.get(c) ?? [], c.total);
    c.assignments = built.map((b) => b.assignment);
    const dated = concatMap(built, (b) => (b.dateText ? [{ a: b.assignment, text: b.dateText }] : []));
    const dayFirst = dayFirstOf(
      dated.map((d) => d.text),
      opts.dayFirstCue,
    );
    const academicYear = c.header.year ?? opts.reportYear;
    const parse = (text: string) => parseDate(text, { dayFirst, academicYear });
    for (const d of dated) d.a.dateDue = parse(d.text);
    const read = dated.flatMap((d) => (d.a.dateDue ? [d.a.dateDue] : []));
    for (const d of dated)
      if (d.a.dateDue)
        d.a.dateDue = dateWithYearMisread(
          d.a.dateDue,
          read.filter((x) => x !== d.a.dateDue),
        );
    const slashed = dated.filter((d) => d.a.dateDue && d.text.includes('/')).map((d) => d.a.dateDue!);
    for (const { a, text } of dated) {
      if (a.dateDue || !text.trim()) continue;
      a.dateDue = dateWithSlashLost(text, slashed, parse) ?? dateAfterNumber(text, slashed, parse);
      if (!a.dateDue)
        c.unreadable.push(`the due date "${text.trim()}" of "${a.assignmentName}" could not be read`);
    }
  }
  return courses.filter((c) => c.sawTable || c.total || c.assignments.length);
}

/** A course shows the span of its dates by at least this many dates read whole. */
const MIN_SPANNING_DATES = 3;
/** A date may lie this many days beyond the span of its course's other dates. */
const SPAN_MARGIN_DAYS = 14;

/** Whether a date (ISO) lies within the span of `dates`, or two weeks either side of it. */
function withinSpanOf(dates: string[]): (iso: string) => boolean {
  const days = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / 86_400_000;
  const span = dates.map(days);
  const [first, last] = [Math.min(...span) - SPAN_MARGIN_DAYS, Math.max(...span) + SPAN_MARGIN_DAYS];
  return (iso) => days(iso) >= first && days(iso) <= last;
}

/**
 * A month and day whose slash a scan lost ("127" for "1/27", "23" for "2/3"), in a course whose other dates
 * print one: the one place for the slash that gives a date within the span of the course's other dates
 * (`dates`, ISO), or two weeks either side of it; null where none or more than one does ("127" may also be
 * "12/7").
 */
export function dateWithSlashLost(
  text: string,
  dates: string[],
  parse: (text: string) => string | null,
): string | null {
  const digits = text.trim();
  if (!/^\d{2,4}$/.test(digits)) return null;
  const readings = Array.from(digits.slice(1), (_, k) => `${digits.slice(0, k + 1)}/${digits.slice(k + 1)}`);
  return oneDateInSpan(readings, dates, parse);
}

/** Of the readings of a date, the one date they give within the span of `dates` (ISO); null where none or more. */
function oneDateInSpan(
  readings: string[],
  dates: string[],
  parse: (text: string) => string | null,
): string | null {
  if (dates.length < MIN_SPANNING_DATES) return null;
  const inSpan = withinSpanOf(dates);
  const fits = new Set(readings.map(parse).filter((d): d is string => d !== null && inSpan(d)));
  return fits.size === 1 ? [...fits][0] : null;
}

/**
 * A date a scan ran the number before it into ("51/12" for the points possible "5" and the date "1/12" set
 * close), in a course whose other dates print one: the one date left after the number's digits that lies
 * within the span of the course's other dates (`dates`, ISO), or two weeks either side of it; null where
 * none or more than one does. The number is not taken: its column stays unread, and warned of.
 */
export function dateAfterNumber(
  text: string,
  dates: string[],
  parse: (text: string) => string | null,
): string | null {
  const word = text.trim();
  if (!/^\d{2,4}[/.-]\d{1,2}(?:[/.-]\d{2,4})?$/.test(word)) return null;
  // What follows each of the number's digits, up to the date's first separator.
  const separator = word.search(/[/.-]/);
  const readings = Array.from(word.slice(1, separator), (_, k) => word.slice(k + 1)).filter((rest) =>
    /^\d{1,2}[/.-]/.test(rest),
  );
  return oneDateInSpan(readings, dates, parse);
}

/**
 * A date whose year a scan read with one digit wrong ("2623-01-18", "2026-02-12" in a course of 2020): where it
 * lies beyond the span of its course's other dates (`dates`, ISO) by more than two weeks, the one year
 * differing from its own in one digit that brings it within them; the date as read where none or more than
 * one does.
 */
export function dateWithYearMisread(date: string, dates: string[]): string {
  if (dates.length < MIN_SPANNING_DATES) return date;
  const inSpan = withinSpanOf(dates);
  if (inSpan(date)) return date;
  const [year, rest] = [date.slice(0, 4), date.slice(4)];
  const fits = new Set<string>();
  for (let k = 0; k < 4; k++)
    for (let digit = 0; digit <= 9; digit++) {
      const other = `${year.slice(0, k)}${digit}${year.slice(k + 1)}${rest}`;
      const real = new Date(`${other}T00:00:00Z`).toISOString().startsWith(other);
      if (other !== date && real && inSpan(other)) fits.add(other);
    }
  return fits.size === 1 ? [...fits][0] : date;
}

/** How much wider than every other gap the one between two rows is, to stand out. */
const CLEAR_GAP = 1.06;
/** ... to stand out against the side the report prints wrapped text on (a scan's baselines wander by a point). */
const SIDE_OUTWEIGHED = 1.25;

/**
 * Where the lines between two rows' values divide: at the one gap wider than the others by `margin` (the
 * space between rows, or a page break). Null when no gap stands out.
 */
function rowBoundary(prevLast: Line, between: Line[], next: Line, margin = CLEAR_GAP): number | null {
  const seq = [prevLast, ...between, next];
  const gaps = seq.slice(1).map((l, k) => gap(seq[k], l));
  let best = 0;
  for (let k = 1; k < gaps.length; k++) if (gaps[k] > gaps[best]) best = k;
  const others = gaps.filter((_, k) => k !== best);
  if (!others.length) return null;
  const second = Math.max(...others);
  return gaps[best] > second * margin ? best : null;
}

/** How much closer than a line's size lines stack onto a row's values when the row's cells are centred vertically. */
const CENTRED_STACK = 0.8;

/**
 * The lines at the end of those between two rows that belong to the next one, whose values line prints no name:
 * its name is centred over its values, so its first lines stand closer above them than lines are spaced (half a
 * line), where a wrapped text of the row above stands a whole line apart. Indented lines are comments.
 */
function stackedOnNamelessRow(
  between: Line[],
  next: Line,
  cols: Column[],
  isIndented: (line: Line) => boolean,
): number {
  if (fieldsOf(next, cols).name?.trim()) return 0;
  let own = 0;
  for (let k = between.length - 1; k >= 0; k--) {
    const below = between[k + 1] ?? next;
    if (gap(between[k], below) >= between[k].size * CENTRED_STACK || isIndented(between[k])) break;
    own++;
  }
  return own;
}

/** Where a report prints its rows' wrapped text: under the row's values or over them. */
type WrapSide = 'below' | 'above';
/** Clear cases needed, and how many times the other kinds they must outnumber, for a report to have a side. */
const MIN_WRAP_VOTES = 3;
const WRAP_MAJORITY = 4;

/**
 * Where a report prints a row's wrapped text, told by the rows whose lines between them divide at one clear
 * gap: all under the values above (rows set top-aligned), all over the values below, or some of each (cells
 * centred vertically). Null unless one side clearly prevails. A scan's baselines wander by a point, so a
 * single line of wrapped text can sit as far from one row as from the other; the report's other rows say
 * where it belongs.
 */
function wrapSideOf(lines: Line[]): WrapSide | null {
  const votes = { below: 0, above: 0, split: 0 };
  let prevRow: Line | null = null;
  let between: Line[] = [];
  for (const line of lines) {
    const last = between.at(-1) ?? prevRow;
    const apart = !last || gap(last, line) > line.size * 2.6;
    if (looksLikeRow(line)) {
      if (prevRow && !apart && between.length) {
        const split = rowBoundary(prevRow, between, line);
        if (split === between.length) votes.below++;
        else if (split === 0) votes.above++;
        else if (split !== null) votes.split++;
      }
      prevRow = line;
      between = [];
    } else if (apart || isDetailLine(line) || parseTotalLine(line.text) || mayLabelGroup(line)) {
      prevRow = null;
      between = [];
    } else between.push(line);
  }
  const { below, above, split } = votes;
  if (below >= MIN_WRAP_VOTES && below >= WRAP_MAJORITY * (above + split)) return 'below';
  if (above >= MIN_WRAP_VOTES && above >= WRAP_MAJORITY * (below + split)) return 'above';
  return null;
}

/**
 * Whether a report prints each course's total above its table: most of its totals are followed at once by a
 * table, rather than by the next course's title or by nothing.
 */
function totalsPrintedFirst(lines: Line[], heads: Map<Line, TableHead>): boolean {
  let votes = 0;
  lines.forEach((l, i) => {
    if (!parseTotalLine(l.text)) return;
    const [prev, next] = [lines[i - 1], lines[i + 1]];
    // A course with no rows says so next to its total: "No assignments" under a total printed first.
    if (next && NOTHING_RE.test(next.text)) votes++;
    else if (prev && NOTHING_RE.test(prev.text)) votes--;
    else {
      // A title that ends in a number ("Language Arts 6") may look like a row: one right above a header is not.
      const row = next && looksLikeRow(next) && !(lines[i + 2] && heads.has(lines[i + 2]));
      votes += next && (heads.has(next) || row) ? 1 : -1;
    }
  });
  return votes > 0;
}

/** Lines closely stacked above a row's values: the top of a row whose cells are centred vertically. */
function leadsIntoRow(
  lines: Line[],
  i: number,
  cols: Column[],
  heads: Map<Line, TableHead>,
  spacing = 1.6,
): boolean {
  for (let k = i; k < Math.min(lines.length - 1, i + 6); k++) {
    const next = lines[k + 1];
    // A table's header in between: the line is above that table, not inside a row.
    if (gap(lines[k], next) >= lines[k].size * spacing || isDetailLine(next) || heads.has(next)) return false;
    // A course's total is not a row: the lines above it are that course's details.
    if (parseTotalLine(next.text)) return false;
    if (isAnchor(fieldsOf(next, cols))) return true;
  }
  return false;
}

const VALUE_KINDS = new Set<CellKind>(['number', 'pct', 'date', 'pair']);

/** Where the name cell of a row starts. */
/**
 * Where a table's names start: the middle of the starts its rows show (the higher one of two), as names
 * are set flush left; the leftmost would let one value read into a name ("50.-Chapter" on a scan) move
 * the edge, and every wrapped name under it would read as an indented comment.
 */
class NameEdge {
  private readonly starts: number[] = [];

  add(x: number | null): void {
    if (x === null) return;
    const at = this.starts.findIndex((s) => s > x);
    this.starts.splice(at < 0 ? this.starts.length : at, 0, x);
  }

  left(): number {
    return this.starts.length ? this.starts[Math.floor(this.starts.length / 2)] : Infinity;
  }
}

/** The last table, closed by a line that was not one of its rows: its course, columns and name edge. */
interface Resumable {
  course: DraftCourse;
  cols: Column[];
  names: NameEdge;
}

function nameStart(line: Line, cols: Column[]): number | null {
  const nameCol = cols.find((c) => c.role === 'name');
  if (!nameCol) return null;
  // A value run into the name ("90.00 Lab Practical 9") is not where the name starts.
  const first = concatMap(line.cells, (c) => c.words).find(
    (w) => w.x1 > nameCol.x0 && w.x0 < nameCol.x1 && !VALUE_KINDS.has(cellKind(w.text)),
  );
  return first ? first.x0 : null;
}

/**
 * Lines outside a table say something about a course: not only the repeated title of the course that goes
 * on ("Life Science (continued)"), page furniture, or "No assignments".
 */
function meaningful(lines: Line[], continuing?: DraftCourse): boolean {
  const texts = lines.filter(
    (l) => !NOTHING_RE.test(l.text) && !parseTotalLine(l.text) && /[A-Za-z]{2}/.test(l.text),
  );
  if (!texts.length) return false;
  if (!continuing?.header.name) return true;
  const name = readCourseDetails(texts).name;
  return name === null || name.toLowerCase() !== continuing.header.name.toLowerCase();
}
