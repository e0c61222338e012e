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
  symbols?: { text: string; confidence: number; bbox: OcrBox }[];
}
export interface OcrLineResult {
  words: OcrWordResult[];
  bbox: OcrBox;
  baseline?: { x0: number; y0: number; x1: number; y1: number; has_baseline?: boolean };
  rowAttributes?: { rowHeight: number; descenders: number; ascenders: number };
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
 * Misreadings of the engine that a report's words make plain: it joins a period label to its digit 1 and
 * reads the digit as a letter ("Per 1" as "Perl", "Pd 1" as "PdI"); a label followed by l, I or | is that
 * label and 1.
 */
export function normaliseWord(text: string): string {
  const m = /^(Per|Period|Pd|Hr)[lI|]$/.exec(text);
  if (m) return `${m[1]} 1`;
  // A speck between a number and a status code ("5.EC", "20:E") is read as a mark joining them.
  const code = /^(\d+(?:\.\d+)?)[.:,;'`](\p{Lu}{1,3})$/u.exec(text);
  if (code) return `${code[1]} ${code[2]}`;
  // A speck after a date ("08/28/24\"", "09/19/24.") is no part of it.
  const date = /^(\d{1,4}[/-]\d{1,2}[/-]\d{2,4})["'.,`:;]$/.exec(text);
  if (date) return date[1];
  // A roman numeral of capital I's ("Algebra II", "French III") read with small l's, i's or bars.
  if (/^[Il|i]{2,3}$/.test(text) && /[l|i]/.test(text) && text !== 'ill') return 'I'.repeat(text.length);
  // The capital J of "Jan" read as a bracket, a bar or a small j.
  return /^[)\]|j]an[.,]?$/.test(text) ? `J${text.slice(1)}` : text;
}

/** Punctuation alone read unsure: a speck of dirt or noise on the scan, not a printed mark. */
export function isSpeck(text: string, confidence: number): boolean {
  return confidence < 70 && !/[\p{L}\p{N}]/u.test(text);
}

/**
 * A slash between two numbers is the mark of a score ("18 / 20"), however unsure the engine was of it: a
 * thin stroke standing alone, it is read with a low confidence, like a speck.
 */
export function scoreSlash(text: string, before: string | undefined, after: string | undefined): boolean {
  return text === '/' && /\d$/.test(before ?? '') && /^\d/.test(after ?? '');
}

/**
 * A word's box holds its ink only; a text item spans its glyphs' advance widths, a little wider on each
 * side (side bearings), as a share of the font size.
 */
const SIDE_BEARING = 0.06;

/** The baseline's height at x (pixels), from the line's fitted baseline, else the line box's bottom. */
function baselineAt(line: OcrLineResult, x: number): number {
  const b = line.baseline;
  if (!b || b.has_baseline === false || b.x1 === b.x0) return line.bbox.y1;
  return b.y0 + ((x - b.x0) * (b.y1 - b.y0)) / (b.x1 - b.x0);
}

/**
 * A line's font size in pixels: the engine's row height (ascenders to descenders, about the em), else the
 * median height of its words' boxes.
 */
function lineSize(line: OcrLineResult): number {
  const row = line.rowAttributes?.rowHeight ?? 0;
  if (row > 0) return row;
  const heights = line.words.map((w) => w.bbox.y1 - w.bbox.y0).sort((a, b) => a - b);
  return Math.max(1, heights[Math.floor(heights.length / 2)] ?? line.bbox.y1 - line.bbox.y0);
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
        const size = lineSize(line) * pointsPerPixel;
        const words = line.words.flatMap((x) => splitAtSpaces(x, lineSize(line)));
        const texts = words.map((x) => normaliseWord(x.text.trim()));
        for (const [k, w] of words.entries()) {
          const str = texts[k];
          if (!str || (isSpeck(str, w.confidence) && !scoreSlash(str, texts[k - 1], texts[k + 1]))) continue;
          const mid = (w.bbox.x0 + w.bbox.x1) / 2;
          out.push({
            item: {
              str,
              x0: w.bbox.x0 * pointsPerPixel - SIDE_BEARING * size,
              x1: w.bbox.x1 * pointsPerPixel + SIDE_BEARING * size,
              y: baselineAt(line, mid) * pointsPerPixel,
              size,
              page,
            },
            confidence: w.confidence,
            alternatives: (w.choices ?? []).map((c) => c.text.trim()).filter((t) => t && t !== str),
          });
        }
      }
  evenSizes(out.map((w) => w.item));
  return out;
}

