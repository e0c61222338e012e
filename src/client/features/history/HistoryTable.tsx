import { Download, Eye, FileDown, RefreshCw, Trash2 } from 'lucide-react';
import type { Report } from '../../../shared/api/student';
import { reportAverage } from '../../../shared/grades';
import { Button } from '../../components/ui/Button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/Card';
import { gradeTextClass } from '../../components/ui/gradeStyles';
import { ScrollRegion } from '../../components/ui/ScrollRegion';
import { SearchInput } from '../../components/ui/SearchInput';
import { Spinner } from '../../components/ui/Spinner';
import { cn } from '../../lib/cn';
import { formatFixed } from '../../../shared/numbers';
import { formatDate, formatDateTime, formatDay, formatTime } from '../../lib/dates';
import { newestFirst, reportDay } from '../../../shared/reportDates';

/** The date a report prints, or a note that it prints none. */
function printedDate(report: Report): string {
  const { day, printed } = reportDay(report);
  return printed ? formatDay(day) : 'Not printed';
}

/** The report's file name contains the search text, ignoring case (spec section 5). */
function matchesSearch(report: Report, search: string): boolean {
  return report.fileName.toLowerCase().includes(search.trim().toLowerCase());
}

/**
 * Upload History, newest report date first: search, refresh, export all as CSV; per report view, download
 * the original PDF, delete. Report Date hides on small screens and Upload Date (with its time) on small and
 * medium ones, going under the file name there; Average Grade hides on small and medium ones (the Courses cell then shows it).
 */
