import { describe, expect, it } from 'vitest';
import { checkSummary, reconcile, rowTotals, type ReconciledRow } from './reconciliation';

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
