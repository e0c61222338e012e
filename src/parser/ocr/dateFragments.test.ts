import { describe, expect, it } from 'vitest';
import type { OcrEngine } from './engine';
import { dateColumn, dateMiddle, rereadDateFragments } from './dateFragments';
import type { OcrBlockResult, OcrWord } from './words';

const word = (str: string, x0: number, x1: number, y: number, page = 1): OcrWord => ({
  item: { str, x0, x1, y, size: 10, page },
  confidence: 90,
  alternatives: [],
  offLine: false,
});

/** A column of dates from x = 100 to 160, with a fragment on the line at y = 110. */
const column = () => [
  word('2025-08-16', 100, 160, 50),
  word('2025-08-28', 100, 160, 100),
  word('-08-', 118, 140, 110),
  word('2025-08-29', 100, 160, 170),
];

/** The column's words after a re-reading of the fragment's cut by `engine`, on a white page, a point a pixel. */
async function rereadColumn(engine: OcrEngine): Promise<OcrWord[]> {
  const words = column();
  const img = { width: 400, height: 300, pixels: new Uint8Array(400 * 300).fill(255) };
  await rereadDateFragments(
    { engine, img, pgm: new Uint8Array(), ppp: 1, n: 1, budget: { remaining: () => 1000 } },
    words,
  );
  return words;
}

describe('a date whose middle alone was read', () => {
  it('is told by its separators, a speck after it aside', () => {
    expect(dateMiddle('-08-')).toBe('08');
    expect(dateMiddle('-Sep-')).toBe('Sep');
    expect(dateMiddle('-08-!')).toBe('08');
    expect(dateMiddle('/12/')).toBe('12');
    // Separators that differ, a whole date, a word of a name, a score: no fragment.
    expect(dateMiddle('-08/')).toBeNull();
    expect(dateMiddle('2025-08-19')).toBeNull();
    expect(dateMiddle('Write-up')).toBeNull();
    expect(dateMiddle('--/20')).toBeNull();
  });

  it('is read again only in a column of whole dates', () => {
    const words = column();
    expect(dateColumn(words[2], words)).toEqual({ x0: 100, x1: 160 });
    // One date above it is no column; nor are dates on another page, or of another column.
    const alone = [word('2025-08-16', 100, 160, 50), word('-08-', 118, 140, 110)];
    expect(dateColumn(alone[1], alone)).toBeNull();
    const apart = [
      word('2025-08-16', 300, 360, 50),
      word('2025-08-28', 100, 160, 80, 2),
      word('2025-08-29', 100, 160, 170, 2),
      word('-08-', 118, 140, 110),
    ];
    expect(dateColumn(apart[3], apart)).toBeNull();
  });

  it("takes the whole date holding the middle that the column's new reading finds nearest it", async () => {
    const cuts: { width: number; height: number }[] = [];
    // The new reading (in the cut's pixels, a point each; the cut starts at x = 90, y = 90): the date of
    // the row above read again (nearest the fragment, yet read before), a date of another month, and
    // the row's date half a line below the fragment.
    const reading: OcrBlockResult[] = [
      {
        paragraphs: [
          {
            lines: [
              {
                words: [
                  { text: '2025-08-28', confidence: 95, bbox: { x0: 10, y0: 5, x1: 70, y1: 15 } },
                  { text: '2025-09-02', confidence: 95, bbox: { x0: 10, y0: 18, x1: 70, y1: 28 } },
                  { text: ' 2025-08-19 ', confidence: 88, bbox: { x0: 10, y0: 17, x1: 70, y1: 27 } },
                ],
                bbox: { x0: 10, y0: 0, x1: 70, y1: 28 },
              },
            ],
          },
        ],
      },
    ];
    const engine = {
      readRegions: (images: Uint8Array[], _page: number, _budget: number, layout: string) => {
        expect(layout).toBe('sparse');
        for (const pgm of images) {
          const [width, height] = new TextDecoder().decode(pgm.slice(0, 20)).split('\n')[1].split(' ');
          cuts.push({ width: Number(width), height: Number(height) });
        }
        return Promise.resolve(images.map(() => reading));
      },
    } as unknown as OcrEngine;
    const words = await rereadColumn(engine);
    // The column's width and a line either side of the fragment: x 90..170, y 90..123.
    expect(cuts).toEqual([{ width: 80, height: 33 }]);
    expect(words[2]).toMatchObject({
      item: { str: '2025-08-19', x0: 100, x1: 160, y: 117 },
      confidence: 88,
      alternatives: ['-08-'],
    });
  });

  it('stays as read where the new reading holds no such date', async () => {
    const engine = {
      readRegions: (images: Uint8Array[]) =>
        Promise.resolve(
          images.map(() => [
            {
              paragraphs: [
                {
                  lines: [
                    {
                      words: [
                        { text: '2025-09-19', confidence: 95, bbox: { x0: 10, y0: 17, x1: 70, y1: 27 } },
                      ],
                      bbox: { x0: 10, y0: 17, x1: 70, y1: 27 },
                    },
                  ],
                },
              ],
            },
          ]),
        ),
    } as unknown as OcrEngine;
    const words = await rereadColumn(engine);
    expect(words[2]).toMatchObject({ item: { str: '-08-', y: 110 }, alternatives: [] });
  });
});
