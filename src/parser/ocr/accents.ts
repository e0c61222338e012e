import { cropImage, eachBlot, stackPieces, toPgm, type GreyImage, type Placed } from './image';
import { distance } from 'fastest-levenshtein';
import { ACCENT_LANGUAGES, type AccentLanguage, type OcrEngine } from './engine';
import { isEnglishWord } from './lexicon';
import type { PageImage } from './read';
import { median, type OcrBlockResult, type OcrWord, type OcrWordResult } from './words';

/** At most this many words of a page are read again for their accents, on a sheet at most this tall. */
const MAX_WORDS = 150;
const MAX_SHEET_HEIGHT = 12_000;
/** A reading with the same letters but for accents is taken when its engine is at least this sure of it. */
const ACCENT_CONFIDENCE = 50;
/** Readings this close in confidence are as sure: the marks choose between them. */
const AS_SURE = 3;
/**
 * A reading with other letters too is taken, for a word that is no English word, when its engine is at
 * least this sure of it and it differs in at most two letters: the English model reads a letter it has no
 * model of as others ("Señor" as "Sefior").
 */
const RESPELLING_CONFIDENCE = 85;
const MAX_RESPELLED = 2;

/** A word's letters without accents, and with one apostrophe: what two readings must share. */
export function baseLetters(text: string): string {
  return oneApostrophe(text.normalize('NFD').replace(/\p{M}/gu, ''));
}

