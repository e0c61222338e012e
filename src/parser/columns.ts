import { concatMap } from './arrays';
import { perObject, perText } from './memo';
import { dateShape } from './dates';
import { piecesOf, type Cell, type Line, type Word } from './lines';
import { parseCombinedScore, parseNumber, parseStatus } from './values';

export type ColumnRole =
  | 'name'
  | 'date'
  | 'category'
  | 'earned'
  | 'max'
  | 'score'
  | 'pct'
  | 'ec'
  | 'status'
  | 'comment'
  | 'grade'
  | 'other';

export interface Column {
  role: ColumnRole;
  x0: number;
  x1: number;
  label: string;
}

const DIGIT_RE = /\d/;

const REC = "rec['’]?d|received|recv'?d";
const ROLE_PATTERNS: [RegExp, ColumnRole][] = [
  [
    /^(assignment( name| title| description)?|name|description|title|task|item|assessment|assignments)$/,
    'name',
  ],
  [
    /^(date due|due date|due|date|assigned|date assigned|due on|assigned date)( \((dd|mm) ?[/.-] ?(dd|mm)( ?[/.-] ?yy(yy)?)?\))?$/,
    'date',
  ],
  [/^(category|type|cat\.?|assignment type|group|standard|strand|standards|domain)$/, 'category'],
  [
    new RegExp(
      `^(${REC}|pts|points|score earned|points earned|pts\\.? earned|earned|pts\\.? (${REC})|points (${REC})|points scored|pts\\.? scored|scored|mark|marks|raw score|score \\(pts\\)|points \\(earned\\))$`,
    ),
    'earned',
  ],
  [
    /^(poss\.?|possible|max|max\.? points|max\.? pts\.?|maximum|out of|pts\.? poss\.?|pts\.? possible|points possible|total points|total|worth|points worth|value|max score|of|pts\.? max|points \(possible\))$/,
    'max',
  ],
  [/^(score|result|points \/ possible|score \/ max|score \/ out of|grade \/ points)$/, 'score'],
  [/^(pct|%|percent|percentage|pct\.?|score %|grade %|%\s*score)$/, 'pct'],
  [/^(ec|xc|extra credit|extra|bonus|e\.c\.|x\.c\.)$/, 'ec'],
  [/^(status|code|flag|codes|flags|status code)$/, 'status'],
  [/^(comments?|notes?|teacher comments?|remarks?|feedback)$/, 'comment'],
  [/^(grade|letter|ltr)$/, 'grade'],
];

/** The column a header label names. Memoised: the same labels and cell texts recur on every page. */
export const roleOf = perText(roleOfUncached, 20_000);

function roleOfUncached(label: string): ColumnRole | null {
  const s = label
    .toLowerCase()
    .replace(/[:.]$/, '')
    .replace(/\s+/g, ' ')
    .replace(/\s*\/\s*/g, ' / ')
    .trim();
  for (const [re, role] of ROLE_PATTERNS) if (re.test(s)) return role;
  return null;
}

/**
 * Recognises a table header row by meaning: at least three cells with known column names, one of
 * them the assignment name, and one of them a score.
 */
/** Longer than any text ROLE_PATTERNS accept (the longest is "assignment description"), with margin. */
const MAX_LABEL_LENGTH = 40;

/** Splits a header cell whose labels run together ("Max Code", "Percent Extra Credit") into known labels. */
function splitLabels(cell: Cell): Column[] | null {
  const w = cell.words;
  const n = w.length;
  // No column name holds a digit: a word with one is in no label, so the cell cannot be covered by labels.
  if (w.some((word) => DIGIT_RE.test(word.text))) return null;
  // best[i]: fewest labels covering words[0..i)
  const best: (Column[] | null)[] = Array.from({ length: n + 1 }, () => null);
  best[0] = [];
  for (let i = 0; i < n; i++) {
    if (!best[i]) continue;
    let label = '';
    for (let j = i + 1; j <= n && j - i <= 4; j++) {
      label = j === i + 1 ? w[i].text : `${label} ${w[j - 1].text}`;
      // Words hold no spaces, and no column name is anywhere near this long (lower-casing never shortens a text).
      if (label.length > MAX_LABEL_LENGTH) break;
      const role = roleOf(label);
      if (!role) continue;
      const cand = [...best[i]!, { role, x0: w[i].x0, x1: w[j - 1].x1, label }];
      if (!best[j] || cand.length < best[j]!.length) best[j] = cand;
    }
  }
  return best[n];
}

