import { describe, expect, it } from 'vitest';
import type { OcrEngine, Rectangle } from './engine';
import { headingCodeKind, readHeadingCodes, rereadCode } from './headingCodes';
import type { OcrWord } from './words';

const word = (str: string, confidence: number, x0 = 20): OcrWord => ({
  item: { str, x0, x1: x0 + 12, y: 30, size: 10, page: 1 },
  confidence,
  alternatives: [],
  offLine: false,
});

describe("a course heading's period and term codes", () => {
  it('are the words its course was read with as its period or its term', () => {
    const course = { period: '38', semester: 'm1' };
    expect(headingCodeKind('(P38)', course)).toBe('period');
    expect(headingCodeKind('38', course)).toBe('period');
    expect(headingCodeKind('P38,', course)).toBe('period');
    expect(headingCodeKind('m1', course)).toBe('term');
    expect(headingCodeKind('m1,', course)).toBe('term');
    // Another number of the heading (a title's, a year's), or the title's words, are no codes.
    expect(headingCodeKind('(P3)', course)).toBeNull();
    expect(headingCodeKind('2025-2026', course)).toBeNull();
    expect(headingCodeKind('Geography', course)).toBeNull();
    expect(headingCodeKind('38', { period: null, semester: null })).toBeNull();
  });

  it('read again are taken when they are a code of the same form, and another reading', () => {
    expect(rereadCode('period', '74', '7')).toBe('7');
    expect(rereadCode('period', '(P38)', '(P8)')).toBe('(P8)');
    // The brackets lost in the second reading stay as first read.
    expect(rereadCode('period', '(P38)', 'P8')).toBe('(P8)');
    expect(rereadCode('period', 'P38,', ' P8\n')).toBe('P8,');
    expect(rereadCode('term', 'm1', 'T1')).toBe('T1');
    expect(rereadCode('term', 'm1,', 'T1')).toBe('T1,');
    // The same reading, a P gained or lost, or no code: the word stays as first read.
    expect(rereadCode('period', '74', '74')).toBeNull();
    expect(rereadCode('period', '(P38)', '(8)')).toBeNull();
    expect(rereadCode('period', '74', 'P7')).toBeNull();
    expect(rereadCode('period', '74', '7)4(')).toBeNull();
    expect(rereadCode('term', 'm1', 'Q12')).toBeNull();
    expect(rereadCode('term', 'T1', 'T1')).toBeNull();
  });

  it('are read again alone with the characters codes are printed in, and kept when sure', async () => {
    const asked: { allowed: string; boxes: Rectangle[] }[] = [];
    const engine = (readings: Record<string, [string, number]>) =>
      ({
        rereadWords: async (_: Uint8Array, boxes: Rectangle[], allowed: string) => {
          asked.push({ allowed, boxes });
          return boxes.map((b) => {
            const [text, confidence] = readings[String(b.left)];
            return { text, confidence };
          });
        },
      }) as unknown as OcrEngine;
    const period = word('74', 40, 20);
    const plausible = word('3', 40, 60);
    const term = word('m1', 30, 100);
    const pages = (e: OcrEngine) => [
      {
        engine: e,
        img: { width: 300, height: 100, pixels: new Uint8Array(300 * 100).fill(255) },
        ppp: 1,
        n: 1,
        budget: { remaining: () => 1000 },
        codes: [
          { word: period, kind: 'period' as const },
          { word: plausible, kind: 'period' as const },
          { word: term, kind: 'term' as const },
        ],
      },
    ];
    // "74" is no period a day has: read again as "7" at 65, it is taken; "3" is one, and "8" at 65 is not
    // sure enough to replace it; "m1" is no term's code, and "T1" at 70 replaces it.
    const changed = await readHeadingCodes(pages(engine({ 17: ['7', 65], 57: ['8', 65], 97: ['T1', 70] })));
    expect([...changed]).toEqual([period, term]);
    expect([period.item.str, plausible.item.str, term.item.str]).toEqual(['7', '3', 'T1']);
    expect(period.alternatives).toEqual(['74']);
    expect(asked.map((a) => a.allowed)).toEqual(['0123456789P()', 'QST1234']);
    // A sure reading replaces a plausible code too.
    const again = await readHeadingCodes(pages(engine({ 17: ['7', 90], 57: ['8', 90], 97: ['T1', 90] })));
    expect([...again]).toEqual([plausible]);
    expect(plausible.item.str).toBe('8');
  });
});
