import { describe, expect, it } from 'vitest';
import { buildLines, isPageNumberLine } from './lines';

describe('a page number line', () => {
  it('reads the ways reports number their pages', () => {
    expect(isPageNumberLine('Page 2 of 5', 5)).toBe(true);
    expect(isPageNumberLine('Page 2', 5)).toBe(true);
    expect(isPageNumberLine('2 of 5', 5)).toBe(true);
    expect(isPageNumberLine('2/5', 5)).toBe(true);
    // "54/100" is a score, not a page of a report of 5 pages.
    expect(isPageNumberLine('54/100', 5)).toBe(false);
  });

  it("reads one whose page's own number a scan lost, by the report's page count", () => {
    expect(isPageNumberLine('Page  of 3', 3)).toBe(true);
    expect(isPageNumberLine('Page of 4', 3)).toBe(false);
    expect(isPageNumberLine('Page of', 3)).toBe(false);
  });

  it('reads one with a speck a scan read after "Page"', () => {
    expect(isPageNumberLine("Page'1 of 3", 3)).toBe(true);
    expect(isPageNumberLine('Page’2', 3)).toBe(true);
    expect(isPageNumberLine('Pages 1-3', 3)).toBe(false);
  });

  it('reads one whose "of" a scan read as "cf", "0f" or "6f"', () => {
    expect(isPageNumberLine('Page 2 cf 3', 3)).toBe(true);
    expect(isPageNumberLine('Page 2 6f 3', 3)).toBe(true);
    expect(isPageNumberLine('2 0f 3', 3)).toBe(true);
    expect(isPageNumberLine('Page cf 3', 3)).toBe(true);
    expect(isPageNumberLine('Page 2 if 3', 3)).toBe(false);
  });

  it('reads one whose page number 1 a scan read as a letter, its space lost', () => {
    expect(isPageNumberLine('Page lof 1', 1)).toBe(true);
    expect(isPageNumberLine('Page I of 2', 2)).toBe(true);
    expect(isPageNumberLine('Page lo', 2)).toBe(false);
  });
});

describe('the spaces between items on a line', () => {
  const item = (str: string, x0: number, x1: number, size = 9) => ({ str, x0, x1, y: 100, size, page: 1 });
  const page = (items: ReturnType<typeof item>[]) => [{ page: 1, width: 612, height: 792, items }];

  it('are measured against the items beside them, not the largest item of the line', () => {
    // "out" and "of" 1.3 pt apart at 9 pt: a space; a status code at the line's end measured at 12.8 pt (as a
    // scan may measure it) does not run them together.
    const words = [item('M', 66, 72), item('out', 75, 88), item('of', 89.3, 97), item('20.00', 100, 121)];
    const [alone] = buildLines(page(words));
    expect(alone.cells[0].text).toBe('M out of 20.00');
    const [beside] = buildLines(page([...words, item('M', 466, 474, 12.8)]));
    expect(beside.size).toBe(12.8);
    expect(beside.cells[0].text).toBe('M out of 20.00');
    expect(beside.cells[0].words.map((w) => w.text)).toEqual(['M', 'out', 'of', '20.00']);
  });

  it('are none between items that touch', () => {
    const [line] = buildLines(page([item('Über-', 200, 222), item('Reactions', 222.5, 260)]));
    expect(line.cells[0].text).toBe('Über-Reactions');
  });
});
