import { useState } from 'react';
import { AlertTriangle, CheckCircle2, Clock, Download, FileText, X } from 'lucide-react';
import { Button } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { QueryState } from '../../components/ui/QueryState';
import { Spinner } from '../../components/ui/Spinner';
import { saveBlob } from '../../lib/api';
import { DEFAULT_UPLOAD_LOG_LIMIT, UPLOAD_LOG_LIMITS } from '../../../shared/limits';
import { labelledOptions, UPLOAD_STATUS_LABELS } from '../../../shared/enums';
import { mean } from '../../../shared/numbers';
import type { UploadLog, UploadLogStatusFilter } from '../../../shared/api/admin';
import { useUploadLogs } from './api';
import {
  formatDateTime,
  formatMb,
  formatSeconds,
  shortId,
  uploadLogsCsv,
  uploadLogsFileName,
} from './format';
import { Choice } from '../../components/ui/Choice';
import { StatCard } from '../../components/ui/StatCard';
import { LoadFailed } from './LoadFailed';
import { PageHeader } from './PageHeader';
import { StatusBadge } from './StatusBadge';
import { RefreshButton } from '../../components/ui/RefreshButton';

const statusOptions: ReadonlyArray<{ value: UploadLogStatusFilter; label: string }> = [
  { value: 'all', label: 'All statuses' },
  ...labelledOptions(UPLOAD_STATUS_LABELS),
];
const limitOptions = UPLOAD_LOG_LIMITS.map((n) => ({ value: String(n), label: `${n} records` }));

function exportCsv(logs: UploadLog[]) {
  if (logs.length === 0) {
    window.alert('No logs to export');
    return;
  }
  saveBlob(new Blob([uploadLogsCsv(logs)], { type: 'text/csv;charset=utf-8' }), uploadLogsFileName());
}

const LOG_COLUMNS = [
  'Created At',
  'User',
  'File Name',
  'Size',
  'Status',
  'Processing Time',
  'Assignments',
  'Error',
] as const;

export function LogsPage() {
  const [status, setStatus] = useState<UploadLogStatusFilter>('all');
  const [limit, setLimit] = useState<number>(DEFAULT_UPLOAD_LOG_LIMIT);
  const logsQuery = useUploadLogs(limit, status);
  const { data: logs, isPending, refetch, isFetching } = logsQuery;
  const filtered = status !== 'all' || limit !== DEFAULT_UPLOAD_LOG_LIMIT;
  return (
    <>
      <PageHeader
        title="Upload Logs"
        subtitle="Every upload attempt, newest first"
        actions={
          <>
            <RefreshButton onRefresh={refetch} refreshing={isFetching} />
            <Button onClick={() => exportCsv(logs ?? [])} disabled={isPending}>
              <Download className="h-4 w-4" aria-hidden />
              Export CSV
            </Button>
          </>
        }
      />
      <Card className="mb-6 flex flex-wrap items-end gap-3 p-4">
        <div className="flex flex-col gap-1">
          <span className="text-xs font-medium text-slate-700 dark:text-slate-300" aria-hidden>
            Status
          </span>
          <Choice
            label="Status filter"
            value={status}
            options={statusOptions}
            onValueChange={setStatus}
            className="w-40"
          />
        </div>
        <div className="flex flex-col gap-1">
          <span className="text-xs font-medium text-slate-700 dark:text-slate-300" aria-hidden>
            Records
          </span>
          <Choice
            label="Record limit"
            value={String(limit)}
            options={limitOptions}
            onValueChange={(v) => setLimit(Number(v))}
            className="w-36"
          />
        </div>
        <Button
          variant="ghost"
          onClick={() => {
            setStatus('all');
            setLimit(DEFAULT_UPLOAD_LOG_LIMIT);
          }}
          disabled={!filtered}
        >
          <X className="h-4 w-4" aria-hidden />
          Clear Filters
        </Button>
      </Card>
      <QueryState
        query={logsQuery}
        pending={<Spinner className="py-16" label="Loading upload logs" />}
        error={<LoadFailed>Failed to fetch upload logs</LoadFailed>}
      >
        {(logs) => <LogsContent logs={logs} />}
      </QueryState>
    </>
  );
}

