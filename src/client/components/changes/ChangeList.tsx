import { ArrowDownRight, ArrowUpRight, Minus } from 'lucide-react';
import type { ChangeReport, CourseChangeEntry } from '../../../shared/api/changes';
import { gradeMoved, gradeMoveText, newGradesText, rowChangeText } from '../../../shared/changes';
import { ASSIGNMENT_STATUS_LABELS } from '../../../shared/enums';
import { formatDay } from '../../lib/dates';
import { cn } from '../../lib/cn';

/** "Oct 14, 2024", or "Oct 14, 2024 (uploaded)" for a report that prints no date. */
export function reportDayText(report: Pick<ChangeReport, 'day' | 'printed'>): string {
  return report.printed ? formatDay(report.day) : `${formatDay(report.day)} (uploaded)`;
}

function Direction({ entry }: { entry: CourseChangeEntry }) {
  const { percentageBefore: a, percentageAfter: b } = entry;
  if (!gradeMoved(entry) || a === null || b === null)
    return <Minus className="h-4 w-4 shrink-0 text-slate-400" aria-hidden />;
  return b > a ? (
    <ArrowUpRight className="h-4 w-4 shrink-0 text-emerald-600 dark:text-emerald-400" aria-hidden />
  ) : (
    <ArrowDownRight className="h-4 w-4 shrink-0 text-red-600 dark:text-red-400" aria-hidden />
  );
}

const KIND_STYLE: Record<CourseChangeEntry['changes'][number]['kind'], string> = {
  added: 'text-emerald-800 dark:text-emerald-300',
  score: 'text-slate-700 dark:text-slate-300',
  status: 'text-brand-700 dark:text-brand-300',
  renamed: 'text-slate-600 dark:text-slate-400',
  removed: 'text-red-700 dark:text-red-300',
};

/**
 * Changes between reports, one item per course and report: the grade before and after, the new grades,
 * and each row that changed. `showCourse` names the course (the timeline); the course's own history
 * leaves it out; `showReport` names the report and the one before it (the upload results' sentence
 * already does).
 */
export function ChangeList({
  entries,
  showCourse = true,
  showReport = true,
}: {
  entries: ReadonlyArray<CourseChangeEntry>;
  showCourse?: boolean;
  showReport?: boolean;
}) {
  return (
    <ol className="space-y-3" data-testid="change-list">
      {entries.map((e) => (
        <li
          key={e.id}
          data-testid="change-entry"
          className="space-y-1 rounded-lg border border-slate-200 p-3 text-sm dark:border-slate-700"
        >
          {showReport && (
            <p className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
              <span className="font-medium text-slate-900 dark:text-slate-100">
                Report of {reportDayText(e.report)}
              </span>
              {e.previousReport && (
                <span className="text-xs text-slate-600 dark:text-slate-400">
                  since {reportDayText(e.previousReport)}
                </span>
              )}
            </p>
          )}
          <p
            className="flex items-start gap-1.5 text-slate-800 dark:text-slate-200"
            data-testid="change-grade"
          >
            <Direction entry={e} />
            <span className="[overflow-wrap:anywhere]">
              {gradeMoveText(showCourse ? e.courseName : null, e)}
              <span className="text-slate-600 dark:text-slate-400"> · {newGradesText(e.newGrades)}</span>
            </span>
          </p>
          {e.changes.length > 0 && (
            <ul className="mt-2 space-y-0.5 border-l-2 border-slate-200 pl-3 dark:border-slate-700">
              {e.changes.map((c, i) => (
                <li key={i} className={cn('[overflow-wrap:anywhere]', KIND_STYLE[c.kind])} data-kind={c.kind}>
                  {rowChangeText(c, (s) => ASSIGNMENT_STATUS_LABELS[s])}
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ol>
  );
}
