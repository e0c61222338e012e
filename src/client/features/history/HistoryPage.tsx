import { useState } from 'react';
import type { Report } from '../../../shared/api/student';
import { toast } from '../../components/ui/toast-store';
import { downloadFrom } from '../../lib/api';
import { ALL_REPORTS_CSV_URL, reportFileUrl, useDeleteReport, useHistory } from './api';
import { ChangesTimeline } from '../../components/changes/ChangesTimeline';
import { HistoryTable } from './HistoryTable';
import { ReportDetail } from './ReportDetail';
import { QuickStats, RecentActivity } from './SideCards';
import { TrendsCard } from './TrendsCard';

/** Grade History (spec section 2): trends, quick stats, recent activity, the upload history and a detail panel. */
export function HistoryPage() {
  const history = useHistory();
  const remove = useDeleteReport();
  const [search, setSearch] = useState('');
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const reports = history.data ?? [];
  const selected = reports.find((r) => r.id === selectedId) ?? null;

  function confirmDelete(report: Report) {
    if (!window.confirm('Are you sure you want to delete this report?')) return;
    remove.mutate(report.id, {
      onSuccess: () => {
        if (selectedId === report.id) setSelectedId(null);
        toast({ title: 'Report deleted', description: 'The report has been successfully deleted.' });
      },
      onError: () => {
        toast({
          title: 'Delete failed',
          description: 'Failed to delete the report.',
          variant: 'destructive',
        });
      },
    });
  }

  return (
    <div className="mx-auto max-w-6xl space-y-6 px-3 py-6 sm:px-6 sm:py-10">
      <header>
        <h1 className="text-2xl font-bold text-slate-900 dark:text-slate-100 sm:text-3xl">Grade History</h1>
        <p className="mt-1 text-slate-600 dark:text-slate-400">
          Your uploaded transcripts and how your grades move over time
        </p>
      </header>

      {history.isError && (
        <div
          role="alert"
          className="rounded-xl border border-red-200 dark:border-red-500/40 bg-red-50 dark:bg-red-500/10 p-4 text-sm text-red-800 dark:text-red-200"
        >
          Your history could not be loaded. Use Refresh to try again.
        </div>
      )}

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <TrendsCard reports={reports} />
        <div className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-1">
          <QuickStats reports={reports} />
          <RecentActivity reports={reports} />
        </div>
      </div>

      <HistoryTable
        reports={reports}
        loading={history.isPending}
        refreshing={history.isFetching && !history.isPending}
        search={search}
        onSearch={setSearch}
        onRefresh={() => void history.refetch()}
        onExport={() => downloadFrom(ALL_REPORTS_CSV_URL)}
        onView={(r) => setSelectedId(r.id)}
        onDownload={(r) => downloadFrom(reportFileUrl(r.id))}
        onDelete={confirmDelete}
        selectedId={selectedId}
        deletingId={remove.isPending ? (remove.variables ?? null) : null}
      />

      {selected && <ReportDetail report={selected} onClose={() => setSelectedId(null)} />}

      <ChangesTimeline />
    </div>
  );
}
