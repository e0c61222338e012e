import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { chartYAxis, type TrendPoint } from '../../../shared/grades';
import { formatFixed } from '../../../shared/numbers';
import { useIsDark } from '../../lib/theme';

/** slate-200 / slate-600 / brand-600 on white; slate-700 / slate-300 / brand-400 on slate-900 (contrast >= 4.5). */
const chartColours = {
  light: { grid: '#e2e8f0', text: '#475569', line: '#4f46e5', tooltip: '#ffffff', border: '#e2e8f0' },
  dark: { grid: '#334155', text: '#cbd5e1', line: '#818cf8', tooltip: '#0f172a', border: '#334155' },
};
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
  const { min, max } = chartYAxis(points.map((p) => p.value));
  const colours = chartColours[useIsDark() ? 'dark' : 'light'];
  const labels = trendAxisLabels(points);
  const byId = new Map(points.map((p) => [p.id, p]));
  return (
    <ResponsiveContainer width="100%" height="100%">
      <LineChart data={points} margin={{ top: 8, right: 12, bottom: 4, left: -8 }}>
        <CartesianGrid strokeDasharray="3 3" stroke={colours.grid} />
        <XAxis
          dataKey="id"
          tickFormatter={(id: string) => labels.get(id) ?? ''}
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
          labelFormatter={(id) => pointTitle(byId.get(String(id)))}
          formatter={(value) => [`${formatFixed(Number(value), 2)}%`, 'Average Grade %']}
        />
        <Line
          type="monotone"
          dataKey="value"
          name="Average Grade %"
          stroke={colours.line}
          strokeWidth={2}
          dot={{ r: 4 }}
          activeDot={{ r: 6 }}
          isAnimationActive={false}
        />
      </LineChart>
    </ResponsiveContainer>
  );
}
