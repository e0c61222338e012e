/**
 * Words a scan read with a letter or two wrong ("Sefior" for "Señor", "riting" for "Writing",
 * "peconstruction" for "Reconstruction"), read right by the same scan elsewhere in the report: a report
 * prints the same words in many rows (a topic, a comment, a teacher's name), and most of them read right.
 */
import { distance } from 'fastest-levenshtein';
import { lettersWithin, oneApostrophe } from './accents';
import { isTitleWord } from './lexicon';
import type { OcrWord } from './words';

/** A word of letters, with an apostrophe or hyphen inside ("O’Connor", "Über-Reactions"). */
const LETTERS_RE = /^\p{L}(?:[\p{L}’'-]*\p{L})?$/u;
/** Words shorter than this are left as read: too many words lie a letter apart. */
const MIN_LETTERS = 4;
/** A spelling the report's words were read with at least this many times is the report's. */
const MIN_READINGS = 2;
/** Letters a reading may differ by from the report's spelling (added, lost or changed): one, two from this length. */
const TWO_APART_FROM = 6;

/** How many letters a reading of `length` letters may differ by from the report's spelling. */
const allowed = (length: number) => (length >= TWO_APART_FROM ? 2 : 1);

/**
 * Whether the word is the rest of a word whose capital the scan read apart, just before it on its line
 * ("(E" "xtra Credit)"): the word is whole read so, and is read whole later.
 */
function partedFromItsCapital(w: OcrWord, spelling: string, words: OcrWord[]): boolean {
  const it = w.item;
  return words.some(
    (o) =>
      o.item.page === it.page &&
      Math.abs(o.item.y - it.y) < 0.5 * it.size &&
      o.item.x1 <= it.x0 &&
      it.x0 - o.item.x1 < it.size &&
      o.item.str.endsWith(spelling[0]) &&
      /\p{Lu}$/u.test(o.item.str),
  );
}

/**
 * Each word of letters that no dictionary holds, read so fewer times than a spelling the report's words
 * were read with often, a letter or two from it and nearer it than any other such spelling, is read as
 * that spelling, its marks kept; the reading it had becomes an alternative. Returns the words read
 * otherwise (they are warned of: the report's words only make the spelling likely).
 */
export function spellingsOfTheReport(words: OcrWord[]): Set<OcrWord> {
  const parts = words.map((w) => lettersWithin(w.item.str));
  // Words that differ by their apostrophes alone are one spelling.
  const readings = new Map<string, number>();
  for (const { letters } of parts)
    if (LETTERS_RE.test(letters))
      readings.set(oneApostrophe(letters), (readings.get(oneApostrophe(letters)) ?? 0) + 1);
  const spellings = [...readings].filter(([, n]) => n >= MIN_READINGS);
  const respelled = new Set<OcrWord>();
  words.forEach((w, i) => {
    const { letters, edges } = parts[i];
    const length = Array.from(letters).length;
    if (!LETTERS_RE.test(letters) || length < MIN_LETTERS || isTitleWord(letters)) return;
    const key = oneApostrophe(letters);
    const times = readings.get(key) ?? 0;
    const near = spellings
      .filter(([s, n]) => n > times && s !== key)
      .map(([s]) => ({ s, d: distance(s.toLowerCase(), key.toLowerCase()) }))
      .filter(({ d }) => d <= allowed(length));
    const nearest = Math.min(...near.map(({ d }) => d));
    const best = near.filter(({ d }) => d === nearest);
    if (best.length !== 1) return;
    if (partedFromItsCapital(w, best[0].s, words)) return;
    const [before, after] = edges.split('\u0000');
    // Which apostrophe a word prints is measured on its own ink (`setApostrophes`): it keeps its own, and a
    // word read without one is left as read.
    const apostrophe = /[’‘`']/.exec(letters)?.[0];
    if (!apostrophe && best[0].s.includes("'")) return;
    w.alternatives = [w.item.str, ...w.alternatives];
    w.item.str = `${before}${apostrophe ? best[0].s.replace(/'/g, apostrophe) : best[0].s}${after}`;
    respelled.add(w);
  });
  return respelled;
}
