import { describe, expect, it } from 'vitest';
import {
  misreadDigitShortfallReadings,
  plausibleScore,
  shortfallReadings,
  uniqueMakeUp,
  wordReadings,
  wordShortfallReadings,
} from './shortfall';

describe("readings of a number word that make up its course's shortfall", () => {
  it('offers the number without a speck after its decimals read as a digit', () => {
    // "16.50" read as "16.507": 0.007 points earned too many; "2.5" as "2.57".
    expect(shortfallReadings('16.507', 16.507, { earned: -0.007, possible: 0 })).toEqual(['16.5']);
    expect(shortfallReadings('2.57', 2.57, { earned: -0.07, possible: 0 })).toEqual(['2.5']);
    // Quarter points as read ("16.25"), or a reading that is none ("2.6"): no speck.
    expect(shortfallReadings('16.25', 16.25, { earned: -0.05, possible: 0 })).toEqual([]);
    expect(shortfallReadings('2.63', 2.63, { earned: -0.03, possible: 0 })).toEqual([]);
  });

  it('offers the decimal point lost, moved or added that makes up the points earned or possible', () => {
    // "2.5" read as "25": 22.5 points earned too many.
    expect(shortfallReadings('25', 25, { earned: -22.5, possible: 0 })).toEqual(['2.5']);
    // "20" of possible read as "20.6": 0.6 too many.
    expect(shortfallReadings('20.6', 20.6, { earned: 0, possible: -0.6 })).toEqual(['20']);
    // "47.5" read as "475" where the course is 427.5 short... of points earned, as sums are rounded to the cent.
    expect(shortfallReadings('475', 475, { earned: -427.5, possible: 0 })).toEqual(['47.5']);
    expect(shortfallReadings('1.007', 1.007, { earned: -0.01, possible: 0 })).toEqual(['1']);
  });

  it("offers a score's slash read as a digit where its halves make up both shortfalls", () => {
    // "2.5/5" read as "2.515", counted as 2.515 earned with no points possible.
    expect(shortfallReadings('2.515', 2.515, { earned: -0.02, possible: 5 })).toEqual(['2.5/5']);
    // "7/10" read as "710", counted nowhere.
    expect(shortfallReadings('710', 0, { earned: 7, possible: 10 })).toEqual(['7/10']);
  });

  it("offers a row's points possible read without the slash before them where they make up the shortfall", () => {
    // "M / 25.00" read as "M" and "25.00": the row counts no points possible.
    expect(shortfallReadings('25.00', 0, { earned: 0, possible: 25 })).toEqual(['/25.00']);
    // "-- / 10.00" read as "10.00", counted as 10 points earned.
    expect(shortfallReadings('10.00', 10, { earned: -10, possible: 10 })).toEqual(['/10.00']);
    expect(shortfallReadings('25.00', 0, { earned: 0, possible: 20 })).toEqual([]);
  });

  it('never drops a half or quarter point, a fraction scores are given in', () => {
    // A report whose printed total differs from its rows by half a point: "188.5" stays.
    expect(shortfallReadings('188.5', 188.5, { earned: -0.5, possible: 0 })).toEqual([]);
    expect(shortfallReadings('12.25', 12.25, { earned: -0.25, possible: 0 })).toEqual([]);
    expect(shortfallReadings('1.78', 1.78, { earned: -0.78, possible: 0 })).toEqual(['1']);
  });

  it('offers nothing that does not make up the shortfall exactly', () => {
    expect(shortfallReadings('25', 25, { earned: -20, possible: 0 })).toEqual([]);
    expect(shortfallReadings('710', 0, { earned: 7, possible: 15 })).toEqual([]);
    expect(shortfallReadings('25', 25, { earned: 0, possible: 0 })).toEqual([]);
    expect(shortfallReadings('Quiz', 0, { earned: 3, possible: 5 })).toEqual([]);
  });

  it('offers, apart, a zero read as a six, or a six as a zero, that makes up the shortfall', () => {
    expect(misreadDigitShortfallReadings('160', 160, { earned: 0, possible: -60 })).toEqual(['100']);
    expect(misreadDigitShortfallReadings('16', 16, { earned: 0, possible: -6 })).toEqual(['10']);
    expect(misreadDigitShortfallReadings('6', 6, { earned: 0, possible: -6 })).toEqual(['0']);
    expect(misreadDigitShortfallReadings('10.5', 10.5, { earned: 6, possible: 0 })).toEqual(['16.5']);
    // The digit the shortfall says: of "66", the six worth 6 points.
    expect(misreadDigitShortfallReadings('66', 66, { earned: -6, possible: 0 })).toEqual(['60']);
    expect(misreadDigitShortfallReadings('60', 60, { earned: 0, possible: 6 })).toEqual(['66']);
    // No number is printed with a leading zero ("01" for "61"), and nothing the shortfall does not ask for.
    expect(misreadDigitShortfallReadings('61', 61, { earned: -60, possible: 0 })).toEqual([]);
    expect(misreadDigitShortfallReadings('16', 16, { earned: 0, possible: -5 })).toEqual([]);
    expect(shortfallReadings('160', 160, { earned: 0, possible: -60 })).toEqual([]);
    // A status over the points possible ("M/16" for "M/10").
    expect(wordShortfallReadings('M/16', { earned: 0, possible: -6 }, misreadDigitShortfallReadings)).toEqual(
      ['M/10'],
    );
  });

  it("offers a bonus's score of no points possible with its slash read as a 7", () => {
    // "2.5/0" read as "2.570": 0.07 points earned too many, none possible short.
    expect(shortfallReadings('2.570', 2.57, { earned: -0.07, possible: 0 })).toEqual(['2.5/0']);
  });

  it('offers a whole number with its last zero lost, where the shortfall asks for it', () => {
    // "42 / 50" read as "42  5": 45 points possible short.
    expect(misreadDigitShortfallReadings('5', 5, { earned: 0, possible: 45 })).toEqual(['50']);
    expect(misreadDigitShortfallReadings('10', 10, { earned: 90, possible: 0 })).toEqual(['100']);
    // Not of a number with decimals, nor where the shortfall is another.
    expect(misreadDigitShortfallReadings('2.5', 2.5, { earned: 0, possible: 22.5 })).toEqual([]);
    expect(misreadDigitShortfallReadings('5', 5, { earned: 0, possible: 40 })).toEqual([]);
    expect(shortfallReadings('5', 5, { earned: 0, possible: 45 })).toEqual([]);
  });

  it('reads either half of a score read as one word', () => {
    expect(wordShortfallReadings('1.007/0.00', { earned: -0.01, possible: 0 })).toEqual(['1/0.00']);
    expect(wordShortfallReadings('19/20.6', { earned: 0, possible: -0.6 })).toEqual(['19/20']);
    expect(wordShortfallReadings('25', { earned: -22.5, possible: 0 })).toEqual(['2.5']);
    expect(wordShortfallReadings('Jan', { earned: -22.5, possible: 0 })).toEqual([]);
    expect(wordShortfallReadings('M/2.5', { earned: 0, possible: 22.5 })).toEqual(['M/25']);
  });

  it('parts a number from the date it ran into, its decimal point set back, where that makes up the shortfall', () => {
    expect(wordShortfallReadings('5009/17', { earned: 0, possible: 5 })).toEqual(['5.00 9/17']);
    expect(wordShortfallReadings('5.0010/2/23', { earned: 0, possible: 5 })).toEqual(['5.00 10/2/23']);
    expect(wordShortfallReadings('1217/9', { earned: 12, possible: 0 })).toEqual(['12 17/9']);
    // Not the points the course lacks, or no date after them: nothing.
    expect(wordShortfallReadings('5009/17', { earned: 0, possible: 10 })).toEqual([]);
    expect(wordShortfallReadings('50013/40', { earned: 0, possible: 5 })).toEqual([]);
  });
});

