import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CourseWeights, SavedScenario, SaveScenario } from '../../../../shared/api/planning';
import type { CategoryWeight } from '../../../../shared/planning';
import { apiGet, apiSend } from '../../../lib/api';
import { queryKeys } from '../../../lib/queryClient';

const scenariosKey = (courseId: string) => ['/api/courses', courseId, 'scenarios'] as const;
const weightsKey = (courseId: string) => ['/api/courses', courseId, 'weights'] as const;
const path = (courseId: string, what: 'scenarios' | 'weights') =>
  `/api/courses/${encodeURIComponent(courseId)}/${what}`;

/** GET /api/courses/{id}/scenarios: the course's saved what-if scenarios. */
export function useScenarios(courseId: string) {
  return useQuery({
    queryKey: scenariosKey(courseId),
    queryFn: () => apiGet<SavedScenario[]>(path(courseId, 'scenarios')),
  });
}

export function useSaveScenario(courseId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveScenario) => apiSend<SavedScenario>('POST', path(courseId, 'scenarios'), body),
    onSuccess: () => client.invalidateQueries({ queryKey: scenariosKey(courseId) }),
  });
}

export function useDeleteScenario(courseId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiSend<unknown>('DELETE', `/api/scenarios/${encodeURIComponent(id)}`),
    onSuccess: () => client.invalidateQueries({ queryKey: scenariosKey(courseId) }),
  });
}

/** GET /api/courses/{id}/weights: the student's category weights, or null (points-based). */
export function useWeights(courseId: string) {
  return useQuery({
    queryKey: weightsKey(courseId),
    queryFn: async () => (await apiGet<CourseWeights>(path(courseId, 'weights'))).weights,
  });
}

/** Saving or removing weights changes the course grade: the course lists and its history are read again. */
export function useSaveWeights(courseId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (weights: CategoryWeight[] | null) =>
      weights === null
        ? apiSend<unknown>('DELETE', path(courseId, 'weights'))
        : apiSend<CourseWeights>('PUT', path(courseId, 'weights'), { weights }),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: weightsKey(courseId) });
      await client.invalidateQueries({ queryKey: queryKeys.coursesAll });
      // The course's history and sparkline follow its weights too.
      await client.invalidateQueries({ queryKey: queryKeys.changesAll });
    },
  });
}
