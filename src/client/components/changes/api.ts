import { useQuery } from '@tanstack/react-query';
import type {
  ChangesResponse,
  CourseHistory,
  CourseTrends,
  ReportChanges,
} from '../../../shared/api/changes';
import { apiGet } from '../../lib/api';
import { queryKeys } from '../../lib/queryClient';

/** GET /api/changes: the Changes timeline, newest first; one course's with `courseId`. */
export function useChangesTimeline(courseId: string | null) {
  return useQuery({
    queryKey: queryKeys.changesTimeline(courseId ?? 'all'),
    queryFn: () =>
      apiGet<ChangesResponse>(
        courseId ? `/api/changes?courseId=${encodeURIComponent(courseId)}` : '/api/changes',
      ),
  });
}

/** GET /api/reports/{id}/changes: what a report changed since the reports before it. */
export function useReportChanges(reportId: string) {
  return useQuery({
    queryKey: queryKeys.reportChanges(reportId),
    queryFn: () => apiGet<ReportChanges>(`/api/reports/${encodeURIComponent(reportId)}/changes`),
  });
}

/** GET /api/courses/{id}/history: a course's percentage across reports and its changes. */
export function useCourseHistory(courseId: string) {
  return useQuery({
    queryKey: queryKeys.courseHistory(courseId),
    queryFn: () => apiGet<CourseHistory>(`/api/courses/${encodeURIComponent(courseId)}/history`),
  });
}

/** GET /api/courses/trends, read once for all the course cards; `select` picks one course's series. */
export function useCourseTrend(courseId: string) {
  return useQuery({
    queryKey: queryKeys.courseTrends,
    queryFn: () => apiGet<CourseTrends>('/api/courses/trends'),
    select: (data) => data.trends.find((t) => t.courseId === courseId)?.percentages ?? [],
  });
}
