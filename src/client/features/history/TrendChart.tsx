import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { chartYAxis, type TrendPoint } from '../../../shared/grades';
import { formatFixed } from '../../../shared/numbers';

const day = (iso: string) => new Date(iso).toDateString();

/** "Nov 23"; with the time as well when two reports share a day, so ticks stay distinguishable. */
function tickFormat(points: TrendPoint[]): (iso: string) => string {
  const sameDay = new Set(points.map((p) => day(p.date))).size < points.length;
  return (iso) =>
    new Date(iso).toLocaleString(undefined, {
      month: 'short',
      day: 'numeric',
      ...(sameDay ? { hour: 'numeric', minute: '2-digit' } : {}),
    });
}

/** The line chart itself; loaded on demand so recharts never weighs on other screens. */
export default function TrendChart({ points }: { points: TrendPoint[] }) {
  const { min, max } = chartYAxis(points.map((p) => p.value));
  return (
    <ResponsiveContainer width="100%" height="100%">
      <LineChart data={points} margin={{ top: 8, right: 12, bottom: 4, left: -8 }}>
        <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
        <XAxis dataKey="date" tickFormatter={tickFormat(points)} tick={{ fontSize: 12, fill: '#475569' }} />
        <YAxis
          domain={[min, max]}
          tickFormatter={(v: number) => `${formatFixed(v, 0)}%`}
          tick={{ fontSize: 12, fill: '#475569' }}
          width={48}
        />
        <Tooltip
          labelFormatter={(label) => new Date(String(label)).toLocaleString()}
          formatter={(value) => [`${formatFixed(Number(value), 2)}%`, 'Average Grade %']}
        />
        <Line
          type="monotone"
          dataKey="value"
          name="Average Grade %"
          stroke="#4f46e5"
          strokeWidth={2}
          dot={{ r: 4 }}
          activeDot={{ r: 6 }}
          isAnimationActive={false}
        />
      </LineChart>
    </ResponsiveContainer>
  );
}