export function HistoryTable({
  reports,
  loading,
  refreshing,
  search,
  onSearch,
  onRefresh,
  onExport,
  onView,
  onDownload,
  onDelete,
  selectedId,
  deletingId,
}: {
  reports: Report[];
  loading: boolean;
  refreshing: boolean;
  search: string;
  onSearch: (text: string) => void;
  onRefresh: () => void;
  onExport: () => void;
  onView: (report: Report) => void;
  onDownload: (report: Report) => void;
  onDelete: (report: Report) => void;
  selectedId: string | null;
  deletingId: string | null;
}) {
  const shown = newestFirst(reports).filter((r) => matchesSearch(r, search));
  return (
    <Card data-testid="upload-history">
      <CardHeader>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <CardTitle>Upload History</CardTitle>
          <div className="flex items-center gap-2">
            <SearchInput
              value={search}
              onChange={onSearch}
              placeholder="Search reports..."
              label="Search reports"
              className="flex-1 sm:w-64 sm:flex-none"
              inputClassName="h-9"
            />
            <Button
              variant="outline"
              size="icon"
              onClick={onRefresh}
              aria-label="Refresh"
              disabled={refreshing}
            >
              <RefreshCw className={cn('h-4 w-4', refreshing && 'animate-spin')} aria-hidden />
            </Button>
            <Button
              variant="outline"
              size="icon"
              onClick={onExport}
              aria-label="Export all reports as CSV"
              title="Export all reports as CSV"
              disabled={reports.length === 0}
            >
              <FileDown className="h-4 w-4" aria-hidden />
            </Button>
          </div>
        </div>
      </CardHeader>
      <CardContent>
        {loading ? (
          <Spinner className="py-12" label="Loading history" />
        ) : shown.length === 0 ? (
          <p className="py-10 text-center text-sm text-slate-500 dark:text-slate-400">
            {search.trim() ? 'No reports match your search' : 'No reports uploaded yet'}
          </p>
        ) : (
          <ScrollRegion label="Upload history" className="-mx-5 px-5">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Your uploaded reports</caption>
              <thead className="border-b border-slate-200 dark:border-slate-700 text-xs uppercase tracking-wide text-slate-500 dark:text-slate-400">
                <tr>
                  <th scope="col" className="py-2 pr-3 font-medium">
                    File Name
                  </th>
                  <th scope="col" className="hidden px-3 py-2 font-medium md:table-cell">
                    Report Date
                  </th>
                  <th scope="col" className="hidden px-3 py-2 font-medium lg:table-cell">
                    Upload Date
                  </th>
                  <th scope="col" className="px-3 py-2 font-medium">
                    Courses
                  </th>
                  <th scope="col" className="hidden px-3 py-2 font-medium lg:table-cell">
                    Average Grade
                  </th>
                  <th scope="col" className="py-2 pl-1 pr-2 text-right font-medium sm:pl-3">
                    Actions
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
                {shown.map((r) => {
                  const avg = reportAverage(r);
                  return (
                    <tr
                      key={r.id}
                      className={cn(selectedId === r.id && 'bg-brand-50/60 dark:bg-brand-500/15')}
                      data-testid="history-row"
                    >
                      <th
                        scope="row"
                        className="max-w-[8.5rem] py-2.5 pr-2 font-medium text-slate-900 dark:text-slate-100 sm:max-w-xs sm:pr-3"
                      >
                        {/* Phones wrap the whole name (no hover to reveal it); wider screens truncate it. */}
                        <span className="block wrap-anywhere sm:truncate" title={r.fileName}>
                          {r.fileName}
                        </span>
                        <span className="block text-xs font-normal text-slate-600 dark:text-slate-400 md:hidden">
                          Report: <span className="whitespace-nowrap">{printedDate(r)}</span>
                        </span>
                        <span className="block text-xs font-normal text-slate-600 dark:text-slate-400 lg:hidden">
                          Uploaded <span className="whitespace-nowrap">{formatDate(r.parsedAt)},</span>{' '}
                          <span className="whitespace-nowrap">{formatTime(r.parsedAt)}</span>
                        </span>
                      </th>
                      <td
                        className="hidden whitespace-nowrap px-3 py-2.5 text-slate-600 dark:text-slate-400 md:table-cell"
                        data-testid="report-date"
                      >
                        {printedDate(r)}
                      </td>
                      <td
                        className="hidden whitespace-nowrap px-3 py-2.5 text-slate-600 dark:text-slate-400 lg:table-cell"
                        data-testid="upload-date"
                      >
                        {formatDateTime(r.parsedAt)}
                      </td>
                      <td className="whitespace-nowrap px-2 py-2.5 tabular-nums sm:px-3">
                        {r.grades.length}
                        <span className={cn('block text-xs lg:hidden', gradeTextClass(avg))}>
                          <span className="sm:hidden">{formatFixed(avg, 1)}%</span>
                          <span className="hidden sm:inline">{formatFixed(avg, 2)}%</span>
                        </span>
                      </td>
                      <td
                        className={cn(
                          'hidden whitespace-nowrap px-3 py-2.5 font-medium tabular-nums lg:table-cell',
                          gradeTextClass(avg),
                        )}
                      >
                        {formatFixed(avg, 2)}%
                      </td>
                      <td className="py-2.5 pl-1 sm:pl-3">
                        <div className="flex justify-end">
                          <Button
                            variant="ghost"
                            size="icon"
                            onClick={() => onView(r)}
                            aria-label={`View ${r.fileName}`}
                            className="h-8 w-8 sm:h-9 sm:w-9"
                          >
                            <Eye className="h-4 w-4" aria-hidden />
                          </Button>
                          <Button
                            variant="ghost"
                            size="icon"
                            onClick={() => onDownload(r)}
                            aria-label={`Download ${r.fileName}`}
                            className="h-8 w-8 sm:h-9 sm:w-9"
                          >
                            <Download className="h-4 w-4" aria-hidden />
                          </Button>
                          <Button
                            variant="ghost"
                            size="icon"
                            onClick={() => onDelete(r)}
                            disabled={deletingId === r.id}
                            aria-label={`Delete ${r.fileName}`}
                            className="h-8 w-8 text-red-600 dark:text-red-400 hover:bg-red-50 dark:hover:bg-red-500/10 hover:text-red-700 dark:hover:text-red-300 sm:h-9 sm:w-9"
                          >
                            <Trash2 className="h-4 w-4" aria-hidden />
                          </Button>
                        </div>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </ScrollRegion>
        )}
      </CardContent>
    </Card>
  );
}
