import { Link, NavLink, useLocation } from 'react-router';
import { DropdownMenu } from 'radix-ui';
import { Check, ChevronDown, FileText, LayoutDashboard, Settings, Users } from 'lucide-react';
import { cn } from '../../lib/cn';

const sections = [
  { to: '/admin', label: 'Dashboard', icon: LayoutDashboard, end: true },
  { to: '/admin/users', label: 'User Management', icon: Users, end: false },
  { to: '/admin/logs', label: 'Upload Logs', icon: FileText, end: false },
  { to: '/admin/settings', label: 'System Settings', icon: Settings, end: false },
];

function currentSection(pathname: string) {
  const path = pathname.replace(/\/+$/, '') || '/';
  return sections.find((s) => (s.end ? path === s.to : path.startsWith(s.to))) ?? null;
}

/** The admin sections: a sidebar on wide screens, a menu listing every section on narrower ones. */
export function AdminNav() {
  return (
    <nav aria-label="Admin" className="lg:sticky lg:top-20">
      <SectionMenu />
      <p className="mb-2 hidden px-3 text-xs font-semibold uppercase tracking-wide text-slate-500 dark:text-slate-400 lg:block">
        Administration
      </p>
      <ul className="hidden flex-col gap-1 lg:flex">
        {sections.map(({ to, label, icon: Icon, end }) => (
          <li key={to}>
            <NavLink
              to={to}
              end={end}
              className={({ isActive }) =>
                cn(
                  'flex items-center gap-2 whitespace-nowrap rounded-md px-3 py-2 text-sm font-medium transition-colors',
                  isActive
                    ? 'bg-brand-600 text-white'
                    : 'text-slate-700 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800',
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
  );
}

/** Below the large breakpoint: a button naming the current section that opens all four. */
function SectionMenu() {
  const { pathname } = useLocation();
  const current = currentSection(pathname);
  const CurrentIcon = current?.icon ?? LayoutDashboard;
  return (
    // Not modal: the page behind stays in the accessibility tree while the list is open.
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className="flex w-full items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-left text-sm font-medium text-slate-900 shadow-sm hover:bg-slate-50 lg:hidden dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800">
        <CurrentIcon className="h-4 w-4 text-brand-600 dark:text-brand-300" aria-hidden />
        <span className="flex-1">
          <span className="sr-only">Admin section: </span>
          {current?.label ?? 'Administration'}
        </span>
        <ChevronDown className="h-4 w-4 text-slate-500 dark:text-slate-400" aria-hidden />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="start"
          sideOffset={6}
          className="z-50 w-[var(--radix-dropdown-menu-trigger-width)] rounded-lg border border-slate-200 bg-white p-1 shadow-lg dark:border-slate-700 dark:bg-slate-900"
        >
          {sections.map(({ to, label, icon: Icon }) => {
            const active = current?.to === to;
            return (
              <DropdownMenu.Item key={to} asChild>
                <Link
                  to={to}
                  aria-current={active ? 'page' : undefined}
                  className={cn(
                    'flex items-center gap-2 rounded-md px-3 py-2.5 text-sm outline-none data-[highlighted]:bg-slate-100 dark:data-[highlighted]:bg-slate-800',
                    active
                      ? 'font-semibold text-brand-700 dark:text-brand-200'
                      : 'text-slate-700 dark:text-slate-300',
                  )}
                >
                  <Icon className="h-4 w-4" aria-hidden />
                  <span className="flex-1">{label}</span>
                  {active && <Check className="h-4 w-4" aria-hidden />}
                </Link>
              </DropdownMenu.Item>
            );
          })}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
