import { describe, expect, it } from 'vitest';
import type { OcrEngine } from './engine';
import type { GreyImage } from './image';
import { inkBands, inkStretches, mergedLines, readMergedLines } from './mergedLines';
import type { OcrBlockResult, OcrBox, OcrLineResult } from './words';

/** A white page with black rectangles of ink. */
function page(width: number, height: number, inks: OcrBox[]): GreyImage {
  const pixels = new Uint8Array(width * height).fill(255);
  for (const b of inks) for (let y = b.y0; y < b.y1; y++) pixels.fill(0, y * width + b.x0, y * width + b.x1);
  return { width, height, pixels };
}

const line = (text: string, bbox: OcrBox): OcrLineResult => ({
  bbox,
  words: text
    .split(' ')
    .map((t, i) => ({ text: t, confidence: 90, bbox: { ...bbox, x0: bbox.x0 + i * 40 } })),
});

// Rows 20 px tall. A row whose name wraps onto two lines (y 100–118 and 124–142) with its score centred
// between them (y 112–130), 80 px to the right of the name.
const nameTop = { x0: 10, y0: 100, x1: 200, y1: 118 };
const nameBottom = { x0: 10, y0: 124, x1: 150, y1: 142 };
const score = { x0: 280, y0: 112, x1: 340, y1: 130 };
const rows = [
  { x0: 10, y0: 40, x1: 340, y1: 58 },
  { x0: 10, y0: 70, x1: 340, y1: 88 },
  { x0: 10, y0: 160, x1: 340, y1: 178 },
];
const img = page(400, 220, [nameTop, nameBottom, score, ...rows]);
const merged = line('Bercnarsen eges 4outef', { x0: 10, y0: 100, x1: 340, y1: 142 });
const blocks = (): OcrBlockResult[] => [
  {
    paragraphs: [
      {
        lines: [
          line('Quiz 1 18/20', { ...rows[0], y1: 60 }),
          line('Quiz 2 17/20', { ...rows[1], y1: 90 }),
          merged,
          line('Quiz 4 20/20', { ...rows[2], y1: 180 }),
        ],
      },
    ],
  },
];

