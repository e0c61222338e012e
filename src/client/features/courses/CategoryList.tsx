import type { Assignment } from '../../../shared/api/student';
import {
  categoryPoints,
  categorySummaries,
  gradeColourBand,
  type CategoryPoints,
} from '../../../shared/grades';
import { formatFixed } from '../../../shared/numbers';
import { colourBandClasses } from '../../components/ui/gradeStyles';
import { ProgressBar } from '../../components/ui/ProgressBar';
import { cn } from '../../lib/cn';

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

/** "110.50 / 137.50 points", with the extra credit they include; extra credit alone is "6.00 extra-credit points". */
function pointsText(p: CategoryPoints): string {
  const earned = formatFixed(p.pointsEarned, 2);
  if (p.maxPoints === 0 && p.pointsEarned === p.extraCreditPoints) return `${earned} extra-credit points`;
  const text = `${earned} / ${formatFixed(p.maxPoints, 2)} points`;
  return p.extraCreditPoints > 0
    ? `${text}, ${formatFixed(p.extraCreditPoints, 2)} of them extra credit`
    : text;
}

/** The percentage in the grade colours every card uses; '+6.00' for extra credit with nothing possible. */
function Average({ points }: { points: CategoryPoints }) {
  if (points.average === null) {
    return points.pointsEarned > 0 ? (
      <span className="text-sm font-semibold tabular-nums text-slate-700 dark:text-slate-300">
        +{formatFixed(points.pointsEarned, 2)}
      </span>
    ) : (
      <span className="text-sm text-slate-500 dark:text-slate-400">N/A</span>
    );
  }
  return (
    <span
      className={cn(
        'text-sm font-semibold tabular-nums',
        colourBandClasses[gradeColourBand(points.average)].text,
      )}
    >
      {formatFixed(points.average, 1)}%
    </span>
  );
}

/**
 * The Categories tab: each category's points earned of its points possible, by the rule of the course
 * total (extra credit earned counts, missing work counts as zero), and the sum of all categories.
 */
export function CategoryList({ assignments }: { assignments: Assignment[] }) {
  const categories = categorySummaries(assignments);
  const total = categoryPoints(assignments);
  return (
    <div className="space-y-4">
      <ul className="space-y-4">
        {categories.map((c) => (
          <li
            key={c.category}
            className="rounded-lg border border-slate-200 dark:border-slate-700 p-3"
            data-testid="category-summary"
          >
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h4 className="font-medium text-slate-900 dark:text-slate-100">{c.category}</h4>
              <Average points={c} />
            </div>
            <p className="mt-0.5 text-xs text-slate-600 dark:text-slate-400">
              {plural(c.count, 'assignment')} · {pointsText(c)}
            </p>
            {c.average !== null && (
              <ProgressBar
                value={c.average}
                label={`${c.category} average`}
                className="mt-2"
                barClassName={colourBandClasses[gradeColourBand(c.average)].bar}
              />
            )}
          </li>
        ))}
      </ul>
      <div
        className="flex flex-wrap items-baseline justify-between gap-2 border-t border-slate-200 dark:border-slate-700 px-3 pt-3"
        data-testid="category-total"
      >
        <div>
          <h4 className="font-medium text-slate-900 dark:text-slate-100">All categories</h4>
          <p className="mt-0.5 text-xs text-slate-600 dark:text-slate-400">
            {plural(assignments.length, 'assignment')} · {pointsText(total)}
          </p>
        </div>
        <Average points={total} />
      </div>
    </div>
  );
}
