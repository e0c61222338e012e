import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Report, ReportDetail } from '../../../shared/api/student';
import { apiGet, apiSend } from '../../lib/api';
import { queryKeys } from '../../lib/queryClient';

/** GET /api/history: the user's reports, newest first. */
export function useHistory() {
  return useQuery({ queryKey: queryKeys.history, queryFn: () => apiGet<Report[]>('/api/history') });
}

/** GET /api/reports/{id}: a report's checks against its printed totals and its reading's warnings. */
export function useReportDetail(id: string) {
  return useQuery({
    queryKey: queryKeys.report(id),
    queryFn: () => apiGet<ReportDetail>(`/api/reports/${encodeURIComponent(id)}`),
  });
}

/** DELETE /api/reports/{id}; afterwards the history (and the courses it fed) are read again. */
export function useDeleteReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiSend<unknown>('DELETE', `/api/reports/${encodeURIComponent(id)}`),
    onSuccess: (_data, id) => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.history });
      void queryClient.invalidateQueries({ queryKey: queryKeys.coursesAll });
      void queryClient.invalidateQueries({ queryKey: queryKeys.assignmentsAll });
      // Not the deleted report's own changes: its detail is closing, and reading them again would be a 404.
      const gone = queryKeys.reportChanges(id);
      void queryClient.invalidateQueries({
        queryKey: queryKeys.changesAll,
        predicate: (q) => JSON.stringify(q.queryKey) !== JSON.stringify(gone),
      });
    },
  });
}

export const reportFileUrl = (id: string) => `/api/reports/${encodeURIComponent(id)}/file`;
export const ALL_REPORTS_CSV_URL = '/api/reports.csv';
