import type { TrendPoint } from '../../../shared/grades';
import { localDate } from '../../../shared/reportDates';

/**
 * One x-axis label per trend point, each different from the others: "Oct 14" when every point lies in one
 * year, "Oct 14, 2024" when they span several; a second report of the same date reads "Oct 14 (2)".
 */
export function trendAxisLabels(points: ReadonlyArray<TrendPoint>, locale?: string): Map<string, string> {
  const years = new Set(points.map((p) => p.date.slice(0, 4)));
  const options: Intl.DateTimeFormatOptions =
    years.size > 1 ? { month: 'short', day: 'numeric', year: 'numeric' } : { month: 'short', day: 'numeric' };
  const seen = new Map<string, number>();
  const labels = new Map<string, string>();
  for (const p of points) {
    const n = (seen.get(p.date) ?? 0) + 1;
    seen.set(p.date, n);
    const day = localDate(p.date).toLocaleDateString(locale, options);
    labels.set(p.id, n === 1 ? day : `${day} (${n})`);
  }
  return labels;
}
