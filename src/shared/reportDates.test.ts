import { describe, expect, it } from 'vitest';
import { localDate, newestFirst, oldestFirst, reportDay } from './reportDates';

describe('the date a report stands at', () => {
  it('is the printed date when the report prints one', () => {
    expect(reportDay({ reportDate: '2021-12-17', parsedAt: '2026-11-23T06:27:00.000Z' })).toEqual({
      day: '2021-12-17',
      printed: true,
    });
  });

  it('is the local day of the upload when none is printed or the printed one is no calendar day', () => {
    const late = new Date(2026, 10, 23, 23, 59); // 23 November, one minute before local midnight
    expect(reportDay({ reportDate: null, parsedAt: late.toISOString() })).toEqual({
      day: '2026-11-23',
      printed: false,
    });
    const early = new Date(2026, 0, 1, 0, 0);
    expect(reportDay({ reportDate: '2025-02-29', parsedAt: early.toISOString() })).toEqual({
      day: '2026-01-01',
      printed: false,
    });
    expect(reportDay({ reportDate: '12/17/2021', parsedAt: early.toISOString() }).printed).toBe(false);
    expect(reportDay({ reportDate: '2024-02-29', parsedAt: early.toISOString() })).toEqual({
      day: '2024-02-29',
      printed: true,
    });
  });

  it('orders by that date, reports of one date by upload time', () => {
    const reports = [
      { id: 'b', reportDate: '2024-10-14', parsedAt: '2026-01-02T10:00:00.000Z' },
      { id: 'c', reportDate: '2022-05-01', parsedAt: '2026-01-03T10:00:00.000Z' },
      { id: 'a', reportDate: '2024-10-14', parsedAt: '2026-01-01T10:00:00.000Z' },
      { id: 'd', reportDate: '2025-09-01', parsedAt: '2025-01-01T10:00:00.000Z' },
    ];
    expect(oldestFirst(reports).map((r) => r.id)).toEqual(['c', 'a', 'b', 'd']);
    expect(newestFirst(reports).map((r) => r.id)).toEqual(['d', 'b', 'a', 'c']);
    expect(reports.map((r) => r.id)).toEqual(['b', 'c', 'a', 'd']);
  });

  it('reads a day as local midnight', () => {
    const d = localDate('2024-08-01');
    expect([d.getFullYear(), d.getMonth(), d.getDate(), d.getHours()]).toEqual([2024, 7, 1, 0]);
  });
});
