import type { Grade } from '../../../shared/api/student';
import { gradeTextClass } from './gradeStyles';
import { LetterBadge } from './LetterBadge';
import { ScrollRegion } from './ScrollRegion';
import { formatFixed } from '../../../shared/numbers';

/** The per-subject table of a report: points with 2 decimals, percentage with 2 decimals and %, letter. */
export function GradeTable({ grades, caption }: { grades: ReadonlyArray<Grade>; caption: string }) {
  return (
    <ScrollRegion label={caption}>
      <table className="w-full min-w-[16rem] text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-slate-200 dark:border-slate-700 text-xs uppercase tracking-wide text-slate-500 dark:text-slate-400">
          <tr>
            <th scope="col" className="py-2 pr-3 font-medium">
              Subject
            </th>
            <th scope="col" className="hidden px-3 py-2 text-right font-medium sm:table-cell">
              Points
            </th>
            <th scope="col" className="px-3 py-2 text-right font-medium">
              Percentage
            </th>
            <th scope="col" className="py-2 pl-3 text-center font-medium">
              Grade
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
          {grades.map((g) => (
            <tr key={g.id}>
              <th scope="row" className="py-2.5 pr-3 font-medium text-slate-900 dark:text-slate-100">
                {g.subject}
                <span className="block text-xs font-normal tabular-nums text-slate-500 dark:text-slate-400 sm:hidden">
                  {formatFixed(g.pointsReceived, 2)} / {formatFixed(g.maxPoints, 2)} points
                </span>
              </th>
              <td className="hidden whitespace-nowrap px-3 py-2.5 text-right tabular-nums text-slate-700 dark:text-slate-300 sm:table-cell">
                {formatFixed(g.pointsReceived, 2)} / {formatFixed(g.maxPoints, 2)}
              </td>
              <td
                className={`whitespace-nowrap px-3 py-2.5 text-right font-medium tabular-nums ${gradeTextClass(g.percentage)}`}
              >
                {formatFixed(g.percentage, 2)}%
              </td>
              <td className="py-2.5 pl-3 text-center">
                <LetterBadge percentage={g.percentage} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
