import type { ExtractedPage } from '../extract';
import { findTerm, isScoreMark } from '../values';
import { isEnglishWord } from './lexicon';
import type { OcrEngine, PageLayout, PageReading, Rectangle } from './engine';
import {
  removeRules,
  removeSpecks,
  rotateImage,
  multiply,
  pageCover,
  toGrey,
  toPgm,
  turnImage,
  type DecodedImage,
  type GreyImage,
  type Matrix,
} from './image';
import { readLostLines } from './lostLines';
import { rereadDateFragments } from './dateFragments';
import { PRINTED_NUMBER_RE, rereadLostNumbers, sharedSpan, wordsWithInk } from './lostNumbers';
import { daysFromInk, numeralsFromInk } from './numerals';
import { readMergedLines } from './mergedLines';
import {
  joinPartedSeasons,
  meanConfidence,
  normaliseWord,
  snapOffLineMarks,
  dropLoneMarkLines,
  dropPercentTops,
  wordsToItems,
  type OcrWord,
} from './words';

/** An image covering at least this share of the page makes it a scanned page. */
export const PAGE_IMAGE_COVER = 0.5;
/** A reading at least this sure (mean word confidence) is taken without trying the page turned. */
const UPRIGHT_CONFIDENCE = 70;
/** Words below this confidence are read again with a restricted character set, if they look like numbers. */
export const LOW_CONFIDENCE = 80;
/** A page image being read: what reading some of its words again needs. */
export interface PageImage {
  engine: OcrEngine;
  img: GreyImage;
  pgm: Uint8Array;
  /** Points per pixel. */
  ppp: number;
  /** Page number. */
  n: number;
  budget: ReadBudget;
}

/** Reads each word again alone in its own box, with only `allowed` characters (all when empty). */
export function rereadInOwnBoxes(page: PageImage, words: OcrWord[], allowed: string) {
  const { engine, img, pgm, ppp, n, budget } = page;
  const boxes = words.map((w) => wordBox(w, img, ppp));
  return engine.rereadWords(pgm, boxes, allowed, n, budget.remaining());
}

/** Ink this far (points) from any other is a speck of dust or noise, not a printed mark. */
const SPECK_CLEARANCE = 4;
/** At most this many words of a page are read again. */
const MAX_REREADS = 24;
const NUMBER_CHARS = '0123456789./-%()';
/** Digits mixed with letters the engine takes digits for ("2b", "1O"): a number misread, however sure. */
const MISREAD_NUMBER_RE = /^(?=.*\d)(?=.*[OoDIlSsBbZzgq])[\dOoDIlSsBbZzgq.]+$/;
/** A word that looks like a number, a score or a date, possibly misread (O for 0, l for 1, S or b for 5). */
const NUMERIC_LOOK_RE = /^(?=.*\d)[\dOoDIlSsBbZzgq.,/%()\-:]+$/;

/** The pieces of a pdf.js page this reader uses (a PDFPageProxy). */
export interface PdfPageLike {
  getOperatorList(): Promise<{ fnArray: number[]; argsArray: unknown[][] }>;
  objs: { get(id: string, callback: (data: unknown) => void): void };
  commonObjs: { get(id: string, callback: (data: unknown) => void): void };
}

export interface PdfOps {
  save: number;
  restore: number;
  transform: number;
  paintImageXObject: number;
  paintInlineImageXObject: number;
}