/** A gap between two glyphs of a word at least this share of the line's size may be a space the engine missed. */
const MISSED_SPACE = 0.15;
/** Dashes set between spaces in a line of details ("Ms. Chen — P4"). */
const DASH_RE = /^[\u2013\u2014]$/;
const NEARLY = 0.04;
/** The gap a cut leaves between its pieces' boxes: a space, as the line reader measures one. */
const CUT_GAP = 0.3;

/**
 * Where a space is likely missed: a number then a capital or a bracket ("5Jan", "25)an"), a small letter
 * then a capital ("ChapterTest"), or an initial's full stop then a capital ("K.Thompson").
 */
const JOIN_RE = /\d[\p{Lu})\]|j]|\p{Ll}\p{Lu}|\.\p{Lu}/u;

/**
 * A word the engine read across a narrow space ("5Jan" for "5" and "Jan" in two columns set close,
 * "ChapterTest"): where a number meets a capital or a small letter meets a capital, and the glyphs' boxes
 * show there the word's widest gap, the word is cut. Each piece keeps its glyphs' box and the least sure
 * glyph's confidence; the engine's other readings of the whole word no longer apply.
 */
export function splitAtSpaces(w: OcrWordResult, size: number): OcrWordResult[] {
  const sym = w.symbols?.filter((x) => x.text.trim()) ?? [];
  if (sym.length < 2 || sym.map((x) => x.text).join('') !== w.text.trim()) return [w];
  const gaps = sym.slice(1).map((x, i) => x.bbox.x0 - sym[i].bbox.x1);
  const cuts: number[] = [];
  gaps.forEach((g, i) => {
    // A dash that opens or closes a word stood apart from it ("Okafor —" read as "Okafor—").
    if ((i === 0 && DASH_RE.test(sym[0].text)) || (i === gaps.length - 1 && DASH_RE.test(sym[i + 1].text))) {
      cuts.push(i + 1);
      return;
    }
    if (sym.length < 3) return;
    if (!JOIN_RE.test(sym[i].text.slice(-1) + sym[i + 1].text[0])) return;
    // The widest gap of the word, or as good as (glyph boxes are measured to a pixel or two).
    if (g >= MISSED_SPACE * size && gaps.every((o, k) => k === i || o <= g + NEARLY * size)) cuts.push(i + 1);
  });
  if (!cuts.length) return [w];
  const out: OcrWordResult[] = [];
  for (const [a, b] of [0, ...cuts].map((c, k) => [c, [...cuts, sym.length][k]])) {
    const part = sym.slice(a, b);
    // Inner edges drawn back to leave a space's width between pieces (the glyph boxes run close).
    const left = a > 0 ? (sym[a - 1].bbox.x1 + sym[a].bbox.x0) / 2 + (CUT_GAP / 2) * size : -Infinity;
    const right =
      b < sym.length ? (sym[b - 1].bbox.x1 + sym[b].bbox.x0) / 2 - (CUT_GAP / 2) * size : Infinity;
    const x0 = Math.min(...part.map((x) => x.bbox.x0));
    const x1 = Math.max(...part.map((x) => x.bbox.x1));
    out.push({
      text: part.map((x) => x.text).join(''),
      confidence: Math.min(w.confidence, ...part.map((x) => x.confidence)),
      bbox: {
        x0: Math.min(Math.max(x0, left), x1 - 1),
        x1: Math.max(Math.min(x1, right), x0 + 1),
        y0: Math.min(...part.map((x) => x.bbox.y0)),
        y1: Math.max(...part.map((x) => x.bbox.y1)),
      },
      symbols: part,
    });
  }
  return out;
}

/** Sizes within this factor of the page's usual size are that size. */
const SAME_SIZE = 1.2;

/**
 * The engine measures each line's height to a pixel or two, so lines printed in one size come out a little
 * different: sizes close to the page's usual (median) size become that size, as a text layer would give
 * them; headings and small print keep theirs.
 */
export function evenSizes(items: TextItem[]): void {
  if (!items.length) return;
  const sizes = items.map((it) => it.size).sort((a, b) => a - b);
  const usual = sizes[Math.floor(sizes.length / 2)];
  for (const it of items) if (it.size < usual * SAME_SIZE && it.size > usual / SAME_SIZE) it.size = usual;
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
