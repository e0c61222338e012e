import { cropImage, stackPieces, toPgm, type GreyImage, type Placed } from './image';
import { distance } from 'fastest-levenshtein';
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

/** Whether `text`, read by the models of languages with accents, is a better reading of `first`. */
export function accentedReading(first: string, text: string, confidence: number): boolean {
  if (confidence >= ACCENT_CONFIDENCE && baseLetters(text) === baseLetters(first)) return true;
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

/**
 * The piece of the page a word was read from, tall enough above its letters to hold the accents of
 * capitals (a word's size is the height of its tall letters), short of the line above; and its baseline.
 */
function wordPiece(w: OcrWord, img: GreyImage, ppp: number): { piece: GreyImage; baseline: number } {
  const pad = 2;
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
 * what floats above them is the dot of an i or a j, an apostrophe or a quote, or an accent.
 */
export function marksAbove(piece: GreyImage, baseline: number, size: number): number {
  const { width: w, height: h, pixels } = piece;
  const seen = new Uint8Array(w * h);
  const stack: number[] = [];
  let marks = 0;
  for (let start = 0; start < w * h; start++) {
    if (seen[start] || pixels[start] >= INK) continue;
    seen[start] = 1;
    stack.push(start);
    let [top, bottom, area] = [h, 0, 0];
    while (stack.length) {
      const at = stack.pop()!;
      const x = at % w;
      const y = (at - x) / w;
      area++;
      top = Math.min(top, y);
      bottom = Math.max(bottom, y);
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
    if (area >= 2 && bottom - top + 1 <= 0.4 * size && bottom < baseline - 0.5 * size) marks++;
  }
  return marks;
}

/**
 * Whether a word read with `marks` above its letters may have lost accents in its reading: it has more
 * marks than the reading accounts for, or it is no English word (a name) and an accent may stand in for
 * the dot of an i the reading has ("Díaz" as "Diaz"), or be read as one ("Señor" as "Sefior").
 */
export function mayBeAccented(text: string, marks: number): boolean {
  if (marks > expectedMarks(text)) return true;
  return marks > 0 && !isEnglishWord(text.replace(/[^\p{L}]/gu, ''));
}

/** The marks above its letters a word's reading accounts for. */
export function expectedMarks(text: string): number {
  let n = 0;
  for (const c of text.normalize('NFD')) {
    if (/[ij'’‘`:;\p{M}]/u.test(c)) n++;
    else if (/["“”]/.test(c)) n += 2;
  }
  return n;
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
  const checked: OcrWord[] = [];
  const pieces: GreyImage[] = [];
  for (const w of words) {
    if (!WORD_RE.test(w.item.str) || checked.length === MAX_WORDS) continue;
    const { piece, baseline } = wordPiece(w, page.img, page.ppp);
    if (!mayBeAccented(w.item.str, marksAbove(piece, baseline, w.item.size / page.ppp))) continue;
    checked.push(w);
    pieces.push(piece);
  }
  if (!checked.length) return;
  const tallest = Math.max(...pieces.map((p) => p.height));
  const { sheet, placed } = stackPieces(pieces, tallest);
  const blocks = await page.engine.readAccented(toPgm(sheet), page.n, page.budget.remaining());
  wordsByPiece(blocks, placed).forEach((read, i) => {
    if (read.length !== 1) return;
    const w = checked[i];
    const text = read[0].text;
    if (text === w.item.str || !accentedReading(w.item.str, text, read[0].confidence)) return;
    w.alternatives = [w.item.str, ...w.alternatives.filter((a) => a !== text)];
    w.item.str = text;
  });
}
