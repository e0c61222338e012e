import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { BookOpen, RefreshCw, Trash2 } from 'lucide-react';
import type { CourseFilter, CourseWithChecks } from '../../../shared/api/student';
import { groupByTerm, searchCourses, sortCourses, type CourseSort } from '../../../shared/courseList';
import { overallCourseAverage } from '../../../shared/grades';
import { Badge } from '../../components/ui/Badge';
import { Button, buttonClasses } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog';
import { GradeRing } from '../../components/ui/GradeRing';
import { QueryState } from '../../components/ui/QueryState';
import { cn } from '../../lib/cn';
import { COURSE_FILTERS, useClearCourses, useCourses } from './api';
import { CourseCardSkeleton } from './CourseCard';
import { CourseDialog } from './CourseDialog';
import { CourseListControls, TermGroups } from './CourseGroups';
import { fieldClasses } from '../../components/ui/inputStyles';

/**
 * Course Tracking (spec section 2): filter, overall average, course cards grouped by term (newest first)
 * with search and sorting, and the course dialog.
 */
export function CoursesPage() {
  const [filter, setFilter] = useState<CourseFilter>('all');
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<CourseSort>('name');
  const [open, setOpen] = useState<CourseWithChecks | null>(null);
  const [confirming, setConfirming] = useState(false);
  const courses = useCourses(filter);
  // Clearing removes every course, whatever the filter shows: it is offered while any exists.
  const everything = useCourses('all');
  const clear = useClearCourses();
  const list = useMemo(() => courses.data?.courses ?? [], [courses.data]);
  const applied = courses.data?.appliedFilters;
  const overall = overallCourseAverage(list);
  const found = useMemo(() => searchCourses(list, search), [list, search]);
  const groups = useMemo(() => groupByTerm(sortCourses(found, sort)), [found, sort]);
  const nothingToClear = (everything.data?.courses.length ?? 0) === 0;

  return (
    <div className="mx-auto max-w-6xl space-y-6 px-3 py-6 sm:px-6 sm:py-10">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold text-slate-900 dark:text-slate-100 sm:text-3xl">
            Course Tracking
          </h1>
          <p className="mt-1 text-slate-600 dark:text-slate-400">
            Every course from your transcripts, with its assignments
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <label htmlFor="course-filter" className="sr-only">
            Show courses
          </label>
          <select
            id="course-filter"
            value={filter}
            onChange={(e) => setFilter(e.target.value as CourseFilter)}
            className={cn(fieldClasses, 'h-10')}
          >
            {COURSE_FILTERS.map((f) => (
              <option key={f.value} value={f.value}>
                {f.label}
              </option>
            ))}
          </select>
          <Button variant="outline" onClick={() => void courses.refetch()} disabled={courses.isFetching}>
            <RefreshCw className={cn('h-4 w-4', courses.isFetching && 'animate-spin')} aria-hidden />
            Refresh
          </Button>
          <Button
            variant="destructive"
            onClick={() => setConfirming(true)}
            disabled={nothingToClear}
            title={nothingToClear ? 'There is no course data to clear' : undefined}
          >
            <Trash2 className="h-4 w-4" aria-hidden />
            Clear All Data
          </Button>
        </div>
      </header>

      {(applied?.semester || applied?.academicYear) && (
        <div
          className="flex flex-wrap items-center gap-2 text-sm text-slate-600 dark:text-slate-400"
          data-testid="applied-filters"
        >
          <span>Showing:</span>
          {applied.semester && <Badge tone="brand">{applied.semester}</Badge>}
          {applied.academicYear && <Badge tone="brand">{applied.academicYear}</Badge>}
        </div>
      )}

      <QueryState
        query={courses}
        pending={
          <div
            className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3"
            role="status"
            aria-label="Loading courses"
          >
            {Array.from({ length: 6 }, (_, i) => (
              <CourseCardSkeleton key={i} />
            ))}
          </div>
        }
        error={
          <Card role="alert" className="p-8 text-center">
            <h2 className="text-lg font-semibold text-red-700 dark:text-red-300">Error Loading Courses</h2>
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
              There was an error loading your courses. Please try again.
            </p>
            <Button variant="outline" className="mt-4" onClick={() => void courses.refetch()}>
              <RefreshCw className="h-4 w-4" aria-hidden />
              Try Again
            </Button>
          </Card>
        }
        isEmpty={(data) => data.courses.length === 0}
        empty={
          <Card className="p-8 text-center" data-testid="courses-empty">
            <BookOpen className="mx-auto h-10 w-10 text-slate-400 dark:text-slate-500" aria-hidden />
            <h2 className="mt-3 text-lg font-semibold text-slate-900 dark:text-slate-100">
              No Courses Found
            </h2>
            {filter === 'all' ? (
              <>
                <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
                  You have no courses yet. Upload a transcript to start tracking your courses.
                </p>
                <Link to="/upload" className={buttonClasses('primary', 'md', 'mt-4')}>
                  Upload a Transcript
                </Link>
              </>
            ) : (
              <>
                <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
                  No courses match the{' '}
                  {filter === 'this-semester' ? 'current semester' : 'current academic year'}. Try viewing all
                  of your courses.
                </p>
                <Button className="mt-4" onClick={() => setFilter('all')}>
                  View All Courses
                </Button>
              </>
            )}
          </Card>
        }
      >
        {() => (
          <>
            <Card className="flex items-center gap-5 p-5" data-testid="overall-average">
              <GradeRing value={overall.average} size={80} label="Overall average" />
              <div>
                <h2 className="text-lg font-semibold text-slate-900 dark:text-slate-100">Overall Average</h2>
                <p className="text-sm text-slate-600 dark:text-slate-400">
                  Across {overall.count} {overall.count === 1 ? 'course' : 'courses'}
                </p>
              </div>
            </Card>
            <CourseListControls search={search} onSearch={setSearch} sort={sort} onSort={setSort} />
            <p
              className="text-sm text-slate-600 dark:text-slate-400"
              aria-live="polite"
              data-testid="course-count"
            >
              {search.trim()
                ? `${found.length} of ${list.length} ${list.length === 1 ? 'course' : 'courses'} match “${search.trim()}”`
                : `${list.length} ${list.length === 1 ? 'course' : 'courses'} in ${groups.length} ${groups.length === 1 ? 'term' : 'terms'}`}
            </p>
            {groups.length === 0 ? (
              <Card className="p-8 text-center" data-testid="courses-no-match">
                <h2 className="text-lg font-semibold text-slate-900 dark:text-slate-100">
                  No courses match your search
                </h2>
                <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
                  Search for another course or teacher name.
                </p>
                <Button variant="outline" className="mt-4" onClick={() => setSearch('')}>
                  Clear search
                </Button>
              </Card>
            ) : (
              <TermGroups groups={groups} onOpen={setOpen} />
            )}
          </>
        )}
      </QueryState>

      <CourseDialog
        course={open && (list.find((c) => c.id === open.id) ?? open)}
        onClose={() => setOpen(null)}
      />
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Clear all course data?"
        description="This permanently deletes all of your courses and their assignments. It cannot be undone."
        confirmLabel="Clear All Data"
        pending={clear.isPending}
        onConfirm={() => clear.mutate(undefined, { onSettled: () => setConfirming(false) })}
      />
    </div>
  );
}