describe('every reading of a number word a scan may have misread', () => {
  it("reads a lost slash, a slash read as a digit, a decimal point and a zero's foot otherwise", () => {
    expect(wordReadings('35')).toEqual(['3.5', '3/5', '/35']);
    // A decimal point moved, dropped with its digits or alone; the slash lost or read as the 1.
    expect(wordReadings('2.515')).toEqual([
      '251.5',
      '25.15',
      '2',
      '2515',
      '2.5/15',
      '2.5/5',
      '2.51/5',
      '/2.515',
    ]);
    expect(wordReadings('160')).toEqual(['16', '1.6', '100', '166', '1/60', '/160']);
  });

  it('reads either half of a score read as one word where that leaves a plausible score', () => {
    expect(wordReadings('45/5')).toEqual(['4.5/5']);
    // Not "115/2" nor "115/26": points earned past the points possible.
    expect(wordReadings('115/20')).toEqual(['11.5/20', '1.15/20']);
  });

  it('offers no score whose points earned pass its points possible, nor one of no points possible', () => {
    expect(wordReadings('54')).not.toContain('5/4');
    expect(wordReadings('50')).not.toContain('5/0');
    expect(wordReadings('Exam')).toEqual([]);
  });

  it('knows a plausible score: points earned no more than some points possible', () => {
    expect(plausibleScore('3/5')).toBe(true);
    expect(plausibleScore('5/5')).toBe(true);
    expect(plausibleScore('45/5')).toBe(false);
    expect(plausibleScore('5/0')).toBe(false);
    expect(plausibleScore('35')).toBe(false);
    expect(plausibleScore('M/5')).toBe(false);
  });
});

