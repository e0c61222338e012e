import type { ExtractedPage, TextItem } from './extract';

/**
 * Pages of text items packed for the trip between processes: one typed array per number field and every
 * item's text joined. Serialising ten thousand item objects and building them again at the other end costs
 * several times what the two copies of these arrays do.
 */
export interface PackedPages {
  pages: { page: number; width: number; height: number; count: number }[];
  x0: Float64Array;
  x1: Float64Array;
  y: Float64Array;
  size: Float64Array;
  /** Each item's length in `text` (UTF-16 code units). */
  lengths: Uint32Array;
  text: string;
}

export function packPages(pages: ExtractedPage[]): PackedPages {
  const total = pages.reduce((n, p) => n + p.items.length, 0);
  const packed: PackedPages = {
    pages: pages.map(({ page, width, height, items }) => ({ page, width, height, count: items.length })),
    x0: new Float64Array(total),
    x1: new Float64Array(total),
    y: new Float64Array(total),
    size: new Float64Array(total),
    lengths: new Uint32Array(total),
    text: '',
  };
  const texts: string[] = [];
  let i = 0;
  for (const page of pages) {
    for (const item of page.items) {
      packed.x0[i] = item.x0;
      packed.x1[i] = item.x1;
      packed.y[i] = item.y;
      packed.size[i] = item.size;
      packed.lengths[i] = item.str.length;
      texts.push(item.str);
      i++;
    }
  }
  packed.text = texts.join('');
  return packed;
}

export function unpackPages(packed: PackedPages): ExtractedPage[] {
  let i = 0;
  let at = 0;
  return packed.pages.map(({ page, width, height, count }) => {
    const items: TextItem[] = new Array(count);
    for (let k = 0; k < count; k++, i++) {
      const end = at + packed.lengths[i];
      items[k] = {
        str: packed.text.slice(at, end),
        x0: packed.x0[i],
        x1: packed.x1[i],
        y: packed.y[i],
        size: packed.size[i],
        page,
      };
      at = end;
    }
    return { page, width, height, items };
  });
}
