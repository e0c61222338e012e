/**
 * Finding tables and naming their columns. A table starts at a header row (one line, or labels wrapped over
 * two lines) or, when a report prints none, at a run of rows recognised by their values. Columns are typed by
 * what their cells hold; a known header label names a column, and the values decide the rest.
 */
import { concatAll, concatMap } from './arrays';
import { perObject, perText } from './memo';
import { assignCells, detectHeader, roleOf, type Column, type ColumnRole } from './columns';
import { describesCourse, isBannerLabels, isLoneCourseLabel, namesTeacherAlone } from './courseHeader';
import { dateShape, monthAndDayEitherWay } from './dates';
import { isPageNumberLine, type Cell, type Line, type Word } from './lines';
import { labelOf, segmentsOf } from './segments';
import {
  findAcademicYear,
  isLate,
  parseCombinedScore,
  parseNumber,
  parseStatus,
  parseTotalLine,
} from './values';

export interface TableHead {
  cols: Column[];
  /** Lines the header occupies (0 when it was inferred from the rows). */
  span: number;
}

export type CellKind = 'date' | 'pair' | 'pct' | 'number' | 'status' | 'yes' | 'letter' | 'text';

const PCT_RE = /^-?\d[\d,]*(?:\.\d+)?\s*%$/;
const LETTER_RE = /^[A-F][+\-−]?$/;
const YES_RE = /^(yes|y|x|✓|✔|true)$/i;
const PAIR_WITH_STATUS_RE = /^(\S+(?:\s(?!out\b)\S+)?)\s*(?:\/|out of|of)\s*([\d,]*\.?\d+)$/i;

/** What one cell holds, judged by its text alone (memoised: the same texts recur on every page). */
export const cellKind = perText((text: string): CellKind => cellKindUncached(text.trim()));

function cellKindUncached(t: string): CellKind {
  if (parseCombinedScore(t)) return 'pair';
  const withStatus = PAIR_WITH_STATUS_RE.exec(t);
  if (withStatus && (parseStatus(withStatus[1]) || isLate(withStatus[1]))) return 'pair';
  if (PCT_RE.test(t)) return 'pct';
  if (parseNumber(t) !== null) return 'number';
  if (dateShape(t)) return 'date';
  if (YES_RE.test(t)) return 'yes';
  if (parseStatus(t) || /^(late|inc|incomplete)$/i.test(t)) return 'status';
  if (LETTER_RE.test(t)) return 'letter';
  if (/^\d[\d,.]*\s+\S+$/.test(t) && parseNumber(t.split(/\s+/)[0]) !== null) return 'number';
  return 'text';
}

const SCORE_KINDS = new Set<CellKind>(['pair', 'number', 'pct']);

/**
 * Lines that carry course or report details ("Teacher: …", "Period 3", "Student ID: …"), never table rows.
 * A detail's label is printed capitalised: a comment running on to a line of its own ("grade:", a scan's
 * reading of "grade.") is none.
 */
export const isDetailLine = perObject((line: Line): boolean => {
  if (describesCourse(line) || isBannerLabels(line)) return true;
  return segmentsOf(line).some((s) => {
    const lv = labelOf(s);
    return (
      lv !== null &&
      !/^\p{Ll}/u.test(s) &&
      /^(student|student id|id|grade|grade level|school|printed|date printed|date|report date|run date|as of|generated|teacher|instructor|period|term|course|class|subject|semester|year|school year)/.test(
        lv[0],
      )
    );
  });
});

/** A line that reads as a table row by its values alone: a score beside a text cell. */
export const looksLikeRow = perObject((line: Line): boolean => {
  const kinds = line.cells.map((c) => cellKind(c.text));
  // A value may have run into the next cell's text ("17/25 Group Presentation 11", "19.00 out of 25.00 Lab
  // Practical 2", "Quiz 3 18/20"): the words at either end of a cell are read as a value of their own. Most
  // rows settle without them (a score cell beside a text cell), so they are read only when asked.
  let edges: CellKind[] | undefined;
  const edgeKinds = () =>
    (edges ??= concatMap(line.cells, (c) => edgeValueKinds(c.words.map((w) => w.text))));
  const hasScore =
    kinds.some((k) => SCORE_KINDS.has(k) || k === 'status') ||
    edgeKinds().some((k) => k === 'pair' || k === 'pct' || (line.cells.length > 1 && k === 'number'));
  if (!hasScore) return false;
  const hasText = /[A-Za-z]{2}/.test(line.text) && (kinds.includes('text') || edgeKinds().length > 0);
  // The values of a row whose texts wrap above and below them (cells centred vertically) stand alone.
  const valuesAlone = () => {
    const words = concatMap(line.cells, (c) => c.words);
    return (
      (line.cells.length >= 2 && !kinds.includes('text')) ||
      (words.length >= 2 && words.every((w) => VALUE_WORD_RE.test(w.text) || cellKind(w.text) !== 'text'))
    );
  };
  if (!hasText && !valuesAlone()) return false;
  if (line.cells.length < 2 && !edgeKinds().includes('pair')) return false;
  if (parseTotalLine(line.text) || /^page\s*\d+|^\d+\s+of\s+\d+$/i.test(line.text)) return false;
  return !isDetailLine(line);
});

/** The kinds of values the first or last one to four words of a cell make, when more follows or precedes. */
function edgeValueKinds(words: string[]): CellKind[] {
  const out: CellKind[] = [];
  for (let k = Math.min(4, words.length - 1); k >= 1; k--) {
    const head = cellKind(words.slice(0, k).join(' '));
    if (head !== 'text') {
      out.push(head);
      break;
    }
  }
  for (let k = Math.min(4, words.length - 1); k >= 1; k--) {
    const tail = cellKind(words.slice(words.length - k).join(' '));
    if (tail !== 'text') {
      out.push(tail);
      break;
    }
  }
  return out;
}

/** Every cell of a header line is a short text without digits (labels, known or not). */
export function labelish(line: Line): boolean {
  return (
    (line.cells.length >= 2 || (line.cells[0]?.words.length ?? 0) >= 2) &&
    line.cells.every((c) => c.text.length <= 30 && !/\d/.test(c.text.replace(/\((?:dd|mm)[^)]*\)/i, '')))
  );
}

function overlap(a: { x0: number; x1: number }, b: { x0: number; x1: number }): number {
  return Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0);
}

/** Joins two header lines whose labels wrap ("Points" over "Earned") into one line of whole labels. */
export function mergeHeaderLines(top: Line, bottom: Line): Line {
  const cells: Cell[] = top.cells.map((c) => ({ ...c, words: [...c.words] }));
  for (const b of bottom.cells) {
    const bc = (b.x0 + b.x1) / 2;
    let best: Cell | null = null;
    let bestScore = 0;
    for (const c of cells) {
      const ov = overlap(c, b);
      const cc = (c.x0 + c.x1) / 2;
      const score = ov > 0 ? ov : Math.abs(cc - bc) < top.size * 1.2 ? 0.01 : 0;
      if (score > bestScore) {
        bestScore = score;
        best = c;
      }
    }
    if (best) {
      best.text = `${best.text} ${b.text}`;
      best.words.push(...b.words);
      best.x0 = Math.min(best.x0, b.x0);
      best.x1 = Math.max(best.x1, b.x1);
    } else {
      cells.push({ ...b, words: [...b.words] });
    }
  }
  cells.sort((a, b) => a.x0 - b.x0);
  return { ...bottom, cells, text: cells.map((c) => c.text).join('  ') };
}

