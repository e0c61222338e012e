/**
 * Words a scan read with a letter or two wrong ("Sefior" for "Señor", "riting" for "Writing",
 * "peconstruction" for "Reconstruction"), read right by the same scan elsewhere in the report: a report
 * prints the same words in many rows (a topic, a comment, a teacher's name), and most of them read right.
 */
import { distance } from 'fastest-levenshtein';
import { lettersWithin, oneApostrophe } from './accents';
import { isEnglishWord, isTitleWord } from './lexicon';
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

/** Two words parted across at most this share of their size are one word the report prints elsewhere. */
const PARTED_GAP = 0.6;

/** The word set on the same line just after `w`, within a parted word's gap, or undefined. */
function nextOnLine(w: OcrWord, words: OcrWord[]): OcrWord | undefined {
  const it = w.item;
  return words.find(
    (o) =>
      o !== w &&
      o.item.page === it.page &&
      Math.abs(o.item.y - it.y) < 0.3 * it.size &&
      o.item.x0 >= it.x1 &&
      o.item.x0 - it.x1 <= PARTED_GAP * it.size,
  );
}

/** A capital, a space, and small letters, within one word's reading. */
const CAPITAL_PARTED_RE = /(^|\s)(\p{Lu}) (\p{Ll}{2,})(?=[.,;:!?]?(?:\s|$))/gu;

/**
 * A capital parted from the rest of its word ("G raphing", "E nergy"): a capital alone, then small letters
 * that are no word, which with it are one.
 */
const capitalParted = (capital: string, rest: string) =>
  /^\p{Lu}$/u.test(capital) && !isEnglishWord(rest) && isEnglishWord(`${capital}${rest}`);

/**
 * Words a scan read with a space inside ("sco res", "cou nts.", "J efferson"), where the report prints the
 * word whole elsewhere, read so at least twice, or a capital parted from the rest of a dictionary's word
 * (`capitalParted`): two words on a line, close, of letters (the second perhaps
 * with a mark after it), not both words of the dictionary ("in to" stays), whose letters together are such
 * a word, or a letter from one when six letters long or more (the spelling the report gives it then
 * follows), are one word. The second goes on in small letters, two at least ("Sofia M." stays). Returns the
 * words joined into the first (each keeps the least sure confidence and the reading as parted as an
 * alternative) and the second words, now part of them.
 */
export function partedWordsOfTheReport(words: OcrWord[]): { joined: Set<OcrWord>; parts: Set<OcrWord> } {
  const readings = new Map<string, number>();
  for (const w of words)
    for (const token of w.item.str.split(' ')) {
      const letters = lettersWithin(token).letters.toLowerCase();
      if (LETTERS_RE.test(letters)) readings.set(letters, (readings.get(letters) ?? 0) + 1);
    }
  const spellings = [...readings].filter(([, n]) => n >= MIN_READINGS).map(([s]) => s);
  const joined = new Set<OcrWord>();
  const parts = new Set<OcrWord>();
  // A word read again may hold the parted word whole ("G raphing,").
  for (const w of words) {
    const text = w.item.str.replace(
      CAPITAL_PARTED_RE,
      (whole, start: string, capital: string, rest: string) =>
        capitalParted(capital, rest) ? `${start}${capital}${rest}` : whole,
    );
    if (text === w.item.str) continue;
    w.alternatives = [w.item.str, ...w.alternatives];
    w.item.str = text;
    joined.add(w);
  }
  for (const w of words) {
    // A word of the engine's may hold several words ("the two sco"): its last one, and the next one's first.
    const last = w.item.str.split(' ').at(-1)!;
    if (parts.has(w) || !/^\p{L}+$/u.test(last)) continue;
    const next = nextOnLine(w, words);
    if (!next || parts.has(next) || joined.has(next)) continue;
    const { letters, edges } = lettersWithin(next.item.str.split(' ')[0]);
    const [before, after] = edges.split('\u0000');
    if (!/^\p{Ll}{2,}$/u.test(letters) || before || !/^[.,;:!?]?$/.test(after)) continue;
    const whole = `${last}${letters}`.toLowerCase();
    const length = Array.from(whole).length;
    if (length < MIN_LETTERS || (isEnglishWord(last) && isEnglishWord(letters))) continue;
    const spelt = spellings.some((s) => s === whole || distance(s, whole) < allowed(length));
    if (!spelt && !capitalParted(last, letters)) continue;
    w.alternatives = [`${w.item.str} ${next.item.str}`, ...w.alternatives];
    w.item.str = `${w.item.str}${next.item.str}`;
    w.item.x1 = next.item.x1;
    w.confidence = Math.min(w.confidence, next.confidence);
    joined.add(w);
    parts.add(next);
  }
  return { joined, parts };
}

/** An honorific's abbreviation ("Ms", "Dr", "Sra"), with its full stop or without. */
const ABBREVIATED_HONORIFIC_RE = /^(?:Mr|Mrs|Ms|Mx|Dr|Prof|Sr|Sra|Srta|Mme|Mlle)\.?$/;
/** A report that prints at least this many of its honorifics with their stops prints them all so. */
const MIN_STOPPED = 2;
/** An honorific's name follows it within this many sizes. */
const NAME_REACH = 1.5;

/**
 * Whether `w` is an honorific's abbreviation before a name: a capitalised word within `NAME_REACH` sizes
 * after it (its stop lost, the engine may read the space after it wide enough to part cells).
 */
function beforeAName(w: OcrWord, words: OcrWord[]): boolean {
  const it = w.item;
  return (
    ABBREVIATED_HONORIFIC_RE.test(it.str) &&
    words.some(
      (o) =>
        o.item.page === it.page &&
        Math.abs(o.item.y - it.y) < 0.3 * it.size &&
        o.item.x0 >= it.x1 &&
        o.item.x0 - it.x1 <= NAME_REACH * it.size &&
        /^\p{Lu}/u.test(o.item.str),
    )
  );
}

/**
 * Honorifics read without their full stop ("Ms Zoë Park"), in a report that prints more of them with it
 * ("Ms. Chen", "Dr. A. Patel"), two at least: a report sets its honorifics one way, and a scan loses a full
 * stop as it loses a speck. Each is given its stop, the reading it had kept as an alternative. Returns them.
 */
export function honorificStopsOfTheReport(words: OcrWord[]): Set<OcrWord> {
  const honorifics = words.filter((w) => beforeAName(w, words));
  const bare = honorifics.filter((w) => !w.item.str.endsWith('.'));
  const stopped = honorifics.length - bare.length;
  if (stopped < MIN_STOPPED || stopped <= bare.length) return new Set();
  for (const w of bare) {
    w.alternatives = [w.item.str, ...w.alternatives];
    w.item.str = `${w.item.str}.`;
  }
  return new Set(bare);
}
