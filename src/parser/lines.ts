import type { ExtractedPage, TextItem } from './extract';

/** A run of text on one line separated from its neighbours by a column-sized gap. */
export interface Word {
  text: string;
  x0: number;
  x1: number;
}

export interface Cell {
  text: string;
  x0: number;
  x1: number;
  /** The cell's words with their (estimated, for multi-word items) positions. */
  words: Word[];
}

function wordsOf(item: TextItem): Word[] {
  const perChar = (item.x1 - item.x0) / Math.max(1, item.str.length);
  const out: Word[] = [];
  const re = /\S+/g;
  for (let m = re.exec(item.str); m; m = re.exec(item.str)) {
    const x0 = item.x0 + m.index * perChar;
    out.push({ text: m[0], x0, x1: x0 + m[0].length * perChar });
  }
  return out;
}

export interface Line {
  page: number;
  /** Baseline from the top of the page. */
  y: number;
  size: number;
  /** Height of the page the line is on, for header/footer zones. */
  pageHeight: number;
  cells: Cell[];
  /** Cells joined by two spaces, whitespace collapsed inside cells. */
  text: string;
}

/** Whitespace other than single inner spaces. */
const UNCOLLAPSED_RE = /[^\S ]| {2}|^ | $/;

export function collapse(s: string): string {
  return UNCOLLAPSED_RE.test(s) ? s.replace(/\s+/g, ' ').trim() : s;
}

/** Text printed with runs of spaces (a fixed-width layout) is split into separate items at those runs. */
function splitSpaced(item: TextItem): TextItem[] {
  if (!/\S\s{2,}\S/.test(item.str)) return [item];
  const perChar = (item.x1 - item.x0) / item.str.length;
  const out: TextItem[] = [];
  const re = /\S+(?: \S+)*/g;
  for (let m = re.exec(item.str); m; m = re.exec(item.str)) {
    const x0 = item.x0 + m.index * perChar;
    out.push({ ...item, str: m[0], x0, x1: x0 + m[0].length * perChar });
  }
  return out;
}

function buildCells(items: TextItem[], size: number): Cell[] {
  items.sort((a, b) => a.x0 - b.x0);
  const cells: Cell[] = [];
  let cur: Cell | null = null;
  for (const it of items) {
    if (cur) {
      const gap = it.x0 - cur.x1;
      if (gap <= 0.6 * size) {
        const needSpace = gap > 0.12 * size && !cur.text.endsWith(' ') && !it.str.startsWith(' ');
        cur.text += (needSpace ? ' ' : '') + it.str;
        cur.x1 = Math.max(cur.x1, it.x1);
        cur.words.push(...wordsOf(it));
        continue;
      }
    }
    cur = { text: it.str, x0: it.x0, x1: it.x1, words: wordsOf(it) };
    cells.push(cur);
  }
  for (const c of cells) c.text = collapse(c.text);
  return cells.filter((c) => c.text.length > 0);
}

/** Groups a page's items by baseline into lines of cells, top to bottom. */
export function buildLines(pages: ExtractedPage[]): Line[] {
  const lines: Line[] = [];
  for (const page of pages) {
    const items = page.items.flatMap(splitSpaced).sort((a, b) => a.y - b.y || a.x0 - b.x0);
    const groups: { y: number; size: number; items: TextItem[] }[] = [];
    for (const it of items) {
      const g = groups.length ? groups[groups.length - 1] : null;
      if (g && Math.abs(it.y - g.y) <= 0.4 * Math.min(g.size, it.size)) {
        g.items.push(it);
        g.size = Math.max(g.size, it.size);
      } else {
        groups.push({ y: it.y, size: it.size, items: [it] });
      }
    }
    for (const g of groups) {
      const cells = buildCells(g.items, g.size);
      if (!cells.length) continue;
      lines.push({
        page: page.page,
        y: g.y,
        size: g.size,
        pageHeight: page.height,
        cells,
        text: cells.map((c) => c.text).join('  '),
      });
    }
  }
  return lines;
}

/** Removes page headers and footers: lines near the top or bottom edge that repeat on most pages. */
export function dropRepeatedEdges(lines: Line[], pageCount: number, keep: (l: Line) => boolean): Line[] {
  if (pageCount < 2) return lines.filter((l) => !isPageNumberLine(l.text));
  const key = (l: Line) => `${Math.round(l.y / 6)}|${l.text.replace(/\d+/g, '#').toLowerCase()}`;
  const inEdge = (l: Line) => l.y < l.pageHeight * 0.16 || l.y > l.pageHeight * 0.88;
  const pagesByKey = new Map<string, Set<number>>();
  for (const l of lines) {
    if (!inEdge(l)) continue;
    const k = key(l);
    let s = pagesByKey.get(k);
    if (!s) pagesByKey.set(k, (s = new Set()));
    s.add(l.page);
  }
  const threshold = Math.max(2, Math.ceil(pageCount * 0.6));
  return lines.filter((l) => {
    if (isPageNumberLine(l.text)) return false;
    if (!inEdge(l) || keep(l)) return true;
    return (pagesByKey.get(key(l))?.size ?? 0) < threshold;
  });
}

export function isPageNumberLine(text: string): boolean {
  return /^(page\s*)?\d+\s*(of|\/)\s*\d+$/i.test(text.trim()) || /^page\s*\d+$/i.test(text.trim());
}