/** A text with every apostrophe written as '. */
export const oneApostrophe = (text: string) => text.replace(/[’‘`]/g, "'");

/**
 * Whether `text`, read by the models of languages with accents, is a better reading of `first`, whose word
 * has `marks` above its letters: the same letters with accents the marks show (those they only may show,
 * when no model read the word as `first` more surely: `surestUnchanged`), or a very sure respelling of a
 * name.
 */
export function accentedReading(
  first: string,
  text: string,
  confidence: number,
  marks: Mark[],
  surestUnchanged = 0,
): boolean {
  if (baseLetters(text) === baseLetters(first)) {
    const shown = accentsShown(first, text, marks);
    return (
      confidence >= ACCENT_CONFIDENCE &&
      (shown === 'clearly' || (shown === 'perhaps' && confidence >= surestUnchanged))
    );
  }
  // Stops and commas about the letters ("Mufioz," for "Muñoz,") are the same in both.
  const was = lettersWithin(first);
  const now = lettersWithin(text);
  // A capital the other reading has as a small letter ("Café" as "café") is no letter it cannot read.
  const capital = (letters: string) => /^\p{Lu}/u.test(letters);
  return (
    confidence >= RESPELLING_CONFIDENCE &&
    was.edges === now.edges &&
    capital(was.letters) === capital(now.letters) &&
    /^\p{L}+$/u.test(was.letters) &&
    /^\p{L}+$/u.test(now.letters) &&
    baseLetters(now.letters) !== now.letters &&
    !isEnglishWord(was.letters) &&
    distance(baseLetters(now.letters), was.letters) <= MAX_RESPELLED
  );
}

/** A word's letters, from its first to its last, and what stands before and after them. */
export function lettersWithin(word: string): { letters: string; edges: string } {
  const [, before, letters, after] = /^(\P{L}*)(.*?)(\P{L}*)$/su.exec(word)!;
  return { letters, edges: `${before}\u0000${after}` };
}

const sameButApostrophes = (a: string, b: string) =>
  oneApostrophe(a.normalize('NFC')) === oneApostrophe(b.normalize('NFC'));

/** A word of letters (a name, a word of a title or comment): no digits, two letters or more. */
const WORD_RE = /^(?!.*\d)(?=(?:.*\p{L}){2})/u;

/** Pixels of page cut with a word on either side. */
const PIECE_PAD = 2;

/**
 * The piece of the page a word was read from, tall enough above its letters to hold the accents of
 * capitals (a word's size is the height of its tall letters), short of the line above; and its baseline.
 */
function wordPiece(w: OcrWord, img: GreyImage, ppp: number): { piece: GreyImage; baseline: number } {
  const pad = PIECE_PAD;
  const left = Math.max(0, Math.floor(w.item.x0 / ppp) - pad);
  const top = Math.max(0, Math.floor((w.item.y - 1.25 * w.item.size) / ppp));
  const right = Math.min(img.width, Math.ceil(w.item.x1 / ppp) + pad);
  const bottom = Math.min(img.height, Math.ceil((w.item.y + 0.35 * w.item.size) / ppp));
  const piece = cropImage(img, { left, top, width: right - left, height: bottom - top });
  return { piece, baseline: w.item.y / ppp - top };
}

/** Ink darker than this is printed. */
const INK = 128;
/**
 * Marks are looked for at this lighter level of ink too: a low resolution's blur leaves an accent grey,
 * and ties to its letter a piece of the letter's top that stands apart at the darker level. An accent
 * shown at either level is shown.
 */
export const GREY_INK = 150;
/** Ink darker than this is the blurred edge of a mark, as wide as the mark was printed. */
const EDGE_INK = 210;
/** A mark above a word's letters: where it lies across the word (0 to 1), how it leans, and what it is. */
export interface Mark {
  at: number;
  /**
   * Pixels across per pixel down (least squares over its ink): a curly apostrophe's tail runs down to the
   * left (below -0.1), a straight one stands upright; null for a mark one pixel across, which shows no
   * lean (at 150 dpi a curly apostrophe's tail may fall short of the ink level, and what is left stands
   * upright).
   */
  lean: number | null;
  /**
   * An accent's stroke, acute (its foot to the left of its top) or grave (to the right); else upright (a
   * dot of an i or of a diaeresis, or a mark too small to tell).
   */
  stroke: 'acute' | 'grave' | 'upright';
  /** Wider than an i's dot: the two dots of a diaeresis run together at a low resolution. */
  wide: boolean;
}

/** A mark at least this part of the word's size across is wider than any dot of an i. */
const WIDE_MARK = 0.2;

/** How a blot of ink leans: least squares of x on y over its pixels. */
function leanOf(xs: number[], ys: number[]): number {
  const mx = xs.reduce((a, b) => a + b, 0) / xs.length;
  const my = ys.reduce((a, b) => a + b, 0) / ys.length;
  let xy = 0;
  let yy = 0;
  ys.forEach((y, i) => {
    xy += (xs[i] - mx) * (y - my);
    yy += (y - my) ** 2;
  });
  return yy ? xy / yy : 0;
}

/**
 * A mark is a stroke when it leans at least this far (accents lean -0.4 to -1 and 0.5 to 0.9 on scans of
 * 150 to 300 dpi, dots within ±0.3 but for a speck beside them), is at least this part of the word's size
 * across its longer side, and has at least this part of the size's square in ink: an accent is larger
 * than a dot, and a dot's few pixels lean either way at random.
 */
const STROKE_LEAN = 0.35;
const STROKE_EXTENT = 0.13;
const STROKE_INK = 0.008;

function strokeOf(lean: number, extent: number, ink: number, size: number): Mark['stroke'] {
  if (extent < STROKE_EXTENT * size || ink < STROKE_INK * size * size) return 'upright';
  return lean <= -STROKE_LEAN ? 'acute' : lean >= STROKE_LEAN ? 'grave' : 'upright';
}

type Shown = 'clearly' | 'perhaps' | 'not';

const hasAccent = (c: string) => /\p{M}/u.test(c.normalize('NFD'));

/**
 * How the marks above an accented letter show its accent: an acute or a grave accent, clearly by one
 * stroke leaning its way, perhaps by one upright mark too small to lean (not over an i, whose dot it is);
 * a diaeresis, clearly by two upright dots (a piece of the letter's top beside them aside) or one wide
 * mark (the two run together), perhaps by one dot; other accents (a tilde, a circumflex) clearly by one mark,
 * perhaps by more.
 */
function accentShown(c: string, above: Mark[]): Shown {
  const [base, ...accents] = Array.from(c.normalize('NFD'));
  if (!above.length) return 'not';
  const stroke = accents.includes('\u0301') ? 'acute' : accents.includes('\u0300') ? 'grave' : null;
  if (stroke) {
    if (above.length !== 1) return 'not';
    if (above[0].stroke === stroke) return 'clearly';
    return above[0].stroke === 'upright' && !/[ij]/.test(base) ? 'perhaps' : 'not';
  }
  if (accents.includes('\u0308')) {
    if (above.some((m) => m.stroke !== 'upright')) return 'not';
    return above.length >= 2 || above[0].wide ? 'clearly' : 'perhaps';
  }
  // One mark; two (a diaeresis's dots) may be one broken in two.
  return above.length === 1 ? 'clearly' : 'perhaps';
}

/**
 * Whether character `c` may be what made mark `m` above it: an accent the mark may show (`accentShown`),
 * the dot of a plain i or j (an upright mark no wider than a dot), or anything else marked (an
 * apostrophe, quotes).
 */
function mayHaveMade(c: string, m: Mark): boolean {
  if (hasAccent(c)) return accentShown(c, [m]) !== 'not';
  return /[ij]/.test(c) ? m.stroke === 'upright' && !m.wide : true;
}

/**
 * Marks standing clear above a word's letters: small blots of ink (at most half the word’s size tall)
 * ending more than half its size above the baseline. Letters, tall or short, reach down to the baseline;
 * what floats above them is the dot of an i or a j, an apostrophe or a quote, or an accent (not the foot
 * of a letter of the line above, cut by the piece's top edge). Answers them left to right, placed across
 * the word from 0 (its left edge, `pad` pixels in from the piece's) to 1.
 */
export function marksAbove(piece: GreyImage, baseline: number, size: number, pad = 0, level = INK): Mark[] {
  const marks: Mark[] = [];
  eachBlot(piece, level, ({ pixels, x0, y0, x1, y1 }) => {
    // Ink cut by the piece's top edge is the foot of a letter of the line above.
    if (pixels.length < 2 || y0 === 0 || y1 - y0 + 1 > 0.5 * size || y1 >= baseline - 0.5 * size) return;
    const xs = pixels.map((p) => p % piece.width);
    const ys = pixels.map((p) => Math.floor(p / piece.width));
    const lean = leanOf(xs, ys);
    marks.push({
      at: ((x0 + x1) / 2 - pad) / Math.max(1, piece.width - 2 * pad),
      lean: x1 > x0 ? lean : null,
      stroke: strokeOf(lean, Math.max(x1 - x0, y1 - y0) + 1, pixels.length, size),
      wide: printedWidth(piece, x0, x1, y0, y1) >= WIDE_MARK * size,
    });
  });
  return marks.sort((a, b) => a.at - b.at);
}

/**
 * How wide a blot of ink was printed: across its rows, with the grey edge a low resolution blurs it into
 * (two dots of a diaeresis run together, their outer halves grey).
 */
function printedWidth(piece: GreyImage, x0: number, x1: number, y0: number, y1: number): number {
  const inked = (x: number, y: number) => piece.pixels[y * piece.width + x] < EDGE_INK;
  let left = x0;
  let right = x1;
  for (let y = y0; y <= y1; y++) {
    let l = x0;
    let r = x1;
    while (l > 0 && inked(l - 1, y)) l--;
    while (r < piece.width - 1 && inked(r + 1, y)) r++;
    left = Math.min(left, l);
    right = Math.max(right, r);
  }
  return right - left + 1;
}

/** How many marks above its letters each character of a reading accounts for. */
function marksOfCharacters(text: string): number[] {
  return Array.from(text.normalize('NFC'), (c) => {
    const accents = c.normalize('NFD').replace(/\P{M}/gu, '').length;
    if (/["“”]/.test(c)) return 2;
    return accents + (/[ij'’‘`:;]/.test(c.normalize('NFD')[0]) ? 1 : 0);
  });
}

