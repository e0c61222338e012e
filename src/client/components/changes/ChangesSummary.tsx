import { History } from 'lucide-react';
import { changeSummaryText } from '../../../shared/changes';
import { formatDay } from '../../lib/dates';
import { useReportChanges } from './api';
import { ChangeList } from './ChangeList';

/**
 * On the upload results: what this report changed since the student's report before it
 * ("Since your report of Oct 14, 2024: 5 new grades; Algebra II 84.10% → 86.35% (B → B+)"), with each
 * course's changes one click away. Shows nothing for a report whose courses no earlier report holds.
 */
export function ChangesSummary({ reportId }: { reportId: string }) {
  const changes = useReportChanges(reportId);
  if (changes.isError)
    return (
      <p role="alert" className="text-sm text-red-700 dark:text-red-300">
        What changed since your last report could not be loaded.
      </p>
    );
  const entries = changes.data?.courses ?? [];
  const sentence = changeSummaryText(
    entries.map((e) => ({ ...e, previousDay: e.previousReport!.day })),
    formatDay,
  );
  if (!sentence) return null;
  return (
    <section
      aria-label="Since your last report"
      data-testid="changes-summary"
      className="rounded-lg border border-brand-200 bg-brand-50 p-3 text-sm text-slate-800 dark:border-brand-500/40 dark:bg-brand-500/10 dark:text-slate-200"
    >
      <p className="flex items-start gap-2 font-medium">
        <History className="mt-0.5 h-4 w-4 shrink-0 text-brand-700 dark:text-brand-300" aria-hidden />
        <span data-testid="changes-sentence" className="[overflow-wrap:anywhere]">
          {sentence}
        </span>
      </p>
      <details className="mt-2">
        <summary className="cursor-pointer text-brand-700 underline-offset-2 hover:underline dark:text-brand-300">
          What changed in each course
        </summary>
        <div className="mt-2">
          <ChangeList entries={entries} showReport={false} />
        </div>
      </details>
    </section>
  );
}