function near(a: Line, b: Line, factor: number): boolean {
  return a.page === b.page && b.y - a.y > 0 && b.y - a.y <= a.size * factor;
}

/**
 * Whether a cell of `line` runs across a gap between the columns of `rows` (blank in every one of them, with
 * their cells on either side): a row's wrapped text stays within its column, where a course's title and
 * teacher set over the rows' dates and categories do not.
 */
function crossesColumns(line: Line, rows: Line[]): boolean {
  const spans = rows.flatMap((r) => r.cells).sort((a, b) => a.x0 - b.x0);
  const gaps: [number, number][] = [];
  let reach = spans.length ? spans[0].x1 : 0;
  for (const c of spans) {
    if (c.x0 > reach) gaps.push([reach, c.x0]);
    reach = Math.max(reach, c.x1);
  }
  return line.cells.some((c) => gaps.some(([from, to]) => c.x0 < from && c.x1 > to));
}

/** Some word of the line is a column label ("Points" over "Earned"): a title line above a header is not. */
function namesAColumn(line: Line): boolean {
  return line.cells.some((c) => roleOf(c.text) !== null || c.words.some((w) => roleOf(w.text) !== null));
}

/**
 * A line that repeats a header printed elsewhere in the report but for one label ("Assigiiineiit" read from
 * a scan for "Assignment"): as many cells, each where the header's stands from the first, the other labels
 * the same. Answers the line with the header's label in place of its own, for the vocabulary to read.
 */
export function asRepeatedHeader(line: Line, headers: Line[]): Line | null {
  if (line.cells.length < 3 || !labelish(line)) return null;
  const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
  for (const h of headers) {
    if (h.cells.length !== line.cells.length) continue;
    const from = (cells: Cell[], j: number) => cells[j].x0 - cells[0].x0;
    if (line.cells.some((c, j) => Math.abs(from(line.cells, j) - from(h.cells, j)) > line.size)) continue;
    const differing = line.cells.flatMap((c, j) => (same(c.text, h.cells[j].text) ? [] : [j]));
    if (differing.length !== 1) continue;
    const j = differing[0];
    const shift = line.cells[j].x0 - h.cells[j].x0;
    const label: Cell = {
      ...line.cells[j],
      text: h.cells[j].text,
      words: h.cells[j].words.map((w) => ({ text: w.text, x0: w.x0 + shift, x1: w.x1 + shift })),
    };
    const cells = line.cells.map((c, k) => (k === j ? label : c));
    return { ...line, cells, text: cells.map((c) => c.text).join('  ') };
  }
  return null;
}

/**
 * The header at line i: one line, two lines of wrapped labels, or either opening with a line repeating one
 * of `headers` (the report's one-line headers) with a label misread ("Points A ssionment" on a scan).
 */
function headerAt(lines: Line[], i: number, headers: Line[]): TableHead | null {
  const asPrinted = headerFrom(lines, i, lines[i]);
  if (asPrinted) return asPrinted;
  const repeated = asRepeatedHeader(lines[i], headers);
  return repeated && headerFrom(lines, i, repeated);
}

/** The header at line i, its first line read as `line`. */
function headerFrom(lines: Line[], i: number, line: Line): TableHead | null {
  const next = lines[i + 1];
  const oneWord = (l: Line) => l.cells.length === 1 && l.cells[0].words.length === 1 && !/\d/.test(l.text);
  const labels = (l: Line) => labelish(l) || oneWord(l);
  if (next && labels(line) && labels(next) && namesAColumn(line) && near(line, next, 1.9)) {
    const distinct = (cols: Column[] | null) =>
      cols !== null && new Set(cols.map((c) => c.role)).size === cols.length;
    const byWords = detectHeader(mergeHeaderWords(line, next));
    const merged = distinct(byWords) ? byWords : detectHeader(mergeHeaderLines(line, next));
    if (merged) {
      const single = detectHeader(line);
      // The second line completes the first's labels ("Points" + "Earned"), naming no fewer columns.
      const known = (cols: Column[]) => cols.filter((c) => c.role !== 'other').length;
      if (!single || known(merged) >= known(single)) {
        // Labels centred vertically in a header of three lines: "Date" / "Assignment  Category ..." / "Due".
        const third = lines[i + 2];
        if (third && oneWord(third) && near(next, third, 1.9)) {
          const all = detectHeader(mergeHeaderWords(mergeHeaderWords(line, next), third));
          if (distinct(all) && known(all!) >= known(merged)) return { cols: all!, span: 3 };
        }
        return { cols: merged, span: 2 };
      }
    }
  }
  const cols = detectHeader(line);
  return cols ? { cols, span: 1 } : null;
}

/**
 * Joins two header lines word by word: words that stand over each other form one label ("Points" over
 * "Scored"), for labels printed so close that each line reads as one cell.
 */
export function mergeHeaderWords(top: Line, bottom: Line): Line {
  const words = [
    ...concatMap(top.cells, (c) => c.words.map((w) => ({ ...w, top: true }))),
    ...concatMap(bottom.cells, (c) => c.words.map((w) => ({ ...w, top: false }))),
  ].sort((a, b) => a.x0 - b.x0);
  const groups: { x1: number; words: typeof words }[] = [];
  for (const w of words) {
    const g = groups[groups.length - 1];
    if (g && w.x0 < g.x1) {
      g.words.push(w);
      g.x1 = Math.max(g.x1, w.x1);
    } else groups.push({ x1: w.x1, words: [w] });
  }
  const cells: Cell[] = groups.map(({ words: g }) => {
    const ordered = [...g.filter((w) => w.top), ...g.filter((w) => !w.top)];
    return {
      text: ordered.map((w) => w.text).join(' '),
      x0: Math.min(...g.map((w) => w.x0)),
      x1: Math.max(...g.map((w) => w.x1)),
      words: ordered.map(({ text, x0, x1 }) => ({ text, x0, x1 })),
    };
  });
  return { ...bottom, cells, text: cells.map((c) => c.text).join('  ') };
}

/** Numeric values of a column's cells in the given rows (null where the cell holds no number). */
function numbersOf(rows: Map<number, string[]>[], col: number): (number | null)[] {
  return rows.map((r) => {
    const t = r.get(col)?.join(' ') ?? '';
    return parseNumber(t.trim().split(/\s+/)[0] ?? '');
  });
}

function kindsOf(rows: Map<number, string[]>[], col: number): CellKind[] {
  const out: CellKind[] = [];
  for (const r of rows) {
    const t = r.get(col)?.join(' ').trim();
    if (t) out.push(cellKind(t));
  }
  return out;
}

function share(kinds: CellKind[], ...want: CellKind[]): number {
  if (!kinds.length) return 0;
  return kinds.filter((k) => want.includes(k)).length / kinds.length;
}

/** The roles the report's largest table gave its plain-number and its text columns, left to right. */
export interface TablePattern {
  numbers: ColumnRole[];
  texts: Column[];
}

/** Columns of free text: what wrapped lines continue. */
export const TEXT_ROLES = new Set<ColumnRole>(['name', 'category', 'comment']);

