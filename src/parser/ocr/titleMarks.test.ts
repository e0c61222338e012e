import { describe, expect, it } from 'vitest';
import type { OcrEngine, Rectangle } from './engine';
import { holdsMark, readTitleMarks } from './titleMarks';
import type { OcrWord } from './words';

/** A word of a title on the baseline y = 30, size 10, one point a pixel. */
const word = (str: string, x0: number, x1: number): OcrWord => ({
  item: { str, x0, x1, y: 30, size: 10, page: 1 },
  confidence: 90,
  alternatives: [],
  offLine: false,
});

/** A white page 200 × 40 pixels with ink from x0 to x1, y 22 to 30 (a mark's). */
function page(engine: OcrEngine, ink?: [number, number]) {
  const img = { width: 200, height: 40, pixels: new Uint8Array(200 * 40).fill(255) };
  if (ink) for (let y = 22; y < 30; y++) for (let x = ink[0]; x < ink[1]; x++) img.pixels[y * 200 + x] = 0;
  return { engine, img, pgm: new Uint8Array(), ppp: 1, n: 1, budget: { remaining: () => 1000 } };
}

/** An engine that reads every box as `text`, keeping the boxes it was given. */
function readingAs(text: string, boxes: Rectangle[][] = []) {
  return {
    boxes,
    engine: {
      rereadWords: async (_: Uint8Array, b: Rectangle[], allowed: string) => {
        expect(allowed).toBe('');
        boxes.push(b);
        return b.map(() => ({ text, confidence: 85 }));
      },
    } as unknown as OcrEngine,
  };
}

describe("a mark between two words of a course's title that the reading lost", () => {
  const art = word('Art', 20, 38);
  const design = word('Design', 48, 80);

  it('is looked for where the words stand a space and a mark apart', () => {
    expect(holdsMark({ left: art, right: design })).toBe(true);
    expect(holdsMark({ left: art, right: word('Design', 42, 74) })).toBe(false);
  });

  it('is the mark that a reading of the two words and their gap sets between them', async () => {
    const { engine, boxes } = readingAs('Art & Design');
    const [mark, ...more] = await readTitleMarks(page(engine, [41, 46]), [{ left: art, right: design }]);
    expect(more).toEqual([]);
    expect(mark.item).toMatchObject({ str: '&', y: 30, size: 10, page: 1 });
    // In the middle of the gap, clear of both words.
    expect(mark.item.x0).toBeGreaterThan(art.item.x1);
    expect(mark.item.x1).toBeLessThan(design.item.x0);
    // The box read: both words and the gap, padded.
    expect(boxes[0]).toEqual([{ left: 17, top: 20, width: 66, height: 14 }]);
  });

  it('is nothing where the gap holds no ink, or the reading is not the two words and a mark', async () => {
    const blank = readingAs('Art & Design');
    expect(await readTitleMarks(page(blank.engine), [{ left: art, right: design }])).toEqual([]);
    expect(blank.boxes).toEqual([]);
    for (const text of ['Art Design', 'Art - Design', 'Arts & Design', 'Art & Design Honors'])
      expect(
        await readTitleMarks(page(readingAs(text).engine, [41, 46]), [{ left: art, right: design }]),
      ).toEqual([]);
  });
});