describe('lines the engine ran together', () => {
  it('finds the stretches of ink between wide blank stretches, and the lines of ink in each', () => {
    const stretches = inkStretches(img, merged.bbox, 18);
    expect(stretches).toEqual([
      [10, 200],
      [280, 340],
    ]);
    // Narrower blanks than the gap asked for do not divide.
    expect(inkStretches(img, merged.bbox, 100)).toEqual([[10, 340]]);
    expect(inkBands(img, 10, 200, merged.bbox, 6)).toBe(2);
    expect(inkBands(img, 280, 340, merged.bbox, 6)).toBe(1);
    // A descender of the upper line touching an ascender of the lower one still leaves two lines.
    const touching = page(400, 220, [nameTop, nameBottom, { x0: 50, y0: 118, x1: 52, y1: 124 }]);
    expect(inkBands(touching, 10, 200, merged.bbox, 6)).toBe(2);
  });

  it('are lines twice as tall as the usual one with two lines of ink in a cell; a large title is not', () => {
    expect(mergedLines(img, blocks())).toEqual([merged]);
    // A title printed large: as tall, but one line of ink.
    const title = { x0: 10, y0: 100, x1: 340, y1: 142 };
    const big = line('Report Card', title);
    const withTitle: OcrBlockResult[] = [
      { paragraphs: [{ lines: [line('Quiz 1 18/20', rows[0]), line('Quiz 2 17/20', rows[1]), big] }] },
    ];
    expect(mergedLines(page(400, 220, [title, ...rows]), withTitle)).toEqual([]);
  });

  it('are read again cell by cell, and replaced by what the cells read, placed on the page', async () => {
    const cuts: { width: number; height: number }[] = [];
    const engine = {
      readRegions: (images: Uint8Array[]) => {
        const read = images.map((pgm): OcrBlockResult[] => {
          const [w, h] = new TextDecoder().decode(pgm.subarray(0, 20)).split(/\s+/).slice(1, 3).map(Number);
          cuts.push({ width: w, height: h });
          // The name cell reads as its two lines, the score cell as one; a line of the row below, caught in
          // the margin, lies outside the merged line.
          return w > 100
            ? [
                {
                  paragraphs: [
                    {
                      lines: [
                        line('Benchmark Assessment 1:', { x0: 6, y0: 6, x1: 196, y1: 24 }),
                        line('Properties of Operations', { x0: 6, y0: 30, x1: 146, y1: 48 }),
                      ],
                    },
                  ],
                },
              ]
            : [
                {
                  paragraphs: [
                    {
                      lines: [
                        line('149 out of 250', { x0: 6, y0: 18, x1: 66, y1: 36 }),
                        line('Quiz', { x0: 6, y0: 66, x1: 40, y1: 80 }),
                      ],
                    },
                  ],
                },
              ];
        });
        return Promise.resolve(read);
      },
    } as unknown as OcrEngine;
    const b = blocks();
    await readMergedLines(engine, img, b, 1, 1000);
    expect(cuts).toHaveLength(2);
    const texts = b[0].paragraphs[0].lines.map((l) => l.words.map((w) => w.text).join(' '));
    expect(texts).toEqual([
      'Quiz 1 18/20',
      'Quiz 2 17/20',
      'Benchmark Assessment 1:',
      'Properties of Operations',
      '149 out of 250',
      'Quiz 4 20/20',
    ]);
    // Boxes are the page's: the score cell was cut from x 274 (a 6-pixel margin), y 93.
    const placed = b[0].paragraphs[0].lines[4];
    expect(placed.bbox).toEqual({ x0: 280, y0: 111, x1: 340, y1: 129 });
  });

  it('take no word twice: one the engine read on a line of its own inside the merged box stays as it was', async () => {
    // The engine read the score on a line of its own, inside the merged line's box.
    const own = line('149/250', { x0: 280, y0: 112, x1: 340, y1: 130 });
    const b = blocks();
    b[0].paragraphs[0].lines.splice(3, 0, own);
    const engine = {
      readRegions: (images: Uint8Array[]) =>
        Promise.resolve(
          images.map((_, i): OcrBlockResult[] => [
            {
              paragraphs: [
                {
                  lines:
                    i === 0
                      ? [line('Benchmark', { x0: 6, y0: 6, x1: 196, y1: 24 })]
                      : [line('149/250', { x0: 6, y0: 19, x1: 66, y1: 37 })],
                },
              ],
            },
          ]),
        ),
    } as unknown as OcrEngine;
    await readMergedLines(engine, img, b, 1, 1000);
    const texts = b[0].paragraphs[0].lines.map((l) => l.words.map((w) => w.text).join(' '));
    expect(texts.filter((t) => t === '149/250')).toHaveLength(1);
    expect(texts).toContain('Benchmark');
  });

  it("read again, tight and apart, the ink a cell's reading left out", async () => {
    // A row whose values stand centred between the two lines of its name (y 100–118, 124–142), its points
    // "20.00" set against the name without a gap: "20" "." "00" at y 112–130, 6 px apart; the name's
    // second line "Café" from x 72. The engine reads the cell as the name's first line alone.
    const inks = [
      { x0: 10, y0: 112, x1: 30, y1: 130 },
      { x0: 36, y0: 127, x1: 38, y1: 130 },
      { x0: 44, y0: 112, x1: 64, y1: 130 },
      { x0: 66, y0: 100, x1: 200, y1: 118 },
      { x0: 72, y0: 124, x1: 120, y1: 142 },
      // A comment wrapped onto two lines in a cell of its own: the line is found run together by it.
      { x0: 280, y0: 100, x1: 340, y1: 118 },
      { x0: 280, y0: 124, x1: 330, y1: 142 },
      ...rows,
    ];
    const cell = line('Pojxct 13 Grxat', { x0: 10, y0: 100, x1: 340, y1: 142 });
    const b: OcrBlockResult[] = [
      {
        paragraphs: [
          {
            lines: [
              line('Quiz 1 18/20', { ...rows[0], y1: 60 }),
              line('Quiz 2 17/20', { ...rows[1], y1: 90 }),
              cell,
            ],
          },
        ],
      },
    ];
    const calls: { width: number; height: number }[][] = [];
    const engine = {
      readRegions: (images: Uint8Array[]) => {
        const sizes = images.map((pgm) => {
          const [width, height] = new TextDecoder()
            .decode(pgm.subarray(0, 20))
            .split(/\s+/)
            .slice(1, 3)
            .map(Number);
          return { width, height };
        });
        calls.push(sizes);
        // The cell is cut from x 4 and y 93 (a 6-pixel margin); the first reading gives the name's first line.
        if (calls.length === 1)
          return Promise.resolve([
            [{ paragraphs: [{ lines: [line('Research Project', { x0: 62, y0: 7, x1: 196, y1: 25 })] }] }],
            [
              {
                paragraphs: [
                  {
                    lines: [
                      line('Great', { x0: 6, y0: 7, x1: 66, y1: 25 }),
                      line('work', { x0: 6, y0: 31, x1: 56, y1: 49 }),
                    ],
                  },
                ],
              },
            ],
          ]);
        const texts = ['20.00', 'Café'];
        return Promise.resolve(
          sizes.map((size, i): OcrBlockResult[] => [
            {
              paragraphs: [
                { lines: [line(texts[i], { x0: 6, y0: 6, x1: size.width - 6, y1: size.height - 6 })] },
              ],
            },
          ]),
        );
      },
    } as unknown as OcrEngine;
    await readMergedLines(engine, page(400, 220, inks), b, 1, 1000);
    // Two pieces, each cut tight about its own ink: "20.00" (decimal point and all) and "Café".
    expect(calls).toHaveLength(2);
    expect(calls[1]).toEqual([
      { width: 66, height: 30 },
      { width: 60, height: 30 },
    ]);
    const lines = b[0].paragraphs[0].lines.slice(2);
    expect(lines.map((l) => l.words.map((w) => w.text).join(' '))).toEqual([
      'Research Project',
      '20.00',
      'Café',
      'Great',
      'work',
    ]);
    // Placed on the page: "20.00" where its ink is.
    expect(lines[1].bbox).toEqual({ x0: 10, y0: 112, x1: 64, y1: 130 });
  });
});