function patternOf(cols: Column[]): TablePattern {
  return {
    numbers: cols
      .filter((c) => c.role === 'earned' || c.role === 'max' || c.role === 'pct')
      .map((c) => c.role),
    texts: cols.filter((c) => TEXT_ROLES.has(c.role)),
  };
}

/** Types the columns a header could not name, and checks earned against possible by their values. */
export function typeColumns(cols: Column[], rowLines: Line[], pattern?: TablePattern): Column[] {
  const out = cols.map((c) => ({ ...c }));
  const rows = rowLines.map((l) => assignCells(l.cells, out));
  const roles = new Set(out.map((c) => c.role));
  // Values first; then the text columns, the fullest of them first: names are in every row, comments in some.
  const textCols: number[] = [];
  const numberCols: number[] = [];
  const monthDay = monthDayDateColumn(out, rows);
  if (monthDay >= 0) {
    out[monthDay].role = 'date';
    roles.add('date');
  }
  out.forEach((c, i) => {
    if (c.role !== 'other') return;
    const kinds = kindsOf(rows, i);
    if (share(kinds, 'text') >= 0.6) {
      textCols.push(i);
      return;
    }
    if (share(kinds, 'number', 'status') >= 0.6 && share(kinds, 'number') > 0) {
      numberCols.push(i);
      return;
    }
    const role = roleFromKinds(kinds, roles);
    if (role) {
      c.role = role;
      roles.add(role);
    }
  });
  numericRoles(numberCols, rows, roles, pattern?.numbers).forEach((role, k) => {
    if (!role) return;
    out[numberCols[k]].role = role;
    roles.add(role);
  });
  // A short table is printed like the report's largest one: its text columns take the roles of that table's
  // text columns they stand under, or, where they do not line up, the same roles in the same order.
  const texts = pattern?.texts ?? [];
  const under = textCols.map((i) => {
    const over = texts.filter((t) => overlap(t, out[i]) > 0);
    return over.length === 1 ? over[0].role : null;
  });
  const inOrder = textCols.length === texts.length ? texts.map((t) => t.role) : null;
  for (const fromPattern of [under, inOrder]) {
    if (
      !fromPattern ||
      !textCols.length ||
      fromPattern.some((r) => r === null || roles.has(r)) ||
      new Set(fromPattern).size !== fromPattern.length
    )
      continue;
    textCols.forEach((i, k) => {
      out[i].role = fromPattern[k]!;
      roles.add(fromPattern[k]!);
    });
    textCols.length = 0;
  }
  // Where only some line up, those take their roles and the values decide the others.
  const lined = concatMap(textCols, (i, k) =>
    under[k] !== null && !roles.has(under[k]!) ? [{ i, role: under[k]! }] : [],
  );
  if (lined.length && new Set(lined.map((l) => l.role)).size === lined.length)
    for (const { i, role } of lined) {
      out[i].role = role;
      roles.add(role);
      textCols.splice(textCols.indexOf(i), 1);
    }
  const textsOf = (i: number) => rows.map((r) => r.get(i)?.join(' ').trim() ?? '').filter(Boolean);
  const avgLength = (i: number) => {
    const t = textsOf(i);
    return t.length ? t.reduce((n, x) => n + x.length, 0) / t.length : 0;
  };
  // Beside a column of long texts, one of a word or two without digits in every row is the category.
  if (!roles.has('category') && textCols.length >= 2) {
    const longest = Math.max(...textCols.map(avgLength));
    const short = textCols.filter((i) => {
      const t = textsOf(i);
      return (
        t.length >= 2 &&
        t.length === rows.length &&
        t.every((x) => x.split(' ').length <= 2 && !/\d/.test(x)) &&
        avgLength(i) * 2 < longest
      );
    });
    if (short.length === 1) {
      out[short[0]].role = 'category';
      roles.add('category');
      textCols.splice(textCols.indexOf(short[0]), 1);
    }
  }
  const filled = (i: number) => textsOf(i).length;
  textCols.sort((a, b) => filled(b) - filled(a) || avgLength(b) - avgLength(a));
  for (const i of textCols) {
    const role = textRole(rows, i, roles);
    if (role) {
      out[i].role = role;
      roles.add(role);
    }
  }
  swapEarnedAndMaxIfReversed(out, rows);
  return out;
}

const MONTH_DAY_RE = /^(\d{1,2})\/(\d{1,2})$/;
/** A column with values misread among its month-days holds at least this many and this share of them. */
const MIN_MONTH_DAYS = 3;
const MONTH_DAY_SHARE = 0.8;
/** ... or this share of them, where every other value is a month-day with its slash lost ("126", "23"). */
const SLASHES_LOST_SHARE = 0.4;

/**
 * "9/5" is a date without a year or a score of 9 out of 5. Where other columns hold the scores (pairs or plain
 * numbers), a column of such values that are all valid months and days is the date (four in five of them,
 * where the others hold no slash, or two in five, where the others are month-days with their slash lost:
 * a scan's misreadings).
 */
function monthDayDateColumn(cols: Column[], rows: Map<number, string[]>[]): number {
  if (cols.some((c) => c.role === 'date')) return -1;
  const isMonthDay = (t: string) => {
    const m = MONTH_DAY_RE.exec(t);
    if (!m) return false;
    return monthAndDayEitherWay(Number(m[1]), Number(m[2]));
  };
  // Two to five digits that a slash put back makes a month-day of ("126": 1/26 or 12/6), or the slash read
  // as a one or a seven ("2113": 2/13).
  const slashLost = (t: string) =>
    /^\d{2,5}$/.test(t) &&
    [1, 2].some(
      (k) =>
        (k < t.length && isMonthDay(`${t.slice(0, k)}/${t.slice(k)}`)) ||
        (k < t.length - 1 && /[17]/.test(t[k]) && isMonthDay(`${t.slice(0, k)}/${t.slice(k + 1)}`)),
    );
  const textsOf = (i: number) => rows.map((r) => r.get(i)?.join(' ').trim() ?? '').filter(Boolean);
  const candidates = cols.map((c, i) => i).filter((i) => cols[i].role === 'other' || cols[i].role === 'date');
  // A scan misreads a date now and then ("829" for "8/29"): a column of month-days but for a few values
  // without a slash is still one.
  const dateLike = candidates.filter((i) => {
    const t = textsOf(i);
    const monthDays = t.filter(isMonthDay).length;
    return (
      t.length > 0 &&
      (monthDays === t.length ||
        (monthDays >= MIN_MONTH_DAYS &&
          monthDays >= MONTH_DAY_SHARE * t.length &&
          t.every((x) => isMonthDay(x) || !x.includes('/'))) ||
        (monthDays >= MIN_MONTH_DAYS &&
          monthDays >= SLASHES_LOST_SHARE * t.length &&
          t.every((x) => isMonthDay(x) || slashLost(x))))
    );
  });
  if (dateLike.length !== 1) return -1;
  const scoresElsewhere = candidates.some((i) => {
    if (i === dateLike[0]) return false;
    const kinds = kindsOf(rows, i);
    return share(kinds, 'pair', 'number', 'status') >= 0.6;
  });
  return scoresElsewhere || cols.some((c) => c.role === 'earned' || c.role === 'score') ? dateLike[0] : -1;
}

