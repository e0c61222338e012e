import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiSend } from '../../lib/api';
import { queryKeys } from '../../lib/queryClient';
import type {
  ActiveFlag,
  AdminUser,
  AllowedDomain,
  Dashboard,
  SystemSetting,
  UploadLog,
  UploadLogStatusFilter,
} from '../../../shared/api/admin';
import type { Role } from '../../../shared/api/auth';

const adminKeys = {
  dashboard: [...queryKeys.admin, 'dashboard'] as const,
  users: [...queryKeys.admin, 'users'] as const,
  settings: [...queryKeys.admin, 'settings'] as const,
  domains: [...queryKeys.admin, 'domains'] as const,
  logs: (limit: number, status: UploadLogStatusFilter) =>
    [...queryKeys.admin, 'upload-logs', limit, status] as const,
};

export function useDashboard() {
  return useQuery({
    queryKey: adminKeys.dashboard,
    queryFn: () => apiGet<Dashboard>('/api/admin/dashboard'),
  });
}

export function useAdminUsers() {
  return useQuery({ queryKey: adminKeys.users, queryFn: () => apiGet<AdminUser[]>('/api/admin/users') });
}

export function useSettings() {
  return useQuery({
    queryKey: adminKeys.settings,
    queryFn: () => apiGet<SystemSetting[]>('/api/admin/settings'),
  });
}

export function useDomains() {
  return useQuery({
    queryKey: adminKeys.domains,
    queryFn: () => apiGet<AllowedDomain[]>('/api/admin/domains'),
  });
}

export function useUploadLogs(limit: number, status: UploadLogStatusFilter) {
  const params = new URLSearchParams({ limit: String(limit) });
  if (status !== 'all') params.set('status', status);
  return useQuery({
    queryKey: adminKeys.logs(limit, status),
    queryFn: () => apiGet<UploadLog[]>(`/api/admin/upload-logs?${params}`),
  });
}

/**
 * Every admin change refetches the admin lists (spec section 7), and the current user (own role). The
 * refetch is not awaited: the caller's own callbacks (its toast) run first, before a refetched list may
 * replace the component that asked.
 */
function useAdminMutation<TVars, TResult>(mutationFn: (vars: TVars) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.admin });
      void queryClient.invalidateQueries({ queryKey: queryKeys.me });
    },
  });
}

export function useUpdateRole() {
  return useAdminMutation((v: { userId: string; role: Role }) =>
    apiSend<AdminUser>('PATCH', `/api/admin/users/${v.userId}/role`, { role: v.role }),
  );
}

export function useUpdateUserStatus() {
  return useAdminMutation((v: { userId: string; isActive: ActiveFlag }) =>
    apiSend<AdminUser>('PATCH', `/api/admin/users/${v.userId}/status`, { isActive: v.isActive }),
  );
}

export function useUpdateSetting() {
  return useAdminMutation((v: { key: string; value: string }) =>
    apiSend<SystemSetting>('PUT', `/api/admin/settings/${encodeURIComponent(v.key)}`, { value: v.value }),
  );
}

export function useCreateDefaultSettings() {
  return useAdminMutation(() => apiSend<SystemSetting[]>('POST', '/api/admin/settings/defaults'));
}

export function useAddDomain() {
  return useAdminMutation((domain: string) =>
    apiSend<AllowedDomain>('POST', '/api/admin/domains', { domain }),
  );
}

export function useUpdateDomainStatus() {
  return useAdminMutation((v: { domainId: string; isActive: ActiveFlag }) =>
    apiSend<AllowedDomain>('PATCH', `/api/admin/domains/${v.domainId}/status`, { isActive: v.isActive }),
  );
}

export function useDeleteDomain() {
  return useAdminMutation((domainId: string) =>
    apiSend<{ ok: true }>('DELETE', `/api/admin/domains/${domainId}`),
  );
}
