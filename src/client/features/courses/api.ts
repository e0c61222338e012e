import { useMutation, useQuery } from '@tanstack/react-query';
import type { Assignment, CourseFilter, FilteredCoursesResponse } from '../../../shared/api/student';
import { apiGet, apiSend } from '../../lib/api';
import { queryKeys } from '../../lib/queryClient';

export const COURSE_FILTERS: ReadonlyArray<{ value: CourseFilter; label: string }> = [
  { value: 'all', label: 'All Courses' },
  { value: 'this-semester', label: 'This Semester' },
  { value: 'this-year', label: 'This Year' },
];

/** GET /api/courses/filtered, with ?filter= for this-semester / this-year. */
export function useCourses(filter: CourseFilter) {
  return useQuery({
    queryKey: queryKeys.courses(filter),
    queryFn: () =>
      apiGet<FilteredCoursesResponse>(
        filter === 'all'
          ? '/api/courses/filtered'
          : `/api/courses/filtered?filter=${encodeURIComponent(filter)}`,
      ),
  });
}

/** GET /api/assignments/course/{id}, read when a course dialog opens. */
export function useAssignments(courseId: string | null) {
  return useQuery({
    queryKey: queryKeys.assignments(courseId ?? ''),
    queryFn: () => apiGet<Assignment[]>(`/api/assignments/course/${encodeURIComponent(courseId!)}`),
    enabled: courseId !== null,
  });
}

/** DELETE /api/courses/clear; on success the page reloads, a failure is only logged (spec section 8). */
export function useClearCourses() {
  return useMutation({
    mutationFn: () => apiSend<unknown>('DELETE', '/api/courses/clear'),
    onSuccess: () => window.location.reload(),
    onError: (error) => console.error('Clearing course data failed', error),
  });
}