/**
 * Whether a mark at `at` (0..1 across the word) lies over character `k` of `n`, give or take most of a
 * character (letters are not all as wide).
 */
const over = (at: number, k: number, n: number) => Math.abs(at - (k + 0.5) / n) <= 0.8 / n;

/** The marks above a word that its reading does not account for, each paired with a character near it. */
export function unexplainedMarks(text: string, marks: Mark[]): number {
  const chars = Array.from(text.normalize('NFC'));
  const left = marksOfCharacters(text);
  const n = left.length;
  let unexplained = 0;
  for (const mark of marks) {
    const { at } = mark;
    let nearest = -1;
    for (let k = 0; k < n; k++)
      if (
        left[k] > 0 &&
        over(at, k, n) &&
        mayHaveMade(chars[k], mark) &&
        (nearest < 0 || Math.abs(at - (k + 0.5) / n) < Math.abs(at - (nearest + 0.5) / n))
      )
        nearest = k;
    if (nearest < 0) unexplained++;
    else left[nearest]--;
  }
  return unexplained;
}

/**
 * Whether a word read with `marks` above its letters may have lost accents in its reading: a mark its
 * reading does not account for, or a name (no English word) with any mark, as an accent may stand in for
 * the dot of an i the reading has ("Díaz" as "Diaz"), or be read as letters ("Señor" as "Sefior").
 */
