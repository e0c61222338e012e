import { describe, expect, it } from 'vitest';
import type { OcrEngine, Rectangle } from './engine';
import type { GreyImage } from './image';
import { lostNumberCells, lostPossibleCells, rereadLostNumbers, wordsWithInk } from './lostNumbers';
import type { OcrWord } from './words';

const word = (str: string, x0: number, x1: number, y: number): OcrWord => ({
  item: { str, x0, x1, y, size: 10, page: 1 },
  confidence: 95,
  alternatives: [],
  offLine: false,
});

/** A white page, a point a pixel, with ink drawn in the rectangles given. */
function page(inked: Rectangle[]): GreyImage {
  const img = { width: 300, height: 200, pixels: new Uint8Array(300 * 200).fill(255) };
  for (const r of inked)
    for (let y = r.top; y < r.top + r.height; y++)
      for (let x = r.left; x < r.left + r.width; x++) img.pixels[y * img.width + x] = 0;
  return img;
}

/**
 * Rows of points earned (x 20–40) and possible (x 60–80) under each other, and a name from x 100 on: the
 * row at y = 90 was read without its points possible.
 */
const rows = () => [
  word('18', 20, 40, 30),
  word('20', 60, 80, 30),
  word('Quiz', 100, 140, 30),
  word('7', 30, 40, 60),
  word('10', 60, 80, 60),
  word('Lab', 100, 130, 60),
  word('8', 30, 40, 90),
  word('Essay', 100, 150, 90),
  word('45', 20, 40, 120),
  word('50', 60, 80, 120),
  word('Test', 100, 140, 120),
];

/** The ink of a "5" where the row at y = 90 prints its points possible. */
const lostFive: Rectangle = { left: 72, top: 83, width: 6, height: 7 };

describe('numbers a page reading lost', () => {
  it('are found where a row crosses a column of numbers with ink and no word', () => {
    const cells = lostNumberCells(rows(), page([lostFive]), 1);
    expect(cells).toHaveLength(1);
    expect(cells[0].y).toBe(90);
    // The ink's own box, padded.
    expect(cells[0].box).toEqual({ left: 69, top: 80, width: 12, height: 13 });
  });

  it('are not looked for where the cell is blank, a word reaches in, or the ink is a speck', () => {
    expect(lostNumberCells(rows(), page([]), 1)).toEqual([]);
    expect(lostNumberCells(rows(), page([{ left: 75, top: 86, width: 1, height: 2 }]), 1)).toEqual([]);
    // A row's status read in the column's place ("Missing" over both columns).
    const status = [...rows().filter((w) => w.item.str !== '8'), word('Missing', 20, 78, 90)];
    expect(lostNumberCells(status, page([lostFive]), 1)).toEqual([]);
    // A line of words that holds no number of a column (a heading, a comment) has no cells of numbers.
    const comment = [...rows().filter((w) => w.item.str !== '8')];
    expect(lostNumberCells(comment, page([lostFive]), 1)).toEqual([]);
  });

  it('are read again as numbers and join the page, when read clean and sure', async () => {
    const readAs = (text: string, confidence: number) =>
      ({
        rereadWords: async (_: Uint8Array, boxes: Rectangle[], allowed: string) => {
          expect(allowed).toBe('0123456789./%');
          return boxes.map(() => ({ text, confidence }));
        },
      }) as unknown as OcrEngine;
    const reread = async (engine: OcrEngine) => {
      const words = rows();
      await rereadLostNumbers(
        {
          engine,
          img: page([lostFive]),
          pgm: new Uint8Array(),
          ppp: 1,
          n: 1,
          budget: { remaining: () => 1000 },
        },
        words,
      );
      return words;
    };
    const found = (await reread(readAs('5', 91))).at(-1)!;
    expect(found.item).toEqual({ str: '5', x0: 72, x1: 78, y: 90, size: 10, page: 1 });
    expect(found.confidence).toBe(91);
    // Nothing clean, or nothing sure: the row stays without the number, and is warned of as before.
    expect(await reread(readAs('./.', 91))).toHaveLength(rows().length);
    expect(await reread(readAs('5', 30))).toHaveLength(rows().length);
  });

  it('are looked for again once numbers found make a column reach further', async () => {
    // Points possible printed on rows at y = 10, 20 and 30, lost at y = 80 and 130: the column reaches
    // the row at 80 (5 sizes), and only through that row's number the one at 130.
    const words = [10, 20, 30, 80, 130].flatMap((y) => [
      word('9', 30, 40, y),
      ...(y <= 30 ? [word('10', 60, 80, y)] : []),
      word('Quiz', 100, 140, y),
    ]);
    const inked = [73, 123].map((top) => ({ left: 72, top, width: 6, height: 7 }));
    const calls: number[] = [];
    const engine = {
      rereadWords: async (_: Uint8Array, boxes: Rectangle[]) => {
        calls.push(boxes.length);
        return boxes.map(() => ({ text: '5', confidence: 91 }));
      },
    } as unknown as OcrEngine;
    await rereadLostNumbers(
      { engine, img: page(inked), pgm: new Uint8Array(), ppp: 1, n: 1, budget: { remaining: () => 1000 } },
      words,
    );
    expect(calls).toEqual([1, 1]);
    expect(words.filter((w) => w.item.str === '5').map((w) => w.item.y)).toEqual([80, 130]);
  });

  it('are found after a score\'s "out of" or slash where no number follows and ink is printed', () => {
    // "6.00 out of" then the date, "10.00" printed at x 120–145 between them and passed over.
    const score = (...after: OcrWord[]) => [
      word('6.00', 20, 45, 50),
      word('out', 50, 68, 50),
      word('of', 72, 84, 50),
      ...after,
    ];
    const ten: Rectangle = { left: 120, top: 43, width: 25, height: 7 };
    const date = word('25-Aug-2025', 160, 220, 50);
    const cells = lostPossibleCells(score(date), page([ten]), 1);
    expect(cells).toEqual([{ y: 50, size: 10, box: { left: 117, top: 40, width: 31, height: 13 } }]);
    // At the line's end too; a slash calls for them as "out of" does; a date of numbers is no points.
    expect(lostPossibleCells(score(), page([ten]), 1)).toHaveLength(1);
    expect(lostPossibleCells([word('6.00/', 20, 84, 50)], page([ten]), 1)).toHaveLength(1);
    expect(lostPossibleCells(score(word('8/25', 160, 180, 50)), page([ten]), 1)).toHaveLength(1);
    // Points possible read, a blank gap, or "of" in a name: nothing lost.
    expect(lostPossibleCells(score(word('10.00', 120, 145, 50)), page([ten]), 1)).toEqual([]);
    expect(lostPossibleCells(score(date), page([]), 1)).toEqual([]);
    const name = [word('Essay', 20, 45, 50), word('of', 72, 84, 50), date];
    expect(lostPossibleCells(name, page([ten]), 1)).toEqual([]);
    // A total's points earned lost between its label and its "of" ("Points:" then "of 0").
    const total = (label: string) => [
      word(label, 40, 100, 50),
      word('of', 150, 160, 50),
      word('0', 165, 170, 50),
    ];
    const zero: Rectangle = { left: 120, top: 43, width: 6, height: 7 };
    expect(lostPossibleCells(total('Points:'), page([zero]), 1)).toHaveLength(1);
    expect(lostPossibleCells(total('Points'), page([zero]), 1)).toEqual([]);
  });
});

