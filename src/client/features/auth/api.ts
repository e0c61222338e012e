import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiSend } from '../../lib/api';
import { queryKeys } from '../../lib/queryClient';
import type { AuthConfig, CurrentUser, OkResponse, Role } from '../../../shared/api/auth';

/** The signed-in user, cached 5 minutes (spec section 9); null when signed out. */
export function useCurrentUser() {
  return useQuery({
    queryKey: queryKeys.me,
    queryFn: () => apiGet<CurrentUser | null>('/api/auth/me', { on401: 'returnNull' }),
    staleTime: 5 * 60_000,
  });
}

export function useAuthConfig() {
  return useQuery({ queryKey: queryKeys.authConfig, queryFn: () => apiGet<AuthConfig>('/api/auth/config') });
}

export function useDevLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (role: Role) => apiSend<OkResponse>('POST', '/api/auth/dev-login', { role }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.me }),
  });
}

export function useGoogleSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (credential: string) => apiSend<OkResponse>('POST', '/api/auth/google', { credential }),
    onSuccess: (res) => {
      if (res.ok) return queryClient.invalidateQueries({ queryKey: queryKeys.me });
    },
  });
}

/** Signs out, then clears the whole client cache (spec section 4). */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiSend<OkResponse>('POST', '/api/auth/logout'),
    onSettled: async () => {
      queryClient.clear();
      await queryClient.invalidateQueries({ queryKey: queryKeys.me });
    },
  });
}
