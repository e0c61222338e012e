import { describe, expect, it } from 'vitest';
import { spellingsOfTheReport } from './spellings';
import type { OcrWord } from './words';

/** Words set one after another along a line, a space apart. */
let x = 0;
const word = (str: string): OcrWord => ({
  item: { str, x0: (x += 3), x1: (x += 6 * str.length), y: 10, size: 10, page: 1 },
  confidence: 90,
  alternatives: [],
  offLine: false,
});
const texts = (words: OcrWord[]) => words.map((w) => w.item.str);

describe("a word the scan misread that the report's other words spell", () => {
  it('is spelt as they are read, its marks kept, its reading an alternative', () => {
    const words = [
      "Díaz's",
      "Díaz's",
      'Diaz’s',
      'Señor',
      'Señor',
      'Sefior',
      'Writing',
      'Writing',
      'riting,',
      'peconstruction',
      'Reconstruction',
      'Reconstruction',
    ].map(word);
    const respelled = spellingsOfTheReport(words);
    expect(texts(words)).toEqual([
      "Díaz's",
      "Díaz's",
      'Díaz’s',
      'Señor',
      'Señor',
      'Señor',
      'Writing',
      'Writing',
      'Writing,',
      'Reconstruction',
      'Reconstruction',
      'Reconstruction',
    ]);
    expect([...respelled].map((w) => w.alternatives[0])).toEqual([
      'Diaz’s',
      'Sefior',
      'riting,',
      'peconstruction',
    ]);
  });

  it('stays as read when it is a word, short, read as often, or near two spellings', () => {
    const words = [
      // An English word a letter from the report's name: a word of its own.
      ...['Senior', 'Señor', 'Señor', 'Señor'],
      // Three letters, one apart: as likely another word.
      ...['Tst', 'Test', 'Test'],
      // Read as often as the spelling a letter from it.
      ...['Smyth', 'Smyth', 'Smith', 'Smith'],
      // Two letters from two spellings the report reads often.
      ...['Harrisan', 'Harrison', 'Harrison', 'Harrisen', 'Harrisen'],
      // Apostrophes alone: which one a word prints is measured on its own ink.
      ...["Díaz's", "Díaz's", 'Díaz’s'],
      // The rest of a word whose capital was read apart before it: "(E xtra Credit)".
      ...['Extra', 'Extra', '(E', 'xtra'],
      // Read once only: no spelling of the report's.
      ...['Naive', 'Naïvely'],
    ].map(word);
    const before = texts(words);
    expect(spellingsOfTheReport(words).size).toBe(0);
    expect(texts(words)).toEqual(before);
  });
});