describe('points possible lost with their slash', () => {
  // Rows print "11.00/ 15.00" and "9.00 / 10.00"; the row at y = 90 was read as "18.00" alone, its "/ 20.00"
  // passed over, a date further on.
  const pairs = () => [
    word('11.00/', 20, 48, 30),
    word('15.00', 52, 75, 30),
    word('9.00', 20, 38, 60),
    word('/', 42, 45, 60),
    word('10.00', 50, 75, 60),
    word('18.00', 20, 45, 90),
    word('02/09/25', 150, 190, 90),
  ];
  const lostTwenty: Rectangle = { left: 52, top: 83, width: 24, height: 7 };

  it("are looked for after points earned alone where the page's other rows print a slash after theirs", () => {
    const cells = lostPossibleCells(pairs(), page([lostTwenty]), 1);
    expect(cells).toEqual([
      { y: 90, size: 10, box: { left: 49, top: 80, width: 30, height: 13 }, slashed: true },
    ]);
    // No row of the page prints a pair there: a number alone is a number alone.
    const alone = pairs().filter((w) => w.item.y === 90);
    expect(lostPossibleCells(alone, page([lostTwenty]), 1)).toEqual([]);
    expect(lostPossibleCells(pairs(), page([]), 1)).toEqual([]);
  });

  it('are kept read with their slash, less sure than a number alone must be', async () => {
    const reread = async (text: string, confidence: number) => {
      const words = pairs();
      const engine = {
        rereadWords: async (_: Uint8Array, boxes: Rectangle[]) => boxes.map(() => ({ text, confidence })),
      } as unknown as OcrEngine;
      const img = page([lostTwenty]);
      await rereadLostNumbers(
        { engine, img, pgm: new Uint8Array(), ppp: 1, n: 1, budget: { remaining: () => 1000 } },
        words,
      );
      return words.slice(pairs().length).map((w) => w.item.str);
    };
    expect(await reread('/20.00', 51)).toEqual(['/20.00']);
    expect(await reread('/20.00', 40)).toEqual([]);
    expect(await reread('/2/0', 90)).toEqual([]);
  });
});

describe('words read in too little ink', () => {
  it('are dropped where the engine was unsure, alone on their line, and a printed character holds more', () => {
    // A few dots of noise past a table's edge, on a line of their own, read as "wa"; a "7" printed.
    const dots: Rectangle[] = [
      { left: 201, top: 64, width: 1, height: 1 },
      { left: 207, top: 67, width: 1, height: 1 },
    ];
    const seven: Rectangle = { left: 30, top: 43, width: 5, height: 7 };
    const unsure = (w: OcrWord) => ({ ...w, confidence: 47 });
    const noise = unsure(word('wa', 200, 210, 70));
    const kept = wordsWithInk(page([...dots, seven]), 1, [noise, unsure(word('7', 30, 36, 50))]);
    expect(kept.map((w) => w.item.str)).toEqual(['7']);
    // Ink just past its span (set from the line's pitch) is the word's own.
    expect(wordsWithInk(page([seven]), 1, [unsure(word('7', 36, 40, 50))])).toHaveLength(1);
    // A mark (a full stop holds less ink than a digit), a word beside others on its line, as much ink as a
    // character, or a word the engine was sure of: kept.
    expect(wordsWithInk(page(dots), 1, [unsure(word('.', 200, 210, 70))])).toHaveLength(1);
    const beside = [noise, word('Page', 150, 180, 70)];
    expect(wordsWithInk(page(dots), 1, beside)).toHaveLength(2);
    const smear: Rectangle = { left: 201, top: 63, width: 8, height: 4 };
    expect(wordsWithInk(page([smear]), 1, [noise])).toHaveLength(1);
    expect(wordsWithInk(page(dots), 1, [word('wa', 200, 210, 70)])).toHaveLength(1);
  });
});
