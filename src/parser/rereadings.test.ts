import { describe, expect, it } from 'vitest';
import { REREADINGS } from './rereadings';

const [scoreInText, swapped, possibleInDate, slashReadAsDigit, slashLost] = REREADINGS;

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

  it("reads a score's points earned without a last digit that is its slash read twice, where they exceed the points possible", () => {
    expect(slashReadAsDigit.reread({ name: 'Pop Quiz 2', score: '157/20' })).toEqual({
      name: 'Pop Quiz 2',
      score: '15/20',
    });
    expect(slashReadAsDigit.reread({ score: '187 / 20' })).toEqual({ score: '18 / 20' });
  });

  it('leaves a score whose points earned are within the points possible, or exceed them still without it', () => {
    expect(slashReadAsDigit.reread({ score: '15/20' })).toBeNull();
    expect(slashReadAsDigit.reread({ score: '3/0' })).toBeNull();
    expect(slashReadAsDigit.reread({ score: '457/20' })).toBeNull();
    expect(slashReadAsDigit.reread({ score: '157 out of 20' })).toBeNull();
    expect(slashReadAsDigit.reread({ earned: '157', max: '20' })).toBeNull();
  });

  it("reads two numbers alone in the cell of a row's points as a score whose slash was lost", () => {
    expect(slashLost.reread({ name: 'Midterm Exam 6', max: '28.00  50.00' })).toEqual({
      name: 'Midterm Exam 6',
      score: '28.00 / 50.00',
    });
    expect(slashLost.reread({ score: '9 10' })).toEqual({ score: '9 / 10' });
  });

  it('leaves a score with its slash, one number, or points in two cells', () => {
    expect(slashLost.reread({ score: '9 / 10' })).toBeNull();
    expect(slashLost.reread({ score: '9' })).toBeNull();
    expect(slashLost.reread({ earned: '9 10', max: '10' })).toBeNull();
    expect(slashLost.reread({ score: '9 10 11' })).toBeNull();
  });
});