function roleFromKinds(kinds: CellKind[], taken: Set<ColumnRole>): ColumnRole | null {
  if (!kinds.length) return null;
  const free = (r: ColumnRole) => !taken.has(r);
  if (share(kinds, 'date') >= 0.6 && free('date')) return 'date';
  if (share(kinds, 'pair') >= 0.5 && free('score') && free('earned')) return 'score';
  if (share(kinds, 'pct') >= 0.6 && free('pct')) return 'pct';
  if (share(kinds, 'yes') >= 0.6 && free('ec')) return 'ec';
  if (share(kinds, 'status', 'yes') >= 0.6 && free('status')) return 'status';
  if (share(kinds, 'letter') >= 0.6 && free('grade')) return 'grade';
  if (share(kinds, 'number', 'status') >= 0.6) {
    if (free('earned') && free('score')) return 'earned';
    if (free('max')) return 'max';
    if (free('pct')) return 'pct';
  }
  return null;
}

/**
 * Names the plain-number columns: points earned, points possible and a percent printed without its sign. The
 * reading that fits the rows best wins: possible is not below earned, and the percent is earned over possible.
 */
function numericRoles(
  cols: number[],
  rows: Map<number, string[]>[],
  taken: Set<ColumnRole>,
  preferred?: ColumnRole[],
): (ColumnRole | null)[] {
  if (!cols.length) return [];
  const wanted = (['earned', 'max', 'pct'] as ColumnRole[]).filter(
    (r) => !taken.has(r) && !(r === 'earned' && taken.has('score')) && !(r === 'max' && taken.has('score')),
  );
  const values = cols.map((c) => numbersOf(rows, c));
  let best: (ColumnRole | null)[] = cols.map(() => null);
  let bestScore = -Infinity;
  const tryAssign = (assigned: (ColumnRole | null)[]) => {
    const at = (r: ColumnRole) => assigned.indexOf(r);
    const e = at('earned');
    const m = at('max');
    const p = at('pct');
    let score = assigned.filter(Boolean).length * 0.5;
    rows.forEach((_, row) => {
      const ev = e >= 0 ? values[e][row] : null;
      const mv = m >= 0 ? values[m][row] : null;
      const pv = p >= 0 ? values[p][row] : null;
      if (ev !== null && mv !== null && mv > 0) {
        score += ev <= mv ? 1 : -1;
        if (pv !== null) score += Math.abs((ev / mv) * 100 - pv) < 0.6 ? 2 : -2;
      }
      if (pv !== null && (pv < 0 || pv > 200)) score -= 2;
      // A percent is worked out from the points earned: a row that prints none ("Missing") prints no percent,
      // though it prints its points possible. (Earned over possible is the percent either way round: 46 of
      // 50 is 92%, and 46 of 92 is 50%; such rows tell the two columns apart.)
      if (pv !== null && ev === null) score -= 1;
    });
    // Earned comes before possible in every report layout seen; the order only breaks ties.
    if (e >= 0 && m >= 0 && e < m) score += 0.1;
    // The report's other tables settle what a short table cannot.
    if (preferred && assigned.filter(Boolean).join() === preferred.join()) score += 1.5;
    if (score > bestScore) {
      bestScore = score;
      best = assigned;
    }
  };
  const search = (k: number, assigned: (ColumnRole | null)[]) => {
    if (k === cols.length) return tryAssign(assigned);
    for (const r of [...wanted, null]) {
      if (r && assigned.includes(r)) continue;
      search(k + 1, [...assigned, r]);
    }
  };
  if (cols.length <= 4) search(0, []);
  return best;
}

/**
 * Texts of a column, one per row that prints one, that are a category's: a short vocabulary that repeats, a
 * word or two in (nearly) every row (a repeated comment, "Show all work next time", is not). `least`: the
 * fewest different words it must hold.
 */
function categoryVocabulary(texts: string[], rows: number, least = 1): boolean {
  const distinct = new Set(texts.map((t) => t.toLowerCase())).size;
  const avg = texts.reduce((n, t) => n + t.length, 0) / texts.length;
  const words = texts.reduce((n, t) => n + t.split(/\s+/).length, 0) / texts.length;
  return (
    texts.length >= 3 &&
    texts.length >= rows * 0.8 &&
    distinct >= least &&
    distinct <= Math.max(1, texts.length * 0.6) &&
    avg <= 18 &&
    words <= 2.5
  );
}

/** A text column: a short vocabulary that repeats is a category; the fullest other column the name; then comments. */
function textRole(rows: Map<number, string[]>[], col: number, taken: Set<ColumnRole>): ColumnRole | null {
  const free = (r: ColumnRole) => !taken.has(r);
  const texts = rows.map((r) => r.get(col)?.join(' ').trim() ?? '').filter(Boolean);
  if (!texts.length) return null;
  if (free('category') && categoryVocabulary(texts, rows.length)) return 'category';
  if (free('name')) return 'name';
  if (free('comment')) return 'comment';
  return null;
}

/** Possible is never below earned on ordinary rows: a table whose "earned" column holds the larger values is read the other way. */
function swapEarnedAndMaxIfReversed(cols: Column[], rows: Map<number, string[]>[]): void {
  const e = cols.findIndex((c) => c.role === 'earned');
  const m = cols.findIndex((c) => c.role === 'max');
  if (e < 0 || m < 0) return;
  const earned = numbersOf(rows, e);
  const max = numbersOf(rows, m);
  let above = 0;
  let below = 0;
  earned.forEach((v, i) => {
    const w = max[i];
    if (v === null || w === null || v === w) return;
    if (v > w) above++;
    else below++;
  });
  if (above > below && above >= 2) {
    cols[e].role = 'max';
    cols[m].role = 'earned';
  }
}

/** Words that belong to values: "out of", a month's name, a date's or a pair's separator. */
const VALUE_WORD_RE =
  /^(?:out|of|\/|[-–]|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?,?)$/i;

/** "Test (35%)"; on a scan a speck may stand before the bracket ("Homework: (15%)"). */
const WEIGHTED_GROUP_RE = /^\p{L}[\p{L} &/-]*?[:.,]?\s*\(\s*\d+(?:\.\d+)?\s*%\s*\)$/u;
/** A group label with its own label: "Category: Homework". */
export const GROUP_LABEL_RE = /^(?:category|type|group|assignment type|standard|strand)\s*:\s*(.+)$/i;
/**
 * A group label with its weight: "Test (35%)", "Homework 15% of grade", "Labs — weighted"; a speck before a
 * bracketed weight is no part of the label ("Homework: (15%)" on a scan).
 */
export const GROUP_WEIGHT_RE =
  /^(.+?)\s*(?:[:.,]?\s*\(\s*(?:weight\s*:?\s*)?\d+(?:\.\d+)?\s*%\s*\)|[-–—:]\s*(?:weight(?:ed)?|worth)\b.*|\s+\d+(?:\.\d+)?\s*%\s*(?:of (?:the )?grade)?)$/i;
/** The category words schools use, alone on a line. */
export const KNOWN_CATEGORY_RE =
  /^(homework|classwork|class work|quiz(zes)?|tests?|exams?|labs?|projects?|participation|assessments?|essays?|practice|formative|summative|assignments?|final|midterm|benchmarks?|warm-?ups?|notebook|presentations?|writing|reading|performance|other)$/i;

/** A line that may label a group of rows. */
/** A group label with its weight ("Project (10%)"): a table's line, never a course's title. */
export function labelsWeightedGroup(line: Line): boolean {
  return WEIGHTED_GROUP_RE.test(line.text);
}

