import { isLabelWord } from '../segments';
import type { GreyImage } from './image';
import { INK } from './mergedLines';
import type { OcrWord } from './words';

/** A roman numeral of I's as the engine reads it: I's, small l's, bars, ones or T's, one to three. */
const NUMERAL_RE = /^[Il|1T]{1,3}$/;
/** A T's bar reaches this far (sizes) past the ink of its foot, an I's top serif no further than its foot's. */
const BAR_OVERHANG = 0.15;
/** A column of the numeral's middle band is a stroke's where at least this share of it is ink. */
const STROKE_FILL = 0.6;
/** The band between these heights above the baseline (sizes): the strokes' middle, clear of serifs. */
const BAND: [number, number] = [0.55, 0.2];

/**
 * The upright strokes printed in a word's box: runs of columns of its middle band that are mostly ink,
 * parted by columns that are not. Each capital I is one such stroke.
 */
export function uprightStrokes(
  img: GreyImage,
  box: { x0: number; x1: number; y0: number; y1: number },
): number {
  let strokes = 0;
  let inStroke = false;
  for (let x = Math.max(0, box.x0); x < Math.min(img.width, box.x1); x++) {
    let ink = 0;
    let rows = 0;
    for (let y = Math.max(0, box.y0); y < Math.min(img.height, box.y1); y++, rows++)
      if (img.pixels[y * img.width + x] < INK) ink++;
    const dark = rows > 0 && ink >= STROKE_FILL * rows;
    if (dark && !inStroke) strokes++;
    inStroke = dark;
  }
  return strokes;
}

/** Columns of `box` with ink in rows `y0` to `y1`. */
function inkedColumns(img: GreyImage, box: { x0: number; x1: number }, y0: number, y1: number): number {
  let columns = 0;
  for (let x = Math.max(0, box.x0); x < Math.min(img.width, box.x1); x++)
    for (let y = Math.max(0, y0); y < Math.min(img.height, y1); y++)
      if (img.pixels[y * img.width + x] < INK) {
        columns++;
        break;
      }
  return columns;
}

/**
 * Whether the ink of a word's box spreads wider at its top than at its foot by a T's bar: its top and
 * foot rows are the first and last rows with ink between `y0` and `y1`, each band a tenth of the ink's
 * height (a pixel at least).
 */
export function hasTopBar(
  img: GreyImage,
  box: { x0: number; x1: number; y0: number; y1: number },
  overhang: number,
): boolean {
  const rows: number[] = [];
  for (let y = Math.max(0, box.y0); y < Math.min(img.height, box.y1); y++)
    if (inkedColumns(img, box, y, y + 1) > 0) rows.push(y);
  if (rows.length < 3) return false;
  const top = rows[0];
  const foot = rows[rows.length - 1];
  const band = Math.max(1, Math.round((foot - top + 1) / 10));
  return (
    inkedColumns(img, box, top, top + band) - inkedColumns(img, box, foot + 1 - band, foot + 1) > overhang
  );
}

/** The word of `w`'s line that ends less than a size before it, of a text `fits` takes; undefined where none. */
function wordJustBefore(w: OcrWord, words: OcrWord[], fits: (text: string) => boolean): OcrWord | undefined {
  const it = w.item;
  return words.find(
    (o) =>
      o !== w &&
      o.item.page === it.page &&
      Math.abs(o.item.y - it.y) < 0.3 * it.size &&
      o.item.x1 <= it.x0 &&
      it.x0 - o.item.x1 < it.size &&
      fits(o.item.str),
  );
}

/**
 * A title's roman numeral ("Spanish II", "French III") read with an I too few or too many: the engine
 * reads two plain bars set close as one now and then, sure of itself, and a lone I as a small l. After a
 * capitalised word on its line, a numeral of I's is read as the strokes its ink shows, one to three (a
 * number of ones as many as its strokes stays as read: "Grade 11", "Algebra 1"). An I read as a T
 * ("Spanish IT") is one where no T's bar shows over the ink of its foot.
 */
export function numeralsFromInk(img: GreyImage, ppp: number, words: OcrWord[]): void {
  for (const w of words) {
    const it = w.item;
    if (!NUMERAL_RE.test(it.str)) continue;
    const before = wordJustBefore(
      w,
      words,
      (text) =>
        /^\p{Lu}\p{Ll}+$/u.test(text) &&
        // A label takes no numeral ("Period |": a table's rule after a header's last label).
        !isLabelWord(text),
    );
    if (!before) continue;
    const x0 = Math.floor(it.x0 / ppp);
    const x1 = Math.ceil(it.x1 / ppp);
    const strokes = uprightStrokes(img, {
      x0,
      x1,
      y0: Math.floor((it.y - BAND[0] * it.size) / ppp),
      y1: Math.ceil((it.y - BAND[1] * it.size) / ppp),
    });
    const numeral = 'I'.repeat(strokes);
    if (strokes < 1 || strokes > 3 || numeral === it.str) continue;
    const inkRows = { y0: Math.floor((it.y - it.size) / ppp), y1: Math.ceil(it.y / ppp) + 1 };
    if (it.str.includes('T') && hasTopBar(img, { x0, x1, ...inkRows }, (BAR_OVERHANG * it.size) / ppp))
      continue;
    // Ones as many as the strokes are a number ("Algebra 1", "Grade 11").
    if (/\d/.test(it.str) && (strokes === 1 || strokes === it.str.length)) continue;
    w.alternatives = [it.str, ...w.alternatives];
    it.str = numeral;
  }
}

