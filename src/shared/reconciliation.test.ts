import { describe, expect, it } from 'vitest';
import {
  checkGap,
  checkSentence,
  checkSummary,
  reconcile,
  rowTotals,
  type ReconciledRow,
} from './reconciliation';

const row = (over: Partial<ReconciledRow>): ReconciledRow => ({
  status: 'graded',
  pointsEarned: 10,
  maxPoints: 10,
  isExtraCredit: false,
  ...over,
});

describe('course reconciliation against the printed total', () => {
  const rows: ReconciledRow[] = [
    row({ pointsEarned: 18.5, maxPoints: 20 }),
    row({ pointsEarned: 9, maxPoints: 10 }),
    row({ status: 'missing', pointsEarned: null, maxPoints: 15 }),
    row({ status: 'excused', pointsEarned: null, maxPoints: 50 }),
    row({ status: 'pending', pointsEarned: null, maxPoints: 25 }),
    row({ status: 'dropped', pointsEarned: 4, maxPoints: 10 }),
    row({ pointsEarned: 3, maxPoints: 0, isExtraCredit: true }),
    row({ pointsEarned: 2, maxPoints: 5, isExtraCredit: true }),
  ];

  it('earned counts graded rows with extra credit; possible counts graded and missing rows without it', () => {
    // earned 18.5 + 9 + 3 + 2; possible 20 + 10 + 15
    expect(rowTotals(rows)).toEqual({ earned: 32.5, possible: 45 });
  });

  it('matches to the cent, differs by a cent, and says when no total is printed', () => {
    expect(reconcile(rows, { received: 32.5, max: 45 })).toEqual({
      status: 'matches',
      earned: 32.5,
      possible: 45,
    });
    expect(reconcile(rows, { received: 32.51, max: 45 }).status).toBe('differs');
    expect(reconcile(rows, { received: 32.5, max: 45.01 }).status).toBe('differs');
    expect(reconcile(rows, null)).toEqual({ status: 'no-total', earned: 32.5, possible: 45 });
  });

  it('adds decimals without binary drift (0.1 + 0.2 is 0.3)', () => {
    const r = reconcile(
      [row({ pointsEarned: 0.1, maxPoints: 1 }), row({ pointsEarned: 0.2, maxPoints: 1 })],
      {
        received: 0.3,
        max: 2,
      },
    );
    expect(r).toEqual({ status: 'matches', earned: 0.3, possible: 2 });
  });

  it('an empty course with a total of 0 (0) matches', () => {
    expect(reconcile([], { received: 0, max: 0 }).status).toBe('matches');
  });

  it('summarises how many courses could be checked and how many add up', () => {
    expect(checkSummary([{ status: 'matches' }, { status: 'differs' }, { status: 'no-total' }])).toEqual({
      checked: 2,
      matching: 1,
    });
    expect(checkSummary([])).toEqual({ checked: 0, matching: 0 });
  });
});

describe('what a course check says', () => {
  it('says the three outcomes in the words every screen shows', () => {
    expect(
      checkSentence({ status: 'matches', earned: 58.5, possible: 70, pointsReceived: 58.5, maxPoints: 70 }),
    ).toBe("Matches the report's total");
    expect(
      checkSentence({ status: 'no-total', earned: 12, possible: 20, pointsReceived: null, maxPoints: null }),
    ).toBe('No total printed');
    // 58.50 printed, 56.50 on the rows: 2.00 apart
    expect(
      checkSentence({ status: 'differs', earned: 56.5, possible: 70, pointsReceived: 58.5, maxPoints: 70 }),
    ).toBe('Off by 2.00 points: the report says 58.50 / 70.00, its rows add up to 56.50 / 70.00');
    // the transcript contract's example: 58.50 printed, 57.50 on the rows
    expect(
      checkSentence({ status: 'differs', earned: 57.5, possible: 70, pointsReceived: 58.5, maxPoints: 70 }),
    ).toBe('Off by 1.00 points: the report says 58.50 / 70.00, its rows add up to 57.50 / 70.00');
  });

  it('measures the gap on points earned, or on points possible when the earned agree', () => {
    // earned equal, possible 75 printed vs 70 on the rows
    expect(checkGap({ status: 'differs', earned: 50, possible: 70, pointsReceived: 50, maxPoints: 75 })).toBe(
      5,
    );
    // rows above the print: 0.1 + 0.2 on the rows is 0.30, printed 0.25 -> 0.05
    expect(
      checkGap({ status: 'differs', earned: 0.1 + 0.2, possible: 1, pointsReceived: 0.25, maxPoints: 1 }),
    ).toBe(0.05);
    // a cent apart
    expect(
      checkSentence({ status: 'differs', earned: 99.99, possible: 100, pointsReceived: 100, maxPoints: 100 }),
    ).toBe('Off by 0.01 points: the report says 100.00 / 100.00, its rows add up to 99.99 / 100.00');
  });
});