/** The largest image drawn on the page, if it covers enough of it to be a scan of the page. */
export async function findPageImage(
  page: PdfPageLike,
  ops: PdfOps,
  viewportTransform: Matrix,
  width: number,
  height: number,
): Promise<{ image: GreyImage; cover: number } | null> {
  const list = await page.getOperatorList();
  const stack: Matrix[] = [];
  let ctm: Matrix = [1, 0, 0, 1, 0, 0];
  let best: { source: unknown; cover: number } | null = null;
  for (let i = 0; i < list.fnArray.length; i++) {
    const fn = list.fnArray[i];
    const args = list.argsArray[i];
    if (fn === ops.save) stack.push(ctm);
    else if (fn === ops.restore) ctm = stack.pop() ?? ctm;
    else if (fn === ops.transform) ctm = multiply(ctm, args as unknown as Matrix);
    else if (fn === ops.paintImageXObject || fn === ops.paintInlineImageXObject) {
      const cover = pageCover(multiply(viewportTransform, ctm), width, height);
      if (cover >= PAGE_IMAGE_COVER && (!best || cover > best.cover)) best = { source: args[0], cover };
    }
  }
  if (!best) return null;
  const decoded = typeof best.source === 'string' ? await objectOf(page, best.source) : best.source;
  const image = decoded && typeof decoded === 'object' ? toGrey(decoded as DecodedImage) : null;
  return image ? { image, cover: best.cover } : null;
}

function objectOf(page: PdfPageLike, id: string): Promise<unknown> {
  const store = id.startsWith('g_') ? page.commonObjs : page.objs;
  return new Promise((resolve) => store.get(id, resolve));
}

/** Most of a reading's longer words are taller than wide: its text runs down the page. */
function sideways(reading: PageReading): boolean {
  let tall = 0;
  let all = 0;
  for (const b of reading.blocks)
    for (const p of b.paragraphs)
      for (const l of p.lines)
        for (const w of l.words) {
          if (w.text.trim().length < 3) continue;
          all++;
          if (w.bbox.y1 - w.bbox.y0 > w.bbox.x1 - w.bbox.x0) tall++;
        }
  return all > 0 && tall / all > 0.5;
}

/** A scanned page as read: its text items (in the parser's page form) and the words behind them. */
export interface ScannedPage {
  page: ExtractedPage;
  words: OcrWord[];
  /** The page image as read: turned upright, straightened, rules and specks whitened. */
  upright: GreyImage;
  confidence: number;
}

export interface ReadBudget {
  /** Milliseconds left for this page. */
  remaining(): number;
}

/**
 * Reads a page image: upright first, then turned half and quarter ways when the reading is unsure, keeping
 * the surest; then numeric-looking words the engine was unsure of are read again as numbers.
 */
export async function readScannedPage(
  engine: OcrEngine,
  image: GreyImage,
  pointsPerPixel: number,
  n: number,
  budget: ReadBudget,
  /** The layout mode, and whether `image` is ready already (a first reading's `upright`), to read it again. */
  how: { layout?: PageLayout; upright?: boolean } = {},
): Promise<ScannedPage> {
  let best: { reading: PageReading; pgm: Uint8Array; img: GreyImage; conf: number } | null = null;
  const read = async (img: GreyImage) => {
    const pgm = toPgm(img);
    const reading = await engine.readPage(pgm, n, budget.remaining(), how.layout);
    // In the engine's own layout finding, a line's box may reach over the lines of another block.
    if (how.layout !== 'auto') await readMergedLines(engine, img, reading.blocks, n, budget.remaining());
    await readLostLines(engine, img, reading.blocks, n, budget.remaining());
    const words = wordsToItems(reading.blocks, n, pointsPerPixel);
    // Lines the engine found running down the page: the page lies sideways (its reading is no use as rows).
    const conf = sideways(reading) ? 0 : meanConfidence(words);
    if (!best || conf > best.conf) best = { reading, pgm, img, conf };
    return { conf, sideways: sideways(reading) };
  };
  // Straightened first (the engine measures the skew of the lines), so that table rules lie level and can
  // be whitened: text touching a rule is read as one blob with it. Specks of dust or noise standing apart
  // are whitened too: the engine reads them as letters, and strings lines together through them.
  const prepare = async (quarters: number) => {
    const turned = turnImage(image, quarters);
    const skew = await engine.measureSkew(toPgm(turned), n, budget.remaining());
    const straight = removeRules(rotateImage(turned, skew));
    return removeSpecks(straight, Math.ceil(SPECK_CLEARANCE / pointsPerPixel));
  };
  if (how.upright) await read(image);
  else {
    const first = await read(await prepare(0));
    if (first.conf < UPRIGHT_CONFIDENCE) {
      for (const q of first.sideways ? [3, 1, 2] : [2, 3, 1]) {
        if ((await read(await prepare(q))).conf >= UPRIGHT_CONFIDENCE) break;
      }
    }
  }
  const { reading, pgm, img } = best!;
  const words = wordsWithInk(
    img,
    pointsPerPixel,
    joinPartedSeasons(wordsToItems(reading.blocks, n, pointsPerPixel)),
  );
  const page: PageImage = {
    engine,
    img,
    pgm,
    ppp: pointsPerPixel,
    n,
    budget,
  };
  await rereadOffLineWords(page, words);
  await rereadNumbers(page, words);
  await rereadDateFragments(page, words);
  await rereadLostNumbers(page, words);
  numeralsFromInk(img, pointsPerPixel, words);
  daysFromInk(img, pointsPerPixel, words);
  snapOffLineMarks(words);
  const kept = dropPercentTops(dropLoneMarkLines(words));
  return {
    page: {
      page: n,
      width: img.width * pointsPerPixel,
      height: img.height * pointsPerPixel,
      items: kept.map((w) => w.item),
    },
    words: kept,
    upright: img,
    confidence: meanConfidence(kept),
  };
}