function LogsContent({ logs }: { logs: UploadLog[] }) {
  const successful = logs.filter((l) => l.status === 'success').length;
  const failed = logs.filter((l) => l.status === 'error').length;
  const timed = logs.filter((l) => l.processingTime !== null);
  const avg = timed.length ? mean(timed.map((l) => l.processingTime ?? 0)) : null;
  return (
    <div className="space-y-6">
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard label="Logs Shown" value={logs.length} icon={<FileText className="h-5 w-5" />} />
        <StatCard
          label="Successful"
          value={successful}
          icon={<CheckCircle2 className="h-5 w-5" />}
          tone="bg-green-50 dark:bg-green-500/10 text-green-700 dark:text-green-300"
        />
        <StatCard
          label="Failed"
          value={failed}
          icon={<AlertTriangle className="h-5 w-5" />}
          tone="bg-red-50 dark:bg-red-500/10 text-red-700 dark:text-red-300"
        />
        <StatCard
          label="Avg Processing Time"
          value={formatSeconds(avg)}
          icon={<Clock className="h-5 w-5" />}
        />
      </div>
      <Card>
        {logs.length === 0 ? (
          <p className="p-8 text-center text-sm text-slate-600 dark:text-slate-400">
            No upload logs match these filters
          </p>
        ) : (
          <div className="overflow-x-auto" tabIndex={0} role="region" aria-label="Upload log records">
            <table className="w-full min-w-[56rem] text-left text-sm lg:min-w-0">
              <thead className="border-b border-slate-200 dark:border-slate-700 bg-slate-50 dark:bg-slate-800/60 text-xs uppercase text-slate-600 dark:text-slate-400">
                <tr>
                  {LOG_COLUMNS.map((name) => (
                    <th
                      key={name}
                      scope="col"
                      className="px-2.5 py-3 first:pl-4 last:pr-4 align-bottom font-semibold"
                    >
                      {name}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
                {logs.map((l) => (
                  <tr key={l.id} data-testid="log-row">
                    <td className="px-2.5 py-3 first:pl-4 last:pr-4 text-slate-700 dark:text-slate-300">
                      {formatDateTime(l.createdAt)}
                    </td>
                    <td className="px-2.5 py-3 first:pl-4 last:pr-4">
                      <span className="font-mono text-xs text-slate-900 dark:text-slate-100" title={l.userId}>
                        {shortId(l.userId)}
                      </span>
                      {l.userEmail && (
                        <span
                          className="block max-w-36 truncate text-xs text-slate-600 dark:text-slate-400"
                          title={l.userEmail}
                        >
                          {l.userEmail}
                        </span>
                      )}
                    </td>
                    <td
                      className="max-w-40 truncate px-2.5 py-3 first:pl-4 last:pr-4 text-slate-900 dark:text-slate-100"
                      title={l.fileName}
                    >
                      {l.fileName}
                    </td>
                    <td className="whitespace-nowrap px-2.5 py-3 first:pl-4 last:pr-4 text-slate-700 dark:text-slate-300">
                      {formatMb(l.fileSize)}
                    </td>
                    <td className="px-2.5 py-3 first:pl-4 last:pr-4">
                      <StatusBadge status={l.status} />
                    </td>
                    <td className="whitespace-nowrap px-2.5 py-3 first:pl-4 last:pr-4 text-slate-700 dark:text-slate-300">
                      {formatSeconds(l.processingTime)}
                    </td>
                    <td className="px-2.5 py-3 first:pl-4 last:pr-4 text-slate-700 dark:text-slate-300">
                      {l.assignmentsFound}
                    </td>
                    <td className="px-2.5 py-3 first:pl-4 last:pr-4 text-xs text-red-700 wrap-anywhere dark:text-red-300">
                      {l.errorMessage ?? ''}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Card>
    </div>
  );
}
