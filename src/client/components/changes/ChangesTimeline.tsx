import { useState } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '../ui/Card';
import { QueryState } from '../ui/QueryState';
import { Spinner } from '../ui/Spinner';
import { useChangesTimeline } from './api';
import { ChangeList } from './ChangeList';
import { cn } from '../../lib/cn';
import { fieldClasses } from '../ui/inputStyles';

const ALL = '';

/**
 * Changes on History: what each report changed in each course since the report before it, newest report
 * first, narrowed to one course by the choice above it.
 */
export function ChangesTimeline() {
  const [courseId, setCourseId] = useState(ALL);
  const all = useChangesTimeline(null);
  const shown = useChangesTimeline(courseId || null);
  // The choice lists every course that has changes, in the order they first appear (newest first).
  const courses = [...new Map((all.data?.changes ?? []).map((c) => [c.courseId, c])).values()];
  const term = (c: (typeof courses)[number]) => [c.semester, c.academicYear].filter(Boolean).join(' ');
  const sameName = (c: (typeof courses)[number]) =>
    courses.filter((o) => o.courseName === c.courseName).length > 1;

  return (
    <Card data-testid="changes-timeline">
      <CardHeader>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <CardTitle>Changes</CardTitle>
          <div className="flex items-center gap-2">
            <label htmlFor="changes-course" className="text-sm text-slate-600 dark:text-slate-400">
              Course
            </label>
            <select
              id="changes-course"
              value={courseId}
              onChange={(e) => setCourseId(e.target.value)}
              className={cn(fieldClasses, 'h-9 max-w-[14rem] px-2')}
            >
              <option value={ALL}>All courses</option>
              {courses.map((c) => (
                <option key={c.courseId} value={c.courseId}>
                  {sameName(c) && term(c) ? `${c.courseName} (${term(c)})` : c.courseName}
                </option>
              ))}
            </select>
          </div>
        </div>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          What each report changed since your report before it, newest first
        </p>
      </CardHeader>
      <CardContent>
        <QueryState
          query={shown}
          pending={<Spinner className="py-8" label="Loading changes" />}
          error={
            <p role="alert" className="py-6 text-center text-sm text-red-700 dark:text-red-300">
              The changes could not be loaded. Use Refresh to try again.
            </p>
          }
          isEmpty={(data) => data.changes.length === 0}
          empty={
            <p className="py-6 text-center text-sm text-slate-600 dark:text-slate-400">
              No changes yet: upload a later report of the same courses to see what changed.
            </p>
          }
        >
          {(data) => (
            <div
              className="max-h-[32rem] overflow-y-auto pr-1"
              role="region"
              aria-label="Changes"
              tabIndex={0}
            >
              <ChangeList entries={data.changes} />
            </div>
          )}
        </QueryState>
      </CardContent>
    </Card>
  );
}
