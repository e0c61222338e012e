import { lazy, Suspense, useMemo, useState } from 'react';
import type { Report } from '../../../shared/api/student';
import { filterTrend, TREND_PERIODS, trendPoints, type TrendPeriod } from '../../../shared/grades';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/Card';
import { Spinner } from '../../components/ui/Spinner';
import { cn } from '../../lib/cn';
import { formatFixed } from '../../../shared/numbers';
import { formatDay } from '../../lib/dates';

const TrendChart = lazy(() => import('./TrendChart'));

/** Grade Trends: average grade per report at its report date, filtered by period. */
export function TrendsCard({ reports }: { reports: Report[] }) {
  const [period, setPeriod] = useState<TrendPeriod>('all');
  const points = useMemo(() => filterTrend(trendPoints(reports), period, new Date()), [reports, period]);

  return (
    <Card className="lg:col-span-2" data-testid="trends-card">
      <CardHeader>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <CardTitle>Grade Trends</CardTitle>
          <div
            role="group"
            aria-label="Trend period"
            className="flex rounded-lg bg-slate-100 dark:bg-slate-800 p-1"
          >
            {TREND_PERIODS.map((p) => (
              <button
                key={p.value}
                type="button"
                aria-pressed={period === p.value}
                onClick={() => setPeriod(p.value)}
                className={cn(
                  'rounded-md px-2.5 py-1 text-xs font-medium sm:text-sm',
                  period === p.value
                    ? 'bg-white dark:bg-slate-900 text-slate-900 dark:text-slate-100 shadow-sm'
                    : 'text-slate-600 dark:text-slate-400 hover:text-slate-900 dark:hover:text-slate-100',
                )}
              >
                {p.label}
              </button>
            ))}
          </div>
        </div>
      </CardHeader>
      <CardContent>
        {points.length === 0 ? (
          <div className="flex h-64 flex-col items-center justify-center text-center">
            <p className="font-medium text-slate-700 dark:text-slate-300">No data available</p>
            <p className="text-sm text-slate-500 dark:text-slate-400">
              Upload some transcripts to see trends
            </p>
          </div>
        ) : (
          <figure
            className="h-64"
            aria-label={`Average Grade % over ${points.length} reports`}
            data-points={points.length}
          >
            <Suspense fallback={<Spinner className="h-full" label="Loading chart" />}>
              <TrendChart points={points} />
            </Suspense>
            <figcaption className="sr-only" data-testid="trend-points">
              {points.map((p) => `${formatDay(p.date)}: ${formatFixed(p.value, 2)}%`).join('; ')}
            </figcaption>
          </figure>
        )}
      </CardContent>
    </Card>
  );
}
