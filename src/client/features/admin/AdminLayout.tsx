import { Outlet } from 'react-router';
import { ShieldAlert } from 'lucide-react';
import { Card } from '../../components/ui/Card';
import { useCurrentUser } from '../../lib/session';
import { AdminNav } from './AdminNav';

/** Sidebar and section; the router already sends non-admins to /signin, this message is the second guard. */
export function AdminLayout() {
  // The signed-in user the router's guard has loaded (cached), refetched when a role change invalidates it.
  const { data: user } = useCurrentUser();
  if (user?.role !== 'admin') {
    return (
      <div className="mx-auto max-w-md px-4 py-16">
        <Card className="p-8 text-center">
          <ShieldAlert className="mx-auto h-10 w-10 text-red-600 dark:text-red-400" aria-hidden />
          <h1 className="mt-3 text-xl font-semibold text-slate-900 dark:text-slate-100">
            Admin Access Required
          </h1>
          <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
            You need administrator privileges to access this area.
          </p>
        </Card>
      </div>
    );
  }
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-3 py-6 sm:px-6 lg:flex-row">
      <aside className="lg:w-56 lg:shrink-0">
        <AdminNav />
      </aside>
      <div className="min-w-0 flex-1">
        <Outlet />
      </div>
    </div>
  );
}