export function mayBeAccented(text: string, marks: Mark[]): boolean {
  if (unexplainedMarks(text, marks) > 0) return true;
  return marks.length > 0 && !isEnglishWord(text.replace(/[^\p{L}]/gu, ''));
}

/**
 * How the page's marks show the accents `text` (the same letters as `first`) adds or turns: all clearly,
 * some perhaps (`accentShown`), or not, where a model reads an accent the page has not ("bíen" for the dot
 * of an i, "Úber" for a diaeresis), turns one the wrong way ("Trés"), or drops one.
 */
export function accentsShown(first: string, text: string, marks: Mark[]): Shown {
  const was = Array.from(first.normalize('NFC'));
  const now = Array.from(text.normalize('NFC'));
  if (was.length !== now.length) return 'not';
  const letters = now.map((c, k): Shown => {
    if (c === was[k]) return 'clearly';
    if (!hasAccent(c)) return hasAccent(was[k]) ? 'not' : 'clearly';
    return accentShown(
      c,
      marks.filter((m) => over(m.at, k, now.length)),
    );
  });
  // As the least clear of the letters shows.
  return (['not', 'perhaps'] as const).find((s) => letters.includes(s)) ?? 'clearly';
}

/** The words of letters the engine read on the sheet, each given to the piece its centre lies in. */
function wordsByPiece(blocks: OcrBlockResult[], placed: Placed[]): OcrWordResult[][] {
  const out: OcrWordResult[][] = placed.map(() => []);
  for (const b of blocks)
    for (const p of b.paragraphs)
      for (const l of p.lines)
        for (const w of l.words) {
          const cx = (w.bbox.x0 + w.bbox.x1) / 2;
          const cy = (w.bbox.y0 + w.bbox.y1) / 2;
          const i = placed.findIndex(
            (r) => cx >= r.left && cx < r.left + r.width && cy >= r.top && cy < r.top + r.height,
          );
          // Specks of the line above or below, cut with the word, are read as marks: no word of letters.
          if (i >= 0 && /\p{L}/u.test(w.text)) out[i].push(w);
        }
  return out;
}