/** A word's box on the page image (pixels), from its baseline and size, a little wider than its ink. */
function wordBox(w: OcrWord, img: GreyImage, ppp: number): Rectangle {
  const pad = 3;
  const left = Math.min(img.width - 2, Math.max(0, Math.floor(w.item.x0 / ppp) - pad));
  const top = Math.min(img.height - 2, Math.max(0, Math.floor((w.item.y - w.item.size) / ppp) - pad));
  const right = Math.min(img.width, Math.ceil(w.item.x1 / ppp) + pad);
  const bottom = Math.min(img.height, Math.ceil((w.item.y + 0.3 * w.item.size) / ppp) + pad);
  return { left, top, width: Math.max(1, right - left), height: Math.max(1, bottom - top) };
}

/** At most this many words of a page set off their engine line are read again. */
const MAX_OFF_LINE_REREADS = 48;

/**
 * A word the engine read on a line with words of another printed line (a row's centred cells beside a
 * wrapped name) is read poorly ("73.33%" as "13.88%"): it is read again alone, in its own box, and that
 * reading replaces the first, which stays as an alternative.
 */
export async function rereadOffLineWords(page: PageImage, words: OcrWord[]): Promise<void> {
  // A score's slash alone reads no better in its own box (as thin marks, "i:" for "/").
  const off = words.filter((w) => w.offLine && w.item.str !== '/').slice(0, MAX_OFF_LINE_REREADS);
  if (!off.length) return;
  const again = await rereadInOwnBoxes(page, off, '');
  off.forEach((w, i) => {
    // Its box may hold more than the word ("out 0f"): each word of the reading is undone of its misreadings.
    const text = (again[i]?.text.trim().split(/\s+/) ?? []).map(normaliseWord).join(' ');
    if (!text || text === w.item.str) return;
    w.alternatives = [w.item.str, ...w.alternatives.filter((a) => a !== text)];
    w.item.str = text;
    w.confidence = again[i].confidence;
  });
}

/** A column of numbers: at least this many numbers printed above or below a word. */
const NUMBER_COLUMN_MIN = 3;
/** ...and at least this share of the words printed above or below it. */
const NUMBER_COLUMN_SHARE = 0.7;
/** A cell stands this far (ems) from the words beside it, farther than a space. */
const CELL_GAP = 0.6;

/**
 * Short words of letters alone in their cell, in a row's column of numbers, that no report prints there
 * ("db" where the other rows print 10, 15, 20), or a letter by a number there ("C12", "7f"): a number the
 * engine misread; statuses, marks and English words aside.
 */