const headerOf = perObject(detectHeaderUncached);

/** Memoised per line: the walk asks about the same line more than once. */
export function detectHeader(line: Line): Column[] | null {
  return headerOf(line)?.map((c) => ({ ...c })) ?? null;
}

function detectHeaderUncached(line: Line): Column[] | null {
  if (line.cells.length < 2 && (line.cells[0]?.words.length ?? 0) < 2) return null;
  // A cell that is no label and cannot be split into labels (words with a digit, which no column name holds, or
  // one word) is unknown whatever the others are: two such cells rule the line out before any cell's words are
  // tried as labels.
  let hopeless = 0;
  for (const c of line.cells)
    if (
      (c.words.some((w) => DIGIT_RE.test(w.text)) || (c.words.length < 2 && !roleOf(c.text))) &&
      ++hopeless > 1
    )
      return null;
  const cols: Column[] = [];
  let unknown = 0;
  for (const c of line.cells) {
    const role = roleOf(c.text);
    if (role) {
      cols.push({ role, x0: c.x0, x1: c.x1, label: c.text });
      continue;
    }
    const split = c.words.length > 1 ? splitLabels(c) : null;
    if (split) {
      cols.push(...split);
      continue;
    }
    // Two cells that name no column rule the line out, whatever the other cells are.
    if (++unknown > 1) return null;
    cols.push({ role: 'other', x0: c.x0, x1: c.x1, label: c.text });
  }
  const roles = new Set(cols.map((c) => c.role));
  if (!roles.has('name')) return null;
  if (!roles.has('earned') && !roles.has('score')) return null;
  // Three known labels, or just the two a table cannot do without.
  if (unknown > 1 || cols.length - unknown < (unknown === 0 ? 2 : 3)) return null;
  // "Score" next to a separate max column is the earned column.
  if (roles.has('score') && roles.has('max') && !roles.has('earned')) {
    for (const c of cols) if (c.role === 'score') c.role = 'earned';
  }
  return cols;
}

function overlap(a0: number, a1: number, b0: number, b1: number): number {
  return Math.min(a1, b1) - Math.max(a0, b0);
}

/** The column a run sits over most; -1 when it sits over none. */
function mostOverlapping(w: Word, cols: Column[]): number {
  let best = -1;
  let bestOv = 0;
  cols.forEach((c, i) => {
    const ov = overlap(w.x0, w.x1, c.x0, c.x1);
    if (ov > bestOv) {
      bestOv = ov;
      best = i;
    }
  });
  return best;
}

/** Splits runs into consecutive groups by owner (runs under no column join their neighbours). */
function groupRuns<T extends Word>(runs: T[], owner: number[]): T[][] {
  const own = [...owner];
  for (let i = 1; i < own.length; i++) if (own[i] < 0) own[i] = own[i - 1];
  for (let i = own.length - 2; i >= 0; i--) if (own[i] < 0) own[i] = own[i + 1];
  const out: T[][] = [];
  let start = 0;
  for (let i = 1; i <= own.length; i++) {
    if (i === own.length || own[i] !== own[start]) {
      out.push(runs.slice(start, i));
      start = i;
    }
  }
  return out;
}

/** Every score pair holds "/" or "of" between its parts: a text without either is none, and is not looked up. */
const PAIR_SEPARATOR_RE = /\/|of/i;

const combinedScoreText = perText((text: string): boolean => parseCombinedScore(text) !== null);

/** A score pair in one text ("79.00 out of 100.00", "18/20"). */
const isCombinedScore = (text: string): boolean => PAIR_SEPARATOR_RE.test(text) && combinedScoreText(text);

/** A value a column holds on its own: a score pair, a number, a percent or a date. */
const isValueText = perText((text: string): boolean => {
  const t = text.trim();
  return (
    parseCombinedScore(t) !== null ||
    parseNumber(t) !== null ||
    /^-?\d[\d,]*(?:\.\d+)?\s*%$/.test(t) ||
    dateShape(t) !== null ||
    /^\S+\s*(?:\/|out of|of)\s*[\d,]*\.?\d+$/i.test(t)
  );
});