/** A curly apostrophe's tail leans down to the left at least this far; a straight one leans less than the other. */
const CURLY_LEAN = -0.12;
const STRAIGHT_LEAN = -0.06;
/** An apostrophe between two letters ("O’Brien", "Díaz’s"). */
const APOSTROPHE_RE = /(?<=\p{L})['’](?=\p{L})/gu;

/**
 * The apostrophe a word's mark shows (the engine reads the printed ’ as ' as often as not): ’ where the
 * mark over the word's apostrophe leans as a curly one's tail does, ' where it stands upright; null where
 * it has no apostrophe between letters, no one mark over it, or a mark that shows no lean or leans between
 * the two.
 */
export function apostropheShown(text: string, marks: Mark[]): '’' | "'" | null {
  const nfc = text.normalize('NFC');
  const at = nfc.search(APOSTROPHE_RE);
  if (at < 0) return null;
  const k = Array.from(nfc.slice(0, at)).length;
  const n = Array.from(nfc).length;
  const near = marks.filter((m) => over(m.at, k, n));
  const lean = near.length === 1 ? near[0].lean : null;
  if (lean === null) return null;
  if (lean <= CURLY_LEAN) return '’';
  return lean >= STRAIGHT_LEAN ? "'" : null;
}

/** At least this many of a page's apostrophes must show their form for the page's to be told. */
const MIN_SHOWN = 2;
/** The share of them that must show one form for the page's to be that one. */
const PAGE_FORM = 0.8;

/** A label's word ("Rec'd:"): a report's template may set its apostrophes otherwise than its data. */
const isLabel = (text: string) => text.endsWith(':');

/**
 * Sets the apostrophes between letters of a report's words as their marks show; where a word's does not
 * show, as most of the report's show (a report sets its apostrophes one way: its labels one way, its
 * names and titles another, perhaps), or as read when they differ.
 */
export function setApostrophes(words: { w: OcrWord; marks: Mark[] }[]): void {
  const shown = words.map(({ w, marks }) => apostropheShown(w.item.str, marks));
  const pageForm = (label: boolean) => {
    const told = shown.filter((f, i) => f !== null && isLabel(words[i].w.item.str) === label);
    const curly = told.filter((f) => f === '’').length / told.length;
    return told.length < MIN_SHOWN ? null : curly >= PAGE_FORM ? '’' : curly <= 1 - PAGE_FORM ? "'" : null;
  };
  const forms = { label: pageForm(true), other: pageForm(false) };
  words.forEach(({ w }, i) => {
    const form = shown[i] ?? (isLabel(w.item.str) ? forms.label : forms.other);
    if (form) w.item.str = w.item.str.replace(APOSTROPHE_RE, form);
  });
}

/** A scanned page's words whose accents are read again, on a sheet of their own. */
type AccentPage = Pick<PageImage, 'img' | 'ppp' | 'n' | 'budget'> & { words: OcrWord[] };

/**
 * Whether some accented letter of `text` has no mark above it (`marks`, the word's): at a low resolution an
 * accent runs into its letter's ink, and the page no longer shows which way it leans, nor that it is there.
 */
export function accentUnmarked(text: string, marks: Mark[]): boolean {
  const chars = Array.from(text.normalize('NFC'));
  return chars.some((c, k) => hasAccent(c) && !marks.some((m) => over(m.at, k, chars.length)));
}

/** A page's words that may have lost accents, stacked on one sheet, where each is placed on it. */
interface AccentSheet {
  page: AccentPage;
  checked: { w: OcrWord; levels: Mark[][] }[];
  pgm: Uint8Array;
  placed: Placed[];
}

/**
 * Accented letters in names, titles and comments (é, è, ë, ï, ñ, á, í, ö, ü): the English model reads them
 * without their marks ("Muñoz" as "Munoz", "Naïve" as "Naive") and sure of itself all the same. The words
 * that may have lost accents (marks above their letters that their reading does not account for) are read
 * again, stacked on one sheet a page, by the models of languages written with accents; a reading with the
 * same letters but for accents and apostrophes replaces the first (see `accentedReading`). The words with
 * apostrophes between letters are given back with the marks over them, for `setApostrophes` to set them
 * over the whole report.
 */
export async function restoreAccents(
  engine: Pick<OcrEngine, 'accentLanguages' | 'readAccented'>,
  pages: AccentPage[],
): Promise<{ apostrophes: { w: OcrWord; marks: Mark[] }[]; unmarked: Set<OcrWord> }> {
  const apostrophes: { w: OcrWord; marks: Mark[] }[] = [];
  const marksOf = new Map<OcrWord, Mark[][]>();
  const sheets: AccentSheet[] = [];
  for (const page of pages) {
    const sheet = accentSheet(page, apostrophes, marksOf);
    if (sheet) sheets.push(sheet);
  }
  // Each model reads the letters of its language best (French "Naïve", Spanish "Díaz"): the surest
  // reading that passes is taken. The models read in turn on the process's one accent thread, each every
  // page's sheet before the next model is loaded (a model loads in about 0.3 s; a sheet reads in less).
  const readings = sheets.map(() => new Map<AccentLanguage, OcrWordResult[][]>());
  for (const language of engine.accentLanguages())
    for (const [i, { page, pgm, placed }] of sheets.entries()) {
      const blocks = await engine.readAccented(pgm, language, page.n, page.budget.remaining());
      readings[i].set(language, wordsByPiece(blocks, placed));
    }
  sheets.forEach((sheet, i) => takeAccentedReadings(sheet.checked, readings[i]));
  const unmarked = [...marksOf].filter(
    ([w, levels]) => hasAccent(w.item.str) && levels.every((marks) => accentUnmarked(w.item.str, marks)),
  );
  return { apostrophes, unmarked: new Set(unmarked.map(([w]) => w)) };
}

/**
 * The sheet of a page's words that may have lost accents (as many as fit, a usual word's height apart);
 * the page's words with apostrophes between letters are added to `apostrophes` with their marks, and its
 * words of letters to `marksOf` with their marks at each ink level.
 */
function accentSheet(
  page: AccentPage,
  apostrophes: { w: OcrWord; marks: Mark[] }[],
  marksOf: Map<OcrWord, Mark[][]>,
): AccentSheet | null {
  const checked: { w: OcrWord; levels: Mark[][] }[] = [];
  let pieces: GreyImage[] = [];
  for (const w of page.words) {
    if (!WORD_RE.test(w.item.str)) continue;
    const { piece, baseline } = wordPiece(w, page.img, page.ppp);
    const levels = [INK, GREY_INK].map((level) =>
      marksAbove(piece, baseline, w.item.size / page.ppp, PIECE_PAD, level),
    );
    marksOf.set(w, levels);
    if (w.item.str.search(APOSTROPHE_RE) >= 0) apostrophes.push({ w, marks: levels[0] });
    if (!levels.some((marks) => mayBeAccented(w.item.str, marks)) || checked.length === MAX_WORDS) continue;
    checked.push({ w, levels });
    pieces.push(piece);
  }
  if (!checked.length) return null;
  const gap = median(pieces.map((p) => p.height));
  let height = gap;
  const fit = pieces.findIndex((p) => (height += p.height + gap) > MAX_SHEET_HEIGHT);
  if (fit >= 0) pieces = pieces.slice(0, fit);
  const { sheet, placed } = stackPieces(pieces, gap);
  return { page, checked: checked.slice(0, pieces.length), pgm: toPgm(sheet), placed };
}

/**
 * Of the models' readings of each word on a sheet, the surest that passes replaces the word's: its accents
 * shown at both ink levels, or at one where it is as sure as the surest reading without them.
 */
export function takeAccentedReadings(
  checked: { w: OcrWord; levels: Mark[][] }[],
  readings: Map<AccentLanguage, OcrWordResult[][]>,
): void {
  checked.forEach(({ w, levels }, i) => {
    const reads = ACCENT_LANGUAGES.map((language) => readings.get(language)![i]);
    const unchanged = reads.filter((r) => r.length === 1 && sameButApostrophes(r[0].text, w.item.str));
    const surestUnchanged = Math.max(0, ...unchanged.map((r) => r[0].confidence));
    const passing: { text: string; confidence: number; clear: number }[] = [];
    for (const read of reads) {
      // Its apostrophe aside, the same reading: the mark sets the apostrophe below.
      if (read.length !== 1 || unchanged.includes(read)) continue;
      const { text, confidence } = read[0];
      const shown = levels.filter((marks) =>
        accentedReading(w.item.str, text, confidence, marks, surestUnchanged),
      ).length;
      // Where one ink level shows the accents and the other does not (an i's dot read as an acute at the
      // grey level alone, "Quíz"), the reading must be as sure as the surest reading without them.
      if (!shown || (shown < levels.length && confidence < surestUnchanged)) continue;
      passing.push({ text, confidence, clear: levels.filter((marks) => clearlyShown(text, marks)).length });
    }
    // Of the readings about as sure as the surest, the one the marks show most clearly ("Björk" under two
    // dots before "Bjôrk", "Siobhán" under an acute's stroke before "Siobhän"), then the surer; a tie goes to
    // the languages' own order, the same way every time.
    const surest = Math.max(...passing.map((p) => p.confidence));
    const best = passing
      .filter((p) => p.confidence >= surest - AS_SURE)
      .reduce<(typeof passing)[number] | null>(
        (a, b) => (!a || b.clear > a.clear || (b.clear === a.clear && b.confidence > a.confidence) ? b : a),
        null,
      );
    // Where no reading passes, one that turns an accent as the marks clearly show, however unsure (its
    // letters alone: a comment's mark read with the word, ">Trés", is no model's).
    const turned = accentsTurnedByMarks(w.item.str, levels);
    const text =
      best?.text ?? (reads.some((r) => r.length === 1 && sameLetters(r[0].text, turned)) ? turned : null);
    if (!text || text === w.item.str) return;
    w.alternatives = [w.item.str, ...w.alternatives.filter((a) => a !== text)];
    w.item.str = text;
  });
}

/** Whether the marks show clearly every accent of `text` (`accentsShown`, from its letters without them). */
const clearlyShown = (text: string, marks: Mark[]) =>
  accentsShown(baseLetters(text), text, marks) === 'clearly';

/** Whether two readings have the same letters, accents included, whatever marks stand about them (">Très"). */
const sameLetters = (a: string, b: string) =>
  lettersWithin(a.normalize('NFC')).letters === lettersWithin(b.normalize('NFC')).letters;

/**
 * The accent a letter's marks clearly show, at one ink level: a diaeresis by two dots, an acute or a grave
 * by one stroke leaning its way; else null.
 */
function markedAccent(base: string, above: Mark[]): string | null {
  if (above.length === 2 && above.every((m) => m.stroke === 'upright'))
    return `${base}\u0308`.normalize('NFC');
  if (above.length !== 1 || above[0].stroke === 'upright') return null;
  return `${base}${above[0].stroke === 'acute' ? '\u0301' : '\u0300'}`.normalize('NFC');
}

/**
 * A word with each accent it was read with turned as the marks above its letter show it at every ink level
 * (`levels`): "Zoé" under two dots is "Zoë", "Trés" under a grave's stroke "Très". A letter read plain stays.
 */
export function accentsTurnedByMarks(text: string, levels: Mark[][]): string {
  const chars = Array.from(text.normalize('NFC'));
  return chars
    .map((c, k) => {
      if (!hasAccent(c)) return c;
      const base = c.normalize('NFD')[0];
      const shown = levels.map((marks) =>
        markedAccent(
          base,
          marks.filter((m) => over(m.at, k, chars.length)),
        ),
      );
      return shown.length && shown.every((a) => a !== null && a === shown[0]) ? shown[0]! : c;
    })
    .join('');
}

/** Of a word's readings, the fewest that must show its accents for the report to print them: one in eight. */
const PLAIN_READINGS_PER_ACCENTED = 7;

/**
 * A word's accents read often enough to be the report's: a scan at 150 dpi reads a name's true accent in one
 * row of four, where a speck over one "the" of forty is read as "thé" (that reading then loses its mark).
 */
function accentsReadOften(count: { accented: number; plain: number } | undefined): boolean {
  return !!count && count.plain <= count.accented * PLAIN_READINGS_PER_ACCENTED;
}

/**
 * The accents a word was read with elsewhere in the report: the marks are small, and a scan's reading misses
 * them now and then ("Naive" in one row, "Naïve" in the next), where the marks read on the other words
 * show what the report prints. A word read without accents takes those of the one accented spelling the
 * report's other words give its letters (none where they give two: "Très" and "Trés"), its apostrophes
 * as read, where one reading in eight shows them; where fewer do, the few lose theirs. A word whose
 * accented letter the page shows no mark above (`unmarked`: "Trés", the grave run into its e) takes the
 * one spelling of the words whose marks stand above their accents ("Très"), where they give one.
 */
export function accentsOfTheReport(words: OcrWord[], unmarked: Set<OcrWord> = new Set()): void {
  const spellings = new Map<string, Set<string>>();
  /** The accented spellings of the words whose accents the page marks. */
  const marked = new Map<string, Set<string>>();
  /** How many times each word was read with accents, and without. */
  const readings = new Map<string, { accented: number; plain: number }>();
  const parts = words.map((w) => lettersWithin(w.item.str));
  parts.forEach(({ letters }, i) => {
    if (!WORD_RE.test(words[i].item.str)) return;
    const key = baseLetters(letters);
    const count = readings.get(key) ?? { accented: 0, plain: 0 };
    readings.set(key, count);
    if (!hasAccent(letters)) {
      count.plain++;
      return;
    }
    count.accented++;
    const spelling = oneApostrophe(letters.normalize('NFC'));
    spellings.set(key, (spellings.get(key) ?? new Set()).add(spelling));
    if (!unmarked.has(words[i])) marked.set(key, (marked.get(key) ?? new Set()).add(spelling));
  });
  words.forEach((w, i) => {
    const { letters, edges } = parts[i];
    if (!WORD_RE.test(w.item.str)) return;
    const key = baseLetters(letters);
    const often = accentsReadOften(readings.get(key));
    const accented = spellings.get(key);
    const read = [...letters.normalize('NFC')];
    const shown = marked.get(key);
    let restored: string[];
    if (hasAccent(letters)) {
      if (!often) restored = read.map((c) => c.normalize('NFD').replace(/\p{M}/gu, ''));
      else if (unmarked.has(w) && shown?.size === 1) restored = [...[...shown][0]];
      else return;
    } else {
      if (accented?.size !== 1 || !often) return;
      restored = [...[...accented][0]];
    }
    if (restored.length !== read.length) return;
    const [before, after] = edges.split('\u0000');
    w.item.str = `${before}${read.map((c, k) => (/['’‘`]/.test(c) ? c : restored[k])).join('')}${after}`;
  });
}