export function mayLabelGroup(line: Line): boolean {
  return [WEIGHTED_GROUP_RE, GROUP_LABEL_RE, GROUP_WEIGHT_RE, KNOWN_CATEGORY_RE].some((re) =>
    re.test(line.text),
  );
}

/** Fewer rows than this leave word gaps inside names uncovered: no cell is split by its words then. */
const MIN_ROWS_FOR_SPLIT = 3;

interface Span {
  x0: number;
  x1: number;
}

/** Merges spans that overlap (or come within `minGap`) into x-ranges. */
function unionOf(spans: Span[], minGap: number): Span[] {
  const sorted = [...spans].sort((a, b) => a.x0 - b.x0);
  const out: Span[] = [];
  for (const w of sorted) {
    const g = out[out.length - 1];
    if (g && w.x0 < g.x1 + minGap) g.x1 = Math.max(g.x1, w.x1);
    else out.push({ x0: w.x0, x1: w.x1 });
  }
  return out;
}

/** How many rows' texts in a range are of each kind. */
function kindCounts(rowWords: Word[][], range: Span): Map<CellKind, number> {
  const counts = new Map<CellKind, number>();
  for (const row of rowWords) {
    const words = row.filter((w) => {
      const mid = (w.x0 + w.x1) / 2;
      return mid >= range.x0 && mid <= range.x1;
    });
    if (!words.length) continue;
    const k = cellKind(words.map((w) => w.text).join(' '));
    counts.set(k, (counts.get(k) ?? 0) + 1);
  }
  return counts;
}

/** The kinds most of a range's texts are, over the rows (more than one on a tie). */
function topKinds(rowWords: Word[][], range: Span): CellKind[] {
  const counts = kindCounts(rowWords, range);
  const top = Math.max(0, ...counts.values());
  return [...counts].filter(([, n]) => n === top && top > 0).map(([k]) => k);
}

/**
 * The kind most of a range's texts are, over the rows. A value in as many rows as text is not what the range
 * holds ("Late — 10% deduction", "Turned in after").
 */
function dominantKind(rowWords: Word[][], range: Span): CellKind | null {
  const top = topKinds(rowWords, range);
  return top.includes('text') ? 'text' : (top[0] ?? null);
}

const COMPOUND_KINDS = new Set<CellKind>(['date', 'pair', 'pct']);
const DIGIT_RE = /\d/;

/**
 * A range where most rows print a value and then text or a date with no visible gap ("25.00 Quiz": possible
 * points beside a category; "10 out of 15 Jan 17"). The words' positions inside a run are estimates, so the split is made where the rows'
 * values end.
 */
function splitAtValueEdge(rowWords: Word[][], part: Span): Span[] {
  const ends: number[] = [];
  let rows = 0;
  for (const row of rowWords) {
    const words = row.filter((w) => overlap(w, part) > 0);
    if (words.length < 2) continue;
    rows++;
    // Every value kind holds a digit: the first words read as a value only when they reach a word with one.
    const firstDigit = words.findIndex((w) => DIGIT_RE.test(w.text));
    for (let k = Math.min(4, words.length - 1); k > firstDigit && firstDigit >= 0; k--) {
      const value = words
        .slice(0, k)
        .map((w) => w.text)
        .join(' ');
      const kind = cellKind(value);
      if (COMPOUND_KINDS.has(kind) || (kind === 'number' && parseNumber(value) !== null)) {
        const rest = words
          .slice(k)
          .map((w) => w.text)
          .join(' ');
        if ((/\p{L}{2}/u.test(rest) && cellKind(rest) === 'text') || cellKind(rest) === 'date')
          ends.push((words[k - 1].x1 + words[k].x0) / 2);
        break;
      }
    }
  }
  if (rows < MIN_ROWS_FOR_SPLIT || ends.length < rows * 0.6) return [part];
  const at = Math.max(...ends);
  return [
    { x0: part.x0, x1: at },
    { x0: at, x1: part.x1 },
  ];
}

/**
 * A range of text, apart from the text right of it in every row, that holds a category's few words: a
 * category column that a scan ran into the names beside it ("Classwork Class Discussion 7", one space
 * apart). Of two words at least, as names that all open with one word ("Quiz 1", "Quiz 2") show that word
 * apart in every row too.
 */
function categoryBeside(rowWords: Word[][], range: Span): boolean {
  const texts = rowWords
    .map((row) =>
      row
        .filter((w) => within(w, range))
        .map((w) => w.text)
        .join(' '),
    )
    .filter(Boolean);
  return categoryVocabulary(texts, rowWords.length, 2);
}

/** How far the word ranges from `from` on extend `cur` into one value (a date or a score pair); `from` when they do not. */
function compoundEnd(rowWords: Word[][], cur: Span, parts: Span[], from: number): number {
  let end = from;
  for (let j = from; j < Math.min(parts.length, from + 3); j++) {
    // Judged on the rows that print words on both sides: a row holding only the value says nothing of the join.
    const both = rowWords.filter(
      (row) => row.some((w) => within(w, cur)) && row.some((w) => within(w, parts[j])),
    );
    // As many rows reading one value ("M out of 5") as not is enough.
    if (topKinds(both, { x0: cur.x0, x1: parts[j].x1 }).some((k) => COMPOUND_KINDS.has(k))) end = j + 1;
  }
  return end;
}

/** A cell's words joined by single spaces, with where each word starts and ends in the joined text. */
interface JoinedWords {
  text: string;
  starts: number[];
  ends: number[];
}

function joinWords(words: Word[]): JoinedWords {
  const starts: number[] = [];
  const ends: number[] = [];
  let at = 0;
  for (const w of words) {
    starts.push(at);
    ends.push((at += w.text.length));
    at++;
  }
  return { text: words.map((w) => w.text).join(' '), starts, ends };
}

/** The longest run of words from `k` on that reads as one value (a score pair, a date, a percentage): its length. */
function valueRunAt(words: Word[], joined: JoinedWords, k: number): number {
  // Scores, dates and percentages all hold a digit: a run must reach the first word from `k` on that has one.
  let firstDigit = k;
  while (firstDigit < words.length && !DIGIT_RE.test(words[firstDigit].text)) firstDigit++;
  for (let n = Math.min(6, words.length - k); n >= 2 && k + n > firstDigit; n--)
    if (COMPOUND_KINDS.has(cellKind(joined.text.slice(joined.starts[k], joined.ends[k + n - 1])))) return n;
  return 0;
}

/**
 * The spans of a cell's values printed as several words ("20 out of 20", "Jan 14, 2023"). A number before a date
 * that reads whole without it is not part of it ("100 Jan 26, 2024", "15 Sep 7").
 */
function valueSpans(words: Word[]): Span[] {
  if (words.length < 2) return [];
  const joined = joinWords(words);
  const out: Span[] = [];
  const runs = words.map((_, k) => valueRunAt(words, joined, k));
  for (let k = 0; k < words.length; k++) {
    const n = runs[k];
    if (n < 2) continue;
    const next = runs[k + 1] ?? 0;
    if (next > 0 && k + 1 + next >= k + n) continue;
    out.push({ x0: words[k].x0, x1: words[k + n - 1].x1 });
    k += n - 1;
  }
  return out;
}

/** Punctuation alone: no letter, no digit ("—", "–", "…"). */
const MARK_RE = /^[^\p{L}\p{N}]+$/u;

