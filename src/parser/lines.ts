import { distance } from 'fastest-levenshtein';
import { concatMap } from './arrays';
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
  /** The text runs the cell was built from, with their exact positions (where the cell came from a page). */
  pieces?: Word[];
}

/** Approximate advance widths (em) of a proportional sans or serif font, for placing words inside a text run. */
function charWidthUncached(ch: string): number {
  if (ch === ' ' || /[.,:;'’|!iljI]/.test(ch)) return 0.28;
  if (/[ftr()[\]/-]/.test(ch)) return 0.34;
  if (/[0-9]/.test(ch)) return 0.556;
  if (/[mwMW%@]/.test(ch)) return 0.86;
  if (/[A-Z&]/.test(ch)) return 0.68;
  return 0.52;
}

/** The widths of the ASCII characters, by code; other characters are remembered as they come. */
const ASCII_WIDTHS = Array.from({ length: 128 }, (_, code) => charWidthUncached(String.fromCharCode(code)));
const charWidths = new Map<string, number>();

function charWidth(ch: string): number {
  if (ch.length === 1 && ch.charCodeAt(0) < 128) return ASCII_WIDTHS[ch.charCodeAt(0)];
  let w = charWidths.get(ch);
  if (w === undefined) charWidths.set(ch, (w = charWidthUncached(ch)));
  return w;
}

const SPACE_RE = /\s/;

/**
 * The words of a text run with their positions. Only the run's edges are known exactly: inside it, words are
 * placed by approximate character widths, or evenly for a fixed-width font (every character 0.6 em).
 */
function wordsOf(item: TextItem): Word[] {
  const str = item.str;
  let n = 0;
  for (const _ of str) n++;
  const width = item.x1 - item.x0;
  const fixed = Math.abs(width / Math.max(1, n) - 0.6 * item.size) < 0.03 * item.size;
  let sum = 0;
  if (fixed) sum = n;
  else for (const ch of str) sum += charWidth(ch);
  const total = sum || 1;
  const out: Word[] = [];
  // Walking the characters: the offset of each from the run's start, and where in the text (in code units) it is.
  let offset = 0;
  let unit = 0;
  let start = -1;
  let startOffset = 0;
  for (const ch of str) {
    if (SPACE_RE.test(ch)) {
      if (start >= 0)
        out.push({ text: str.slice(start, unit), x0: item.x0 + startOffset, x1: item.x0 + offset });
      start = -1;
    } else if (start < 0) {
      start = unit;
      startOffset = offset;
    }
    offset += ((fixed ? 1 : charWidth(ch)) / total) * width;
    unit += ch.length;
  }
  if (start >= 0) out.push({ text: str.slice(start), x0: item.x0 + startOffset, x1: item.x0 + offset });
  return out;
}

/** A cell's runs at exact positions: its text items, or its words where none are known. */
export function piecesOf(cell: Cell): Word[] {
  return cell.pieces ?? cell.words;
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

const LIGATURE_RE = /^(?:ff|fi|fl|ffi|ffl|ﬀ|ﬁ|ﬂ|ﬃ|ﬄ)$/;

function buildCells(items: TextItem[], size: number): Cell[] {
  items.sort((a, b) => a.x0 - b.x0);
  const cells: Cell[] = [];
  let cur: Cell | null = null;
  /** The size of the item the current cell ends with. */
  let lastSize = size;
  for (const it of items) {
    // A space is measured against the two items it parts: a line's other items may be set (or a scan measure
    // them) larger.
    const spaceSize = Math.min(lastSize, it.size);
    lastSize = it.size;
    if (cur) {
      const gap = it.x0 - cur.x1;
      // One space apart: at most 0.6 em, or one character of a fixed-width font (whose space is 0.6 em too).
      const charWidth = (cur.x1 - cur.x0) / Math.max(1, cur.text.length);
      if (gap <= Math.max(0.6 * size, 1.08 * charWidth) + 0.01) {
        // A ligature drawn as its own glyph ("e" "ff" "ort") sits a little apart from the letters around it.
        const ligature =
          gap < 0.35 * size && (LIGATURE_RE.test(it.str) || LIGATURE_RE.test(cur.pieces!.at(-1)?.text ?? ''));
        const needSpace =
          gap > 0.12 * spaceSize && !ligature && !cur.text.endsWith(' ') && !it.str.startsWith(' ');
        cur.text += (needSpace ? ' ' : '') + it.str;
        cur.x1 = Math.max(cur.x1, it.x1);
        const words = wordsOf(it);
        const lastWord = cur.words[cur.words.length - 1];
        // Glyph runs printed touching continue the word before them ("e" "ff" "ort", "Über-" "Reactions").
        const joined = !needSpace && !/^\s/.test(it.str) && !/\s$/.test(cur.text.slice(0, -it.str.length));
        if (joined && lastWord && words.length) {
          const [first, ...rest] = words;
          cur.words[cur.words.length - 1] = {
            text: lastWord.text + first.text,
            x0: lastWord.x0,
            x1: first.x1,
          };
          cur.words.push(...rest);
        } else cur.words.push(...words);
        // Runs printed apart are separate pieces; glyphs printed one by one join the piece they continue.
        const last = cur.pieces![cur.pieces!.length - 1];
        if (needSpace || !last) cur.pieces!.push({ text: it.str, x0: it.x0, x1: it.x1 });
        else {
          last.text += it.str;
          last.x1 = Math.max(last.x1, it.x1);
        }
        continue;
      }
    }
    cur = {
      text: it.str,
      x0: it.x0,
      x1: it.x1,
      words: wordsOf(it),
      pieces: [{ text: it.str, x0: it.x0, x1: it.x1 }],
    };
    cells.push(cur);
  }
  for (const c of cells) c.text = collapse(c.text);
  return cells.filter((c) => c.text.length > 0);
}

/** A page's lines, and whether the page holds any text at all. */
export interface LinedPage {
  page: number;
  hasText: boolean;
  lines: Line[];
}

/** Each page's lines (line building needs nothing beyond the page, so pages read apart can be lined apart). */
export function linePages(pages: ExtractedPage[]): LinedPage[] {
  return pages.map((page) => ({
    page: page.page,
    hasText: page.items.some((it) => it.str.trim()),
    lines: buildLines([page]),
  }));
}

/** Groups a page's items by baseline into lines of cells, top to bottom. */
export function buildLines(pages: ExtractedPage[]): Line[] {
  const lines: Line[] = [];
  for (const page of pages) {
    const items = concatMap(page.items, splitSpaced).sort((a, b) => a.y - b.y || a.x0 - b.x0);
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

/**
 * Removes page headers and footers: lines near the top or bottom edge that repeat on most pages (or give the
 * page number). Furniture stands in a block from the page's edge: the walk from each edge stops at the first line
 * that is not furniture, so a group label that happens to recur at the same place inside a table is kept.
 */
/**
 * The page's usual spacing between lines: the median gap between lines that are not stacked closer than a line
 * (the parts of a cell centred on its row), capped at two lines' height.
 */
function linePitch(page: Line[]): number {
  const gaps = page
    .slice(1)
    .map((l, k) => ({ gap: l.y - page[k].y, size: l.size }))
    .filter((g) => g.gap >= g.size * 0.9)
    .map((g) => Math.min(g.gap, 2 * g.size))
    .sort((a, b) => a - b);
  return gaps.length ? gaps[gaps.length >> 1] : 0;
}

/** Lines this close (points) on two pages stand at the same place. */
const REPEAT_DRIFT = 4;
/** Texts at least this long repeat when all but this share of their letters are the same. */
const FUZZY_REPEAT_MIN = 20;
const FUZZY_REPEAT_SHARE = 0.1;

export function dropRepeatedEdges(lines: Line[], pageCount: number, keep: (l: Line) => boolean): Line[] {
  const byPage = new Map<number, Line[]>();
  for (const l of lines) byPage.set(l.page, [...(byPage.get(l.page) ?? []), l]);
  const top = (l: Line) => l.y < l.pageHeight * 0.16;
  const bottom = (l: Line) => l.y > l.pageHeight * 0.88;
  const edges = lines.filter((l) => top(l) || bottom(l));
  const texts = new Map(edges.map((l) => [l, l.text.replace(/\d+/g, '#').toLowerCase()]));
  // The same text at the same place on each page, numbers aside; a long one read from a scan may differ
  // by a letter or two on some pages ("Kowalski, Adam J." and "Kowalski, Adam |.").
  const sameAs = (a: Line, b: Line) => {
    if (Math.abs(a.y - b.y) > REPEAT_DRIFT) return false;
    const x = texts.get(a)!;
    const y = texts.get(b)!;
    if (x === y) return true;
    const n = Math.max(x.length, y.length);
    return n >= FUZZY_REPEAT_MIN && distance(x, y) <= FUZZY_REPEAT_SHARE * n;
  };
  const pagesOf = new Map(
    edges.map((l) => [l, new Set(edges.filter((e) => sameAs(l, e)).map((e) => e.page))]),
  );
  const threshold = Math.max(2, Math.ceil(pageCount * 0.6));
  const repeated = (l: Line) => pageCount >= 2 && (pagesOf.get(l)?.size ?? 0) >= threshold;
  // A page number stands at the top or bottom of its page; "54/100" in the middle is a score.
  const furniture = (l: Line) => isPageNumberLine(l.text, pageCount) || (repeated(l) && !keep(l));
  const drop = new Set<Line>();
  for (const page of byPage.values()) {
    const pitch = linePitch(page);
    for (const [edge, order] of [
      [top, page],
      [bottom, [...page].reverse()],
    ] as const) {
      const block: Line[] = [];
      for (const l of order) {
        if (!edge(l)) break;
        if (furniture(l)) block.push(l);
        // A repeated column header between furniture lines is kept, and the walk goes on past it.
        else if (!(repeated(l) && keep(l))) break;
      }
      // A running header or footer stands apart from what follows it; a line at the body's own line spacing (a
      // group label at the top of a page, over loosely spaced rows) is the body's, unless it gives the page number.
      // Furniture ends at the last line of the block that stands apart from the next line.
      const apart = (l: Line) => {
        const after = order[order.indexOf(l) + 1];
        return !after || Math.abs(after.y - l.y) >= Math.max(1.5 * Math.max(l.size, after.size), 1.3 * pitch);
      };
      let end = -1;
      block.forEach((l, k) => {
        if (apart(l)) end = k;
      });
      block.forEach((l, k) => {
        if (k <= end || isPageNumberLine(l.text, pageCount)) drop.add(l);
      });
    }
  }
  return lines.filter((l) => !drop.has(l));
}

/** "of" as printed, or as a scan reads it: its "o" read as a "c", a zero or a 6 ("Page 2 cf 3", "Page 2 6f 3"). */
const OF = '[oc06]f';
/** A page's own number, or a 1 a scan read as a letter ("Page lof 1"). */
const PAGE_NUMBER = '(?:\\d+|[lI|])';
const PAGE_RE = new RegExp(`^page\\s*['’‘.,:]?\\s*${PAGE_NUMBER}(\\s*(${OF}|\\/)\\s*\\d+)?$`, 'i');
const N_OF_M_RE = new RegExp(`^\\d+\\s+${OF}\\s+\\d+$`, 'i');
const PAGE_OF_M_RE = new RegExp(`^page\\s+${OF}\\s+(\\d+)$`, 'i');

/**
 * "Page 2 of 5", "Page 2", "2 of 5", or "2/5" where 5 is the report's page count; "Page of 5" too, where 5
 * is (a scan's reading may lose the page's own number), "Page'1 of 3" (a speck read after "Page"), and
 * "Page 2 cf 3" or "Page 2 6f 3" (`OF`), and "Page lof 1" (`PAGE_NUMBER`).
 */
export function isPageNumberLine(text: string, pageCount: number): boolean {
  const t = text.trim();
  if (PAGE_RE.test(t) || N_OF_M_RE.test(t)) return true;
  const m = /^\d+\s*\/\s*(\d+)$/.exec(t) ?? PAGE_OF_M_RE.exec(t);
  return m !== null && Number(m[1]) === pageCount;
}
