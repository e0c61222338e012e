import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiGet, apiSend } from './api';
import { forgetGoogleSelection } from './googleIdentity';
import { keepingThemeChoice } from './theme';
import { queryKeys } from './queryClient';
import type { AuthConfig, CurrentUser, OkResponse } from '../../shared/api/auth';

/** The signed-in user, cached 5 minutes (spec section 9); null when signed out. */
const currentUserQuery = {
  queryKey: queryKeys.me,
  queryFn: () => apiGet<CurrentUser | null>('/api/auth/me', { on401: 'returnNull' }),
  staleTime: 5 * 60_000,
};

export function useCurrentUser() {
  return useQuery(currentUserQuery);
}

export function useAuthConfig() {
  return useQuery({ queryKey: queryKeys.authConfig, queryFn: () => apiGet<AuthConfig>('/api/auth/config') });
}

/**
 * The signed-in person changed (sign-in or sign-out): nothing cached for the previous one may remain, so
 * every query is dropped and the current user fetched afresh. The current-user query itself is refetched in
 * place rather than dropped, so screens already watching it (the layout's navigation bar) see the change.
 */
export async function startOver(queryClient: QueryClient): Promise<void> {
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== queryKeys.me[0] });
  await queryClient.fetchQuery({ ...currentUserQuery, staleTime: 0 });
}

/** Signs out, then clears the whole client cache (spec section 4), whatever the server answered. */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => keepingThemeChoice(() => apiSend<OkResponse>('POST', '/api/auth/logout')),
    onSettled: () => {
      forgetGoogleSelection();
      return startOver(queryClient);
    },
  });
}
