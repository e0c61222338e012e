import type { OcrEngine } from './engine';
import { cropImage, toPgm, type GreyImage } from './image';
import { isEnglishWord } from './lexicon';
import { intersects, linesOf, placed, usualLineHeight } from './mergedLines';
import {
  overlapping,
  type OcrBlockResult,
  type OcrBox,
  type OcrLineResult,
  type OcrWordResult,
} from './words';

/** A word of letters read below this confidence, and no English word, is nonsense the engine made of ink. */
const NONSENSE_CONFIDENCE = 60;
/** A line is garbled when at least this share of its words of letters are nonsense... */
const GARBLED_SHARE = 0.5;
/** ...and at least this many. */
const MIN_NONSENSE = 2;
/** A word at least this many times the usual line height tall covers more than one printed line. */
const BLOT_HEIGHT = 1.7;
/** Garbled lines closer than this share of the usual line height are one band of the page. */
const BAND_GAP = 0.5;
/** A band is cut out with this share of the usual line height above and below it. */
const BAND_MARGIN = 0.6;
/** A band's new reading replaces its lines when the engine is surer of it by this much at least. */
const SURER_BY = 10;
/** At most this many bands of a page are read again. */
const MAX_BANDS = 8;

/** A word's letters, without the marks about them ("hoLgy," gives "hoLgy"). */
const lettersOf = (w: OcrWordResult) => w.text.trim().replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '');

/** A word of two letters or more, unsure, that no dictionary holds ("hoLgyInesss", "cP"). */
function nonsense(w: OcrWordResult): boolean {
  const letters = lettersOf(w);
  return (
    w.confidence < NONSENSE_CONFIDENCE &&
    /^\p{L}{2,}$/u.test(letters) &&
    !isEnglishWord(letters) &&
    !/\d/.test(w.text)
  );
}

/**
 * An unsure word as tall as two printed lines or more ("re" over the two lines of a wrapped name): the
 * engine made one word of the ink of several.
 */
const blot = (w: OcrWordResult, usual: number) =>
  w.confidence < NONSENSE_CONFIDENCE && w.bbox.y1 - w.bbox.y0 >= BLOT_HEIGHT * usual;

/**
 * Lines of the engine's that are mostly nonsense, or hold a blot: a row whose name wraps over two or three
 * lines, with its values set against the name or centred between them, is read as letters the ink does
 * not hold ("cP hoLgyInesss and the" for "2/18 Dropped/100 Unit Test 8: Cellular Respiration...").
 */
export function garbledLines(blocks: OcrBlockResult[], usual: number): OcrLineResult[] {
  return linesOf(blocks).filter((l) => {
    if (l.words.some((w) => blot(w, usual))) return true;
    const words = l.words.filter((w) => /^\p{L}{2,}$/u.test(lettersOf(w)) && !/\d/.test(w.text));
    const bad = words.filter(nonsense).length;
    return bad >= MIN_NONSENSE && bad >= GARBLED_SHARE * words.length;
  });
}

/** A line's words' box (the engine may give a line a box far larger than its words). */
function wordsBox(l: OcrLineResult): OcrBox {
  const boxes = l.words.length ? l.words.map((w) => w.bbox) : [l.bbox];
  return {
    x0: Math.min(...boxes.map((b) => b.x0)),
    y0: Math.min(...boxes.map((b) => b.y0)),
    x1: Math.max(...boxes.map((b) => b.x1)),
    y1: Math.max(...boxes.map((b) => b.y1)),
  };
}

/** Garbled lines gathered into bands of the page, top to bottom: lines close above one another go together. */
export function garbledBands(
  lines: OcrLineResult[],
  usual: number,
): { lines: OcrLineResult[]; box: OcrBox }[] {
  const bands: { lines: OcrLineResult[]; box: OcrBox }[] = [];
  const sorted = lines.map((l) => ({ l, box: wordsBox(l) })).sort((a, b) => a.box.y0 - b.box.y0);
  for (const { l, box } of sorted) {
    const last = bands.at(-1);
    if (last && box.y0 <= last.box.y1 + BAND_GAP * usual) {
      last.lines.push(l);
      last.box = {
        x0: Math.min(last.box.x0, box.x0),
        y0: Math.min(last.box.y0, box.y0),
        x1: Math.max(last.box.x1, box.x1),
        y1: Math.max(last.box.y1, box.y1),
      };
    } else bands.push({ lines: [l], box });
  }
  return bands;
}

const meanConfidence = (words: OcrWordResult[]) =>
  words.length ? words.reduce((s, w) => s + w.confidence, 0) / words.length : 0;

/**
 * Reads the page's garbled lines again, band by band: the band is cut out across the page and read as
 * text scattered in no order, so that a wrapped name's lines and the values between them come out each on
 * its own. The band's new reading replaces its lines where the engine is surer of it, but for the values
 * it has nothing over; words read already on other lines of the band are not taken twice.
 */
export async function readGarbledLines(
  engine: OcrEngine,
  img: GreyImage,
  blocks: OcrBlockResult[],
  page: number,
  budgetMs: number,
): Promise<void> {
  const usual = usualLineHeight(blocks);
  const garbled = garbledLines(blocks, usual);
  if (!usual || !garbled.length) return;
  const bands = garbledBands(garbled, usual).slice(0, MAX_BANDS);
  const margin = Math.ceil(BAND_MARGIN * usual);
  const cuts = bands.map(({ box }) => {
    const top = Math.max(0, box.y0 - margin);
    const bottom = Math.min(img.height, box.y1 + margin);
    return { top, image: cropImage(img, { left: 0, top, width: img.width, height: bottom - top }) };
  });
  const readings = await engine.readRegions(
    cuts.map((c) => toPgm(c.image)),
    page,
    budgetMs,
    'sparse',
  );
  const all = new Set(garbled);
  const taken = linesOf(blocks)
    .filter((l) => !all.has(l))
    .flatMap((l) => l.words.map((w) => w.bbox));
  const replacements = new Map<OcrLineResult, OcrLineResult[]>();
  bands.forEach((band, i) => {
    const { y0, y1 } = band.box;
    const middle = (b: OcrBox) => (b.y0 + b.y1) / 2;
    const lines = placed(linesOf(readings[i]), 0, cuts[i].top)
      .map((l) => ({
        ...l,
        words: l.words.filter(
          (w) => middle(w.bbox) >= y0 && middle(w.bbox) <= y1 && !taken.some((t) => overlapping(t, w.bbox)),
        ),
      }))
      .filter((l) => l.words.length > 0);
    const before = meanConfidence(band.lines.flatMap((l) => l.words));
    const after = meanConfidence(lines.flatMap((l) => l.words));
    if (!lines.length || after < before + SURER_BY) return;
    // A value of the first reading the new one has nothing over stays: the new reading may miss a value
    // the first read ("Missing/250" set against a wrapped name).
    const read = lines.flatMap((l) => l.words.map((w) => w.bbox));
    const kept = band.lines
      .map((l) => ({
        ...l,
        words: l.words.filter(
          (w) => /\d/.test(w.text) && !blot(w, usual) && !read.some((b) => intersects(b, w.bbox)),
        ),
      }))
      .filter((l) => l.words.length > 0);
    replacements.set(band.lines[0], [...lines, ...kept]);
    for (const l of band.lines.slice(1)) replacements.set(l, []);
  });
  for (const b of blocks)
    for (const p of b.paragraphs) p.lines = p.lines.flatMap((l) => replacements.get(l) ?? [l]);
}
