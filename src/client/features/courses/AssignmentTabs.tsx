import type { ReactNode } from 'react';
import { MessageSquare } from 'lucide-react';
import type { Assignment } from '../../../shared/api/student';
import { ASSIGNMENT_STATUS_LABELS, isExtraCredit } from '../../../shared/enums';
import { highImpactAssignments, improvementAssignments, type ImpactLevel } from '../../../shared/grades';
import { formatFixed } from '../../../shared/numbers';
import { Badge } from '../../components/ui/Badge';
import { assignmentTextClass } from '../../components/ui/gradeStyles';
import { ScrollRegion } from '../../components/ui/ScrollRegion';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/Tabs';
import { cn } from '../../lib/cn';
import { CategoryList } from './CategoryList';

const impactTone: Record<ImpactLevel, 'red' | 'amber' | 'neutral'> = {
  High: 'red',
  Medium: 'amber',
  Low: 'neutral',
};

function formatDue(date: string | null): string {
  if (!date) return 'N/A';
  const [y, m, d] = date.split('-').map(Number);
  return new Date(y, m - 1, d).toLocaleDateString();
}

function points(a: Pick<Assignment, 'pointsEarned' | 'maxPoints'>): string {
  const max = a.maxPoints === null ? '—' : formatFixed(a.maxPoints, 2);
  return a.pointsEarned === null ? `— / ${max}` : `${formatFixed(a.pointsEarned, 2)} / ${max}`;
}

function Percent({ a }: { a: Pick<Assignment, 'percentage' | 'status'> }) {
  if (a.percentage === null) {
    return (
      <span className="text-slate-500 dark:text-slate-400">
        {a.status === 'graded' ? 'N/A' : ASSIGNMENT_STATUS_LABELS[a.status]}
      </span>
    );
  }
  return (
    <span className={cn('font-medium tabular-nums', assignmentTextClass(a.percentage))}>
      {formatFixed(a.percentage, 2)}%
    </span>
  );
}

function ExtraCredit({ a }: { a: Assignment }) {
  return isExtraCredit(a.isExtraCredit) ? (
    <Badge tone="sky" className="ml-2 align-middle">
      Extra Credit
    </Badge>
  ) : null;
}

/** The teacher's comment on an assignment, under its name (the report prints it there too). */
function Comment({ a }: { a: Assignment }) {
  if (!a.comment) return null;
  return (
    <span
      className="mt-1 flex items-start gap-1.5 text-xs italic text-slate-600 [overflow-wrap:anywhere] dark:text-slate-400"
      data-testid="assignment-comment"
    >
      <MessageSquare className="mt-0.5 h-3.5 w-3.5 shrink-0 not-italic" aria-hidden />
      <span>
        <span className="sr-only">Teacher comment: </span>
        {a.comment}
      </span>
    </span>
  );
}

function Th({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <th scope="col" className={cn('px-2 py-2 font-medium first:pl-0', className)}>
      {children}
    </th>
  );
}

function Table({ caption, head, children }: { caption: string; head: ReactNode; children: ReactNode }) {
  return (
    <ScrollRegion label={caption}>
      <table className="w-full min-w-[18rem] text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-slate-200 dark:border-slate-700 text-xs uppercase tracking-wide text-slate-500 dark:text-slate-400">
          <tr>{head}</tr>
        </thead>
        <tbody className="divide-y divide-slate-100 dark:divide-slate-800">{children}</tbody>
      </table>
    </ScrollRegion>
  );
}

function Empty({ children }: { children: ReactNode }) {
  return <p className="py-8 text-center text-sm text-slate-500 dark:text-slate-400">{children}</p>;
}