/** The word is a mark that ends its cell: the text's punctuation where it wraps on to the next line ("Très bien —"). */
function endsCellAsMark(w: Word, cell: Cell | undefined): boolean {
  return cell?.words.at(-1) === w && MARK_RE.test(w.text);
}

/**
 * Column intervals of a table's rows: cells that overlap across rows form one column. A column whose words
 * leave a gap in every row, with values of different kinds on either side, is two columns that ran into each
 * other ("15 Checkpoint Quiz": a right-aligned number beside a left-aligned name; "18/20 09/04/24").
 */
export function projectColumns(rowLines: Line[]): Span[] {
  const groups = unionOf(
    concatMap(rowLines, (l) => l.cells),
    0,
  );
  if (rowLines.length < MIN_ROWS_FOR_SPLIT) return groups;
  const rowWords = rowLines.map((l) => concatMap(l.cells, (c) => c.words));
  let cells: Map<Word, Cell> | null = null;
  const cellOf = (w: Word): Cell | undefined => {
    if (!cells) {
      cells = new Map();
      for (const l of rowLines) for (const c of l.cells) for (const v of c.words) cells.set(v, c);
    }
    return cells.get(w);
  };
  /**
   * Words in a few rows only, printed in one cell with words that are in a few rows only too ("Late — 10%" in a
   * comment column), are one text, not columns of their own.
   */
  const wordOfText = (inGroup: Word[][], cur: Span, p: Span): boolean => {
    const rowsOf = (span: Span) => inGroup.filter((row) => row.some((w) => within(w, span)));
    const rows = rowsOf(p);
    // Inside the text before it in every row, words of its cell on both sides ("Late — 10% deduction", "Turned in
    // after"), or a mark that ends its cell after them (the dash where a comment wraps on: "Très bien —" over
    // "excellent effort"): no row sets it apart as a column's value, however many rows it is in.
    const wordsOfItsText = (side: Word[], w: Word) =>
      side.some((v) => cellOf(v) === cellOf(w) && /\p{L}{2}/u.test(v.text));
    const inside = (row: Word[], w: Word) => {
      const before = row.filter((v) => v.x1 <= w.x0 && within(v, cur));
      const after = row.filter((v) => v.x0 >= w.x1);
      return wordsOfItsText(before, w) && (wordsOfItsText(after, w) || endsCellAsMark(w, cellOf(w)));
    };
    if (
      rows.length &&
      dominantKind(inGroup, cur) === 'text' &&
      rows.every((row) => row.filter((w) => within(w, p)).every((w) => inside(row, w)))
    )
      return true;
    if (rows.length >= inGroup.length * 0.5 || rowsOf(cur).length >= inGroup.length * 0.5) return false;
    const joined = rows.filter((row) =>
      row.some((w) => within(w, p) && row.some((v) => within(v, cur) && cellOf(v) === cellOf(w))),
    );
    return joined.length * 2 >= rows.length;
  };
  const multiWordValues = concatMap(rowLines, (l) => concatMap(l.cells, (c) => valueSpans(c.words)));
  const out: Span[] = [];
  for (const g of groups) {
    const inGroup = rowWords.map((row) => row.filter((w) => overlap(w, g) > 0)).filter((row) => row.length);
    // A sparse column (comments in a few rows) has too few rows for the gaps between its words to mean anything.
    if (inGroup.length < Math.max(MIN_ROWS_FOR_SPLIT, rowLines.length * 0.5)) {
      out.push(g);
      continue;
    }
    // A value printed as several words makes one part, wherever each row's words of it stand ("3 out of 0"
    // right-aligned under "20 out of 20").
    const values = multiWordValues.filter((v) => overlap(v, g) > 0);
    const parts = concatMap(unionOf([...concatAll(inGroup), ...values], 0), (part) =>
      splitAtValueEdge(inGroup, part),
    );
    if (parts.length < 2) {
      out.push(g);
      continue;
    }
    let cur = parts[0];
    let curKind = dominantKind(inGroup, cur);
    for (let i = 1; i < parts.length; i++) {
      // Words that read as one value together stay together ("Jan 20", "47 out of 50", "Exempt / 20").
      const compound = compoundEnd(inGroup, cur, parts, i);
      // A number before a date that reads whole without it ("100 Jan 26, 2024": points possible run into a
      // date column) is a value of its own.
      const ownEnd = compound > i && curKind === 'number' ? compoundEnd(inGroup, parts[i], parts, i + 1) : i;
      const dateAlone =
        ownEnd > i &&
        topKinds(inGroup, { x0: parts[i].x0, x1: parts[ownEnd - 1].x1 }).includes('date') &&
        !topKinds(inGroup, { x0: cur.x0, x1: parts[compound - 1].x1 }).includes('pair');
      if (dateAlone) {
        out.push(cur);
        cur = parts[i];
        curKind = dominantKind(inGroup, cur);
        continue;
      }
      if (compound > i) {
        cur = { x0: cur.x0, x1: Math.max(cur.x1, parts[compound - 1].x1) };
        curKind = dominantKind(inGroup, cur);
        i = compound - 1;
        continue;
      }
      const p = parts[i];
      const kind = dominantKind(inGroup, p);
      if (
        kind !== null &&
        curKind !== null &&
        (kind !== curKind || kind !== 'text' || categoryBeside(inGroup, cur)) &&
        !wordOfText(inGroup, cur, p)
      ) {
        out.push(cur);
        cur = p;
        curKind = kind;
      } else {
        cur = { x0: cur.x0, x1: Math.max(cur.x1, p.x1) };
        curKind = dominantKind(inGroup, cur);
      }
    }
    out.push(cur);
  }
  return out;
}

/**
 * Widens header columns to the data under them: a label printed narrower than its column, or centred over it,
 * owns the projected data ranges it overlaps or stands nearest to.
 */
export function fitColumns(cols: Column[], rowLines: Line[]): Column[] {
  if (!rowLines.length) return cols;
  const out = cols.map((c) => ({ ...c }));
  const segs = projectColumns(rowLines);
  const rowWords = rowLines.map((l) => concatMap(l.cells, (c) => c.words));
  const lost: Column[] = [];
  for (const seg of segs) {
    const over = out.filter((c) => overlap(c, seg) > 0);
    if (over.length > 1) continue;
    let owner = over[0];
    if (!owner && labelLost(seg, segs, out, rowWords)) {
      lost.push({ role: 'other', x0: seg.x0, x1: seg.x1, label: '' });
      continue;
    }
    owner ??= nearestColumn(out, seg);
    owner.x0 = Math.min(owner.x0, seg.x0);
    owner.x1 = Math.max(owner.x1, seg.x1);
  }
  out.push(...lost);
  out.sort((a, b) => a.x0 - b.x0);
  // Neighbours never overlap: a widened column yields to the next one's own label.
  for (let i = 0; i + 1 < out.length; i++) {
    if (out[i].x1 > out[i + 1].x0) {
      const mid = (out[i].x1 + out[i + 1].x0) / 2;
      out[i].x1 = Math.max(out[i].x0, Math.min(out[i].x1, mid));
      out[i + 1].x0 = Math.min(out[i + 1].x1, Math.max(out[i + 1].x0, mid));
    }
  }
  return out;
}

