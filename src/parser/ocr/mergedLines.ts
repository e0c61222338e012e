import type { OcrEngine } from './engine';
import { cropImage, toPgm, type GreyImage } from './image';
import {
  boxAround,
  median,
  overlapping,
  type OcrBlockResult,
  type OcrBox,
  type OcrLineResult,
  type OcrWordResult,
} from './words';

/**
 * A line of the engine's at least this many times the page's usual line height runs printed lines together;
 * one taller than the most a row's cells wrap onto is no line at all (noise joined across the page).
 */
const TALL_LINE = 1.7;
const TALLEST_LINE = 4.5;
/** A blank stretch at least this share of the usual line height wide divides a row's cells. */
const CELL_GAP = 0.9;
/** Ink darker than this is printed. */
export const INK = 128;
/** A row of a cell with ink across at most this share of its width lies between two printed lines. */
const SPARSE_ROW = 0.03;
/** At most this many merged lines of a page are read again. */
const MAX_MERGED = 16;

const heightOf = (b: OcrBox) => b.y1 - b.y0;

/**
 * The box a line's words cover: the engine may give a line of words set on one row a box as large as the
 * page.
 */
export function wordsBox(l: OcrLineResult): OcrBox {
  return l.words.length ? boxAround(l.words) : l.bbox;
}

/**
 * Where the engine's line finding ran printed lines together: a row whose name wraps onto two lines, with
 * its values centred between them, is read as one line twice as tall, and its words as nonsense. Such a
 * line is taller than the page's usual line, and one of its cells holds two lines of ink one above the
 * other (a title printed large holds one).
 */
export function mergedLines(img: GreyImage, blocks: OcrBlockResult[]): OcrLineResult[] {
  const lines = blocks.flatMap((b) => b.paragraphs.flatMap((p) => p.lines));
  const usual = usualLineHeight(blocks);
  if (!usual) return [];
  const gap = Math.max(4, usual * CELL_GAP);
  return lines
    .filter((l) => {
      const box = wordsBox(l);
      return (
        heightOf(box) >= TALL_LINE * usual &&
        heightOf(box) <= TALLEST_LINE * usual &&
        inkStretches(img, box, gap).some(([x0, x1]) => inkBands(img, x0, x1, box, usual * 0.3) >= 2)
      );
    })
    .slice(0, MAX_MERGED);
}

/**
 * How many bands of ink, each at least `minHeight` tall, lie one above the other in columns [x0, x1). Rows
 * with ink across at most a few hundredths of the width part them: where two printed lines sit close, a
 * descender of the one may touch an ascender of the other.
 */
export function inkBands(img: GreyImage, x0: number, x1: number, box: OcrBox, minHeight: number): number {
  const sparse = Math.max(1, (x1 - x0) * SPARSE_ROW);
  let bands = 0;
  let run = 0;
  for (let y = Math.max(0, box.y0); y <= Math.min(img.height, box.y1); y++) {
    let inked = 0;
    if (y < img.height) for (let x = x0; x < x1; x++) if (img.pixels[y * img.width + x] < INK) inked++;
    if (inked > sparse) run++;
    else {
      if (run >= minHeight) bands++;
      run = 0;
    }
  }
  return bands;
}

/** The page's usual line height (pixels), from the lines of two words or more. */
export function usualLineHeight(blocks: OcrBlockResult[]): number {
  const lines = blocks.flatMap((b) => b.paragraphs.flatMap((p) => p.lines));
  return median(lines.filter((l) => l.words.length >= 2).map((l) => heightOf(l.bbox))) ?? 0;
}

/**
 * The horizontal stretches [x0, x1) of a box that hold ink, split at blank stretches at least `gap` pixels
 * wide: the cells of a row, each read apart from the others.
 */
export function inkStretches(img: GreyImage, box: OcrBox, gap: number): [number, number][] {
  const out: [number, number][] = [];
  let start = -1;
  let blank = 0;
  for (let x = Math.max(0, box.x0); x < Math.min(img.width, box.x1); x++) {
    let inked = false;
    for (let y = Math.max(0, box.y0); y < Math.min(img.height, box.y1) && !inked; y++)
      inked = img.pixels[y * img.width + x] < INK;
    if (inked) {
      if (start < 0) start = x;
      else if (blank >= gap) {
        out.push([start, x - blank]);
        start = x;
      }
      blank = 0;
    } else if (start >= 0) blank++;
  }
  if (start >= 0) out.push([start, Math.min(img.width, box.x1) - blank]);
  return out;
}

function moved(b: OcrBox, dx: number, dy: number): OcrBox {
  return { x0: b.x0 + dx, y0: b.y0 + dy, x1: b.x1 + dx, y1: b.y1 + dy };
}

