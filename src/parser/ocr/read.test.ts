import { describe, expect, it } from 'vitest';
import type { OcrEngine } from './engine';
import { lettersInNumberColumns, rereadNumbers, rereadOffLineWords } from './read';
import type { OcrWord } from './words';

const word = (str: string, x0: number, offLine: boolean): OcrWord => ({
  item: { str, x0, x1: x0 + 30, y: 50, size: 10, page: 1 },
  confidence: 40,
  alternatives: [],
  offLine,
});

describe('words read on a line of another printed line', () => {
  it('are read again alone, the new reading replacing the first', async () => {
    const asked: { left: number }[] = [];
    const engine = {
      rereadWords: (_img: Uint8Array, boxes: { left: number }[], allowed: string) => {
        asked.push(...boxes);
        expect(allowed).toBe('');
        return Promise.resolve(
          boxes.map((b) =>
            b.left < 100 ? { text: ' 73.33% ', confidence: 91 } : { text: '', confidence: 0 },
          ),
        );
      },
    } as unknown as OcrEngine;
    const words = [
      word('13.88%', 20, true),
      word('Graphing', 200, false),
      word('1001.90', 300, true),
      // A score's slash alone: its own box reads it as thin marks ("i:").
      word('/', 360, true),
    ];
    const img = { width: 400, height: 200, pixels: new Uint8Array(400 * 200) };
    await rereadOffLineWords(
      {
        engine,
        img,
        pgm: new Uint8Array(),
        ppp: 1,
        n: 1,
        budget: { remaining: () => 1000 },
      },
      words,
    );
    // Only the words off their line are read again, each in its own box; a slash alone is not.
    expect(asked.map((b) => b.left)).toEqual([17, 297]);
    expect(words[3].item.str).toBe('/');
    expect(words[0]).toMatchObject({ item: { str: '73.33%' }, confidence: 91, alternatives: ['13.88%'] });
    // An empty re-reading leaves the word as it was.
    expect(words[2]).toMatchObject({ item: { str: '1001.90' }, confidence: 40, alternatives: [] });
    expect(words[1].item.str).toBe('Graphing');
  });
});

describe('unsure numbers read again as numbers', () => {
  it("replace a reading that is no number, and keep a label's closing colon", async () => {
    const readings: Record<number, string> = { 20: '11', 100: '51', 200: '15', 300: '85' };
    const engine = {
      rereadWords: (_img: Uint8Array, boxes: { left: number }[], allowed: string) => {
        expect(allowed).not.toContain(':');
        return Promise.resolve(boxes.map((b) => ({ text: readings[b.left + 3], confidence: 90 })));
      },
    } as unknown as OcrEngine;
    const words = [
      word('11:', 20, false),
      word('1S', 200, false),
      word('8S:', 300, false),
      word('S1', 100, false),
    ];
    const img = { width: 400, height: 200, pixels: new Uint8Array(400 * 200) };
    const page = { engine, img, pgm: new Uint8Array(), ppp: 1, n: 1, budget: { remaining: () => 1000 } };
    await rereadNumbers(page, words);
    // "11:" read again as "11": the colon the digits-only reading cannot see stays.
    expect(words[0]).toMatchObject({ item: { str: '11:' }, alternatives: [] });
    expect(words[1]).toMatchObject({ item: { str: '15' }, alternatives: ['1S'] });
    expect(words[2]).toMatchObject({ item: { str: '85:' }, alternatives: ['8S:'] });
    // A term's code ("Term: S1") is no number misread: not read again.
    expect(words[3]).toMatchObject({ item: { str: 'S1' }, alternatives: [] });
  });
});

