import { NavLink, Outlet } from 'react-router';
import { FileText, LayoutDashboard, Settings, ShieldAlert, Users } from 'lucide-react';
import { Card } from '../../components/ui/Card';
import { cn } from '../../lib/cn';
import { useCurrentUser } from '../auth/api';

const sections = [
  { to: '/admin', label: 'Dashboard', icon: LayoutDashboard, end: true },
  { to: '/admin/users', label: 'User Management', icon: Users, end: false },
  { to: '/admin/logs', label: 'Upload Logs', icon: FileText, end: false },
  { to: '/admin/settings', label: 'System Settings', icon: Settings, end: false },
];

/** Sidebar and section; the router already sends non-admins to /signin, this message is the second guard. */
export function AdminLayout() {
  // The signed-in user the router's guard has loaded (cached), refetched when a role change invalidates it.
  const { data: user } = useCurrentUser();
  if (user?.role !== 'admin') {
    return (
      <div className="mx-auto max-w-md px-4 py-16">
        <Card className="p-8 text-center">
          <ShieldAlert className="mx-auto h-10 w-10 text-red-600" aria-hidden />
          <h1 className="mt-3 text-xl font-semibold text-slate-900">Admin Access Required</h1>
          <p className="mt-2 text-sm text-slate-600">
            You need administrator privileges to access this area.
          </p>
        </Card>
      </div>
    );
  }
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-3 py-6 sm:px-6 lg:flex-row">
      <aside className="lg:w-56 lg:shrink-0">
        <nav aria-label="Admin" className="lg:sticky lg:top-20">
          <p className="mb-2 hidden px-3 text-xs font-semibold uppercase tracking-wide text-slate-500 lg:block">
            Administration
          </p>
          <ul className="flex gap-1 overflow-x-auto pb-1 lg:flex-col lg:overflow-visible lg:pb-0">
            {sections.map(({ to, label, icon: Icon, end }) => (
              <li key={to} className="shrink-0">
                <NavLink
                  to={to}
                  end={end}
                  className={({ isActive }) =>
                    cn(
                      'flex items-center gap-2 whitespace-nowrap rounded-md px-3 py-2 text-sm font-medium transition-colors',
                      isActive ? 'bg-brand-600 text-white' : 'text-slate-700 hover:bg-slate-100',
                    )
                  }
                >
                  <Icon className="h-4 w-4" aria-hidden />
                  {label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </aside>
      <div className="min-w-0 flex-1">
        <Outlet />
      </div>
    </div>
  );
}