/** A day of ones after a month's name ("Sep 11,", "Jan 1"), a comma after it perhaps, the year perhaps. */
const DAY_OF_ONES_RE = /^(1{1,2})(,?(?:\s+\d{4})?)$/;
/** A month's name as dates print it ("Sep", "Sept.", "September"). */
const MONTH_WORD_RE = /^(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?$/i;

/**
 * A date's day of ones read with a one too many or too few ("Sep 11, 2023" for "Sep 1, 2023": the engine
 * reads a lone one twice now and then): after a month's name on its line, a day of ones is read as the
 * upright strokes its ink shows, one or two (the comma after it, below their middle, is no stroke).
 */
export function daysFromInk(img: GreyImage, ppp: number, words: OcrWord[]): void {
  for (const w of words) {
    const it = w.item;
    const day = DAY_OF_ONES_RE.exec(it.str);
    if (!day) continue;
    if (!wordJustBefore(w, words, (text) => MONTH_WORD_RE.test(text))) continue;
    // Of a reading with the year, the day's share of its box, by its characters ("11," of "11, 2023").
    const dayEnd = it.x0 + ((it.x1 - it.x0) * (day[1].length + 1)) / it.str.length;
    const strokes = uprightStrokes(img, {
      x0: Math.floor(it.x0 / ppp),
      x1: Math.ceil(Math.min(it.x1, dayEnd) / ppp),
      y0: Math.floor((it.y - BAND[0] * it.size) / ppp),
      y1: Math.ceil((it.y - BAND[1] * it.size) / ppp),
    });
    if (strokes < 1 || strokes > 2 || strokes === day[1].length) continue;
    w.alternatives = [it.str, ...w.alternatives];
    it.str = `${'1'.repeat(strokes)}${day[2]}`;
  }
}

/** Ink columns this far apart (sizes) stand a space apart: letters of a word stand closer. */
const SPACE_GAP = 0.2;
/** A capital I's ink is at least this tall (sizes) and each of its strokes at most this wide, serifs and all. */
const CAPITAL_HEIGHT = 0.6;
const STROKE_WIDTH = 0.35;

/**
 * Whether ink found past a word's box is a numeral's and not a speck's or the start of what follows: it is
 * ink in each of its rows from top to foot (a stroke, not specks one over another), with a space blank
 * after it before `right` (pixels).
 */
function standsAlone(
  img: GreyImage,
  run: { x0: number; x1: number; y0: number; y1: number },
  right: number,
  space: number,
): boolean {
  if (right - run.x1 < space) return false;
  for (let y = run.y0; y < run.y1; y++) if (inkedColumns(img, run, y, y + 1) === 0) return false;
  return true;
}

/** A numeral's strokes end at the baseline: ink this far below it (sizes), in their columns, is a rule's. */
const BELOW_BASELINE: [number, number] = [0.12, 0.35];

/**
 * A numeral of I's ("I", "II") printed a space after a word's letters, that its reading left out
 * ("Algebra" read in the box of "Algebra I": the engine took the bar for a blot of the word's last
 * letter, or left it out of the box): the last run of ink columns from the word's box to `right` (a
 * page position; the box's end by default), after a gap as wide as a space, as tall as a capital and
 * ending at the baseline (a table's rule runs on below it), of one to three upright strokes no wider than
 * I's. Null where there is no such run, or the word's reading ends in it already.
 */
export function numeralAfterWord(img: GreyImage, ppp: number, w: OcrWord, right = w.item.x1): string | null {
  const it = w.item;
  if (/[Il|1]$/.test(it.str)) return null;
  const x0 = Math.max(0, Math.floor(it.x0 / ppp));
  const x1 = Math.min(img.width, Math.ceil(Math.max(right, it.x1) / ppp));
  const y0 = Math.max(0, Math.floor((it.y - it.size) / ppp));
  const y1 = Math.min(img.height, Math.ceil(it.y / ppp) + 1);
  const inked = (x: number) => inkedColumns(img, { x0: x, x1: x + 1 }, y0, y1) > 0;
  let end = x1;
  while (end > x0 && !inked(end - 1)) end--;
  // The last run of ink, its strokes' gaps narrower than a space, and the gap before it.
  const space = (SPACE_GAP * it.size) / ppp;
  let start = end;
  let gap = end;
  for (let x = end - 1; x >= x0 && gap - x <= space; x--) if (inked(x)) start = gap = x;
  while (gap > x0 && !inked(gap - 1)) gap--;
  if (gap === x0 || start - gap < space) return null;
  let top = y0;
  while (top < y1 && inkedColumns(img, { x0: start, x1: end }, top, top + 1) === 0) top++;
  let foot = y1;
  while (foot > top && inkedColumns(img, { x0: start, x1: end }, foot - 1, foot) === 0) foot--;
  if (foot - top < (CAPITAL_HEIGHT * it.size) / ppp) return null;
  // Looked for past the box: ink the engine left out of the word's box, all of it.
  const run = { x0: start, x1: end, y0: top, y1: foot };
  if (right > it.x1 && (start < Math.floor(it.x1 / ppp) || !standsAlone(img, run, x1, space))) return null;
  const below = BELOW_BASELINE.map((k) => Math.round((it.y + k * it.size) / ppp));
  if (inkedColumns(img, { x0: start, x1: end }, below[0], below[1]) > 0) return null;
  const strokes = uprightStrokes(img, {
    x0: start,
    x1: end,
    y0: Math.floor((it.y - BAND[0] * it.size) / ppp),
    y1: Math.ceil((it.y - BAND[1] * it.size) / ppp),
  });
  if (strokes < 1 || strokes > 3 || end - start > (strokes * STROKE_WIDTH * it.size) / ppp) return null;
  return 'I'.repeat(strokes);
}
