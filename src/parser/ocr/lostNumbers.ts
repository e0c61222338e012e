import type { TextItem } from '../extract';
import type { Rectangle } from './engine';
import type { GreyImage } from './image';
import { INK } from './mergedLines';
import type { PageImage } from './read';
import { normaliseWord, type OcrWord } from './words';

/**
 * Numbers a page's reading lost whole: a row's cell in a column of numbers where the engine read no word,
 * though ink is printed there (at 150 dpi a lone "8" or "5" on the values line of a row whose name wraps
 * around it is passed over). Such a cell is read again alone, as a number.
 */

/** A number as printed in a report's cells: a score, a pair, a percentage, a date. */
export const PRINTED_NUMBER_RE = /^\(?[\d.,/%:-]*\d[\d.,/%:-]*\)?$/;
/** A number in a cell of its own: a label's number ("Quiz 4:") stands in a name. */
const isCellNumber = (w: OcrWord) => PRINTED_NUMBER_RE.test(w.item.str) && !w.item.str.endsWith(':');
/** A column of numbers holds at least this many, on as many lines. */
const COLUMN_MIN = 3;
/** Two numbers stand in one column when they share this part of the narrower one's span across the page. */
const SAME_COLUMN = 0.5;
/** A column reaches this many sizes past its first and last numbers (a row's name may wrap over lines). */
const COLUMN_REACH = 6;
/** A cell reaches this many of its line's sizes above the baseline and below it. */
const CELL_ABOVE = 0.9;
const CELL_BELOW = 0.25;
/** A printed number's ink, as a share of its line's size squared (a lone "1" at 150 dpi holds about 0.07). */
const MIN_INK = 0.03;
/** A re-read cell's box reaches this many pixels past its ink. */
const PAD = 3;
/** At most this many cells of a page are read again. */
const MAX_CELLS = 16;
/**
 * A number read in a lost cell is kept when the engine is at least this sure of it; points possible read
 * with the slash before them, when at least the second (the slash shows what they are; a row read so
 * unsure is warned of).
 */
const KEEP_CONFIDENCE = 75;
const KEEP_SLASHED_CONFIDENCE = 50;
/** Digits and the marks of a score, a decimal number or a percentage. */
const NUMBER_CHARS = '0123456789./%';
/** A clean reading of a lost cell: a number, a score or a percentage. */
const CLEAN_NUMBER_RE = /^\d+(?:\.\d+)?(?:\/\d+(?:\.\d+)?|%)?$/;

/** A cell of a row where a number column stands and no word was read, with the ink found in it. */
export interface LostCell {
  /** The row's baseline and size (points). */
  y: number;
  size: number;
  /** The ink's box on the page image (pixels), padded. */
  box: Rectangle;
  /** Points possible lost with their slash: a reading may open with it ("/20.00"). */
  slashed?: true;
}

/** The words of a page, a line to each baseline (words within half a size of each other's). */
export function linesOfWords(words: OcrWord[]): OcrWord[][] {
  const lines: OcrWord[][] = [];
  for (const w of [...words].sort((a, b) => a.item.y - b.item.y)) {
    const last = lines.at(-1);
    if (last && Math.abs(last[0].item.y - w.item.y) < 0.5 * Math.min(last[0].item.size, w.item.size))
      last.push(w);
    else lines.push([w]);
  }
  return lines;
}

/** How much of the narrower of two words' spans across the page they share. */
export function sharedSpan(a: TextItem, b: TextItem): number {
  const shared = Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0);
  return shared / Math.max(1e-6, Math.min(a.x1 - a.x0, b.x1 - b.x0));
}

