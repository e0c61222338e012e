import type { CourseHistoryPoint } from '../../../shared/api/changes';
import { PercentLineChart } from '../ui/PercentLineChart';
import { reportDayText } from './ChangeList';

/**
 * A course's percentage across the student's reports, one point per report at its report date, oldest
 * first; loaded on demand like the history trend. A report without a percentage leaves a gap.
 */
export default function CourseTrendChart({ points }: { points: CourseHistoryPoint[] }) {
  const byId = new Map(points.map((p) => [p.report.id, p]));
  const label = (id: string) => {
    const p = byId.get(id);
    return p ? reportDayText(p.report) : '';
  };
  // The axis writes the year only when the reports span several.
  const oneYear = new Set(points.map((p) => p.report.day.slice(0, 4))).size === 1;
  return (
    <PercentLineChart
      points={points.map((p) => ({ id: p.report.id, value: p.percentage }))}
      seriesName="Course grade"
      tickLabel={(id) => (oneYear ? label(id).replace(/, \d{4}/, '') : label(id))}
      pointTitle={(id) => `Report of ${label(id)} · ${byId.get(id)?.report.fileName ?? ''}`}
    />
  );
}
