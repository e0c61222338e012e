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

/** A page of the scan, with the words of course titles on it the engine was very unsure of. */
export interface TitlePage extends Omit<PageImage, 'pgm'> {
  words: OcrWord[];
}

/**
 * Words of course titles the engine was very unsure of, read again alone in their own boxes: where the
 * reading adds a course's number the first left out, or the box's ink ends in a numeral of I's a space
 * after the word (`numeralAfterWord`), the word is given it (its first reading kept as an alternative).
 * The words given a number, to be warned of as read otherwise than the engine first read them.
 */
export async function readTitleNumerals(pages: TitlePage[]): Promise<Set<OcrWord>> {
  const given = new Set<OcrWord>();
  for (const page of pages) {
    if (!page.words.length) continue;
    const again = await rereadInOwnBoxes({ ...page, pgm: toPgm(page.img) }, page.words, '');
    page.words.forEach((w, i) => {
      const inked = numeralAfterWord(page.img, page.ppp, w);
      const text =
        (again[i] && withTitleNumeral(w.item.str, again[i].text)) ?? (inked && `${w.item.str} ${inked}`);
      if (!text) return;
      w.alternatives = [w.item.str, ...w.alternatives.filter((a) => a !== text)];
      w.item.str = text;
      given.add(w);
    });
  }
  return given;
}
