import { CircleAlert, CircleCheck } from 'lucide-react';
import type { CourseCheck } from '../../../shared/api/student';
import { checkSummary } from '../../../shared/reconciliation';

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

/**
 * How far to trust what was read: each course's rows checked against its printed total, and anything the
 * reader could not read. Shown with the results of every upload.
 */
export function ReadingChecks({ checks, warnings }: { checks: CourseCheck[]; warnings: Warning[] }) {
  if (!checks.length && !warnings.length) return null;
  const clean = warnings.length === 0 && checkSummary(checks).matching === checks.length;
  return (
    <section
      aria-labelledby="reading-checks-title"
      data-testid="reading-checks"
      className={`rounded-lg border p-4 text-sm ${clean ? 'border-emerald-200 bg-emerald-50 text-emerald-900 dark:border-emerald-500/40 dark:bg-emerald-500/10 dark:text-emerald-200' : 'border-amber-300 bg-amber-50 text-amber-900 dark:border-amber-500/50 dark:bg-amber-500/10 dark:text-amber-200'}`}
    >
      <h2 id="reading-checks-title" className="flex items-center gap-2 font-semibold">
        {clean ? (
          <CircleCheck aria-hidden className="size-4" />
        ) : (
          <CircleAlert aria-hidden className="size-4" />
        )}
        {summarySentence(checks)}
      </h2>
      {warnings.length > 0 && (
        <>
          <p className="mt-2">Check these against your report before you rely on them:</p>
          <ul className="mt-1 list-disc space-y-1 pl-5 [overflow-wrap:anywhere]">
            {warnings.map((w, i) => (
              <li key={`${w.code}-${i}`}>{w.message}</li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
