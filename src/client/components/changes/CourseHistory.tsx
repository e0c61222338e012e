import { lazy, Suspense } from 'react';
import { percentText } from '../../../shared/changes';
import { QueryState } from '../ui/QueryState';
import { Spinner } from '../ui/Spinner';
import { useCourseHistory } from './api';
import { ChangeList, reportDayText } from './ChangeList';

const CourseTrendChart = lazy(() => import('./CourseTrendChart'));

/**
 * In the course dialog: the course's percentage across the student's reports, and what each report changed.
 * A course the student weights by categories has every percentage by those weights, and says so.
 */
export function CourseHistory({ courseId, weighted = false }: { courseId: string; weighted?: boolean }) {
  const history = useCourseHistory(courseId);
  return (
    <QueryState
      query={history}
      pending={<Spinner className="py-6" label="Loading the course's history" />}
      error={
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          The history of this course could not be loaded.
        </p>
      }
    >
      {({ points, changes }) => (
        <section aria-labelledby="course-history-title" className="space-y-3" data-testid="course-history">
          <h3 id="course-history-title" className="font-semibold text-slate-900 dark:text-slate-100">
            Across your reports
          </h3>
          {weighted && (
            <p className="text-sm text-slate-600 dark:text-slate-400" data-testid="history-weighted">
              Each report's grade weighted by your categories, like the current grade.
            </p>
          )}
          {points.length < 2 ? (
            <p className="text-sm text-slate-600 dark:text-slate-400">
              Its trend shows once two of your reports hold this course.
            </p>
          ) : (
            <>
              <figure
                className="h-48"
                aria-label={`Course grade over ${points.length} reports`}
                data-points={points.length}
              >
                <Suspense fallback={<Spinner className="h-full" label="Loading chart" />}>
                  <CourseTrendChart points={points} />
                </Suspense>
                <figcaption className="sr-only" data-testid="course-history-points">
                  {points.map((p) => `${reportDayText(p.report)}: ${percentText(p.percentage)}`).join('; ')}
                </figcaption>
              </figure>
              {changes.length === 0 ? (
                <p className="text-sm text-slate-600 dark:text-slate-400">
                  Nothing changed between its reports.
                </p>
              ) : (
                <ChangeList entries={changes} showCourse={false} />
              )}
            </>
          )}
        </section>
      )}
    </QueryState>
  );
}