/** A region's reading placed back on the page: every box moved by the region's corner. */
export function placed(lines: OcrLineResult[], dx: number, dy: number): OcrLineResult[] {
  return lines.map((l) => ({
    ...l,
    bbox: moved(l.bbox, dx, dy),
    baseline: l.baseline && { ...l.baseline, ...moved(l.baseline, dx, dy) },
    words: l.words.map((w) => ({
      ...w,
      bbox: moved(w.bbox, dx, dy),
      symbols: w.symbols?.map((s) => ({ ...s, bbox: moved(s.bbox, dx, dy) })),
    })),
  }));
}

/** The lines with only the words `keep` holds to; lines left with none are dropped. */
export function keepWords(lines: OcrLineResult[], keep: (w: OcrWordResult) => boolean): OcrLineResult[] {
  return lines.map((l) => ({ ...l, words: l.words.filter(keep) })).filter((l) => l.words.length > 0);
}

/** Ink a reading left out: this many pixels at least, a share of the usual line height squared (a word or a number). */
const LEFT_OUT_INK = 0.1;
/** A word read in left-out ink is taken when the engine is at least this sure of it. */
const LEFT_OUT_SURE = 75;
/** A blank stretch this share of the usual line height wide parts the words of left-out ink. */
const WORD_GAP = 0.25;

/** The words of a region's reading, as lines. */
export const linesOf = (blocks: OcrBlockResult[]) =>
  blocks.flatMap((b) => b.paragraphs.flatMap((p) => p.lines));

/**
 * Ink of a cell that its reading left out: reading a block of lines set at different heights, the engine
 * may give only one of them ("Research Project 13: Señor Díaz’s" of a cell that also holds the row's
 * "20.00", set against the name without a gap, and the name's second line "Café"), and read together,
 * such pieces give nothing at all. The words read are whitened, and each stretch of ink left (its words
 * parted by blank stretches a quarter of a line wide) is cut out tight and read alone; the lines read are
 * the cell's too, placed in the cell.
 */
async function readLeftOutInk(
  engine: OcrEngine,
  regions: { image: GreyImage }[],
  readings: OcrBlockResult[][],
  usual: number,
  page: number,
  budgetMs: number,
): Promise<OcrLineResult[][]> {
  const extra: OcrLineResult[][] = regions.map(() => []);
  const pieces: { index: number; left: number; top: number; image: GreyImage }[] = [];
  const pad = Math.ceil(usual * 0.3);
  const readBoxes = readings.map((blocks) => linesOf(blocks).flatMap((l) => l.words.map((w) => w.bbox)));
  regions.forEach((r, i) => {
    const rest = whitened(r.image, readBoxes[i]);
    const all = { x0: 0, y0: 0, x1: r.image.width, y1: r.image.height };
    for (const { x0, x1, rows } of wordsOfInk(rest, all, usual)) {
      if (rows.ink < LEFT_OUT_INK * usual * usual) continue;
      const left = Math.max(0, x0 - pad);
      const top = Math.max(0, rows.y0 - pad);
      const box = { left, top, width: x1 + pad - left, height: rows.y1 + pad - top };
      pieces.push({ index: i, left, top, image: cropImage(rest, box) });
    }
  });
  if (!pieces.length) return extra;
  const read = await engine.readRegions(
    pieces.map((p) => toPgm(p.image)),
    page,
    budgetMs,
  );
  pieces.forEach((p, k) => {
    // Ink the words read leave about them (an edge of a letter, a speck) reads as nonsense, unsure, or
    // as a word over one read already.
    const sure = keepWords(
      placed(linesOf(read[k]), p.left, p.top),
      (w) =>
        w.confidence >= LEFT_OUT_SURE &&
        /[\p{L}\d]/u.test(w.text) &&
        !readBoxes[p.index].some((b) => intersects(b, w.bbox)),
    );
    extra[p.index].push(...sure);
  });
  return extra;
}

/** Ink rows of a stretch: where it starts and ends, how much ink, and the sum of the ink's rows (its middle). */
interface InkRows {
  y0: number;
  y1: number;
  ink: number;
  ySum: number;
}

/**
 * The stretches of an image's ink parted by blank stretches a quarter of a line wide, those whose ink
 * stands at one height (the middles within a fifth of a line) taken together, and a mark as small as a
 * decimal point with the ink before it: a number's decimal point stands as wide of its digits ("20" "."
 * "00") as a word of the next line does ("20.00" "Café").
 */
