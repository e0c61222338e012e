import { describe, expect, it } from 'vitest';
import type { OcrEngine } from './engine';
import { rereadNumbers, rereadOffLineWords } from './read';
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
    const words = [word('13.88%', 20, true), word('Graphing', 200, false), word('1001.90', 300, true)];
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
    // Only the words off their line are read again, each in its own box.
    expect(asked.map((b) => b.left)).toEqual([17, 297]);
    expect(words[0]).toMatchObject({ item: { str: '73.33%' }, confidence: 91, alternatives: ['13.88%'] });
    // An empty re-reading leaves the word as it was.
    expect(words[2]).toMatchObject({ item: { str: '1001.90' }, confidence: 40, alternatives: [] });
    expect(words[1].item.str).toBe('Graphing');
  });
});

describe('unsure numbers read again as numbers', () => {
  it("replace a reading that is no number, and keep a label's closing colon", async () => {
    const readings: Record<number, string> = { 20: '11', 200: '15', 300: '85' };
    const engine = {
      rereadWords: (_img: Uint8Array, boxes: { left: number }[], allowed: string) => {
        expect(allowed).not.toContain(':');
        return Promise.resolve(boxes.map((b) => ({ text: readings[b.left + 3], confidence: 90 })));
      },
    } as unknown as OcrEngine;
    const words = [word('11:', 20, false), word('1S', 200, false), word('8S:', 300, false)];
    const img = { width: 400, height: 200, pixels: new Uint8Array(400 * 200) };
    const page = { engine, img, pgm: new Uint8Array(), ppp: 1, n: 1, budget: { remaining: () => 1000 } };
    await rereadNumbers(page, words);
    // "11:" read again as "11": the colon the digits-only reading cannot see stays.
    expect(words[0]).toMatchObject({ item: { str: '11:' }, alternatives: [] });
    expect(words[1]).toMatchObject({ item: { str: '15' }, alternatives: ['1S'] });
    expect(words[2]).toMatchObject({ item: { str: '85:' }, alternatives: ['8S:'] });
  });
});
