import { CalendarDays, Clock, Scale, TriangleAlert, User } from 'lucide-react';
import { Tooltip } from 'radix-ui';
import type { Course } from '../../../shared/api/student';
import { CourseSparkline } from '../../components/changes/CourseSparkline';
import { GradeRing } from '../../components/ui/GradeRing';
import { LetterBadge } from '../../components/ui/LetterBadge';
import { Skeleton } from '../../components/ui/Skeleton';

export function termText(course: Pick<Course, 'semester' | 'academicYear'>): string | null {
  const parts = [course.semester, course.academicYear].filter(Boolean);
  return parts.length ? parts.join(' · ') : null;
}

/**
 * A course card; the whole card is the button that opens its detail, and it says so when the course's
 * assignments do not add up to the total its report prints. Cards fill their grid cell, so a
 * row of cards is of one height; a long name or teacher is cut to one line, and the full ones show in a
 * tooltip on hover or keyboard focus.
 */
export function CourseCard({ course, onOpen }: { course: Course; onOpen: () => void }) {
  const term = termText(course);
  const teacher = course.teacherName ?? 'Teacher not listed';
  return (
    <Tooltip.Root>
      <Tooltip.Trigger asChild>
        <button
          type="button"
          onClick={onOpen}
          data-testid="course-card"
          className="flex h-full w-full items-center gap-4 rounded-xl border border-slate-200 bg-white p-4 text-left dark:border-slate-700 dark:bg-slate-900 shadow-sm transition hover:border-brand-500 hover:shadow-md"
        >
          <div className="min-w-0 flex-1 space-y-1">
            <h3
              className="truncate font-semibold text-slate-900 dark:text-slate-100"
              data-testid="course-name"
            >
              {course.courseName}
            </h3>
            <p className="flex min-w-0 items-center gap-1.5 text-sm text-slate-600 dark:text-slate-400">
              <User className="h-3.5 w-3.5 shrink-0" aria-hidden />
              <span className="truncate">{teacher}</span>
            </p>
            <p className="flex min-h-4 flex-wrap items-center gap-x-3 gap-y-1 text-xs text-slate-500 dark:text-slate-400">
              {course.period && (
                <span className="flex items-center gap-1">
                  <Clock className="h-3.5 w-3.5" aria-hidden />
                  Period {course.period}
                </span>
              )}
              {term && (
                <span className="flex items-center gap-1">
                  <CalendarDays className="h-3.5 w-3.5" aria-hidden />
                  {term}
                </span>
              )}
              {course.check.status === 'differs' && (
                <span
                  className="flex items-center gap-1 font-medium text-amber-800 dark:text-amber-300"
                  data-testid="card-mismatch"
                  title="Its assignments do not add up to the total the report prints"
                >
                  <TriangleAlert className="h-3.5 w-3.5" aria-hidden />
                  Does not add up
                </span>
              )}
              {course.weighted && (
                <span className="flex items-center gap-1" data-testid="card-weighted">
                  <Scale className="h-3.5 w-3.5" aria-hidden />
                  Weighted by your categories
                </span>
              )}
            </p>
            <CourseSparkline courseId={course.id} />
          </div>
          <div className="flex flex-col items-center gap-1">
            <GradeRing value={course.currentGrade} size={56} label="Current grade" />
            {course.currentGrade !== null && (
              <LetterBadge percentage={course.currentGrade} className="text-xs" />
            )}
          </div>
        </button>
      </Tooltip.Trigger>
      <Tooltip.Portal>
        <Tooltip.Content
          side="top"
          sideOffset={6}
          collisionPadding={8}
          data-testid="course-tooltip"
          className="z-50 max-w-[min(20rem,calc(100vw-1rem))] rounded-md bg-slate-900 px-3 py-2 text-sm text-white shadow-lg dark:bg-slate-700 [overflow-wrap:anywhere]"
        >
          <span className="block font-semibold">{course.courseName}</span>
          <span className="block text-slate-200">{teacher}</span>
          <Tooltip.Arrow className="fill-slate-900 dark:fill-slate-700" />
        </Tooltip.Content>
      </Tooltip.Portal>
    </Tooltip.Root>
  );
}

export function CourseCardSkeleton() {
  return (
    <div
      data-testid="course-skeleton"
      className="flex items-center gap-4 rounded-xl border border-slate-200 dark:border-slate-700 bg-white dark:bg-slate-900 p-4"
    >
      <div className="flex-1 space-y-2">
        <Skeleton className="h-5 w-3/4" />
        <Skeleton className="h-4 w-1/2" />
        <Skeleton className="h-3 w-2/3" />
      </div>
      <Skeleton className="h-14 w-14 rounded-full" />
    </div>
  );
}