/** Columns of numbers: numbers on different lines that share their span, joined, at least `COLUMN_MIN` of them. */
function numberColumns(lines: OcrWord[][]): OcrWord[][] {
  const numbers = lines.flatMap((l, k) => l.filter(isCellNumber).map((w) => ({ w, line: k })));
  const parent = numbers.map((_, i) => i);
  const root = (i: number): number => (parent[i] === i ? i : (parent[i] = root(parent[i])));
  for (let i = 0; i < numbers.length; i++)
    for (let j = i + 1; j < numbers.length; j++)
      if (
        numbers[i].line !== numbers[j].line &&
        sharedSpan(numbers[i].w.item, numbers[j].w.item) >= SAME_COLUMN
      )
        parent[root(j)] = root(i);
  const groups = new Map<number, OcrWord[]>();
  numbers.forEach(({ w }, i) => groups.set(root(i), [...(groups.get(root(i)) ?? []), w]));
  return [...groups.values()].filter((g) => new Set(g.map((w) => w.item.y)).size >= COLUMN_MIN);
}

/** The box of the ink darker than `INK` within `r` (pixels), and how many pixels it holds. */
function inkWithin(img: GreyImage, r: Rectangle): { box: Rectangle; pixels: number } | null {
  let x0 = Infinity;
  let y0 = Infinity;
  let x1 = -1;
  let y1 = -1;
  let pixels = 0;
  for (let y = Math.max(0, r.top); y < Math.min(img.height, r.top + r.height); y++)
    for (let x = Math.max(0, r.left); x < Math.min(img.width, r.left + r.width); x++)
      if (img.pixels[y * img.width + x] < INK) {
        pixels++;
        x0 = Math.min(x0, x);
        x1 = Math.max(x1, x);
        y0 = Math.min(y0, y);
        y1 = Math.max(y1, y);
      }
  return pixels ? { box: { left: x0, top: y0, width: x1 - x0 + 1, height: y1 - y0 + 1 }, pixels } : null;
}

/** An ink box widened by `PAD` pixels on each side, within the image. */
function padded(box: Rectangle, img: GreyImage): Rectangle {
  const left = Math.max(0, box.left - PAD);
  const top = Math.max(0, box.top - PAD);
  return {
    left,
    top,
    width: Math.min(img.width, box.left + box.width + PAD) - left,
    height: Math.min(img.height, box.top + box.height + PAD) - top,
  };
}

/**
 * The cell from `x0` to `x1` (points) on the baseline `y` of a line of `size`, where it holds as much ink
 * as a printed number or mark (`MIN_INK`): its ink's box, padded. Null where it is blank or holds a speck.
 */
export function inkedCell(
  img: GreyImage,
  ppp: number,
  x0: number,
  x1: number,
  y: number,
  size: number,
): LostCell | null {
  const top = y - CELL_ABOVE * size;
  const ink = inkWithin(img, {
    left: Math.floor(x0 / ppp),
    top: Math.floor(top / ppp),
    width: Math.ceil((x1 - x0) / ppp),
    height: Math.ceil(((CELL_ABOVE + CELL_BELOW) * size) / ppp),
  });
  if (!ink || ink.pixels < MIN_INK * (size / ppp) ** 2) return null;
  return { y, size, box: padded(ink.box, img) };
}

/**
 * The cells where a column of numbers crosses a row's values (a number of another column) and the reading
 * has no word, though ink is printed there: within the column's span, on the values' baseline, and a
 * number of the column within `COLUMN_REACH` sizes of it. A cell any word reaches into is no lost one.
 */
export function lostNumberCells(words: OcrWord[], img: GreyImage, ppp: number): LostCell[] {
  const columns = numberColumns(linesOfWords(words));
  const out: (LostCell & { column: OcrWord[] })[] = [];
  const rows = columns.flatMap((own) => own.map((w) => ({ own, y: w.item.y, size: w.item.size })));
  for (const { own, y, size } of rows) {
    for (const column of columns) {
      if (column === own) continue;
      if (column.some((w) => Math.abs(w.item.y - y) < 0.5 * size)) continue;
      if (!column.some((w) => Math.abs(w.item.y - y) <= COLUMN_REACH * size)) continue;
      const x0 = Math.min(...column.map((w) => w.item.x0));
      const x1 = Math.max(...column.map((w) => w.item.x1));
      const top = y - CELL_ABOVE * size;
      const bottom = y + CELL_BELOW * size;
      const reaches = (item: { x0: number; x1: number; y: number; size: number }) =>
        item.x0 < x1 &&
        item.x1 > x0 &&
        item.y - item.size * CELL_ABOVE < bottom &&
        item.y + item.size * CELL_BELOW > top;
      if (words.some((w) => reaches(w.item))) continue;
      if (out.some((c) => c.column === column && reaches({ x0, x1, y: c.y, size: c.size }))) continue;
      const cell = inkedCell(img, ppp, x0, x1, y, size);
      if (cell) out.push({ ...cell, column });
    }
  }
  return out.map(({ y, size, box }) => ({ y, size, box }));
}