export function lettersInNumberColumns(words: OcrWord[]): Set<OcrWord> {
  const out = new Set<OcrWord>();
  for (const w of words) {
    const it = w.item;
    if (!LETTER_BY_NUMBER_RE.test(it.str)) {
      if (it.str.length > 4 || !LETTERS_RE.test(it.str) || isScoreMark(it.str) || sentenceWord(it.str))
        continue;
    }
    const samePage = words.filter((o) => o !== w && o.item.page === it.page);
    const onLine = samePage.filter((o) => Math.abs(o.item.y - it.y) < 0.5 * it.size);
    // A word of a phrase ("Algebra II Honors") is no cell of its own.
    const gap = CELL_GAP * it.size;
    if (onLine.some((o) => o.item.x1 > it.x0 - gap && o.item.x0 < it.x1 + gap)) continue;
    // A row has values beside the word; a column's heading ("Pts") stands on a line of labels.
    if (!onLine.some((o) => /\d/.test(o.item.str))) continue;
    // Marks printed in place of a number ("EX", "M") belong to such a column, and count for neither side.
    const column = samePage.filter(
      (o) => !onLine.includes(o) && sharedSpan(it, o.item) >= 0.5 && !isScoreMark(o.item.str),
    );
    const numbers = column.filter((o) => PRINTED_NUMBER_RE.test(o.item.str)).length;
    if (numbers >= NUMBER_COLUMN_MIN && numbers >= NUMBER_COLUMN_SHARE * column.length) out.add(w);
  }
  return out;
}

/** Letters, perhaps with a bracket or bar the engine read in a number's strokes ("ic)" for 3). */
const LETTERS_RE = /^(?=.*\p{L})[\p{L}()[\]|]+$/u;

/** A letter before or after a number ("C12", "7f"): a mark of the scan run into the number, or a digit misread. */
const LETTER_BY_NUMBER_RE = /^(?:\p{L}\d+(?:\.\d+)?|\d+(?:\.\d+)?\p{L})$/u;

/**
 * An English word as a cell's text: two capitals alone ("FE", "EX") are a code or a misread number as
 * often as a word, and a report's marks of that kind are known (`isScoreMark`).
 */
const sentenceWord = (text: string) => isEnglishWord(text) && !/^\p{Lu}{1,2}$/u.test(text);

/** A term's code ("S1", "Q2"), printed as it reads: no number misread. */
const isTermCode = (word: string) => findTerm(word)?.length === word.length;

/**
 * Number cells are where the engine errs most: an unsure word that looks like a number, or a word of
 * letters alone in a column of numbers, is read again with only digits and number marks allowed (a term's
 * code aside). A clean numeric re-reading replaces a reading that is no number; any other re-reading
 * becomes an alternative the totals check may try. A label's closing colon is kept.
 */
export async function rereadNumbers(page: PageImage, words: OcrWord[]): Promise<void> {
  const misplaced = lettersInNumberColumns(words);
  const unsure = words
    .filter(
      (w) =>
        !isTermCode(w.item.str) &&
        ((w.confidence < LOW_CONFIDENCE && NUMERIC_LOOK_RE.test(w.item.str)) ||
          MISREAD_NUMBER_RE.test(w.item.str) ||
          misplaced.has(w)),
    )
    .sort((a, b) => a.confidence - b.confidence)
    .slice(0, MAX_REREADS);
  if (!unsure.length) return;
  const again = await rereadInOwnBoxes(page, unsure, NUMBER_CHARS);
  unsure.forEach((w, i) => {
    const r = again[i];
    // A colon closing a label ("Set 11:") is no number mark: the re-reading cannot see it, and keeps it.
    const colon = w.item.str.endsWith(':') ? ':' : '';
    const read = r?.text && normaliseWord(r.text.replace(/\s+/g, ''));
    if (!read) return;
    const text = read + colon;
    if (text === w.item.str) return;
    const cleanNumber = /^\d/.test(read) && /^[\d.,/%()-]+$/.test(read);
    if (cleanNumber && !/^[\d.,/%()-]+$/.test(w.item.str.slice(0, w.item.str.length - colon.length))) {
      w.alternatives.unshift(w.item.str);
      w.item.str = text;
      w.confidence = Math.max(w.confidence, r.confidence);
    } else if (!w.alternatives.includes(text)) w.alternatives.unshift(text);
  });
}
