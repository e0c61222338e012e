import { describe, expect, it } from 'vitest';
import type { GreyImage } from './image';
import { daysFromInk, numeralAfterWord, numeralsFromInk, uprightStrokes } from './numerals';
import type { OcrWord } from './words';

/** A white page 200 × 40 pixels with upright bars 3 pixels wide, from y = 10 to 30, at these x's. */
function barsAt(...xs: number[]): GreyImage {
  const img = { width: 200, height: 40, pixels: new Uint8Array(200 * 40).fill(255) };
  for (const x0 of xs)
    for (let y = 10; y < 30; y++) for (let x = x0; x < x0 + 3; x++) img.pixels[y * 200 + x] = 0;
  return img;
}

const word = (str: string, x0: number, x1: number): OcrWord => ({
  item: { str, x0, x1, y: 30, size: 20, page: 1 },
  confidence: 74,
  alternatives: [],
  offLine: false,
});

describe('a roman numeral of I’s', () => {
  it('counts the upright strokes its ink shows', () => {
    expect(uprightStrokes(barsAt(100, 106), { x0: 98, x1: 112, y0: 15, y1: 25 })).toBe(2);
    expect(uprightStrokes(barsAt(100, 106, 112), { x0: 98, x1: 118, y0: 15, y1: 25 })).toBe(3);
    expect(uprightStrokes(barsAt(100), { x0: 98, x1: 112, y0: 15, y1: 25 })).toBe(1);
  });

  it("is read as its strokes after a title's word ('Spanish I' of two bars is 'Spanish II')", () => {
    const words = [word('Spanish', 20, 95), word('I', 99, 110)];
    numeralsFromInk(barsAt(100, 106), 1, words);
    expect(words[1]).toMatchObject({ item: { str: 'II' }, alternatives: ['I'] });
    const small = [word('Algebra', 20, 95), word('l', 99, 104)];
    numeralsFromInk(barsAt(100), 1, small);
    expect(small[1].item.str).toBe('I');
    const three = [word('French', 20, 95), word('Il', 99, 116)];
    numeralsFromInk(barsAt(100, 106, 112), 1, three);
    expect(three[1].item.str).toBe('III');
  });

  it("reads a T whose bar does not show as an I ('Spanish IT' of two bars is 'Spanish II')", () => {
    const words = [word('Spanish', 20, 95), word('IT', 99, 110)];
    numeralsFromInk(barsAt(100, 106), 1, words);
    expect(words[1]).toMatchObject({ item: { str: 'II' }, alternatives: ['IT'] });
    // An I and a T printed: the T's bar spans the top of its ink, and the word stays "IT".
    const printed = barsAt(100, 112);
    for (let y = 10; y < 12; y++) for (let x = 106; x < 119; x++) printed.pixels[y * 200 + x] = 0;
    const it = [word('Business', 20, 95), word('IT', 99, 120)];
    numeralsFromInk(printed, 1, it);
    expect(it[1].item.str).toBe('IT');
  });

  it('stays as read where the strokes agree, are one, or no title word stands before it', () => {
    const agree = [word('Spanish', 20, 95), word('II', 99, 110)];
    numeralsFromInk(barsAt(100, 106), 1, agree);
    expect(agree[1]).toMatchObject({ item: { str: 'II' }, alternatives: [] });
    const one = [word('Algebra', 20, 95), word('1', 99, 110)];
    numeralsFromInk(barsAt(100), 1, one);
    expect(one[1].item.str).toBe('1');
    const eleven = [word('Grade', 20, 95), word('11', 99, 110)];
    numeralsFromInk(barsAt(100, 106), 1, eleven);
    expect(eleven[1].item.str).toBe('11');
    const label = [word('Period', 20, 95), word('|', 99, 102)];
    numeralsFromInk(barsAt(100), 1, label);
    expect(label[1].item.str).toBe('|');
    const alone = [word('7', 20, 40), word('I', 99, 110)];
    numeralsFromInk(barsAt(100, 106), 1, alone);
    expect(alone[1].item.str).toBe('I');
  });
});

/** Ink from x0 to x1 and y0 to y1 drawn on the image. */
function inked(img: GreyImage, x0: number, x1: number, y0: number, y1: number): GreyImage {
  for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) img.pixels[y * img.width + x] = 0;
  return img;
}