/** A date of numbers ("9/2", "25-08-2025"): a number, though no points. */
const NUMBER_DATE_RE = /^\d{1,4}[/-]\d{1,2}(?:[/-]\d{2,4})?$/;
/** A lost number stands this many sizes clear of the words beside it. */
const GAP_CLEAR = 0.25;
/** Points possible reach this many sizes past the score's "of" or slash where no word follows. */
const POSSIBLE_REACH = 4;
/** A gap narrower than this many sizes holds no lost number. */
const GAP_MIN = 0.5;

/** A score's word its points possible follow: the "of" of "out of", or points earned and a slash ("6.00/"). */
function callsForPossible(w: OcrWord, before: OcrWord | undefined): boolean {
  const text = w.item.str;
  return (text === 'of' && before?.item.str === 'out') || text === '/' || /^\d[\d,]*(?:\.\d+)?\/$/.test(text);
}

/** Points earned as a row prints them before their slash or "out of": a number alone. */
const POINTS_RE = /^\d[\d,]*(?:\.\d+)?$/;

/** Points earned and the slash or "out of" after them ("11.00/", "11.00" "/", "11" "out"): where they start. */
function pairStarts(lines: OcrWord[][]): OcrWord[] {
  return lines.flatMap((line) => {
    const row = [...line].sort((a, b) => a.item.x0 - b.item.x0);
    return row.filter(
      (w, i) =>
        /^\d[\d,]*(?:\.\d+)?\/$/.test(w.item.str) ||
        (POINTS_RE.test(w.item.str) && ['/', 'out'].includes(row[i + 1]?.item.str ?? '')),
    );
  });
}

/** A total's label ("Points:", "Total:"), its points earned next. */
const TOTAL_LABEL_RE = /^(?:points|total|pts\.?):$/i;

/** The inked gap between two words of a line (`right` absent: the reach past `left`), as a lost cell. */
function gapCell(left: OcrWord, right: OcrWord | undefined, img: GreyImage, ppp: number): LostCell | null {
  const { size, y } = left.item;
  const x0 = left.item.x1 + GAP_CLEAR * size;
  const x1 = right ? right.item.x0 - GAP_CLEAR * size : left.item.x1 + POSSIBLE_REACH * size;
  if (x1 - x0 < GAP_MIN * size) return null;
  return inkedCell(img, ppp, x0, x1, y, size);
}

/**
 * The cells where a score's points possible were lost: after its "out of" or its slash, no number was read
 * (the next word is a date, a name, or none), though ink is printed in the gap ("6.00 out of" then
 * "25-Aug-2025", the "10.00" between them passed over); and where a total's points earned were, between
 * its label and its "of" or slash ("Points:" then "of 0").
 */
export function lostPossibleCells(words: OcrWord[], img: GreyImage, ppp: number): LostCell[] {
  const out: LostCell[] = [];
  const lines = linesOfWords(words);
  const pairs = pairStarts(lines);
  for (const line of lines) {
    const row = [...line].sort((a, b) => a.item.x0 - b.item.x0);
    row.forEach((w, i) => {
      const next = row[i + 1] as OcrWord | undefined;
      const noPossible = !(next && isCellNumber(next) && !NUMBER_DATE_RE.test(next.item.str));
      const possibleLost = callsForPossible(w, row[i - 1]) && noPossible;
      // Points earned alone where the page's other rows print theirs with a slash or "out of" after them.
      const pairLost =
        !possibleLost &&
        noPossible &&
        POINTS_RE.test(w.item.str) &&
        !['/', 'out'].includes(next?.item.str ?? '') &&
        pairs.some((p) => p.item.y !== w.item.y && Math.abs(p.item.x0 - w.item.x0) < 0.5 * w.item.size);
      const earnedLost =
        TOTAL_LABEL_RE.test(w.item.str) && next !== undefined && /^(?:of|\/.*)$/.test(next.item.str);
      const cell = (possibleLost || pairLost || earnedLost) && gapCell(w, next, img, ppp);
      if (cell) out.push(pairLost ? { ...cell, slashed: true } : cell);
    });
  }
  return out;
}

