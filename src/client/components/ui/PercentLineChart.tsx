import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { chartYAxis } from '../../../shared/grades';
import { formatFixed } from '../../../shared/numbers';
import { useIsDark } from '../../lib/theme';

/** slate-200 / slate-600 / brand-600 on white; slate-700 / slate-300 / brand-400 on slate-900 (contrast >= 4.5). */
const chartColours = {
  light: { grid: '#e2e8f0', text: '#475569', line: '#4f46e5', tooltip: '#ffffff', border: '#e2e8f0' },
  dark: { grid: '#334155', text: '#cbd5e1', line: '#818cf8', tooltip: '#0f172a', border: '#334155' },
};

interface PercentPoint {
  /** One category on the x-axis per point, so two points of one date stay two. */
  id: string;
  /** Percent; null leaves a gap. */
  value: number | null;
}

/**
 * A line of percentages, one point per report, oldest first: the spec's chart axis (up to 100, from 10
 * below the lowest value), ticks with a percent sign, and a tooltip naming the point. Callers load it on
 * demand, so recharts never weighs on other screens.
 */
export function PercentLineChart({
  points,
  seriesName,
  tickLabel,
  pointTitle,
}: {
  points: ReadonlyArray<PercentPoint>;
  seriesName: string;
  tickLabel: (id: string) => string;
  pointTitle: (id: string) => string;
}) {
  const { min, max } = chartYAxis(points.map((p) => p.value).filter((v): v is number => v !== null));
  const colours = chartColours[useIsDark() ? 'dark' : 'light'];
  return (
    <ResponsiveContainer width="100%" height="100%">
      <LineChart data={[...points]} margin={{ top: 8, right: 12, bottom: 4, left: -8 }}>
        <CartesianGrid strokeDasharray="3 3" stroke={colours.grid} />
        <XAxis
          dataKey="id"
          tickFormatter={tickLabel}
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
          labelFormatter={(id) => pointTitle(String(id))}
          formatter={(value) => [`${formatFixed(Number(value), 2)}%`, seriesName]}
        />
        <Line
          type="monotone"
          dataKey="value"
          name={seriesName}
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
