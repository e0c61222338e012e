import { readFileSync } from 'node:fs';
import wordListPath from 'word-list';

/**
 * English words (the `word-list` package: about 274,000, small letters, inflected forms included), read
 * once on first use in the process that reads scans.
 */
let words: Set<string> | null = null;

export function isEnglishWord(word: string): boolean {
  words ??= new Set(readFileSync(wordListPath, 'utf8').split('\n'));
  return words.has(word.toLowerCase());
}

/**
 * Languages and peoples that name school subjects ("Spanish II", "AP Latin", "European History"), which the
 * word list, of small letters, leaves out.
 */
const SUBJECT_NAMES = new Set([
  'african',
  'american',
  'asian',
  'canadian',
  'european',
  'hebrew',
  'hindi',
  'hispanic',
  'indian',
  'italian',
  'japanese',
  'korean',
  'latin',
  'mexican',
  'portuguese',
  'russian',
  'spanish',
  'swahili',
]);

/** A word a course's title may hold: an English word, or a language or people a subject is named for. */
export function isTitleWord(word: string): boolean {
  return isEnglishWord(word) || SUBJECT_NAMES.has(word.toLowerCase());
}
