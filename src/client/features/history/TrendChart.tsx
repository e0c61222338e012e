import type { TrendPoint } from '../../../shared/grades';
import { PercentLineChart } from '../../components/ui/PercentLineChart';
import { formatDateTime, formatDay } from '../../lib/dates';
import { trendAxisLabels } from './trendLabels';

/** What the tooltip says about a point: the report's date, its file and when it was uploaded. */
function pointTitle(p: TrendPoint | undefined): string {
  if (!p) return '';
  const when = p.printed
    ? `Report of ${formatDay(p.date)}`
    : `No printed date; uploaded ${formatDay(p.date)}`;
  return `${when} · ${p.fileName} · uploaded ${formatDateTime(p.uploadedAt)}`;
}

/**
 * The line chart itself, one point per report at its report date, oldest first; loaded on demand so
 * recharts never weighs on other screens.
 */
export default function TrendChart({ points }: { points: TrendPoint[] }) {
  const labels = trendAxisLabels(points);
  const byId = new Map(points.map((p) => [p.id, p]));
  return (
    <PercentLineChart
      points={points}
      seriesName="Average Grade %"
      tickLabel={(id) => labels.get(id) ?? ''}
      pointTitle={(id) => pointTitle(byId.get(id))}
    />
  );
}
