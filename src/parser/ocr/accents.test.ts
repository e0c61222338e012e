import { describe, expect, it } from 'vitest';
import { accentedReading, baseLetters, marksAbove, mayBeAccented, unexplainedMarks } from './accents';
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

  // Marks above a 5-letter word, across it from 0 to 1: over its second and third letters.
  const second = 0.3;
  const third = 0.5;

  it('takes a reading differing only in accents where the page has marks, when its engine is sure enough', () => {
    expect(accentedReading('Naive', 'Naïve', 86, [third - 0.05, third + 0.05])).toBe(true);
    expect(accentedReading('Diaz’s', "Díaz's", 92, [second, 0.7])).toBe(true);
    expect(accentedReading('Naive', 'Naïve', 40, [third])).toBe(false);
    // An accent where the page has no mark: read into noise.
    expect(accentedReading('Era', 'Éra', 90, [])).toBe(false);
    expect(accentedReading('Elimination', 'Élimination', 90, [0.5])).toBe(false);
    // An accent the first reading has, dropped.
    expect(accentedReading('Résumé', 'Resume', 96, [0.25, 0.9])).toBe(false);
    // Other letters, or marks the first reading has not: another word, not the same one with accents.
    expect(accentedReading('Diaz’s', 'Díazs', 92, [second])).toBe(false);
    expect(accentedReading('Naive', '¡Naive', 62, [third])).toBe(false);
  });

  it('takes a respelling with accents of a word that is no English word, only when very sure', () => {
    expect(accentedReading('Sefior', 'Señor', 93, [0.4])).toBe(true);
    expect(accentedReading('Muiioz', 'Muñoz', 90, [0.4])).toBe(true);
    expect(accentedReading('Sefior', 'Señor', 80, [0.4])).toBe(false);
    // An English word stays as read; a respelling without accents is no reading of accents.
    expect(accentedReading('senior', 'señor', 95, [0.4])).toBe(false);
    expect(accentedReading('Sefior', 'Senor', 95, [0.4])).toBe(false);
    // More than two letters apart: another word.
    expect(accentedReading('Sefiorita', 'Señora', 95, [0.4])).toBe(false);
  });

  it('pairs marks above a word with the letters of its reading that have them', () => {
    // The dot of the i of "Munoz"? There is none: the mark over its third letter is unexplained.
    expect(unexplainedMarks('Munoz', [third])).toBe(1);
    expect(unexplainedMarks('Diaz’s', [0.25, 0.7])).toBe(0);
    // Two dots over the i of "Naive": one is its own, the other is no letter's.
    expect(unexplainedMarks('Naive', [0.45, 0.55])).toBe(1);
    // A mark far from the only i: unexplained, the i's own dot missing aside.
    expect(unexplainedMarks('Naive', [0.95])).toBe(1);
    expect(unexplainedMarks('“Naive”', [0.05, 0.1, 0.45, 0.9, 0.95])).toBe(0);
    expect(unexplainedMarks('Lefévre', [0.5])).toBe(0);
  });

  it('checks the words whose marks their reading does not account for, and names with any', () => {
    expect(mayBeAccented('nice', [0.3, 0.35])).toBe(true);
    expect(mayBeAccented('nice', [0.38])).toBe(false);
    // A name whose accent may stand for the dot of an i it was read with.
    expect(mayBeAccented('Diaz', [0.38])).toBe(true);
    expect(mayBeAccented('Munoz', [])).toBe(false);
  });

  it('finds the marks standing clear above a word’s letters, and where they lie across it', () => {
    // A 20-pixel size, baseline at row 30: a tall letter, a short one, an i's dot and stem, an accent.
    const letters: [number, number, number, number][] = [
      [2, 10, 3, 20], // tall letter, down to the baseline
      [8, 16, 6, 14], // short letter
      [17, 16, 2, 14], // stem of an i
      [17, 12, 2, 2], // its dot
      [23, 16, 6, 14], // short letter
      [24, 11, 3, 2], // its accent
      [32, 26, 6, 1], // a hyphen, low
      [36, 0, 2, 3], // the foot of a letter of the line above
    ];
    const piece = drawn(42, 36, letters);
    expect(marksAbove(piece, 30, 20, 2)).toEqual([(17.5 - 2) / 38, (25 - 2) / 38]);
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
