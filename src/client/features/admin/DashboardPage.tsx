import { Link } from 'react-router';
import { Tabs } from 'radix-ui';
import { Activity, AlertTriangle, CheckCircle2, FileText, Settings, Users } from 'lucide-react';
import { buttonClasses } from '../../components/ui/Button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/Card';
import { QueryState } from '../../components/ui/QueryState';
import { Spinner } from '../../components/ui/Spinner';
import { errorMessage } from '../../lib/api';
import { useDashboard } from './api';
import { formatDateTime, formatPercent, formatSeconds, successRate } from './format';
import { StatCard } from '../../components/ui/StatCard';
import { LoadFailed } from './LoadFailed';
import { PageHeader } from './PageHeader';
import { StatusBadge } from './StatusBadge';
import type { Dashboard } from '../../../shared/api/admin';
import { RefreshButton } from '../../components/ui/RefreshButton';
import { round } from '../../../shared/numbers';

const tabClasses =
  'rounded-md px-3 py-1.5 text-sm font-medium text-slate-600 dark:text-slate-400 data-[state=active]:bg-white dark:data-[state=active]:bg-slate-900 data-[state=active]:text-slate-900 dark:data-[state=active]:text-slate-100 data-[state=active]:shadow-sm';

export function DashboardPage() {
  const dashboard = useDashboard();
  return (
    <>
      <PageHeader
        title="Admin Dashboard"
        subtitle="System overview and recent upload activity"
        actions={<RefreshButton onRefresh={dashboard.refetch} refreshing={dashboard.isFetching} />}
      />
      <QueryState
        query={dashboard}
        pending={<Spinner className="py-16" label="Loading dashboard" />}
        error={(error) => <LoadFailed>Failed to load the dashboard. {errorMessage(error, '')}</LoadFailed>}
      >
        {(data) => <DashboardContent data={data} />}
      </QueryState>
    </>
  );
}

function DashboardContent({ data }: { data: Dashboard }) {
  const s = data.systemStats;
  const rate = successRate(s.successfulUploads, s.failedUploads);
  return (
    <div className="space-y-6">
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard
          label="Total Users"
          value={s.totalUsers.toLocaleString()}
          note={`${data.activeUsers.toLocaleString()} active users`}
          icon={<Users className="h-5 w-5" />}
        />
        <StatCard
          label="Total Reports"
          value={s.totalReports.toLocaleString()}
          note="Transcripts processed and stored"
          icon={<FileText className="h-5 w-5" />}
        />
        <StatCard
          label="Success Rate"
          value={formatPercent(rate)}
          note={`${s.successfulUploads.toLocaleString()} successful uploads`}
          icon={<CheckCircle2 className="h-5 w-5" />}
          tone="bg-green-50 dark:bg-green-500/10 text-green-700 dark:text-green-300"
        />
        <StatCard
          label="Failed Uploads"
          value={s.failedUploads.toLocaleString()}
          note="Uploads that ended in an error"
          icon={<AlertTriangle className="h-5 w-5" />}
          tone="bg-red-50 dark:bg-red-500/10 text-red-700 dark:text-red-300"
        />
      </div>

      <Tabs.Root defaultValue="activity">
        <Tabs.List
          aria-label="Dashboard details"
          className="inline-flex rounded-lg bg-slate-100 dark:bg-slate-800 p-1"
        >
          <Tabs.Trigger value="activity" className={tabClasses}>
            Recent Activity
          </Tabs.Trigger>
          <Tabs.Trigger value="health" className={tabClasses}>
            System Health
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="activity" className="mt-4">
          <Card>
            <CardHeader>
              <CardTitle>Recent Activity</CardTitle>
              <p className="text-sm text-slate-600 dark:text-slate-400">The latest upload attempts</p>
            </CardHeader>
            <CardContent>
              {data.recentActivity.length === 0 ? (
                <p className="py-6 text-center text-sm text-slate-600 dark:text-slate-400">
                  No upload activity yet
                </p>
              ) : (
                <ul className="divide-y divide-slate-100 dark:divide-slate-800">
                  {data.recentActivity.map((log) => (
                    <li key={log.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
                      <div className="min-w-0">
                        <p className="truncate text-sm font-medium text-slate-900 dark:text-slate-100">
                          {log.fileName}
                        </p>
                        <p className="truncate text-xs text-slate-600 dark:text-slate-400">
                          {log.userEmail ?? log.userId} · {formatDateTime(log.createdAt)}
                        </p>
                      </div>
                      <div className="flex items-center gap-3 text-xs text-slate-600 dark:text-slate-400">
                        <span>{formatSeconds(log.processingTime)}</span>
                        <StatusBadge status={log.status} />
                      </div>
                    </li>
                  ))}
                </ul>
              )}
            </CardContent>
          </Card>
        </Tabs.Content>
        <Tabs.Content value="health" className="mt-4">
          <Card>
            <CardHeader>
              <CardTitle>System Health</CardTitle>
              <p className="text-sm text-slate-600 dark:text-slate-400">
                Processing performance across all uploads
              </p>
            </CardHeader>
            <CardContent className="grid gap-6 sm:grid-cols-2">
              <div>
                <p className="text-sm font-medium text-slate-600 dark:text-slate-400">
                  Average Processing Time
                </p>
                <p
                  className="mt-1 text-2xl font-bold text-slate-900 dark:text-slate-100"
                  data-testid="avg-processing-time"
                >
                  {formatSeconds(s.averageProcessingTime)}
                </p>
              </div>
              <div>
                <p
                  className="text-sm font-medium text-slate-600 dark:text-slate-400"
                  id="upload-success-rate"
                >
                  Upload Success Rate
                </p>
                <p className="mt-1 text-2xl font-bold text-slate-900 dark:text-slate-100">
                  {formatPercent(rate)}
                </p>
                <div
                  className="mt-2 h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
                  role="progressbar"
                  aria-labelledby="upload-success-rate"
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={round(rate, 0)}
                >
                  <div className="h-full bg-green-600" style={{ width: `${rate}%` }} />
                </div>
                <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">
                  {s.successfulUploads.toLocaleString()} successful, {s.failedUploads.toLocaleString()} failed
                </p>
              </div>
            </CardContent>
          </Card>
        </Tabs.Content>
      </Tabs.Root>

      <Card>
        <CardHeader>
          <CardTitle>Quick Actions</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-3 sm:grid-cols-3">
          <Link to="/admin/users" className={buttonClasses('outline', 'lg', 'justify-start')}>
            <Users className="h-5 w-5" aria-hidden />
            Manage Users
          </Link>
          <Link to="/admin/logs" className={buttonClasses('outline', 'lg', 'justify-start')}>
            <Activity className="h-5 w-5" aria-hidden />
            View Upload Logs
          </Link>
          <Link to="/admin/settings" className={buttonClasses('outline', 'lg', 'justify-start')}>
            <Settings className="h-5 w-5" aria-hidden />
            System Settings
          </Link>
        </CardContent>
      </Card>
    </div>
  );
}
