import { describe, expect, it } from 'vitest';
import type { OcrEngine, Rectangle } from './engine';
import { readTitleNumerals, withTitleNumeral } from './titleNumerals';
import type { OcrWord } from './words';

const word = (str: string, x0: number, x1: number): OcrWord => ({
  item: { str, x0, x1, y: 30, size: 10, page: 1 },
  confidence: 31,
  alternatives: ['Algehra'],
  offLine: false,
});

describe("a course title's number the engine left out", () => {
  it('is the one word a reading of the box adds after the word: a Roman numeral, a grade or level', () => {
    expect(withTitleNumeral('Algebra', 'Algebra I')).toBe('Algebra I');
    expect(withTitleNumeral('Spanish', ' Spanish  III\n')).toBe('Spanish III');
    expect(withTitleNumeral('Geography', 'Geography 7')).toBe('Geography 7');
    // The engine's misreadings are undone first, as in every reading: the I run in and read as an l.
    expect(withTitleNumeral('Algebra', 'Algebral')).toBe('Algebra I');
    expect(withTitleNumeral('Arts', 'Arts6')).toBe('Arts 6');
  });

  it('is nothing when the reading is the word alone, another word, or more than a number', () => {
    expect(withTitleNumeral('Algebra', 'Algebra')).toBeNull();
    expect(withTitleNumeral('Algebra', 'Algebro I')).toBeNull();
    expect(withTitleNumeral('Algebra', 'Algebra Honors')).toBeNull();
    expect(withTitleNumeral('Algebra', 'Algebra I Honors')).toBeNull();
    expect(withTitleNumeral('Algebra', 'Algebra 123')).toBeNull();
    expect(withTitleNumeral('Algebra', 'Algebra IIIII')).toBeNull();
    expect(withTitleNumeral('Algebra', '')).toBeNull();
  });

  it('is given to the word read again, its first reading kept as an alternative', async () => {
    const boxes: Rectangle[][] = [];
    const readAs = (...texts: string[]) =>
      ({
        rereadWords: async (_: Uint8Array, b: Rectangle[], allowed: string) => {
          expect(allowed).toBe('');
          boxes.push(b);
          return texts.map((text) => ({ text, confidence: 60 }));
        },
      }) as unknown as OcrEngine;
    const page = (engine: OcrEngine, words: OcrWord[], reread = true) => ({
      engine,
      img: { width: 300, height: 100, pixels: new Uint8Array(300 * 100).fill(255) },
      ppp: 1,
      n: 1,
      budget: { remaining: () => 1000 },
      words: words.map((word) => ({ word, right: word.item.x1 + 10, reread })),
    });
    const algebra = word('Algebra', 20, 90);
    const biology = word('Biology', 20, 80);
    const given = await readTitleNumerals([page(readAs('Algebra I', 'Biology'), [algebra, biology])]);
    expect([...given]).toEqual([algebra]);
    expect(algebra.item.str).toBe('Algebra I');
    expect(algebra.alternatives).toEqual(['Algebra', 'Algehra']);
    expect(biology.item.str).toBe('Biology');
    // Each word in its own box, a little wider than its ink.
    expect(boxes[0].map((b) => [b.left, b.width])).toEqual([
      [17, 76],
      [17, 66],
    ]);
    // A page without such words is not read.
    expect(await readTitleNumerals([page(readAs(), [])])).toEqual(new Set());
    expect(boxes).toHaveLength(1);
    // A word the engine was sure of is not read again: only its ink is looked at.
    const sure = word('Algebra', 20, 90);
    expect(await readTitleNumerals([page(readAs('Algebra I'), [sure], false)])).toEqual(new Set());
    expect(boxes).toHaveLength(1);
    expect(sure.item.str).toBe('Algebra');
  });
});