describe("a numeral of I's in a word's box that its reading left out", () => {
  // The word's letters from x 20 to 80, as tall as small letters (y 18-30); its baseline at y 30, size 20.
  const letters = (img: GreyImage, to = 80) => inked(img, 20, to, 18, 30);

  it('is the last ink of the box, a space after the letters, of upright strokes as tall as a capital', () => {
    expect(numeralAfterWord(letters(barsAt(100)), 1, word('Algebra', 20, 110))).toBe('I');
    expect(numeralAfterWord(letters(barsAt(100, 106)), 1, word('Spanish', 20, 110))).toBe('II');
    expect(numeralAfterWord(letters(barsAt(100, 106, 112)), 1, word('French', 20, 118))).toBe('III');
  });

  it('is read past the box up to where it may reach, alone there, and never from a rule that runs on below the baseline', () => {
    // The box ends at 90, with the letters; the bar at 100 is past it.
    expect(numeralAfterWord(letters(barsAt(100)), 1, word('Algebra', 20, 90), 110)).toBe('I');
    expect(numeralAfterWord(letters(barsAt(100)), 1, word('Algebra', 20, 90), 95)).toBeNull();
    // Ink inside the box is the engine's reading of the word (a letter of it), not a numeral it left out.
    expect(numeralAfterWord(letters(barsAt(100)), 1, word('Algebra', 20, 105), 115)).toBeNull();
    // Nor is ink that the reach cuts: the start of what follows, no blank space after it.
    expect(numeralAfterWord(letters(barsAt(100)), 1, word('Algebra', 20, 90), 104)).toBeNull();
    // A table's rule from y 5 to 39 across the line.
    expect(
      numeralAfterWord(inked(letters(barsAt()), 100, 103, 5, 39), 1, word('Algebra', 20, 110)),
    ).toBeNull();
  });

  it('is nothing where the ink ends in letters, stands close, is short or wide, or was read already', () => {
    // No ink past the letters in the box (the numeral beyond it), or a letter's stroke run close.
    expect(numeralAfterWord(letters(barsAt(100)), 1, word('Algebra', 20, 90))).toBeNull();
    expect(numeralAfterWord(letters(barsAt(100), 98), 1, word('Algebra', 20, 110))).toBeNull();
    // A mark as short as a small letter, or a blot wider than an I's stroke.
    expect(
      numeralAfterWord(inked(letters(barsAt()), 100, 103, 22, 30), 1, word('Algebra', 20, 110)),
    ).toBeNull();
    expect(
      numeralAfterWord(inked(letters(barsAt()), 100, 115, 10, 30), 1, word('Algebra', 20, 118)),
    ).toBeNull();
    // Ink alone in the box, or a reading ending in the numeral.
    expect(numeralAfterWord(barsAt(100), 1, word('I', 98, 110))).toBeNull();
    expect(numeralAfterWord(letters(barsAt(100)), 1, word('Algebra I', 20, 110))).toBeNull();
  });
});

describe("a date's day of ones read with a one too many or too few", () => {
  // "Sep" before the day on its line; the day's box from x 98 (bars 3 pixels wide, y 10 to 30).
  const month = word('Sep', 40, 90);

  it('is read as the upright strokes its ink shows', () => {
    const one = [month, word('11,', 98, 112)];
    daysFromInk(barsAt(100), 1, one);
    expect(one[1].item.str).toBe('1,');
    expect(one[1].alternatives).toEqual(['11,']);
    const eleven = [month, word('1', 98, 112)];
    daysFromInk(barsAt(100, 106), 1, eleven);
    expect(eleven[1].item.str).toBe('11');
    // Read with its year: the day's share of the box is measured ("11," of "11, 2023").
    const withYear = [month, word('11, 2023', 98, 178)];
    daysFromInk(barsAt(100), 1, withYear);
    expect(withYear[1].item.str).toBe('1, 2023');
  });

  it('is left as read where no month comes before it, or the strokes agree', () => {
    const alone = [word('11,', 98, 112)];
    daysFromInk(barsAt(100), 1, alone);
    expect(alone[0].item.str).toBe('11,');
    const agrees = [month, word('11,', 98, 112)];
    daysFromInk(barsAt(100, 106), 1, agrees);
    expect(agrees[1].item.str).toBe('11,');
  });
});