/** The course dialog's tabs: All, Categories, High Impact, Improvement, and What-If when given. */
export function AssignmentTabs({ assignments, whatIf }: { assignments: Assignment[]; whatIf?: ReactNode }) {
  const highImpact = highImpactAssignments(assignments);
  const improvement = improvementAssignments(assignments);

  return (
    <Tabs defaultValue="all">
      <TabsList aria-label="Assignment views">
        <TabsTrigger value="all">All</TabsTrigger>
        <TabsTrigger value="categories">Categories</TabsTrigger>
        <TabsTrigger value="high-impact">High Impact</TabsTrigger>
        <TabsTrigger value="improvement">Improvement</TabsTrigger>
        {whatIf && <TabsTrigger value="what-if">What-If</TabsTrigger>}
      </TabsList>

      <TabsContent value="all">
        <Table
          caption="All assignments"
          head={
            <>
              <Th>Assignment</Th>
              <Th className="hidden sm:table-cell">Category</Th>
              <Th className="hidden text-right sm:table-cell">Points</Th>
              <Th className="text-right">Percentage</Th>
              <Th className="hidden sm:table-cell">Due Date</Th>
            </>
          }
        >
          {assignments.map((a) => (
            <tr key={a.id}>
              <td className="py-2 pr-2 text-slate-900 dark:text-slate-100">
                {a.assignmentName}
                <ExtraCredit a={a} />
                <span className="block text-xs text-slate-500 dark:text-slate-400 sm:hidden">
                  {[a.category, points(a), `Due ${formatDue(a.dateDue)}`].filter(Boolean).join(' · ')}
                </span>
                <Comment a={a} />
              </td>
              <td className="hidden px-2 py-2 text-slate-600 dark:text-slate-400 sm:table-cell">
                {a.category ?? '—'}
              </td>
              <td className="hidden whitespace-nowrap px-2 py-2 text-right tabular-nums sm:table-cell">
                {points(a)}
              </td>
              <td className="whitespace-nowrap px-2 py-2 text-right">
                <Percent a={a} />
              </td>
              <td className="hidden whitespace-nowrap px-2 py-2 text-slate-600 dark:text-slate-400 sm:table-cell">
                {formatDue(a.dateDue)}
              </td>
            </tr>
          ))}
        </Table>
      </TabsContent>

      <TabsContent value="categories">
        <CategoryList assignments={assignments} />
      </TabsContent>

      <TabsContent value="high-impact">
        <p className="mb-3 text-sm text-slate-600 dark:text-slate-400">
          Your largest assignments (worth 10 points or more).
        </p>
        {highImpact.length === 0 ? (
          <Empty>No graded assignments worth 10 points or more yet.</Empty>
        ) : (
          <Table
            caption="High impact assignments"
            head={
              <>
                <Th>Assignment</Th>
                <Th className="hidden text-right sm:table-cell">Points</Th>
                <Th className="text-right">Percentage</Th>
                <Th>Status</Th>
              </>
            }
          >
            {highImpact.map(({ assignment: a, status }) => (
              <tr key={a.id}>
                <td className="py-2 pr-2 text-slate-900 dark:text-slate-100">
                  {a.assignmentName}
                  <ExtraCredit a={a} />
                  <span className="block text-xs tabular-nums text-slate-500 dark:text-slate-400 sm:hidden">
                    {points(a)} points
                  </span>
                </td>
                <td className="hidden whitespace-nowrap px-2 py-2 text-right tabular-nums sm:table-cell">
                  {points(a)}
                </td>
                <td className="whitespace-nowrap px-2 py-2 text-right">
                  <Percent a={a} />
                </td>
                <td className="px-2 py-2">
                  <Badge tone={status === 'Positive' ? 'green' : 'amber'}>{status}</Badge>
                </td>
              </tr>
            ))}
          </Table>
        )}
      </TabsContent>

      <TabsContent value="improvement">
        <p className="mb-3 text-sm text-slate-600 dark:text-slate-400">
          Assignments under 80% that cost you the most points.
        </p>
        {improvement.length === 0 ? (
          <Empty>No assignments need improvement. Well done!</Empty>
        ) : (
          <Table
            caption="Assignments to improve"
            head={
              <>
                <Th>Assignment</Th>
                <Th className="text-right">Percentage</Th>
                <Th className="hidden text-right sm:table-cell">Points Lost</Th>
                <Th>Impact Level</Th>
              </>
            }
          >
            {improvement.map(({ assignment: a, pointsLost, impact }) => (
              <tr key={a.id} data-testid="improvement-row">
                <td className="py-2 pr-2 text-slate-900 dark:text-slate-100">
                  {a.assignmentName}
                  <span className="block text-xs tabular-nums text-slate-500 dark:text-slate-400 sm:hidden">
                    {formatFixed(pointsLost, 2)} points lost
                  </span>
                </td>
                <td className="whitespace-nowrap px-2 py-2 text-right">
                  <Percent a={a} />
                </td>
                <td className="hidden whitespace-nowrap px-2 py-2 text-right tabular-nums sm:table-cell">
                  {formatFixed(pointsLost, 2)}
                </td>
                <td className="px-2 py-2">
                  <Badge tone={impactTone[impact]}>{impact}</Badge>
                </td>
              </tr>
            ))}
          </Table>
        )}
      </TabsContent>

      {whatIf && <TabsContent value="what-if">{whatIf}</TabsContent>}
    </Tabs>
  );
}
