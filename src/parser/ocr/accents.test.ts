import { describe, expect, it } from 'vitest';
import { accentedReading, baseLetters, expectedMarks, marksAbove, mayBeAccented } from './accents';
import { stackPieces, type GreyImage } from './image';

/** A white image with dark rectangles [left, top, width, height]. */
function drawn(width: number, height: number, boxes: [number, number, number, number][]): GreyImage {
  const pixels = new Uint8Array(width * height).fill(255);
  for (const [left, top, w, h] of boxes)
    for (let y = top; y < top + h; y++) for (let x = left; x < left + w; x++) pixels[y * width + x] = 0;
  return { width, height, pixels };
}

describe('accents', () => {
  it('compares readings by their letters without accents, with one apostrophe', () => {
    expect(baseLetters('Señor Díaz’s Café')).toBe("Senor Diaz's Cafe");
    expect(baseLetters('Naïve Über Zoë Björk')).toBe('Naive Uber Zoe Bjork');
  });

  it('takes a reading differing only in accents, when its engine is sure enough', () => {
    expect(accentedReading('Naive', 'Naïve', 86)).toBe(true);
    expect(accentedReading('Diaz’s', "Díaz's", 92)).toBe(true);
    expect(accentedReading('Naive', 'Naïve', 40)).toBe(false);
    // Other letters, or marks the first reading has not: another word, not the same one with accents.
    expect(accentedReading('Diaz’s', 'Díazs', 92)).toBe(false);
    expect(accentedReading('Naive', '¡Naive', 62)).toBe(false);
  });

  it('takes a respelling with accents of a word that is no English word, only when very sure', () => {
    expect(accentedReading('Sefior', 'Señor', 93)).toBe(true);
    expect(accentedReading('Muiioz', 'Muñoz', 90)).toBe(true);
    expect(accentedReading('Sefior', 'Señor', 80)).toBe(false);
    // An English word stays as read; a respelling without accents is no reading of accents.
    expect(accentedReading('senior', 'señor', 95)).toBe(false);
    expect(accentedReading('Sefior', 'Senor', 95)).toBe(false);
    // More than two letters apart: another word.
    expect(accentedReading('Sefiorita', 'Señora', 95)).toBe(false);
  });

  it('counts the marks a reading accounts for: dots of i and j, apostrophes, quotes, accents', () => {
    expect(expectedMarks('Munoz')).toBe(0);
    expect(expectedMarks('Diaz’s')).toBe(2);
    expect(expectedMarks('“Naive”')).toBe(5);
    expect(expectedMarks('Lefévre')).toBe(1);
  });

  it('finds the marks standing clear above a word’s letters', () => {
    // A 20-pixel size, baseline at row 30: a tall letter, a short one, an i's dot and stem, an accent.
    const letters: [number, number, number, number][] = [
      [2, 10, 3, 20], // tall letter, down to the baseline
      [8, 16, 6, 14], // short letter
      [17, 16, 2, 14], // stem of an i
      [17, 12, 2, 2], // its dot
      [23, 16, 6, 14], // short letter
      [24, 11, 3, 2], // its accent
      [32, 26, 6, 1], // a hyphen, low
    ];
    const piece = drawn(40, 36, letters);
    expect(marksAbove(piece, 30, 20)).toBe(2);
    expect(mayBeAccented('nice', 2)).toBe(true);
    expect(mayBeAccented('nice', 1)).toBe(false);
    // A name whose accent may stand for the dot of an i it was read with.
    expect(mayBeAccented('Diaz', 1)).toBe(true);
    expect(mayBeAccented('Munoz', 0)).toBe(false);
  });

  it('stacks pieces on a sheet, one under another, apart', () => {
    const wide = drawn(10, 5, [[0, 0, 10, 5]]);
    const narrow = drawn(4, 3, [[0, 0, 4, 3]]);
    const { sheet, placed } = stackPieces([wide, narrow], 4);
    expect(placed).toEqual([
      { left: 4, top: 4, width: 10, height: 5 },
      { left: 4, top: 13, width: 4, height: 3 },
    ]);
    expect([sheet.width, sheet.height]).toEqual([18, 20]);
    expect(sheet.pixels[13 * sheet.width + 4]).toBe(0);
    expect(sheet.pixels[13 * sheet.width + 8]).toBe(255);
    expect(sheet.pixels[3 * sheet.width + 4]).toBe(255);
  });
});
