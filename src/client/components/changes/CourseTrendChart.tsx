import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { CourseHistoryPoint } from '../../../shared/api/changes';
import { chartYAxis } from '../../../shared/grades';
import { formatFixed } from '../../../shared/numbers';
import { useIsDark } from '../../lib/theme';
import { reportDayText } from './ChangeList';

/** slate-200 / slate-600 / brand-600 on white; slate-700 / slate-300 / brand-400 on slate-900 (as the history trend). */
const chartColours = {
  light: { grid: '#e2e8f0', text: '#475569', line: '#4f46e5', tooltip: '#ffffff', border: '#e2e8f0' },
  dark: { grid: '#334155', text: '#cbd5e1', line: '#818cf8', tooltip: '#0f172a', border: '#334155' },
};

/**
 * A course's percentage across the student's reports, one point per report at its report date, oldest
 * first; loaded on demand like the history trend. A report without a percentage leaves a gap.
 */
export default function CourseTrendChart({ points }: { points: CourseHistoryPoint[] }) {
  const values = points.map((p) => p.percentage).filter((v): v is number => v !== null);
  const { min, max } = chartYAxis(values);
  const colours = chartColours[useIsDark() ? 'dark' : 'light'];
  const data = points.map((p, i) => ({
    key: String(i),
    label: reportDayText(p.report),
    value: p.percentage,
  }));
  return (
    <ResponsiveContainer width="100%" height="100%">
      <LineChart data={data} margin={{ top: 8, right: 12, bottom: 4, left: -8 }}>
        <CartesianGrid strokeDasharray="3 3" stroke={colours.grid} />
        <XAxis
          dataKey="key"
          tickFormatter={(key: string) => data[Number(key)]?.label.replace(/, \d{4}/, '') ?? ''}
          tick={{ fontSize: 12, fill: colours.text }}
          interval="preserveStartEnd"
          minTickGap={12}
        />
        <YAxis
          domain={[min, max]}
          tickFormatter={(v: number) => `${formatFixed(v, 0)}%`}
          tick={{ fontSize: 12, fill: colours.text }}
          width={48}
        />
        <Tooltip
          contentStyle={{ background: colours.tooltip, borderColor: colours.border, color: colours.text }}
          labelFormatter={(key) => `Report of ${data[Number(key)]?.label ?? ''}`}
          formatter={(value) => [`${formatFixed(Number(value), 2)}%`, 'Course grade']}
        />
        <Line
          type="monotone"
          dataKey="value"
          name="Course grade"
          stroke={colours.line}
          strokeWidth={2}
          dot={{ r: 4 }}
          activeDot={{ r: 6 }}
          connectNulls={false}
          isAnimationActive={false}
        />
      </LineChart>
    </ResponsiveContainer>
  );
}
