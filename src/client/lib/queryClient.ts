import { QueryClient } from '@tanstack/react-query';

/** Spec section 9: no refetch interval, no refetch on focus, never stale, no retries. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { refetchInterval: false, refetchOnWindowFocus: false, staleTime: Infinity, retry: false },
      mutations: { retry: false },
    },
  });
}

export const queryKeys = {
  me: ['/api/auth/me'] as const,
  authConfig: ['/api/auth/config'] as const,
  history: ['/api/history'] as const,
  report: (id: string) => ['/api/reports', id] as const,
  uploadConfig: ['/api/upload/config'] as const,
  /** Prefix of every course list, whatever its filter. */
  coursesAll: ['/api/courses/filtered'] as const,
  /** Prefix of every course's assignments. */
  assignmentsAll: ['/api/assignments/course'] as const,
  courses: (filter: string) => ['/api/courses/filtered', filter] as const,
  assignments: (courseId: string) => ['/api/assignments/course', courseId] as const,
  admin: ['/api/admin'] as const,
  /** Prefix of everything read about changes between reports and course trends. */
  changesAll: ['changes'] as const,
  changesTimeline: (courseId: string) => ['changes', 'timeline', courseId] as const,
  reportChanges: (reportId: string) => ['changes', 'report', reportId] as const,
  courseHistory: (courseId: string) => ['changes', 'course', courseId] as const,
  courseTrends: ['changes', 'trends'] as const,
};
