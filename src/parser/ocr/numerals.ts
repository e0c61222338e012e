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
    const before = words.find(
      (o) =>
        o !== w &&
        o.item.page === it.page &&
        Math.abs(o.item.y - it.y) < 0.3 * it.size &&
        o.item.x1 <= it.x0 &&
        it.x0 - o.item.x1 < it.size &&
        /^\p{Lu}\p{Ll}+$/u.test(o.item.str) &&
        // A label takes no numeral ("Period |": a table's rule after a header's last label).
        !isLabelWord(o.item.str),
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