/** The column whose middle stands nearest the span's. */
function nearestColumn(cols: Column[], seg: Span): Column {
  const cx = (seg.x0 + seg.x1) / 2;
  return cols.reduce((best, c) =>
    Math.abs((c.x0 + c.x1) / 2 - cx) < Math.abs((best.x0 + best.x1) / 2 - cx) ? c : best,
  );
}

/** Kinds of values a column holds alone, whatever its label: a percent, a date, a score. */
const LONE_VALUE_KINDS = new Set<CellKind>(['pct', 'date', 'pair']);

/**
 * A column of values whose label the header lacks (a scan's "%" too faint or small to read): the rows' values
 * stand under no label, of a kind (a percent, a date, a score) that the label nearest them does not head, as
 * it heads values of its own under it. Typed then by its values.
 */
function labelLost(seg: Span, segs: Span[], cols: Column[], rowWords: Word[][]): boolean {
  const kind = dominantKind(rowWords, seg);
  if (!kind || !LONE_VALUE_KINDS.has(kind)) return false;
  const nearest = nearestColumn(cols, seg);
  const own = segs.filter((g) => g !== seg && overlap(nearest, g) > 0);
  return own.length > 0 && own.every((g) => dominantKind(rowWords, g) !== kind);
}

function clusterColumns(rowLines: Line[]): Column[] {
  return projectColumns(rowLines).map((g) => ({
    role: 'other' as ColumnRole,
    x0: g.x0,
    x1: g.x1,
    label: '',
  }));
}

/** Columns of a table printed without a header, named by their values. */
export function inferColumns(rowLines: Line[], pattern?: TablePattern, region: Line[] = []): Column[] | null {
  if (!rowLines.length) return null;
  const cols = withLooseTextColumn(typeColumns(clusterColumns(rowLines), rowLines, pattern), region);
  const roles = new Set(cols.map((c) => c.role));
  if (!roles.has('name') || !(roles.has('earned') || roles.has('score'))) return null;
  return cols;
}

/** A table of at least this many rows may have one whose words a scan ran across its columns. */
const MIN_ROWS_BUT_ONE = 5;

/**
 * Columns of a table printed without a header that all its rows give none of, from all its rows but one: a
 * scan may run one row's words across the columns ("169.7 577/65.467 Parttolio Entry 5" over a score, a
 * percent and a name), joining columns that no other row joins. The leaving out that gives the most
 * columns (the first of equals), where the rows fit them; null where none does.
 */
export function inferColumnsButOne(
  rowLines: Line[],
  pattern?: TablePattern,
  region: Line[] = [],
): Column[] | null {
  if (rowLines.length < MIN_ROWS_BUT_ONE) return null;
  let best: Column[] | null = null;
  for (let k = 0; k < rowLines.length; k++) {
    const cols = inferColumns(
      rowLines.filter((_, j) => j !== k),
      pattern,
      region,
    );
    if (cols && (!best || cols.length > best.length)) best = cols;
  }
  return best && rowsFitColumns(rowLines, best) ? best : null;
}

/**
 * A text column that no row's values line shows: text between the rows, in a range no column covers. Where the
 * rows show no name, it is the names (printed above and below their row's values); otherwise comments.
 */
function withLooseTextColumn(cols: Column[], region: Line[]): Column[] {
  const role: ColumnRole = cols.some((c) => c.role === 'name') ? 'comment' : 'name';
  if (!cols.length || cols.some((c) => c.role === role)) return cols;
  // Group labels start at the table's left edge; wrapped text does not.
  const left = Math.min(...cols.map((c) => c.x0)) + (region[0]?.size ?? 10);
  // (A cell at the left edge on a line with other cells is wrapped text too: a comment column printed first.)
  const between = region.filter(
    (l) => !looksLikeRow(l) && !parseTotalLine(l.text) && !isPageNumberLine(l.text, 0),
  );
  // Text wrapped over several lines left of every column, that labels no group, is a comment column printed
  // first whose rows here all wrap.
  const tableLeft = Math.min(...cols.map((c) => c.x0));
  const leftOf = between.filter((l) => l.cells.every((c) => c.x1 <= tableLeft));
  const wrapsLeft = leftOf.length >= 2 && leftOf.some((l) => !mayLabelGroup(l));
  const loose = concatMap(between, (l) =>
    l.cells.filter((c) => c.x0 > left || l.cells.length > 1 || (wrapsLeft && leftOf.includes(l))),
  );
  const spans = unionOf(loose, 0).filter((sp) => !cols.some((c) => overlap(c, sp) > 0));
  if (!spans.length) return cols;
  const widest = spans.reduce((a, b) => (b.x1 - b.x0 > a.x1 - a.x0 ? b : a));
  return [...cols, { role, x0: widest.x0, x1: widest.x1, label: '' }].sort((a, b) => a.x0 - b.x0);
}

/** Every word of the line sits inside one of the columns (the rightmost one runs on to the page's edge). */
function fitsColumns(line: Line, cols: Column[]): boolean {
  // A text may run on past its column's widest cell in the largest table, up to where the next column starts.
  const starts = cols.map((c) => c.x0).sort((a, b) => a - b);
  const ranges = cols.map((c) => {
    const next = starts.find((x) => x > c.x0);
    if (next === undefined) return { x0: c.x0, x1: Infinity };
    return { x0: c.x0, x1: TEXT_ROLES.has(c.role) ? Math.max(c.x1, next - 1) : c.x1 };
  });
  return line.cells.every((c) => c.words.every((w) => ranges.some((r) => within(w, r))));
}

/**
 * Whether a table's rows fit the columns: every row, or all but one in eight, whose words a scan ran across
 * two columns ("12-20" for "12" and "20").
 */
function rowsFitColumns(rows: Line[], cols: Column[]): boolean {
  const misfits = rows.filter((l) => !fitsColumns(l, cols)).length;
  return misfits === 0 || misfits <= Math.floor(rows.length / 8);
}

/** A word belongs to the range its middle falls in. */
function within(w: Span, range: Span): boolean {
  const mid = (w.x0 + w.x1) / 2;
  return mid >= range.x0 - 1 && mid <= range.x1 + 1;
}

/**
 * A report prints all its tables alike: a header read with labels lost (a scan's "%" too faint or small
 * to read) takes those columns from the fullest of the report's headers that has every label it has,
 * where they stand clear of its own columns.
 */
export function withLabelsLost(cols: Column[], heads: Column[][]): Column[] {
  const roles = new Set(cols.map((c) => c.role));
  const fuller = heads
    .filter(
      (h) =>
        h.length > cols.length && cols.every((c) => c.role === 'other' || h.some((g) => g.role === c.role)),
    )
    .sort((a, b) => b.length - a.length)[0];
  const lost = (fuller ?? []).filter(
    (g) => g.role !== 'other' && !roles.has(g.role) && cols.every((c) => overlap(c, g) <= 0),
  );
  return lost.length ? [...cols, ...lost.map((c) => ({ ...c }))].sort((a, b) => a.x0 - b.x0) : cols;
}

/**
 * Every table head of the report, by the index of its first line: header rows as printed, and, before a run
 * of rows with no header above them, columns inferred from those rows.
 */
