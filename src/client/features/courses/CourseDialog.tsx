import type { ReactNode } from 'react';
import type { CourseWithChecks } from '../../../shared/api/student';
import { CourseHistory } from '../../components/changes/CourseHistory';
import { CheckLine, MismatchNotice, WarningList } from '../../components/checks/ReadingChecks';
import { categorySummaries, improvementAssignments } from '../../../shared/grades';
import { formatFixed } from '../../../shared/numbers';
import { Dialog } from '../../components/ui/Dialog';
import { gradeTextClass } from '../../components/ui/gradeStyles';
import { LetterBadge } from '../../components/ui/LetterBadge';
import { QueryState } from '../../components/ui/QueryState';
import { Spinner } from '../../components/ui/Spinner';
import { cn } from '../../lib/cn';
import { useAssignments } from './api';
import { AssignmentTabs } from './AssignmentTabs';
import { termText } from './CourseCard';
import { WhatIfPanel } from './planning/WhatIfPanel';

function SummaryCard({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="rounded-lg border border-slate-200 dark:border-slate-700 bg-slate-50 dark:bg-slate-800/60 p-3">
      <dt className="text-xs font-medium uppercase tracking-wide text-slate-500 dark:text-slate-400">
        {label}
      </dt>
      <dd className="mt-1 flex flex-wrap items-center gap-x-2 text-xl font-bold tabular-nums text-slate-900 dark:text-slate-100">
        {children}
      </dd>
    </div>
  );
}

/** How far the course's rows agree with the total its report prints, and what its reading noticed. */
function CourseChecks({ course }: { course: CourseWithChecks }) {
  const differs = course.check.status === 'differs';
  return (
    <section
      aria-label="Checked against the report"
      data-testid="course-checks"
      className={cn(
        'space-y-2 rounded-lg border p-3 text-sm',
        differs || course.warnings.length
          ? 'border-amber-300 bg-amber-50 text-amber-900 dark:border-amber-500/50 dark:bg-amber-500/10 dark:text-amber-200'
          : 'border-slate-200 bg-white text-slate-700 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-300',
      )}
    >
      <MismatchNotice count={differs ? 1 : 0} of="course" />
      <CheckLine check={course.check} />
      <WarningList warnings={course.warnings} />
    </section>
  );
}

/** Course detail: four summary cards, its check against the report, and the assignment tabs or the empty state. */
export function CourseDialog({ course, onClose }: { course: CourseWithChecks | null; onClose: () => void }) {
  const assignments = useAssignments(course?.id ?? null);
  const list = assignments.data ?? [];
  const description = course
    ? [course.teacherName, course.period && `Period ${course.period}`, termText(course)]
        .filter(Boolean)
        .join(' · ')
    : '';

  return (
    <Dialog
      open={course !== null}
      onOpenChange={(open) => !open && onClose()}
      title={course?.courseName ?? ''}
      description={description || undefined}
    >
      {course && (
        <div className="space-y-5">
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            <SummaryCard label="Current Grade">
              {course.currentGrade === null ? (
                <span className="text-slate-500 dark:text-slate-400">N/A</span>
              ) : (
                <>
                  <span className={cn(gradeTextClass(course.currentGrade))}>
                    {formatFixed(course.currentGrade, 1)}%
                  </span>
                  <LetterBadge percentage={course.currentGrade} className="text-xs" />
                </>
              )}
              {course.weighted && (
                <span className="basis-full text-xs font-normal text-slate-600 dark:text-slate-400">
                  weighted by your categories
                </span>
              )}
            </SummaryCard>
            <SummaryCard label="Total Assignments">{assignments.isPending ? '…' : list.length}</SummaryCard>
            <SummaryCard label="Categories">
              {assignments.isPending ? '…' : categorySummaries(list).length}
            </SummaryCard>
            <SummaryCard label="Improvement Areas">
              {assignments.isPending ? '…' : improvementAssignments(list).length}
            </SummaryCard>
          </dl>
          <CourseChecks course={course} />
          <CourseHistory courseId={course.id} weighted={course.weighted} />
          <QueryState
            query={assignments}
            pending={<Spinner className="py-10" label="Loading assignments" />}
            error={
              <p role="alert" className="py-8 text-center text-sm text-red-700 dark:text-red-300">
                The assignments of this course could not be loaded. Close the dialog and try again.
              </p>
            }
            isEmpty={(data) => data.length === 0}
            empty={
              <div className="py-8 text-center">
                <p className="font-medium text-slate-700 dark:text-slate-300">
                  No assignments found for this course.
                </p>
                <p className="mt-1 text-sm text-slate-500 dark:text-slate-400">
                  Upload a transcript that includes assignment details to see them here.
                </p>
              </div>
            }
          >
            {(loaded) => (
              <AssignmentTabs
                assignments={loaded}
                whatIf={<WhatIfPanel key={course.id} course={course} assignments={loaded} />}
              />
            )}
          </QueryState>
        </div>
      )}
    </Dialog>
  );
}
