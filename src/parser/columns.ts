import type { Cell, Line, Word } from './lines';

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

const ROLE_PATTERNS: [RegExp, ColumnRole][] = [
  [/^(assignment( name| title| description)?|name|description|title|task|item|assessment)$/, 'name'],
  [/^(date due|due date|due|date|assigned|date assigned|due on)$/, 'date'],
  [/^(category|type|cat\.?|assignment type|group)$/, 'category'],
  [
    /^(rec['’]?d|received|pts|points|score earned|points earned|pts earned|earned|pts rec['’]?d|points rec['’]?d)$/,
    'earned',
  ],
  [
    /^(poss\.?|possible|max|max points|maximum|out of|pts poss\.?|points possible|total points|total|worth)$/,
    'max',
  ],
  [/^(score|mark|result|points \/ possible|score \/ max)$/, 'score'],
  [/^(pct|%|percent|percentage|pct\.?|score %|grade %)$/, 'pct'],
  [/^(ec|xc|extra credit|extra|bonus)$/, 'ec'],
  [/^(status|code|flag|codes|flags)$/, 'status'],
  [/^(comments?|notes?|teacher comments?|remarks?)$/, 'comment'],
  [/^(grade|letter|ltr)$/, 'grade'],
];

const roleCache = new Map<string, ColumnRole | null>();

/** The column a header label names. Memoised: the same labels and cell texts recur on every page. */
export function roleOf(label: string): ColumnRole | null {
  let role = roleCache.get(label);
  if (role === undefined) {
    role = roleOfUncached(label);
    if (roleCache.size >= 20_000) roleCache.clear();
    roleCache.set(label, role);
  }
  return role;
}

function roleOfUncached(label: string): ColumnRole | null {
  const s = label.toLowerCase().replace(/[:.]$/, '').replace(/\s+/g, ' ').trim();
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

const headerCache = new WeakMap<Line, Column[] | null>();

/** Memoised per line: the walk asks about the same line more than once. */
export function detectHeader(line: Line): Column[] | null {
  let cols = headerCache.get(line);
  if (cols === undefined) {
    cols = detectHeaderUncached(line);
    headerCache.set(line, cols);
  }
  return cols ? cols.map((c) => ({ ...c })) : null;
}

function detectHeaderUncached(line: Line): Column[] | null {
  if (line.cells.length < 2 && (line.cells[0]?.words.length ?? 0) < 3) return null;
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
  if (unknown > 1 || cols.length - unknown < 3) return null;
  // "Score" next to a separate max column is the earned column.
  if (roles.has('score') && roles.has('max') && !roles.has('earned')) {
    for (const c of cols) if (c.role === 'score') c.role = 'earned';
  }
  return cols;
}

function overlap(a0: number, a1: number, b0: number, b1: number): number {
  return Math.min(a1, b1) - Math.max(a0, b0);
}

function overlapping(w: Word, cols: Column[]): number {
  let found = -1;
  for (let i = 0; i < cols.length; i++) {
    if (overlap(w.x0, w.x1, cols[i].x0, cols[i].x1) > 0) {
      if (found >= 0) return -1;
      found = i;
    }
  }
  return found;
}

/**
 * Cells that run across two columns (tight columns, "5 EC") are split where their words sit under
 * different header labels.
 */
function splitAcrossColumns(cell: Cell, cols: Column[]): Cell[] {
  if (cell.words.length < 2) return [cell];
  const owner = cell.words.map((w) => overlapping(w, cols));
  const known = owner.filter((o) => o >= 0);
  if (new Set(known).size < 2) return [cell];
  for (let i = 1; i < owner.length; i++) if (owner[i] < 0) owner[i] = owner[i - 1];
  for (let i = owner.length - 2; i >= 0; i--) if (owner[i] < 0) owner[i] = owner[i + 1];
  const out: Cell[] = [];
  let start = 0;
  for (let i = 1; i <= owner.length; i++) {
    if (i === owner.length || owner[i] !== owner[start]) {
      const ws = cell.words.slice(start, i);
      out.push({ text: ws.map((w) => w.text).join(' '), x0: ws[0].x0, x1: ws[ws.length - 1].x1, words: ws });
      start = i;
    }
  }
  return out;
}

/** Assigns each cell of a row to the header column it lines up with best. */
export function assignCells(cells: Cell[], cols: Column[]): Map<number, string[]> {
  const out = new Map<number, string[]>();
  for (const cell of cells.flatMap((c) => splitAcrossColumns(c, cols))) {
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
