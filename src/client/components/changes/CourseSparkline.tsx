import { percentText } from '../../../shared/changes';
import { chartYAxis } from '../../../shared/grades';
import { sameToTheCent } from '../../../shared/reconciliation';
import { useCourseTrend } from './api';

const WIDTH = 72;
const HEIGHT = 24;

/**
 * A course card's sparkline: its percentage across the student's reports, oldest first, on the history
 * chart's y-axis (up to 100, from 10 below the lowest). Drawn as one small SVG line rather than a chart per
 * card. Nothing is drawn for a course with fewer than two percentages.
 */
export function CourseSparkline({ courseId }: { courseId: string }) {
  const trend = useCourseTrend(courseId);
  const values = (trend.data ?? []).filter((v): v is number => v !== null);
  if (values.length < 2) return null;
  const { min, max } = chartYAxis(values);
  const span = max - min || 1;
  const step = WIDTH / (values.length - 1);
  const points = values
    .map((v, i) => `${(i * step).toFixed(1)},${(HEIGHT - ((v - min) / span) * HEIGHT).toFixed(1)}`)
    .join(' ');
  const [first, last] = [values[0], values[values.length - 1]];
  const colour = sameToTheCent(first, last)
    ? 'text-slate-500 dark:text-slate-400'
    : last > first
      ? 'text-emerald-600 dark:text-emerald-400'
      : 'text-red-600 dark:text-red-400';
  return (
    <span className="flex items-center gap-1.5" data-testid="course-sparkline" data-points={values.length}>
      <svg
        width={WIDTH}
        height={HEIGHT}
        viewBox={`-2 -2 ${WIDTH + 4} ${HEIGHT + 4}`}
        aria-hidden
        className={colour}
      >
        <polyline points={points} fill="none" stroke="currentColor" strokeWidth={2} strokeLinejoin="round" />
      </svg>
      <span className="sr-only">
        {`Trend over ${values.length} reports: ${percentText(values[0])} to ${percentText(values[values.length - 1])}`}
      </span>
    </span>
  );
}
