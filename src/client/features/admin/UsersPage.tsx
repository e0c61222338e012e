import { useMemo, useState } from 'react';
import { Search, Shield, User as UserIcon, UserCheck } from 'lucide-react';
import { Button } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { QueryState } from '../../components/ui/QueryState';
import { Spinner } from '../../components/ui/Spinner';
import { useAdminUsers, useUpdateRole, useUpdateUserStatus } from './api';
import { formatDateTime } from './format';
import { toastAdminError, toastSuccess } from './notify';
import { Choice } from '../../components/ui/Choice';
import { inputClasses } from '../../components/ui/inputStyles';
import { StatCard } from '../../components/ui/StatCard';
import { ToggleSwitch } from '../../components/ui/ToggleSwitch';
import { LoadFailed } from './LoadFailed';
import { PageHeader } from './PageHeader';
import type { AdminUser } from '../../../shared/api/admin';
import type { Role } from '../../../shared/api/auth';
import { labelledOptions, ROLE_LABELS } from '../../../shared/enums';
import { RefreshButton } from '../../components/ui/RefreshButton';

const PAGE = 50;
const roleOptions = labelledOptions(ROLE_LABELS);

export function UsersPage() {
  const usersQuery = useAdminUsers();
  const { data: users, refetch, isFetching } = usersQuery;
  const [query, setQuery] = useState('');
  const [shown, setShown] = useState(PAGE);
  const filtered = useMemo(() => {
    const q = query.trim().toLowerCase();
    return (users ?? []).filter(
      (u) => !q || u.email.toLowerCase().includes(q) || u.name?.toLowerCase().includes(q),
    );
  }, [users, query]);
  const counts = useMemo(() => {
    const list = users ?? [];
    return {
      active: list.filter((u) => u.isActive === 'true').length,
      admins: list.filter((u) => u.role === 'admin').length,
      regular: list.filter((u) => u.role === 'user').length,
    };
  }, [users]);

  return (
    <>
      <PageHeader
        title="User Management"
        subtitle="Change roles and switch accounts on or off"
        actions={<RefreshButton onRefresh={refetch} refreshing={isFetching} />}
      />
      <QueryState
        query={usersQuery}
        pending={<Spinner className="py-16" label="Loading users" />}
        error={<LoadFailed>Failed to fetch users.</LoadFailed>}
      >
        {(all) => (
          <div className="space-y-6">
            <div className="grid gap-4 sm:grid-cols-3">
              <StatCard label="Active Users" value={counts.active} icon={<UserCheck className="h-5 w-5" />} />
              <StatCard label="Administrators" value={counts.admins} icon={<Shield className="h-5 w-5" />} />
              <StatCard
                label="Regular Users"
                value={counts.regular}
                icon={<UserIcon className="h-5 w-5" />}
              />
            </div>
            <Card>
              <div className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 dark:border-slate-700 p-4">
                <h2 className="text-lg font-semibold text-slate-900 dark:text-slate-100">
                  All Users ({all.length})
                </h2>
                <label className="relative w-full sm:w-72">
                  <span className="sr-only">Search users</span>
                  <Search
                    className="absolute left-3 top-3 h-4 w-4 text-slate-500 dark:text-slate-400"
                    aria-hidden
                  />
                  <input
                    type="search"
                    value={query}
                    onChange={(e) => {
                      setQuery(e.target.value);
                      setShown(PAGE);
                    }}
                    placeholder="Search by name or e-mail..."
                    className={`${inputClasses} pl-9`}
                  />
                </label>
              </div>
              {filtered.length === 0 ? (
                <p className="p-8 text-center text-sm text-slate-600 dark:text-slate-400">
                  No users match your search
                </p>
              ) : (
                <ul className="divide-y divide-slate-100 dark:divide-slate-800">
                  {filtered.slice(0, shown).map((u) => (
                    <UserRow key={u.id} user={u} />
                  ))}
                </ul>
              )}
              {filtered.length > shown && (
                <div className="border-t border-slate-200 dark:border-slate-700 p-4 text-center">
                  <Button variant="outline" onClick={() => setShown((n) => n + PAGE)}>
                    Show more ({filtered.length - shown} more)
                  </Button>
                </div>
              )}
            </Card>
          </div>
        )}
      </QueryState>
    </>
  );
}

function UserRow({ user }: { user: AdminUser }) {
  const updateRole = useUpdateRole();
  const updateStatus = useUpdateUserStatus();
  const busy = updateRole.isPending || updateStatus.isPending;
  const changeRole = (role: Role) =>
    updateRole.mutate(
      { userId: user.id, role },
      {
        onSuccess: () =>
          toastSuccess(
            'Role updated',
            `${user.email} is now ${role === 'admin' ? 'an administrator' : 'a regular user'}.`,
          ),
        onError: (err) => toastAdminError('Failed to update user role.', err),
      },
    );
  const changeStatus = (active: boolean) =>
    updateStatus.mutate(
      { userId: user.id, isActive: active ? 'true' : 'false' },
      {
        onSuccess: () =>
          toastSuccess('Status updated', `${user.email} is now ${active ? 'active' : 'inactive'}.`),
        onError: (err) => toastAdminError('Failed to update user status.', err),
      },
    );
  return (
    <li className="flex flex-col gap-3 p-4 md:flex-row md:items-center" data-testid={`user-${user.email}`}>
      <div className="flex min-w-0 flex-1 items-center gap-3">
        <span
          aria-hidden
          className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-brand-100 dark:bg-brand-500/25 text-sm font-semibold text-brand-800 dark:text-brand-200"
        >
          {user.email.charAt(0).toUpperCase()}
        </span>
        <div className="min-w-0">
          <p className="truncate text-sm font-medium text-slate-900 dark:text-slate-100">
            {user.name || 'User'}
          </p>
          <p className="truncate text-sm text-slate-600 dark:text-slate-400">{user.email}</p>
          <p className="text-xs text-slate-600 dark:text-slate-400">
            {user.reportCount} {user.reportCount === 1 ? 'report' : 'reports'} · Last upload:{' '}
            {formatDateTime(user.lastUpload)} · Last sign-in: {formatDateTime(user.lastLoginAt)}
          </p>
        </div>
      </div>
      <div className="flex items-center gap-4 pl-12 md:pl-0">
        <Choice
          label={`Role for ${user.email}`}
          value={user.role}
          options={roleOptions}
          onValueChange={changeRole}
          disabled={busy}
        />
        <div className="flex items-center gap-2">
          <ToggleSwitch
            label={`Active: ${user.email}`}
            checked={user.isActive === 'true'}
            onCheckedChange={changeStatus}
            disabled={busy}
          />
          <span className="w-14 text-sm text-slate-700 dark:text-slate-300" aria-hidden>
            {user.isActive === 'true' ? 'Active' : 'Inactive'}
          </span>
        </div>
      </div>
    </li>
  );
}
