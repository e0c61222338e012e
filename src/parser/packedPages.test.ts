import { describe, expect, it } from 'vitest';
import type { ExtractedPage } from './extract';
import { packPages, unpackPages } from './packedPages';

describe('packed pages', () => {
  it('come back as the same pages, items, texts and positions', () => {
    const pages: ExtractedPage[] = [
      {
        page: 3,
        width: 612,
        height: 792,
        items: [
          { str: 'Algebra I', x0: 36, x1: 80.25, y: 90.5, size: 12, page: 3 },
          { str: 'Mrs. Núñez — Per 1', x0: 100, x1: 190.125, y: 90.5, size: 9.5, page: 3 },
          { str: '𝔸 emoji 🎓', x0: 36, x1: 70, y: 110, size: 9.5, page: 3 },
        ],
      },
      { page: 4, width: 842, height: 595, items: [] },
      {
        page: 5,
        width: 612,
        height: 792,
        items: [{ str: '18.5 / 20', x0: 400, x1: 440, y: 700, size: 8, page: 5 }],
      },
    ];
    expect(unpackPages(packPages(pages))).toEqual(pages);
  });

  it('travel as typed arrays and one string, not one object per item', () => {
    const items = Array.from({ length: 500 }, (_, i) => ({
      str: `w${i}`,
      x0: i,
      x1: i + 5,
      y: 10,
      size: 9,
      page: 1,
    }));
    const packed = packPages([{ page: 1, width: 612, height: 792, items }]);
    expect(packed.x0).toBeInstanceOf(Float64Array);
    expect(packed.x0.length).toBe(500);
    expect(packed.text.startsWith('w0w1w2')).toBe(true);
    expect(unpackPages(structuredClone(packed))[0].items[499]).toEqual(items[499]);
  });
});
