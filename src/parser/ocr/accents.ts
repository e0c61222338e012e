import { cropImage, stackPieces, toPgm, type GreyImage, type Placed } from './image';
import { distance } from 'fastest-levenshtein';
import { ACCENT_LANGUAGES } from './engine';
import { isEnglishWord } from './lexicon';
import type { PageImage } from './read';
import type { OcrBlockResult, OcrWord, OcrWordResult } from './words';

/** At most this many words of a page are read again for their accents. */
const MAX_WORDS = 150;
/** A reading with the same letters but for accents is taken when its engine is at least this sure of it. */
const ACCENT_CONFIDENCE = 50;
/**
 * A reading with other letters too is taken, for a word that is no English word, when its engine is at
 * least this sure of it and it differs in at most two letters: the English model reads a letter it has no
 * model of as others ("Señor" as "Sefior").
 */
const RESPELLING_CONFIDENCE = 85;
const MAX_RESPELLED = 2;

/** A word's letters without accents, and with one apostrophe: what two readings must share. */
export function baseLetters(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').replace(/[’‘`]/g, "'");
}

/**
 * Whether `text`, read by the models of languages with accents, is a better reading of `first`, whose word
 * has `marks` above its letters: the same letters with accents where there are marks, or a very sure
 * respelling of a name.
 */
export function accentedReading(first: string, text: string, confidence: number, marks: number[]): boolean {
  if (baseLetters(text) === baseLetters(first))
    return confidence >= ACCENT_CONFIDENCE && accentsMarked(first, text, marks);
  return (
    confidence >= RESPELLING_CONFIDENCE &&
    /^\p{L}+$/u.test(first) &&
    /^\p{L}+$/u.test(text) &&
    baseLetters(text) !== text &&
    !isEnglishWord(first) &&
    distance(baseLetters(text), first) <= MAX_RESPELLED
  );
}

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
 * Marks standing clear above a word's letters: small blots of ink (at most 0.4 of the word's size tall)
 * ending more than half its size above the baseline. Letters, tall or short, reach down to the baseline;
 * what floats above them is the dot of an i or a j, an apostrophe or a quote, or an accent (not the foot
 * of a letter of the line above, cut by the piece's top edge). Answers where
 * each lies across the word, from 0 (its left edge, `pad` pixels in from the piece's) to 1.
 */
export function marksAbove(piece: GreyImage, baseline: number, size: number, pad = 0): number[] {
  const { width: w, height: h, pixels } = piece;
  const seen = new Uint8Array(w * h);
  const stack: number[] = [];
  const marks: number[] = [];
  for (let start = 0; start < w * h; start++) {
    if (seen[start] || pixels[start] >= INK) continue;
    seen[start] = 1;
    stack.push(start);
    let [top, bottom, left, right, area] = [h, 0, w, 0, 0];
    while (stack.length) {
      const at = stack.pop()!;
      const x = at % w;
      const y = (at - x) / w;
      area++;
      top = Math.min(top, y);
      bottom = Math.max(bottom, y);
      left = Math.min(left, x);
      right = Math.max(right, x);
      for (let dy = -1; dy <= 1; dy++)
        for (let dx = -1; dx <= 1; dx++) {
          const nx = x + dx;
          const ny = y + dy;
          if (nx < 0 || ny < 0 || nx >= w || ny >= h) continue;
          const n = ny * w + nx;
          if (!seen[n] && pixels[n] < INK) {
            seen[n] = 1;
            stack.push(n);
          }
        }
    }
    // Ink cut by the piece's top edge is the foot of a letter of the line above.
    if (area >= 2 && top > 0 && bottom - top + 1 <= 0.4 * size && bottom < baseline - 0.5 * size)
      marks.push(((left + right) / 2 - pad) / Math.max(1, w - 2 * pad));
  }
  return marks.sort((x, y) => x - y);
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
export function unexplainedMarks(text: string, marks: number[]): number {
  const left = marksOfCharacters(text);
  const n = left.length;
  let unexplained = 0;
  for (const at of marks) {
    let nearest = -1;
    for (let k = 0; k < n; k++)
      if (
        left[k] > 0 &&
        over(at, k, n) &&
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
export function mayBeAccented(text: string, marks: number[]): boolean {
  if (unexplainedMarks(text, marks) > 0) return true;
  return marks.length > 0 && !isEnglishWord(text.replace(/[^\p{L}]/gu, ''));
}

const hasAccent = (c: string) => /\p{M}/u.test(c.normalize('NFD'));

/**
 * Whether `text` (the same letters as `first`) only adds accents to it, each where the page has a mark
 * above the letter: a model that reads an accent the page has not, or drops one, misreads.
 */
export function accentsMarked(first: string, text: string, marks: number[]): boolean {
  const was = Array.from(first.normalize('NFC'));
  const now = Array.from(text.normalize('NFC'));
  if (was.length !== now.length) return false;
  return now.every((c, k) => {
    if (c === was[k]) return true;
    if (!hasAccent(c)) return !hasAccent(was[k]);
    return marks.some((at) => over(at, k, now.length));
  });
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

/**
 * Accented letters in names, titles and comments (é, è, ë, ï, ñ, á, í, ö, ü): the English model reads them
 * without their marks ("Muñoz" as "Munoz", "Naïve" as "Naive") and sure of itself all the same. The words
 * that may have lost accents (marks above their letters that their reading does not account for) are read
 * again, stacked on one sheet, by the models of languages written with accents; a reading with the same
 * letters but for accents and apostrophes replaces the first (see `accentedReading`).
 */
export async function restoreAccents(
  page: Pick<PageImage, 'engine' | 'img' | 'ppp' | 'n' | 'budget'>,
  words: OcrWord[],
): Promise<void> {
  const checked: { w: OcrWord; marks: number[] }[] = [];
  const pieces: GreyImage[] = [];
  for (const w of words) {
    if (!WORD_RE.test(w.item.str) || checked.length === MAX_WORDS) continue;
    const { piece, baseline } = wordPiece(w, page.img, page.ppp);
    const marks = marksAbove(piece, baseline, w.item.size / page.ppp, PIECE_PAD);
    if (!mayBeAccented(w.item.str, marks)) continue;
    checked.push({ w, marks });
    pieces.push(piece);
  }
  if (!checked.length) return;
  const tallest = Math.max(...pieces.map((p) => p.height));
  const { sheet, placed } = stackPieces(pieces, tallest);
  const pgm = toPgm(sheet);
  // Each model reads the letters of its language best (French "Naïve", Spanish "Díaz"): the surest
  // reading that passes is taken.
  const readings = await Promise.all(
    ACCENT_LANGUAGES.map(async (language) =>
      wordsByPiece(await page.engine.readAccented(pgm, language, page.n, page.budget.remaining()), placed),
    ),
  );
  checked.forEach(({ w, marks }, i) => {
    let best: OcrWordResult | null = null;
    for (const byPiece of readings) {
      const read = byPiece[i];
      if (read.length !== 1 || read[0].text === w.item.str) continue;
      if (!accentedReading(w.item.str, read[0].text, read[0].confidence, marks)) continue;
      if (!best || read[0].confidence > best.confidence) best = read[0];
    }
    if (!best) return;
    w.alternatives = [w.item.str, ...w.alternatives.filter((a) => a !== best.text)];
    w.item.str = best.text;
  });
}
