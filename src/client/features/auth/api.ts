import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../lib/api';
import { startOver } from '../../lib/session';
import type { OkResponse, Role } from '../../../shared/api/auth';

// Who is signed in, the sign-in options and signing out are read by several screens: see lib/session.

export function useDevLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (role: Role) => apiSend<OkResponse>('POST', '/api/auth/dev-login', { role }),
    onSuccess: (res) => (res.ok ? startOver(queryClient) : undefined),
  });
}

export function useGoogleSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (credential: string) => apiSend<OkResponse>('POST', '/api/auth/google', { credential }),
    onSuccess: (res) => (res.ok ? startOver(queryClient) : undefined),
  });
}