describe('letters in a column of numbers', () => {
  const at = (str: string, x0: number, y: number, width = 12): OcrWord => ({
    item: { str, x0, x1: x0 + width, y, size: 10, page: 1 },
    confidence: 90,
    alternatives: [],
    offLine: false,
  });
  /** A heading line, then rows: a name, a score, and the points possible right-aligned at 400. */
  const table = (possible: string[], heading = 'Pts') => [
    at('Assignment', 100, 20, 60),
    at(heading, 395, 20, 17),
    ...possible.flatMap((p, k) => [
      at(`Quiz ${k + 1}`, 100, 40 + 15 * k, 40),
      at(String(7 + k), 350, 40 + 15 * k),
      at(p, 412 - 6 * p.length, 40 + 15 * k, 6 * p.length),
    ]),
  ];
  const found = (words: OcrWord[]) => [...lettersInNumberColumns(words)].map((w) => w.item.str);

  it('are the misread numbers of that column', () => {
    expect(found(table(['10', '15', 'db', '20', '25']))).toEqual(['db']);
    expect(found(table(['10', '15', 'bq', '20.00', '(25)']))).toEqual(['bq']);
    // Two capitals alone ("FE" for 15) are no English word there, though a dictionary holds them.
    expect(found(table(['10', 'FE', '20', '25']))).toEqual(['FE']);
    // With a bracket read in its strokes ("ic)" for 3).
    expect(found(table(['10', 'ic)', '20', '25']))).toEqual(['ic)']);
    // A letter run into a number ("C12", "7f").
    expect(found(table(['10', 'C12', '20', '25']))).toEqual(['C12']);
    expect(found(table(['10', '7f', '20', '25']))).toEqual(['7f']);
    // Marks printed in place of numbers ("EX", "M") are of such a column too.
    expect(found(table(['10', 'EX', 'M', 'C12', 'INC', '15', 'D', '20']))).toEqual(['C12']);
  });

  it('leave statuses, marks, words and headings, and columns of a few numbers', () => {
    expect(found(table(['10', '15', 'M', 'EX', 'Late', 'EC', 'Yes', '20']))).toEqual([]);
    expect(found(table(['10', '15', 'of', 'out', '20', '25']))).toEqual([]);
    // The heading stands on a line of labels, with no value beside it.
    expect(found(table(['10', '15', '20', '25'], 'Poss'))).toEqual([]);
    // A word of a phrase over the column ("Algebra II Honors" in a course's title line).
    const title = [
      at('Algebra', 360, 30, 36),
      at('II', 400, 30, 8),
      at('Honors', 412, 30, 34),
      at('3', 500, 30),
    ];
    expect(found([...title, ...table(['10', '15', '20', '25'])])).toEqual([]);
    // Two numbers are no column.
    expect(found(table(['10', 'db', '20']))).toEqual([]);
    expect(found(table(['10', 'C12', '20']))).toEqual([]);
    // Mostly words: a column of text.
    expect(found(table(['db', 'Lab', 'Test', 'Quiz', 'Exam', '10', '20', '30']))).toEqual([]);
  });
});

describe('a misread number in a column of numbers', () => {
  it('is read again as a number and replaced', async () => {
    const engine = {
      rereadWords: (_img: Uint8Array, boxes: unknown[], allowed: string) => {
        expect(allowed).toMatch(/^[\d./%()-]+$/);
        return Promise.resolve(boxes.map(() => ({ text: '10', confidence: 88 })));
      },
    } as unknown as OcrEngine;
    const row = (score: string, y: number): OcrWord[] => [
      {
        item: { str: 'Quiz', x0: 100, x1: 130, y, size: 10, page: 1 },
        confidence: 95,
        alternatives: [],
        offLine: false,
      },
      {
        item: { str: '8', x0: 300, x1: 306, y, size: 10, page: 1 },
        confidence: 95,
        alternatives: [],
        offLine: false,
      },
      {
        item: { str: score, x0: 400, x1: 412, y, size: 10, page: 1 },
        confidence: 95,
        alternatives: [],
        offLine: false,
      },
    ];
    const words = [...row('10', 40), ...row('15', 55), ...row('db', 70), ...row('20', 85), ...row('25', 100)];
    const img = { width: 500, height: 200, pixels: new Uint8Array(500 * 200) };
    await rereadNumbers(
      { engine, img, pgm: new Uint8Array(), ppp: 1, n: 1, budget: { remaining: () => 1000 } },
      words,
    );
    expect(words[8]).toMatchObject({ item: { str: '10' }, alternatives: ['db'] });
    // Words that are no misread number are not asked about.
    expect(words.filter((w) => w.alternatives.length)).toHaveLength(1);
  });
});
