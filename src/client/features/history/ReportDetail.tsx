import { useEffect, useRef } from 'react';
import { X } from 'lucide-react';
import type { Report } from '../../../shared/api/student';
import { reportDay } from '../../../shared/reportDates';
import { ChangesSummary } from '../../components/changes/ChangesSummary';
import { ReadingChecks } from '../../components/checks/ReadingChecks';
import { Button } from '../../components/ui/Button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/Card';
import { GradeTable } from '../../components/ui/GradeTable';
import { QueryState } from '../../components/ui/QueryState';
import { Spinner } from '../../components/ui/Spinner';
import { formatDateTime, formatDay } from '../../lib/dates';
import { useReportDetail } from './api';

/**
 * The selected report: its file name, dates, a close button, each course's check against its printed total
 * with the reading's warnings, and its grades. Focus moves here when it opens and back to the control that
 * opened it when it closes.
 */
export function ReportDetail({ report, onClose }: { report: Report; onClose: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const detail = useReportDetail(report.id);
  const { day, printed } = reportDay(report);
  useEffect(() => {
    const active = document.activeElement;
    if (active instanceof HTMLElement && active !== document.body && active !== heading.current) {
      opener.current = active;
    }
    heading.current?.focus();
    heading.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, [report.id]);
  const close = () => {
    onClose();
    if (opener.current?.isConnected) opener.current.focus();
  };
  return (
    <Card data-testid="report-detail" aria-labelledby="report-detail-title" role="region">
      <CardHeader>
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <CardTitle id="report-detail-title" ref={heading} tabIndex={-1} className="break-all">
              {report.fileName}
            </CardTitle>
            <p className="text-sm text-slate-600 dark:text-slate-400" data-testid="report-dates">
              {printed ? `Report of ${formatDay(day)}` : 'The report prints no date'}
              <span className="text-slate-400 dark:text-slate-500"> · </span>
              Uploaded {formatDateTime(report.parsedAt)}
            </p>
          </div>
          <Button variant="ghost" size="icon" onClick={close} aria-label="Close report details">
            <X className="h-4 w-4" aria-hidden />
          </Button>
        </div>
      </CardHeader>
      <CardContent className="space-y-5">
        <QueryState
          query={detail}
          pending={<Spinner className="py-4" label="Loading the checks of this report" />}
          error={
            <p role="alert" className="text-sm text-red-700 dark:text-red-300">
              The checks of this report could not be loaded. Close it and view it again.
            </p>
          }
        >
          {(data) => <ReadingChecks checks={data.checks} warnings={data.warnings} source={data.source} />}
        </QueryState>
        <ChangesSummary reportId={report.id} />
        {report.grades.length === 0 ? (
          <p className="text-sm text-slate-500 dark:text-slate-400">This report has no grades.</p>
        ) : (
          <GradeTable grades={report.grades} caption={`Grades of ${report.fileName}`} />
        )}
      </CardContent>
    </Card>
  );
}
