import { Award, FileText, Star, TrendingDown, TrendingUp } from 'lucide-react';
import type { Report } from '../../../shared/api/student';
import { historyStats } from '../../../shared/grades';
import { RECENT_ACTIVITY_COUNT } from '../../../shared/limits';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/Card';
import { cn } from '../../lib/cn';

/** Quick Stats: Current GPA, Best Subject, Improvement. */
export function QuickStats({ reports }: { reports: Report[] }) {
  const stats = historyStats(reports);
  const rising = stats.improvement.startsWith('+');
  const falling = stats.improvement.startsWith('-');
  return (
    <Card data-testid="quick-stats">
      <CardHeader>
        <CardTitle>Quick Stats</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="space-y-3">
          <div className="flex items-center justify-between gap-3">
            <dt className="flex items-center gap-2 text-sm text-slate-600 dark:text-slate-400">
              <Award className="h-4 w-4 text-brand-600 dark:text-brand-300" aria-hidden />
              Current GPA
            </dt>
            <dd className="text-lg font-bold tabular-nums">{stats.currentGpa}</dd>
          </div>
          <div className="flex items-center justify-between gap-3">
            <dt className="flex items-center gap-2 text-sm text-slate-600 dark:text-slate-400">
              <Star className="h-4 w-4 text-amber-500 dark:text-amber-400" aria-hidden />
              Best Subject
            </dt>
            <dd className="truncate text-right font-semibold" title={stats.bestSubject}>
              {stats.bestSubject}
            </dd>
          </div>
          <div className="flex items-center justify-between gap-3">
            <dt className="flex items-center gap-2 text-sm text-slate-600 dark:text-slate-400">
              {falling ? (
                <TrendingDown className="h-4 w-4 text-red-600 dark:text-red-400" aria-hidden />
              ) : (
                <TrendingUp className="h-4 w-4 text-green-600 dark:text-green-400" aria-hidden />
              )}
              Improvement
            </dt>
            <dd
              data-testid="improvement"
              className={cn(
                'text-lg font-bold tabular-nums',
                rising && 'text-green-700 dark:text-green-300',
                falling && 'text-red-700 dark:text-red-300',
              )}
            >
              {stats.improvement}
            </dd>
          </div>
        </dl>
      </CardContent>
    </Card>
  );
}

/** Recent Activity: the three newest reports. */
export function RecentActivity({ reports }: { reports: Report[] }) {
  const recent = reports.slice(0, RECENT_ACTIVITY_COUNT);
  return (
    <Card data-testid="recent-activity">
      <CardHeader>
        <CardTitle>Recent Activity</CardTitle>
      </CardHeader>
      <CardContent>
        {recent.length === 0 ? (
          <p className="text-sm text-slate-500 dark:text-slate-400">No reports yet</p>
        ) : (
          <ul className="space-y-3">
            {recent.map((r) => (
              <li key={r.id} className="flex items-center gap-3">
                <span className="flex h-8 w-8 shrink-0 items-center justify-center rounded-md bg-brand-50 dark:bg-brand-500/15 text-brand-600 dark:text-brand-300">
                  <FileText className="h-4 w-4" aria-hidden />
                </span>
                <div className="min-w-0">
                  <p
                    className="text-sm font-medium text-slate-900 wrap-anywhere sm:truncate dark:text-slate-100"
                    title={r.fileName}
                  >
                    {r.fileName}
                  </p>
                  <p className="text-xs text-slate-500 dark:text-slate-400">
                    {new Date(r.parsedAt).toLocaleDateString()}
                  </p>
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
