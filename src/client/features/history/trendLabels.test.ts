import { describe, expect, it } from 'vitest';
import type { TrendPoint } from '../../../shared/grades';
import { trendAxisLabels } from './trendLabels';

const point = (id: string, date: string): TrendPoint => ({
  id,
  date,
  printed: true,
  fileName: `${id}.pdf`,
  uploadedAt: '2026-11-23T06:27:00.000Z',
  value: 80,
});

describe('trend axis labels', () => {
  it('names the day only when every report lies in one year', () => {
    const labels = trendAxisLabels([point('a', '2024-09-30'), point('b', '2024-10-14')], 'en-US');
    expect([...labels.values()]).toEqual(['Sep 30', 'Oct 14']);
  });

  it('adds the year when the reports span years, so 2021 and 2026 never read alike', () => {
    const labels = trendAxisLabels(
      [point('a', '2021-12-17'), point('b', '2023-05-02'), point('c', '2026-12-17')],
      'en-US',
    );
    expect([...labels.entries()]).toEqual([
      ['a', 'Dec 17, 2021'],
      ['b', 'May 2, 2023'],
      ['c', 'Dec 17, 2026'],
    ]);
  });

  it('numbers reports that share a date', () => {
    const labels = trendAxisLabels(
      [
        point('a', '2024-10-14'),
        point('b', '2024-10-14'),
        point('c', '2024-10-14'),
        point('d', '2024-11-01'),
      ],
      'en-US',
    );
    expect([...labels.values()]).toEqual(['Oct 14', 'Oct 14 (2)', 'Oct 14 (3)', 'Nov 1']);
    expect(new Set(labels.values()).size).toBe(4);
  });
});
