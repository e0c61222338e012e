import type { TextItem } from '../extract';

/** The parts of the engine's page result that words are built from (tesseract.js `blocks` output). */
export interface OcrBox {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}
export interface OcrWordResult {
  text: string;
  confidence: number;
  bbox: OcrBox;
  choices?: { text: string; confidence: number }[];
}
export interface OcrLineResult {
  words: OcrWordResult[];
  bbox: OcrBox;
  baseline?: { x0: number; y0: number; x1: number; y1: number; has_baseline?: boolean };
  rowAttributes?: { row_height: number; descenders: number; ascenders: number };
}
export interface OcrBlockResult {
  paragraphs: { lines: OcrLineResult[] }[];
}

/** A word read from a page image, as a positioned text item, with how sure the engine was of it. */
export interface OcrWord {
  item: TextItem;
  /** 0..100. */
  confidence: number;
  /** Other readings the engine offered, best first (never the word's own text). */
  alternatives: string[];
}

/**
 * The engine joins a period label to its digit 1 and reads the digit as a letter ("Per 1" as "Perl",
 * "Pd 1" as "PdI"): a label followed by l, I or | is that label and 1.
 */
export function normaliseWord(text: string): string {
  const m = /^(Per|Period|Pd|Hr)[lI|]$/.exec(text);
  return m ? `${m[1]} 1` : text;
}

/** Font size per row height: the engine's row (ascenders to descenders) is a little less than the em. */
const SIZE_PER_ROW_HEIGHT = 1.12;

/** The baseline's height at x (pixels), from the line's fitted baseline, else the line box's bottom. */
function baselineAt(line: OcrLineResult, x: number): number {
  const b = line.baseline;
  if (!b || b.has_baseline === false || b.x1 === b.x0) return line.bbox.y1;
  return b.y0 + ((x - b.x0) * (b.y1 - b.y0)) / (b.x1 - b.x0);
}

/**
 * A line's font size in pixels: the engine's row height (x-height and ascenders) plus its descenders,
 * else the height of the line's box.
 */
function lineSize(line: OcrLineResult): number {
  const r = line.rowAttributes;
  const fromRow = r ? r.row_height - Math.min(0, r.descenders) : 0;
  return fromRow > 0 ? fromRow : Math.max(1, line.bbox.y1 - line.bbox.y0);
}

/**
 * The engine's words as the parser's text items on page `page`, scaled from pixels to points by
 * `pointsPerPixel` (one word per item, its baseline taken from its line so a row's words share it).
 */
export function wordsToItems(blocks: OcrBlockResult[], page: number, pointsPerPixel: number): OcrWord[] {
  const out: OcrWord[] = [];
  for (const block of blocks)
    for (const para of block.paragraphs)
      for (const line of para.lines) {
        const size = lineSize(line) * pointsPerPixel * SIZE_PER_ROW_HEIGHT;
        for (const w of line.words) {
          const str = normaliseWord(w.text.trim());
          if (!str) continue;
          const mid = (w.bbox.x0 + w.bbox.x1) / 2;
          out.push({
            item: {
              str,
              x0: w.bbox.x0 * pointsPerPixel,
              x1: w.bbox.x1 * pointsPerPixel,
              y: baselineAt(line, mid) * pointsPerPixel,
              size,
              page,
            },
            confidence: w.confidence,
            alternatives: (w.choices ?? []).map((c) => c.text.trim()).filter((t) => t && t !== str),
          });
        }
      }
  return out;
}

/** Mean confidence of a page's words, weighted by their length (0 for a page without words). */
export function meanConfidence(words: OcrWord[]): number {
  let sum = 0;
  let n = 0;
  for (const w of words) {
    sum += w.confidence * w.item.str.length;
    n += w.item.str.length;
  }
  return n ? sum / n : 0;
}