export function findTableHeads(lines: Line[]): Map<Line, TableHead> {
  const heads = new Map<Line, TableHead>();
  const headers = lines.filter((l) => detectHeader(l) !== null);
  let current: TableHead | null = null;
  let run: number[] = [];
  /** The last total or details line: a table printed without a header starts after it. */
  let boundary = -1;
  const runs: { rows: number[]; start: number; span: number }[] = [];
  const flushRun = () => {
    // A heading printed larger than the rows under it ("Pre-Algebra 8  Harris, Tamara") is not the first row,
    // nor is one that names a school year ("… S1 2022-23": a scan reads a title as tall as the rows).
    while (
      run.length > 1 &&
      (lines[run[0]].size > lines[run[1]].size * 1.06 || findAcademicYear(lines[run[0]].text))
    )
      boundary = run.shift()!;
    if (run.length && !current) {
      // Group labels and the first lines of a centred row belong to the table, above its first values.
      let start = run[0];
      const rowsLeft = Math.min(...run.map((k) => lines[k].cells[0].x0));
      while (
        start - 1 > boundary &&
        near(lines[start - 1], lines[start], 2.6) &&
        lines[start - 1].size <= lines[start].size * 1.05 &&
        // A school year is a course detail ("Samuel Björk — Semester 2 2022-2023"), never a table's line.
        !findAcademicYear(lines[start - 1].text) &&
        // A group label ("Test (35%)") begins its table: what stands above it is not the table's.
        !WEIGHTED_GROUP_RE.test(lines[start].text) &&
        // Nor is a course label ("Course") or the value printed under it.
        !isLoneCourseLabel(lines[start - 1]) &&
        !(start - 2 > boundary && isLoneCourseLabel(lines[start - 2])) &&
        // Text left of every row, or run across the rows' columns, is a group label, or a title or teacher
        // above the table ("Dana Whitfield", "AP Calculus AB  Dana Whitfield")...
        ((lines[start - 1].cells[0].x0 >= rowsLeft - lines[start - 1].size &&
          !crossesColumns(
            lines[start - 1],
            run.map((k) => lines[k]),
          )) ||
          mayLabelGroup(lines[start - 1]) ||
          // ...unless it is packed closer than lines are spaced: the top of a cell centred on the row's values.
          lines[start].y - lines[start - 1].y < lines[start].size * 0.9)
      )
        start--;
      // A row of labels the vocabulary could not read as a header ("Title  Code  Assigned  % Score  Max") still
      // heads the table: the columns come from the rows, and the labels are not read as a row or a title.
      const labels = start < run[0] && labelish(lines[start]) && namesAColumn(lines[start]);
      runs.push({ rows: run, start, span: labels ? 1 : 0 });
    }
    run = [];
  };
  /** Text further right than the run's rows begin is a wrapped cell of the table ("Respiration, Photosynthesis"). */
  const insideRun = (line: Line, prev: Line | undefined) =>
    run.length > 0 &&
    near(lines[run[run.length - 1]], line, 8) &&
    (line.cells[0].x0 > Math.min(...run.map((k) => lines[k].cells[0].x0)) + line.size ||
      // ...or one packed at line spacing under the table's previous line, which is no heading.
      (prev !== undefined && near(prev, line, 1.6) && prev.size <= line.size * 1.05 && !isDetailLine(prev)));
  const headersAt = lines.map((_, i) => headerAt(lines, i, headers));
  const printedHeads = headersAt.flatMap((head) => (head ? [head.cols] : []));
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    const head = headersAt[i];
    if (head) {
      flushRun();
      head.cols = withLabelsLost(head.cols, printedHeads);
      const rows = collectRows(lines, i + head.span, head.cols);
      current = { cols: typeColumns(fitColumns(head.cols, rows), rows), span: head.span };
      heads.set(line, current);
      i += head.span - 1;
      continue;
    }
    if (parseTotalLine(line.text)) {
      flushRun();
      current = null;
      boundary = i;
      continue;
    }
    if (isBannerLabels(line)) {
      // Labels over their values: both lines are the next course's details. The values may open the next page,
      // under its running header.
      flushRun();
      current = null;
      const values = lines.slice(i + 1, i + 4).findIndex((l) => l.cells.length >= 2);
      boundary = i += values < 0 ? 1 : values + 1;
      continue;
    }
    if (current) {
      if (isDetailLine(line) && !looksLikeRowUnder(line, current.cols)) current = null;
      continue;
    }
    if (looksLikeRow(line)) run.push(i);
    else if (isDetailLine(line) || (namesTeacherAlone(line) && !insideRun(line, lines[i - 1]))) {
      flushRun();
      boundary = i;
    }
  }
  flushRun();
  // A report prints all its tables alike: the largest one settles what its plain-number and text columns are.
  let pattern: TablePattern | undefined;
  let largest: Column[] | null = null;
  const found: { start: Line; span: number; rows: Line[]; region: Line[]; cols: Column[] }[] = [];
  for (const r of [...runs].sort((a, b) => b.rows.length - a.rows.length)) {
    const region = lines.slice(r.start, r.rows[r.rows.length - 1] + 1);
    const rows = r.rows.map((i) => lines[i]);
    // A short table printed like the largest one reads with its columns (too few rows to find its own), and so
    // does one whose own columns cannot be told apart.
    const fitsLargest = largest !== null && rows.every((l) => fitsColumns(l, largest!));
    const cols =
      fitsLargest && rows.length < MIN_ROWS_FOR_SPLIT
        ? largest
        : (inferColumns(rows, pattern, region) ??
          (fitsLargest ? largest : inferColumnsButOne(rows, pattern, region)));
    if (!cols) continue;
    pattern ??= patternOf(cols);
    largest ??= withLooseTextColumn(cols, region);
    found.push({ start: lines[r.start], span: r.span, rows, region, cols });
  }
  // A table that found fewer columns than another, and whose rows fit that one's, had two of its columns run
  // together ("…Perspective in \"The  Lab"): it reads with the other's columns.
  const widest = found.reduce<(typeof found)[number] | null>(
    (best, f) => (!best || f.cols.length > best.cols.length ? f : best),
    null,
  );
  for (const f of found) {
    const cols =
      widest && f.cols.length < widest.cols.length && rowsFitColumns(f.rows, widest.cols)
        ? widest.cols
        : f.cols;
    heads.set(f.start, { cols: withLooseTextColumn(cols, f.region), span: f.span });
  }
  // The same row of labels printed again (at the top of the next page) heads the same table again.
  const labelRows = new Map<string, TableHead>();
  for (const [line, head] of heads) if (head.span === 1) labelRows.set(line.text, head);
  for (const line of lines) {
    const again = labelRows.get(line.text);
    if (again && !heads.has(line)) heads.set(line, again);
  }
  return heads;
}

export function looksLikeRowUnder(line: Line, cols: Column[]): boolean {
  const byCol = assignCells(line.cells, cols);
  for (const [idx, texts] of byCol) {
    const role = cols[idx].role;
    const t = texts.join(' ');
    if ((role === 'earned' || role === 'score' || role === 'max') && cellKind(t) !== 'text') return true;
  }
  return false;
}

/** The rows under a header, up to the next header or total line, for typing its columns. */
function collectRows(lines: Line[], from: number, cols: Column[]): Line[] {
  const out: Line[] = [];
  for (let i = from; i < lines.length && out.length < 60; i++) {
    const l = lines[i];
    if (parseTotalLine(l.text) || detectHeader(l)) break;
    // The row test by values alone is remembered per line: asked first, it spares most lines the assignment.
    if (looksLikeRow(l) || looksLikeRowUnder(l, cols)) out.push(l);
  }
  return out;
}
