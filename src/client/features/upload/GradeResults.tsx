import { Award, BookOpen, Download, Target, TrendingUp } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import type { Report } from '../../../shared/api/student';
import { summaryStats } from '../../../shared/grades';
import { Button } from '../../components/ui/Button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/Card';
import { GradeTable } from '../../components/ui/GradeTable';
import { LetterBadge } from '../../components/ui/LetterBadge';
import { saveBlob } from '../../lib/api';
import { reportDay } from '../../../shared/reportDates';
import { formatDay } from '../../lib/dates';
import { ChangesSummary } from '../../components/changes/ChangesSummary';
import { alreadyUploadedText } from './duplicate';
import { resultsCsv, resultsFileName } from './resultsCsv';
import { formatFixed } from '../../../shared/numbers';

function Stat({
  label,
  value,
  icon,
  extra,
}: {
  label: string;
  value: string;
  icon: ReactNode;
  extra?: ReactNode;
}) {
  return (
    <div className="rounded-lg border border-slate-200 dark:border-slate-700 bg-slate-50 dark:bg-slate-800/60 p-3 sm:p-4">
      <dt className="flex items-center gap-1.5 text-xs font-medium uppercase tracking-wide text-slate-500 dark:text-slate-400">
        {icon}
        {label}
      </dt>
      <dd className="mt-1 flex items-center gap-2 text-2xl font-bold tabular-nums text-slate-900 dark:text-slate-100">
        {value}
        {extra}
      </dd>
    </div>
  );
}

/** "Grade Results": processed date, summary figures, per-subject table and Save Report (CSV). */
export function GradeResults({ report, duplicate }: { report: Report; duplicate: boolean }) {
  const stats = summaryStats(report.grades);
  const printed = reportDay(report);
  const heading = useRef<HTMLHeadingElement>(null);
  // New results take the reader (and the keyboard focus) to them.
  useEffect(() => {
    heading.current?.focus({ preventScroll: true });
    heading.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  }, [report.id]);
  return (
    <Card data-testid="grade-results">
      <CardHeader>
        <CardTitle ref={heading} tabIndex={-1} className="scroll-mt-20">
          Grade Results
        </CardTitle>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          Processed on{' '}
          <time dateTime={report.parsedAt}>{new Date(report.parsedAt).toLocaleDateString()}</time>
          <span className="text-slate-400 dark:text-slate-500"> · </span>
          <span className="[overflow-wrap:anywhere]">{report.fileName}</span>
          {printed.printed && (
            <>
              <span className="text-slate-400"> · </span>
              Report of <time dateTime={printed.day}>{formatDay(printed.day)}</time>
            </>
          )}
        </p>
        {duplicate && (
          <p
            className="text-sm font-medium text-slate-700 dark:text-slate-300"
            data-testid="already-uploaded"
          >
            {alreadyUploadedText(report.parsedAt)}: these are its saved results.
          </p>
        )}
      </CardHeader>
      <CardContent className="space-y-5">
        <ChangesSummary reportId={report.id} />
        <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          <Stat
            label="Overall GPA"
            value={formatFixed(stats.gpa, 2)}
            icon={<Award className="h-4 w-4" aria-hidden />}
          />
          <Stat
            label="Total Courses"
            value={String(stats.totalCourses)}
            icon={<BookOpen className="h-4 w-4" aria-hidden />}
          />
          <Stat
            label="Highest Grade"
            value={`${formatFixed(stats.highest, 1)}%`}
            icon={<TrendingUp className="h-4 w-4" aria-hidden />}
          />
          <Stat
            label="Average Grade"
            value={`${formatFixed(stats.average, 1)}%`}
            icon={<Target className="h-4 w-4" aria-hidden />}
            extra={report.grades.length > 0 ? <LetterBadge percentage={stats.average} /> : undefined}
          />
        </dl>
        <GradeTable grades={report.grades} caption={`Grades of ${report.fileName}`} />
        <div className="flex justify-end">
          <Button
            variant="outline"
            onClick={() =>
              saveBlob(
                new Blob([resultsCsv(report)], { type: 'text/csv;charset=utf-8' }),
                resultsFileName(report),
              )
            }
          >
            <Download className="h-4 w-4" aria-hidden />
            Save Report
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
