import { useId } from 'react';
import { CircleAlert, CircleCheck, CircleHelp, ScanText, TriangleAlert } from 'lucide-react';
import type { CourseCheck } from '../../../shared/api/student';
import { checkSentence, checkSummary, type PrintedCheck } from '../../../shared/reconciliation';
import { cn } from '../../lib/cn';

interface Warning {
  code: string;
  message: string;
}

/** The sentence that says how far the report's numbers could be checked against its printed totals. */
function summarySentence(checks: CourseCheck[]): string {
  const { checked, matching } = checkSummary(checks);
  if (checked === 0) return 'The report prints no course totals, so these numbers could not be checked.';
  if (matching === checked && checked === checks.length)
    return 'Every course adds up to the total the report prints.';
  const unchecked = checks.length - checked;
  const untotalled =
    unchecked === 0
      ? ''
      : ` ${unchecked} ${unchecked === 1 ? 'course prints' : 'courses print'} no total, so ${unchecked === 1 ? 'its' : 'their'} numbers could not be checked.`;
  return `${matching} of ${checked} courses add up to the totals the report prints.${untotalled}`;
}

const statusIcon = {
  matches: (
    <CircleCheck aria-hidden className="mt-0.5 size-4 shrink-0 text-emerald-700 dark:text-emerald-300" />
  ),
  differs: (
    <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0 text-amber-700 dark:text-amber-300" />
  ),
  'no-total': (
    <CircleHelp aria-hidden className="mt-0.5 size-4 shrink-0 text-slate-500 dark:text-slate-400" />
  ),
};

/** One course's check in words: "Matches the report's total", "Off by …", "No total printed". */
export function CheckLine({ check, className }: { check: PrintedCheck; className?: string }) {
  return (
    <p
      className={cn('flex items-start gap-1.5', className)}
      data-testid="course-check"
      data-status={check.status}
    >
      {statusIcon[check.status]}
      <span>{checkSentence(check)}</span>
    </p>
  );
}

/** The visible notice of a report (or course) whose rows do not add up to what it prints. */
export function MismatchNotice({ count, of }: { count: number; of: 'report' | 'course' }) {
  if (count === 0) return null;
  const text =
    of === 'course'
      ? "This course's assignments do not add up to the total the report prints. Check it against your report before you rely on it."
      : `${count} ${count === 1 ? 'course does' : 'courses do'} not add up to the totals the report prints. Check ${count === 1 ? 'it' : 'them'} against your report before you rely on ${count === 1 ? 'its' : 'their'} numbers.`;
  return (
    <p
      role="note"
      data-testid="mismatch-notice"
      className="flex items-start gap-2 rounded-md border border-amber-300 bg-amber-100 px-3 py-2 font-medium text-amber-950 dark:border-amber-500/50 dark:bg-amber-500/20 dark:text-amber-100"
    >
      <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
      {text}
    </p>
  );
}

/** The reading's warnings, as a list to check against the report. */
export function WarningList({ warnings }: { warnings: Warning[] }) {
  if (warnings.length === 0) return null;
  return (
    <div data-testid="reading-warnings">
      <p>Check these against your report before you rely on them:</p>
      <ul className="mt-1 list-disc space-y-1 pl-5 [overflow-wrap:anywhere]">
        {warnings.map((w, i) => (
          <li key={`${w.code}-${i}`}>{w.message}</li>
        ))}
      </ul>
    </div>
  );
}

/**
 * How far to trust what was read: each course's rows checked against its printed total, a notice when any
 * does not add up, and anything the reader could not read. Shown with the upload results and in the
 * History detail.
 */
export function ReadingChecks({
  checks,
  warnings,
  source = 'text',
}: {
  checks: CourseCheck[];
  warnings: Warning[];
  /** "ocr": the report was read from a scan, which the section says first. */
  source?: 'text' | 'ocr';
}) {
  const titleId = useId();
  if (!checks.length && !warnings.length && source === 'text') return null;
  const differing = checks.filter((c) => c.status === 'differs').length;
  const clean = warnings.length === 0 && checkSummary(checks).matching === checks.length;
  return (
    <section
      aria-labelledby={titleId}
      data-testid="reading-checks"
      className={cn(
        'space-y-3 rounded-lg border p-4 text-sm',
        clean
          ? 'border-emerald-200 bg-emerald-50 text-emerald-900 dark:border-emerald-500/40 dark:bg-emerald-500/10 dark:text-emerald-200'
          : 'border-amber-300 bg-amber-50 text-amber-900 dark:border-amber-500/50 dark:bg-amber-500/10 dark:text-amber-200',
      )}
    >
      <h2 id={titleId} className="flex items-center gap-2 font-semibold">
        {clean ? (
          <CircleCheck aria-hidden className="size-4" />
        ) : (
          <CircleAlert aria-hidden className="size-4" />
        )}
        {summarySentence(checks)}
      </h2>
      {source === 'ocr' && (
        <p role="note" data-testid="scan-notice" className="flex items-start gap-2">
          <ScanText aria-hidden className="mt-0.5 size-4 shrink-0" />
          This report was read from a scan: its text was recognised from the page images. The courses that add
          up to their printed totals confirm their numbers, though names, dates and comments may still hold
          misread letters; check the other courses, and any row listed below.
        </p>
      )}
      <MismatchNotice count={differing} of="report" />
      {checks.length > 0 && (
        <ul
          aria-label="Each course against the total the report prints"
          className="divide-y divide-black/5 rounded-md bg-white/70 px-3 text-slate-800 dark:divide-white/10 dark:bg-slate-900/60 dark:text-slate-200"
          data-testid="course-checks"
        >
          {checks.map((c, i) => (
            <li
              key={`${c.courseName}-${i}`}
              className="flex flex-col gap-0.5 py-2 sm:flex-row sm:items-start sm:justify-between sm:gap-4"
              data-testid="course-check-row"
            >
              <span className="font-medium text-slate-900 [overflow-wrap:anywhere] dark:text-slate-100">
                {c.courseName || 'Course without a readable name'}
              </span>
              <CheckLine check={c} className="sm:max-w-[65%] sm:text-right" />
            </li>
          ))}
        </ul>
      )}
      <WarningList warnings={warnings} />
    </section>
  );
}
