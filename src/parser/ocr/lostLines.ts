/**
 * Lines a page's reading lost, read again: lines read as nonsense, and rows the engine's line finding
 * passed over whole, both most often rows whose names wrap over several lines with their values between.
 */
import type { OcrEngine } from './engine';
import { cropImage, toPgm, type GreyImage } from './image';
import { isEnglishWord } from './lexicon';
import { INK, intersects, keepWords, linesOf, placed, usualLineHeight, wordsBox } from './mergedLines';
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
 * Reads the lines the page's reading lost again, band by band: its garbled lines, and ink no line holds.
 * The band is cut out across the page and read as text scattered in no order, so that a wrapped name's
 * lines and the values between them come out each on its own. A garbled band's new reading replaces its
 * lines where the engine is surer of it, but for the values it has nothing over; of ink no line held, the
 * words the engine is sure of are taken. Words read already on other lines are not taken twice.
 */
export async function readLostLines(
  engine: OcrEngine,
  img: GreyImage,
  blocks: OcrBlockResult[],
  page: number,
  budgetMs: number,
): Promise<void> {
  const usual = usualLineHeight(blocks);
  if (!usual) return;
  const garbled = garbledLines(blocks, usual);
  const bands = [
    ...garbledBands(garbled, usual),
    ...unreadBands(img, blocks, usual).map((box) => ({ lines: [] as OcrLineResult[], box })),
  ].slice(0, MAX_BANDS);
  if (!bands.length) return;
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
  const unread: OcrLineResult[] = [];
  bands.forEach((band, i) => {
    const { y0, y1 } = band.box;
    const middle = (b: OcrBox) => (b.y0 + b.y1) / 2;
    const lines = keepWords(
      placed(linesOf(readings[i]), 0, cuts[i].top),
      (w) => middle(w.bbox) >= y0 && middle(w.bbox) <= y1 && !taken.some((t) => overlapping(t, w.bbox)),
    );
    if (!band.lines.length) {
      // Ink no line of the first reading holds: the words the engine is sure of.
      unread.push(...keepWords(lines, (w) => w.confidence >= UNREAD_SURE));
      return;
    }
    const before = meanConfidence(band.lines.flatMap((l) => l.words));
    const after = meanConfidence(lines.flatMap((l) => l.words));
    if (!lines.length || after < before + SURER_BY) {
      // The first reading stays; a word it lost under a blot (a comment's last word wrapped under it,
      // "back.", inside a blot "Nat" over both lines) is taken when the engine is sure of it.
      const held = band.lines.flatMap((l) => l.words.filter((w) => !blot(w, usual)).map((w) => w.bbox));
      unread.push(
        ...keepWords(lines, (w) => w.confidence >= UNREAD_SURE && !held.some((b) => intersects(b, w.bbox))),
      );
      return;
    }
    // A value of the first reading the new one has nothing over stays: the new reading may miss a value
    // the first read ("Missing/250" set against a wrapped name).
    const read = lines.flatMap((l) => l.words.map((w) => w.bbox));
    const kept = keepWords(
      band.lines,
      (w) => /\d/.test(w.text) && !blot(w, usual) && !read.some((b) => intersects(b, w.bbox)),
    );
    replacements.set(band.lines[0], [...lines, ...kept]);
    for (const l of band.lines.slice(1)) replacements.set(l, []);
  });
  for (const b of blocks)
    for (const p of b.paragraphs) p.lines = p.lines.flatMap((l) => replacements.get(l) ?? [l]);
  if (unread.length) blocks.push({ paragraphs: [{ lines: unread }] });
}

/** Ink in a row of pixels: at least this many dark pixels. */
const INKED_ROW = 3;
/** Ink no line holds is read when it stands at least this share of the usual line height tall... */
const UNREAD_HEIGHT = 0.5;
/** ...and holds at least this much ink, a share of the usual line height squared (a few letters). */
const UNREAD_INK = 0.5;
/** A word read in ink no line held is taken when the engine is at least this sure of it. */
const UNREAD_SURE = 75;

/**
 * Bands of the page holding ink that no word of the reading covers, as tall as letters at least: a row the
 * engine's line finding passed over whole (a wrapped name and its values, between two rows it read).
 */
export function unreadBands(img: GreyImage, blocks: OcrBlockResult[], usual: number): OcrBox[] {
  const covered = new Uint8Array(img.height);
  for (const l of linesOf(blocks))
    for (const w of l.words) covered.fill(1, Math.max(0, w.bbox.y0 - 2), Math.min(img.height, w.bbox.y1 + 2));
  const bands: OcrBox[] = [];
  let run: { y0: number; ink: number; x0: number; x1: number } | null = null;
  const close = (y: number) => {
    if (run && y - run.y0 >= UNREAD_HEIGHT * usual && run.ink >= UNREAD_INK * usual * usual)
      bands.push({ x0: run.x0, y0: run.y0, x1: run.x1, y1: y });
    run = null;
  };
  for (let y = 0; y < img.height; y++) {
    let ink = 0;
    let x0 = img.width;
    let x1 = 0;
    if (!covered[y])
      for (let x = 0, i = y * img.width; x < img.width; x++, i++)
        if (img.pixels[i] < INK) {
          ink++;
          x0 = Math.min(x0, x);
          x1 = x + 1;
        }
    if (ink < INKED_ROW) close(y);
    else if (run) {
      run.ink += ink;
      run.x0 = Math.min(run.x0, x0);
      run.x1 = Math.max(run.x1, x1);
    } else run = { y0: y, ink, x0, x1 };
  }
  close(img.height);
  return bands;
}
