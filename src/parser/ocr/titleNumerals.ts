import { toPgm } from './image';
import { numeralAfterWord } from './numerals';
import { rereadInOwnBoxes, type PageImage } from './read';
import { normaliseWord, type OcrWord } from './words';

/**
 * A course's number as titles print it after the subject: a Roman numeral ("Algebra I", "Spanish II") or
 * a grade or level ("Physical Education 7").
 */
const TITLE_NUMERAL_RE = /^(?:[IVX]{1,4}|\d{1,2})$/;

/**
 * The word read again alone, when that reading is the word followed by a course's number: the engine
 * read the word's box ("Algebra I") but left the lone capital out of its text. Null otherwise.
 */
export function withTitleNumeral(word: string, again: string): string | null {
  // Its misreadings undone first, as in every reading ("Algebral" is "Algebra I").
  const parts = again.trim().split(/\s+/).map(normaliseWord).join(' ').split(' ');
  if (parts.length !== 2 || parts[0] !== word || !TITLE_NUMERAL_RE.test(parts[1])) return null;
  return `${word} ${parts[1]}`;
}

/** A word ending a course's title on its line. */
export interface TitleEnd {
  word: OcrWord;
  /** How far past the word's box a number after it may be looked for (a page position; the box's end: not at all). */
  right: number;
  /** The engine was very unsure of the word: it is read again alone in its own box. */
  reread: boolean;
}

/** A page of the scan, with the words that end course titles on it. */
export interface TitlePage extends Omit<PageImage, 'pgm'> {
  words: TitleEnd[];
}

/**
 * Words that end course titles: where the ink of the word's box (of a word the engine was very unsure of)
 * or past it up to its `right` ends in a numeral of I's a space after its letters (`numeralAfterWord`), or
 * where a word the engine was very unsure of, read again alone in its own box, reads with a course's number
 * the first reading left out, the word is given it (its first reading kept as an alternative). The words given a number, to be warned of as read otherwise than
 * the engine first read them.
 */
export async function readTitleNumerals(pages: TitlePage[]): Promise<Set<OcrWord>> {
  const given = new Set<OcrWord>();
  for (const page of pages) {
    const unsure = page.words.filter((t) => t.reread).map((t) => t.word);
    const again = unsure.length ? await rereadInOwnBoxes({ ...page, pgm: toPgm(page.img) }, unsure, '') : [];
    for (const { word: w, right, reread } of page.words) {
      const reading = again[unsure.indexOf(w)];
      // In the box of a word the engine was unsure of; past the box of any, where its line leaves room.
      const inked =
        (reread ? numeralAfterWord(page.img, page.ppp, w) : null) ??
        (right > w.item.x1 ? numeralAfterWord(page.img, page.ppp, w, right) : null);
      const text =
        (reading && withTitleNumeral(w.item.str, reading.text)) ?? (inked && `${w.item.str} ${inked}`);
      if (!text) continue;
      w.alternatives = [w.item.str, ...w.alternatives.filter((a) => a !== text)];
      w.item.str = text;
      given.add(w);
    }
  }
  return given;
}
