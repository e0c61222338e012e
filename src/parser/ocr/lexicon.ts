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