function wordsOfInk(img: GreyImage, box: OcrBox, usual: number): { x0: number; x1: number; rows: InkRows }[] {
  const out: { x0: number; x1: number; rows: InkRows }[] = [];
  const middle = (r: InkRows) => r.ySum / r.ink;
  for (const [x0, x1] of inkStretches(img, box, Math.max(3, usual * WORD_GAP))) {
    const rows = inkRows(img, x0, x1);
    if (!rows) continue;
    const last = out.at(-1);
    if (
      last &&
      (rows.ink < 0.05 * usual * usual || Math.abs(middle(last.rows) - middle(rows)) <= 0.2 * usual)
    )
      out[out.length - 1] = {
        x0: last.x0,
        x1,
        rows: {
          y0: Math.min(last.rows.y0, rows.y0),
          y1: Math.max(last.rows.y1, rows.y1),
          ink: last.rows.ink + rows.ink,
          ySum: last.rows.ySum + rows.ySum,
        },
      };
    else out.push({ x0, x1, rows });
  }
  return out;
}

/** The rows [y0, y1) of an image's columns [x0, x1) that hold ink, how much, and where its middle stands. */
function inkRows(img: GreyImage, x0: number, x1: number): InkRows | null {
  let y0 = -1;
  let y1 = -1;
  let ink = 0;
  let ySum = 0;
  for (let y = 0; y < img.height; y++)
    for (let x = x0; x < x1; x++)
      if (img.pixels[y * img.width + x] < INK) {
        ink++;
        ySum += y;
        if (y0 < 0) y0 = y;
        y1 = y + 1;
      }
  return y0 < 0 ? null : { y0, y1, ink, ySum };
}

/** Two boxes share some of their area. */
export const intersects = (a: OcrBox, b: OcrBox) =>
  Math.min(a.x1, b.x1) > Math.max(a.x0, b.x0) && Math.min(a.y1, b.y1) > Math.max(a.y0, b.y0);

/** The image with the boxes (and two pixels about them) whitened. */
function whitened(img: GreyImage, boxes: OcrBox[]): GreyImage {
  const pixels = img.pixels.slice();
  for (const b of boxes)
    for (let y = Math.max(0, b.y0 - 2); y < Math.min(img.height, b.y1 + 2); y++)
      pixels.fill(255, y * img.width + Math.max(0, b.x0 - 2), y * img.width + Math.min(img.width, b.x1 + 2));
  return { ...img, pixels };
}

/**
 * Reads the page's merged lines again cell by cell: each stretch of ink between wide blank stretches is cut
 * from the image and read alone, so a wrapped name comes out as its two lines and the values beside it as
 * theirs. The merged line is replaced by what the cells read.
 */
export async function readMergedLines(
  engine: OcrEngine,
  img: GreyImage,
  blocks: OcrBlockResult[],
  page: number,
  budgetMs: number,
): Promise<void> {
  const merged = new Set(mergedLines(img, blocks));
  if (!merged.size) return;
  const usual = usualLineHeight(blocks);
  const pad = Math.ceil(usual * 0.3);
  const regions: { line: OcrLineResult; box: OcrBox; left: number; top: number; image: GreyImage }[] = [];
  for (const line of merged) {
    const words = wordsBox(line);
    const box = { ...words, y0: words.y0 - 1, y1: words.y1 + 1 };
    for (const [x0, x1] of inkStretches(img, box, Math.max(4, usual * CELL_GAP))) {
      const left = Math.max(0, x0 - pad);
      const top = Math.max(0, box.y0 - pad);
      const right = Math.min(img.width, x1 + pad);
      const bottom = Math.min(img.height, box.y1 + pad);
      regions.push({
        line,
        box,
        left,
        top,
        image: cropImage(img, { left, top, width: right - left, height: bottom - top }),
      });
    }
  }
  const readings = await engine.readRegions(
    regions.map((r) => toPgm(r.image)),
    page,
    budgetMs,
  );
  const leftOut = await readLeftOutInk(engine, regions, readings, usual, page, budgetMs);
  // Words already read elsewhere (by a line of the engine's inside the merged line's box, or by another
  // merged line it overlaps) are not taken twice.
  const taken: OcrBox[] = blocks.flatMap((b) =>
    b.paragraphs.flatMap((p) =>
      p.lines.filter((l) => !merged.has(l)).flatMap((l) => l.words.map((w) => w.bbox)),
    ),
  );
  const replacements = new Map<OcrLineResult, OcrLineResult[]>();
  regions.forEach((r, i) => {
    const { y0, y1 } = r.box;
    // Only what lies within the merged line: the margin around a cell may reach the lines above and below.
    const lines = keepWords(
      placed([...linesOf(readings[i]), ...leftOut[i]], r.left, r.top).filter(
        (l) => (l.bbox.y0 + l.bbox.y1) / 2 >= y0 && (l.bbox.y0 + l.bbox.y1) / 2 <= y1,
      ),
      (w) => !taken.some((t) => overlapping(t, w.bbox)),
    );
    for (const l of lines) taken.push(...l.words.map((w) => w.bbox));
    replacements.set(r.line, [...(replacements.get(r.line) ?? []), ...lines]);
  });
  for (const b of blocks)
    for (const p of b.paragraphs) p.lines = p.lines.flatMap((l) => replacements.get(l) ?? [l]);
}
