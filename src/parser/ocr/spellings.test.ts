import { describe, expect, it } from 'vitest';
import { honorificStopsOfTheReport, partedWordsOfTheReport, spellingsOfTheReport } from './spellings';
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

describe("a word the scan read with a space inside, that the report's other words print whole", () => {
  /** Words on a line of their own at `y`, a space (3 pt, 0.3 of the size) apart. */
  const line = (y: number, text: string): OcrWord[] => {
    let at = 0;
    return text.split(' ').map((str) => ({
      item: { str, x0: (at += 3), x1: (at += 6 * str.length), y, size: 10, page: 1 },
      confidence: 90,
      alternatives: [],
      offLine: false,
    }));
  };
  const report = () => [
    line(10, 'the higher of the two scores counts'),
    line(30, 'the higher of the two scores counts'),
    line(50, 'the higher of the two sco res cou nts.'),
    line(70, 'J efferson High School'),
    line(90, 'Jefferson High School'),
    line(110, 'Jefferson High School'),
    // Two words of the dictionary stay apart, whatever they make together; so do words far apart.
    line(130, 'in to into into'),
    line(150, 'Show all work'),
    // A name and an initial: "Sofia" and "SofiaM" are a letter apart.
    line(170, 'Rivera, Sofia'),
    line(190, 'Rivera, Sofia'),
    line(210, 'Rivera, Sofia M.'),
  ];

  it('is one word, its reading as parted an alternative', () => {
    const lines = report();
    const { joined, parts } = partedWordsOfTheReport(lines.flat());
    const kept = (l: OcrWord[]) => l.filter((w) => !parts.has(w)).map((w) => w.item.str);
    expect(kept(lines[2])).toEqual(['the', 'higher', 'of', 'the', 'two', 'scores', 'counts.']);
    expect(kept(lines[3])).toEqual(['Jefferson', 'High', 'School']);
    expect(kept(lines[6])).toEqual(['in', 'to', 'into', 'into']);
    expect(kept(lines[10])).toEqual(['Rivera,', 'Sofia', 'M.']);
    expect([...joined].map((w) => w.alternatives[0])).toEqual(['sco res', 'cou nts.', 'J efferson']);
    expect(lines[2][5].item.x1).toBe(lines[2][6].item.x1);
  });

  it('stays apart where the report prints no such word twice, or the parts stand a space apart or more', () => {
    const once = [line(10, 'two scores'), line(30, 'two sco res')];
    expect(partedWordsOfTheReport(once.flat()).parts.size).toBe(0);
    // Words of the engine's holding several printed words ("the two sco" "res counts").
    const several = [line(10, 'the two scores counts'), line(30, 'the two scores counts')];
    const item = (y: number, str: string, x0: number): OcrWord => ({
      item: { str, x0, x1: x0 + 6 * str.length, y, size: 10, page: 1 },
      confidence: 90,
      alternatives: [],
      offLine: false,
    });
    const parted = [item(50, 'the two sco', 0), item(50, 'res counts', 69)];
    expect(partedWordsOfTheReport([...several.flat(), ...parted]).parts).toEqual(new Set([parted[1]]));
    expect(parted[0].item.str).toBe('the two scores counts');
    const apart = [line(10, 'scores'), line(30, 'scores'), line(50, 'sco res')];
    apart[2][1].item.x0 += 4;
    apart[2][1].item.x1 += 4;
    expect(partedWordsOfTheReport(apart.flat()).parts.size).toBe(0);
  });

  it('is one word where a capital stands parted from small letters that are no word, and with it are one', () => {
    // Printed once: no other reading of the report spells it.
    const lines = [line(10, 'Linear Equations by G raphing,'), line(30, 'the Flow of E nergy')];
    const { joined, parts } = partedWordsOfTheReport(lines.flat());
    expect(
      lines
        .flat()
        .filter((w) => !parts.has(w))
        .map((w) => w.item.str),
    ).toEqual(['Linear', 'Equations', 'by', 'Graphing,', 'the', 'Flow', 'of', 'Energy']);
    expect(joined.size).toBe(2);
    // Within one word's reading too.
    const read = line(50, 'by')[0];
    read.item.str = 'by G raphing,';
    expect(partedWordsOfTheReport([read]).joined).toEqual(new Set([read]));
    expect([read.item.str, read.alternatives[0]]).toEqual(['by Graphing,', 'by G raphing,']);
    // A capital before a word stays apart ("A cat", "Grade B work"), and so does a capital whose letters make no word.
    const apart = [line(70, 'A cat'), line(90, 'B work'), line(110, 'Q xyzzy')];
    expect(partedWordsOfTheReport(apart.flat()).joined.size).toBe(0);
  });
});

describe('an honorific the scan read without its full stop', () => {
  /** Words on the line at `y`, each [text, x0, x1]. */
  const line = (y: number, ...ws: [string, number, number][]): OcrWord[] =>
    ws.map(([str, x0, x1]) => ({
      item: { str, x0, x1, y, size: 10, page: 1 },
      confidence: 90,
      alternatives: [],
      offLine: false,
    }));

  it('is given it where the report prints more of its honorifics with one', () => {
    const bare = line(50, ['Instructor:', 0, 45], ['Ms', 50, 62], ['Zoë', 75, 92], ['Park', 95, 115]);
    const words = [
      ...line(10, ['Teacher:', 0, 35], ['Ms.', 40, 55], ['Chen', 58, 80]),
      ...line(30, ['Instructor:', 0, 45], ['Dr.', 50, 62], ['A.', 65, 72], ['Patel', 75, 100]),
      ...bare,
    ];
    expect(honorificStopsOfTheReport(words)).toEqual(new Set([bare[1]]));
    expect(bare[1].item.str).toBe('Ms.');
    expect(bare[1].alternatives).toEqual(['Ms']);
  });

  it('is left as read where the report prints them without, or no name follows', () => {
    const without = [
      ...line(10, ['Ms', 40, 52], ['Chen', 56, 80]),
      ...line(30, ['Dr', 50, 60], ['Patel', 64, 90]),
      ...line(50, ['Ms.', 50, 64], ['Park', 68, 90]),
    ];
    expect(honorificStopsOfTheReport(without).size).toBe(0);
    expect(texts(without)).toEqual(['Ms', 'Chen', 'Dr', 'Patel', 'Ms.', 'Park']);
    const noName = [
      ...line(10, ['Ms.', 40, 55], ['Chen', 58, 80]),
      ...line(30, ['Dr.', 50, 62], ['Patel', 65, 90]),
      ...line(50, ['Oak', 20, 40], ['Dr', 44, 56], ['5', 60, 66]),
    ];
    expect(honorificStopsOfTheReport(noName).size).toBe(0);
  });
});