function cellOf(words: Word[]): Cell {
  return { text: words.map((w) => w.text).join(' '), x0: words[0].x0, x1: words[words.length - 1].x1, words };
}

/** The column whose middle is nearest a run's middle. */
function nearestColumn(w: Word, cols: Column[]): number {
  const mid = (w.x0 + w.x1) / 2;
  let best = -1;
  let bestDist = Infinity;
  cols.forEach((c, i) => {
    const d = mid < c.x0 ? c.x0 - mid : mid > c.x1 ? mid - c.x1 : 0;
    if (d < bestDist) {
      bestDist = d;
      best = i;
    }
  });
  return best;
}

/**
 * A value that ran into the text of the next column ("168 out of 200 Test", "15 Checkpoint Quiz"): split where
 * the value ends, when the two parts belong to different columns.
 */
function splitValueFromText(cell: Cell, cols: Column[]): Cell[] | null {
  for (const cut of valueTextCuts(cell.words)) {
    const [ca, cb] = [cellOf(cell.words.slice(0, cut)), cellOf(cell.words.slice(cut))];
    if (nearestColumn(ca, cols) !== nearestColumn(cb, cols)) return [ca, cb];
  }
  return null;
}

/**
 * The places, in the order they are tried, where a cell's words part into a value and a text: the value is the
 * first k words, then the last k (the first again when they are half the words), k from four down. They depend
 * on the words alone, and a cell is assigned to the columns of more than one table, so they are remembered.
 */
const valueTextCuts = perObject((w: Word[]): number[] => {
  const cuts: number[] = [];
  // A value holds a digit (see isValueText): a cell without one has no value to part from its text.
  if (!w.some((x) => DIGIT_RE.test(x.text))) return cuts;
  for (let k = Math.min(4, w.length - 1); k >= 1; k--) {
    for (const cut of [k, w.length - k]) {
      const valueFirst = cut === k;
      const [a, b] = [w.slice(0, cut), w.slice(cut)];
      const value = valueFirst ? a : b;
      const text = valueFirst ? b : a;
      // The part that is the value must hold a digit of its own before it is joined and judged.
      if (
        value.some((x) => DIGIT_RE.test(x.text)) &&
        isValueText(value.map((x) => x.text).join(' ')) &&
        /\p{L}{2}/u.test(text.map((x) => x.text).join(' '))
      )
        cuts.push(cut);
    }
  }
  return cuts;
});

/** Whether the words' columns (-1: under none) hold two different ones. */
function underTwoColumns(owner: number[]): boolean {
  let first = -1;
  for (const o of owner) {
    if (o < 0) continue;
    if (first < 0) first = o;
    else if (o !== first) return true;
  }
  return false;
}

/** Splits a cell by word where its words sit under different columns (a run printed across two of them). */
function splitByWords(cell: Cell, cols: Column[]): Cell[] {
  // One score ("79.00 out of 100.00") is never cut, wherever its words' estimated places fall.
  if (cell.words.length < 2 || isCombinedScore(cell.text)) return [cell];
  const owner = cell.words.map((w) => mostOverlapping(w, cols));
  if (!underTwoColumns(owner)) return splitValueFromText(cell, cols) ?? [cell];
  return groupRuns(cell.words, owner).map((ws) => ({
    text: ws.map((w) => w.text).join(' '),
    x0: ws[0].x0,
    x1: ws[ws.length - 1].x1,
    words: ws,
  }));
}

/**
 * Cells that run across two columns (tight columns, "15 Checkpoint Quiz", "5 EC") are split where their text runs
 * sit under different columns, then, inside one run, where its words do.
 */
