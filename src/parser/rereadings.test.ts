import { describe, expect, it } from 'vitest';
import { REREADINGS } from './rereadings';

const [scoreInText, swapped, possibleInDate, possibleByPrintedPercent] = REREADINGS;

describe('rereadings of a row', () => {
  it('takes a score that ran into a text cell as the row’s score', () => {
    expect(scoreInText.reread({ category: 'Classwork 132.00 out of 200.00', name: 'Quiz 2' })).toEqual({
      category: 'Classwork',
      name: 'Quiz 2',
      score: '132.00 out of 200.00',
    });
    expect(scoreInText.reread({ name: '18/20 Chapter Test 2' })).toEqual({
      name: 'Chapter Test 2',
      score: '18/20',
    });
  });

  it('leaves a row that has a score, or a text with no score at its edge', () => {
    expect(scoreInText.reread({ name: 'Quiz 2', score: '18/20' })).toBeNull();
    expect(scoreInText.reread({ name: 'Chapter 18 of 20 notes' })).toBeNull();
  });

  it('reads points earned and points possible the other way round', () => {
    expect(swapped.reread({ name: 'Quiz', earned: '20', max: '18' })).toEqual({
      name: 'Quiz',
      earned: '18',
      max: '20',
    });
    expect(swapped.reread({ name: 'Quiz', score: '18/20' })).toBeNull();
  });

  it('parts points possible run into the date after them, by the printed percentage where there is one', () => {
    // "3 out of" | "58/29": 5 and Aug 29 (58 would leave "/29", no date).
    expect(
      possibleInDate.reread({ name: 'Warm-Up 1', earned: '3 out of', date: '58/29', pct: '60.0%' }),
    ).toEqual({ name: 'Warm-Up 1', score: '3 out of 5', date: '8/29', pct: '60.0%' });
    // "18 out of" | "2011/2": 201 of Jan 2 or 20 of Nov 2; 90.0% says 20.
    expect(possibleInDate.reread({ earned: '18 out of', date: '2011/2', pct: '90.0%' })).toEqual({
      score: '18 out of 20',
      date: '11/2',
      pct: '90.0%',
    });
    // No percentage: the points possible keep the most digits ("Excused out of" | "159/11": 15, Sep 11).
    expect(possibleInDate.reread({ score: 'Excused out of', date: '159/11' })).toEqual({
      score: 'Excused out of 15',
      date: '9/11',
    });
    // A bonus out of 0: "010/5" is 0 and Oct 5 (no month 0).
    expect(possibleInDate.reread({ earned: '1 out of', date: '010/5' })).toEqual({
      score: '1 out of 0',
      date: '10/5',
    });
  });

  it('leaves a score that waits for nothing, or a date cell with no date in its digits', () => {
    expect(possibleInDate.reread({ score: '3 out of 5', date: '8/29' })).toBeNull();
    expect(possibleInDate.reread({ earned: '3 out of', date: '' })).toBeNull();
    expect(possibleInDate.reread({ earned: '3 out of', date: '5' })).toBeNull();
    expect(possibleInDate.reread({ earned: '3 out of', date: '50/40' })).toBeNull();
  });

  it('gives a row whose points possible were lost the one whole number its points earned and percentage leave', () => {
    // "9 out of" at 60.00%: 9 / 15.
    expect(possibleByPrintedPercent.reread({ score: '9 out of', pct: '60.00' })).toEqual({
      score: '9 out of 15',
      pct: '60.00',
    });
    expect(possibleByPrintedPercent.reread({ earned: '12 /', pct: '(80%)' })).toEqual({
      earned: '12 / 15',
      pct: '(80%)',
    });
    // Points earned in a column of their own, the column of points possible read empty.
    expect(possibleByPrintedPercent.reread({ earned: '46', pct: '92.0%' })).toEqual({
      earned: '46',
      max: '50',
      pct: '92.0%',
    });
    // A score cell holding the points earned alone.
    expect(possibleByPrintedPercent.reread({ score: '18.5', pct: '92.50%' })).toEqual({
      score: '18.5 / 20',
      pct: '92.50%',
    });
  });

  it('leaves a row whose points possible were read, or that no one whole number fits', () => {
    expect(possibleByPrintedPercent.reread({ score: '9 out of 15', pct: '60.00' })).toBeNull();
    expect(possibleByPrintedPercent.reread({ earned: '9', max: '15', pct: '60.00' })).toBeNull();
    // No percentage printed, or nothing earned: 0% of any number is 0.
    expect(possibleByPrintedPercent.reread({ score: '9 out of' })).toBeNull();
    expect(possibleByPrintedPercent.reread({ score: '0 out of', pct: '0.00%' })).toBeNull();
    // 190 at 95%: 199, 200 and 201 all round to 95%.
    expect(possibleByPrintedPercent.reread({ earned: '190', pct: '95%' })).toBeNull();
    // 10 at 33.33%: 30, and no other whole number.
    expect(possibleByPrintedPercent.reread({ earned: '10', pct: '33.33%' })).toEqual({
      earned: '10',
      max: '30',
      pct: '33.33%',
    });
    // A status is no points earned.
    expect(possibleByPrintedPercent.reread({ score: 'Missing out of', pct: '0%' })).toBeNull();
  });
});
