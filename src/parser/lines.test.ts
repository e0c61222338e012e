import { describe, expect, it } from 'vitest';
import { isPageNumberLine } from './lines';

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

  it('reads one whose "of" a scan read as "cf" or "0f"', () => {
    expect(isPageNumberLine('Page 2 cf 3', 3)).toBe(true);
    expect(isPageNumberLine('2 0f 3', 3)).toBe(true);
    expect(isPageNumberLine('Page cf 3', 3)).toBe(true);
    expect(isPageNumberLine('Page 2 if 3', 3)).toBe(false);
  });
});