/** The lost cells are looked for again this many times in all, while numbers found make new columns. */
const ROUNDS = 3;

/**
 * Each lost number cell of the page (`lostNumberCells`) is read again alone, with only a number's
 * characters allowed; a clean number read surely enough becomes a word of the page, on its row's line.
 * Numbers found may make a column of numbers where there were too few to tell one (the rows of a short
 * table that each lost a number), so the cells are looked for again, each cell read once.
 */
export async function rereadLostNumbers(page: PageImage, words: OcrWord[]): Promise<void> {
  const { engine, img, pgm, ppp, n, budget } = page;
  const tried = new Set<string>();
  let left = MAX_CELLS;
  for (let round = 0; round < ROUNDS && left > 0; round++) {
    const key = (c: LostCell) => `${c.box.left},${c.box.top}`;
    const cells = [...lostNumberCells(words, img, ppp), ...lostPossibleCells(words, img, ppp)]
      .filter((c) => !tried.has(key(c)))
      .slice(0, left);
    if (!cells.length) return;
    for (const c of cells) tried.add(key(c));
    left -= cells.length;
    const again = await engine.rereadWords(
      pgm,
      cells.map((c) => c.box),
      NUMBER_CHARS,
      n,
      budget.remaining(),
    );
    const before = words.length;
    cells.forEach((cell, i) => {
      const text = normaliseWord((again[i]?.text ?? '').replace(/\s+/g, ''));
      const slashed = cell.slashed && /^\/\d+(?:\.\d+)?$/.test(text);
      const sure = again[i]?.confidence >= (slashed ? KEEP_SLASHED_CONFIDENCE : KEEP_CONFIDENCE);
      if (!(CLEAN_NUMBER_RE.test(text) || slashed) || !sure) return;
      words.push({
        item: {
          str: text,
          x0: (cell.box.left + PAD) * ppp,
          x1: (cell.box.left + cell.box.width - PAD) * ppp,
          y: cell.y,
          size: cell.size,
          page: n,
        },
        confidence: again[i].confidence,
        alternatives: [],
        offLine: false,
      });
    });
    if (words.length === before) return;
  }
}

/** A word of letters or digits: ink printed as characters, not a mark. */
const CHARACTERS_RE = /[\p{L}\p{N}]/u;
/** A word alone on its line is looked at for its ink when the engine is less sure of it than this... */
const INKLESS_CONFIDENCE = 60;
/** ...across its span and this many sizes either side (a word's span is set from its line's pitch). */
const INK_REACH = 0.25;

/**
 * The words but those the engine read unsure, alone on a line, in less ink than any printed character
 * holds (`inkedCell`): a few dots of a scan's noise past a table's edge, read as "wa", and again alone as
 * "14", made a row of their own with 14 points possible. Marks are kept (a full stop holds less ink than a
 * digit), and so are words beside others: the whitening of rules and specks may take ink from a line's
 * words, and the engine read them with their line.
 */
export function wordsWithInk(img: GreyImage, ppp: number, words: OcrWord[]): OcrWord[] {
  return words.filter((w) => {
    const { item, confidence } = w;
    if (confidence >= INKLESS_CONFIDENCE || !CHARACTERS_RE.test(item.str)) return true;
    const alone = !words.some(
      (o) => o !== w && o.item.page === item.page && Math.abs(o.item.y - item.y) < 0.5 * item.size,
    );
    const reach = INK_REACH * item.size;
    return !alone || inkedCell(img, ppp, item.x0 - reach, item.x1 + reach, item.y, item.size) !== null;
  });
}