function splitAcrossColumns(cell: Cell, cols: Column[]): Cell[] {
  const pieces = piecesOf(cell);
  if (pieces.length < 2) return splitByWords(cell, cols);
  const groups = groupRuns(
    pieces,
    pieces.map((p) => mostOverlapping(p, cols)),
  );
  if (groups.length < 2) return splitByWords(cell, cols);
  return concatMap(groups, (ps) => {
    const x0 = ps[0].x0;
    const x1 = ps[ps.length - 1].x1;
    const words = cell.words.filter((w) => (w.x0 + w.x1) / 2 >= x0 - 0.5 && (w.x0 + w.x1) / 2 <= x1 + 0.5);
    return splitByWords({ text: ps.map((p) => p.text.trim()).join(' '), x0, x1, words, pieces: ps }, cols);
  });
}

const assignedCache = new WeakMap<Cell[], WeakMap<Column[], Map<number, string[]>>>();

/** Assigns each cell of a row to the header column it lines up with best. Memoised per row and columns. */
export function assignCells(cells: Cell[], cols: Column[]): Map<number, string[]> {
  let byCols = assignedCache.get(cells);
  if (!byCols) assignedCache.set(cells, (byCols = new WeakMap()));
  let out = byCols.get(cols);
  if (!out) byCols.set(cols, (out = assignCellsUncached(cells, cols)));
  return out;
}

const scorePairText = perText((text: string): boolean => {
  if (parseCombinedScore(text) !== null) return true;
  const m = /^(\S+)\s*(?:\/|out of|of)\s*[\d,]*\.?\d+$/i.exec(text.trim());
  return m !== null && parseStatus(m[1]) !== null;
});

/** "11" and "out of 15", or "EX" and "/ 10": a score pair is one value. */
const scorePair = (text: string): boolean => PAIR_SEPARATOR_RE.test(text) && scorePairText(text);

/**
 * Where a cut between columns fell inside a score pair ("11 | out of 15") or a date ("Oct 23," | "2020"), the
 * value is joined again: the words that complete it move back to the cell that holds its first part.
 */
function keepPairsWhole(cells: Cell[]): Cell[] {
  // Cells are only read here: a cell that changes is replaced by a new one.
  const out = [...cells];
  for (let i = 0; i + 1 < out.length; i++) {
    const [a, b] = [out[i], out[i + 1]];
    let aText: string | null = null;
    for (let k = Math.min(3, b.words.length); k >= 1; k--) {
      // A score pair and a year both end in a digit: where the moved words end in something else, neither is made.
      const lastWord = b.words[k - 1].text;
      if (/\S/.test(lastWord) && !/\d\s*$/.test(lastWord)) continue;
      const head = b.words.slice(0, k);
      aText ??= a.words.map((w) => w.text).join(' ');
      const joined = `${aText} ${head.map((w) => w.text).join(' ')}`;
      // A date's year cut off the same way ("Oct 23," | "2020") goes back to it.
      const date =
        k === 1 &&
        /^(?:19|20)\d{2}$/.test(head[0].text) &&
        /\p{L}/u.test(a.text) &&
        dateShape(joined) !== null;
      if (!scorePair(joined) && !date) continue;
      out[i] = cellOf([...a.words, ...head]);
      out[i + 1] = b.words.length > k ? cellOf(b.words.slice(k)) : { ...b, words: [] };
      break;
    }
  }
  return out.filter((c) => c.words.length);
}

function assignCellsUncached(cells: Cell[], cols: Column[]): Map<number, string[]> {
  const out = new Map<number, string[]>();
  for (const cell of keepPairsWhole(concatMap(cells, (c) => splitAcrossColumns(c, cols)))) {
    let best = -1;
    let bestScore = -Infinity;
    const cx = (cell.x0 + cell.x1) / 2;
    for (let i = 0; i < cols.length; i++) {
      const col = cols[i];
      const ov = overlap(cell.x0, cell.x1, col.x0, col.x1);
      // Overlap wins; otherwise the nearest aligned edge or centre.
      const dist = Math.min(
        Math.abs(cell.x0 - col.x0),
        Math.abs(cell.x1 - col.x1),
        Math.abs(cx - (col.x0 + col.x1) / 2),
      );
      const score = ov > 0 ? 1000 + ov - dist * 0.01 : -dist;
      if (score > bestScore) {
        bestScore = score;
        best = i;
      }
    }
    if (best < 0) continue;
    const list = out.get(best) ?? [];
    list.push(cell.text);
    out.set(best, list);
  }
  return out;
}