describe("the one set of misread words that makes up a course's shortfall", () => {
  // A course read 176 points earned too many and 5 possible too few: "35" for "3/5" (-32 earned, +5
  // possible), "45/5" for "4.5/5" (-40.5), "115/20" for "11.5/20" (-103.5).
  const choir = [
    { word: 0, earned: -32, possible: 5 },
    { word: 0, earned: -31.5, possible: 0 },
    { word: 1, earned: -40.5, possible: 0 },
    { word: 2, earned: -103.5, possible: 0 },
    { word: 2, earned: -113.85, possible: 0 },
    { word: 3, earned: 6, possible: 0 },
  ];

  it('finds the three words whose readings together make up both shortfalls exactly', () => {
    expect(uniqueMakeUp(choir, { earned: -176, possible: 5 })).toEqual([0, 2, 3]);
  });

  it('takes the fewest words that do', () => {
    expect(uniqueMakeUp(choir, { earned: -72.5, possible: 5 })).toEqual([0, 2]);
  });

  it('takes two readings of one word that change the sums alike as one ("100.60": "100" or "100.00")', () => {
    const alike = [...choir, { word: 2, earned: -103.5, possible: 0 }];
    expect(uniqueMakeUp(alike, { earned: -176, possible: 5 })).toEqual([0, 2, 3]);
  });

  it('never reads one word two ways at once', () => {
    expect(uniqueMakeUp(choir, { earned: -63.5, possible: 5 })).toBeNull();
  });

  it('takes nothing where two sets of as many words make it up: a coincidence of sums is no evidence', () => {
    const twice = [...choir, { word: 4, earned: -40.5, possible: 0 }];
    expect(uniqueMakeUp(twice, { earned: -72.5, possible: 5 })).toBeNull();
  });

  it('takes nothing where no set of two or three words makes it up, nor one word alone', () => {
    expect(uniqueMakeUp(choir, { earned: -1, possible: 0 })).toBeNull();
    expect(uniqueMakeUp(choir, { earned: -32, possible: 5 })).toBeNull();
    expect(uniqueMakeUp([], { earned: -1, possible: 0 })).toBeNull();
  });
});
