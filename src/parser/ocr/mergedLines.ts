import type { OcrEngine } from './engine';
import { cropImage, toPgm, type GreyImage } from './image';
import { median, overlapping, type OcrBlockResult, type OcrBox, type OcrLineResult } from './words';

/**
 * A line of the engine's at least this many times the page's usual line height runs printed lines together;
 * one taller than the most a row's cells wrap onto is no line at all (noise joined across the page).
 */
const TALL_LINE = 1.7;
const TALLEST_LINE = 4.5;
/** A blank stretch at least this share of the usual line height wide divides a row's cells. */
const CELL_GAP = 0.9;
/** Ink darker than this is printed. */
const INK = 128;
/** A row of a cell with ink across at most this share of its width lies between two printed lines. */
const SPARSE_ROW = 0.03;
/** At most this many merged lines of a page are read again. */
const MAX_MERGED = 16;

const heightOf = (b: OcrBox) => b.y1 - b.y0;

/**
 * The box a line's words cover: the engine may give a line of words set on one row a box as large as the
 * page.
 */
function wordsBox(l: OcrLineResult): OcrBox {
  if (!l.words.length) return l.bbox;
  return {
    x0: Math.min(...l.words.map((w) => w.bbox.x0)),
    y0: Math.min(...l.words.map((w) => w.bbox.y0)),
    x1: Math.max(...l.words.map((w) => w.bbox.x1)),
    y1: Math.max(...l.words.map((w) => w.bbox.y1)),
  };
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
function placed(lines: OcrLineResult[], dx: number, dy: number): OcrLineResult[] {
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
    const lines = placed(
      readings[i].flatMap((b) => b.paragraphs.flatMap((p) => p.lines)),
      r.left,
      r.top,
    )
      .filter((l) => (l.bbox.y0 + l.bbox.y1) / 2 >= y0 && (l.bbox.y0 + l.bbox.y1) / 2 <= y1)
      .map((l) => ({ ...l, words: l.words.filter((w) => !taken.some((t) => overlapping(t, w.bbox))) }))
      .filter((l) => l.words.length > 0);
    for (const l of lines) taken.push(...l.words.map((w) => w.bbox));
    replacements.set(r.line, [...(replacements.get(r.line) ?? []), ...lines]);
  });
  for (const b of blocks)
    for (const p of b.paragraphs) p.lines = p.lines.flatMap((l) => replacements.get(l) ?? [l]);
}
