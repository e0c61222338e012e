import { Link, NavLink, useLocation, useNavigate } from 'react-router';
import { DropdownMenu } from 'radix-ui';
import { BarChart3, BookOpen, History, LogOut, Shield, Upload } from 'lucide-react';
import { cn } from '../../lib/cn';
import { useCurrentUser, useLogout } from '../../features/auth/api';

const links = [
  { to: '/upload', label: 'Upload', icon: Upload },
  { to: '/history', label: 'History', icon: History },
  { to: '/courses', label: 'Courses', icon: BookOpen },
];

function linkClasses(active: boolean) {
  return cn(
    'inline-flex shrink-0 items-center gap-1.5 rounded-md px-2 py-2 text-sm font-medium transition-colors sm:px-3',
    active ? 'bg-brand-50 text-brand-700' : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900',
  );
}

/** The bar of signed-in screens (spec section 2, Navigation bar). */
export function NavBar() {
  const { data: user } = useCurrentUser();
  const { pathname } = useLocation();
  const logout = useLogout();
  const navigate = useNavigate();
  if (!user) return null;
  const adminActive = pathname.startsWith('/admin');

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/90 backdrop-blur">
      <nav aria-label="Main" className="mx-auto flex h-14 max-w-6xl items-center gap-1 px-3 sm:gap-2 sm:px-6">
        <Link
          to="/"
          className="mr-1 flex shrink-0 items-center gap-2 rounded-md font-semibold text-slate-900 sm:mr-2"
        >
          <BarChart3 className="h-5 w-5 text-brand-600" aria-hidden />
          <span className="sr-only sm:not-sr-only">GradeLens</span>
        </Link>
        <div className="flex flex-1 items-center gap-0.5 overflow-x-auto">
          {links.map(({ to, label, icon: Icon }) => (
            <NavLink key={to} to={to} className={({ isActive }) => linkClasses(isActive)}>
              <Icon className="hidden h-4 w-4 sm:block" aria-hidden />
              <span>{label}</span>
            </NavLink>
          ))}
          {user.role === 'admin' && (
            <Link
              to="/admin"
              className={linkClasses(adminActive)}
              aria-current={adminActive ? 'page' : undefined}
            >
              <Shield className="hidden h-4 w-4 sm:block" aria-hidden />
              <span>Admin</span>
            </Link>
          )}
        </div>
        <DropdownMenu.Root>
          <DropdownMenu.Trigger
            aria-label="User menu"
            title={user.email}
            className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-brand-600 text-sm font-semibold text-white hover:bg-brand-700"
          >
            {user.email.charAt(0).toUpperCase()}
          </DropdownMenu.Trigger>
          <DropdownMenu.Portal>
            <DropdownMenu.Content
              align="end"
              sideOffset={8}
              className="z-50 min-w-56 rounded-lg border border-slate-200 bg-white p-1 shadow-lg"
            >
              <DropdownMenu.Label className="px-3 py-2">
                <p className="text-sm font-medium text-slate-900">{user.name || 'User'}</p>
                <p className="truncate text-xs text-slate-500">{user.email}</p>
              </DropdownMenu.Label>
              <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
              <DropdownMenu.Item
                onSelect={() => {
                  // Leave the signed-in screen first: once signed out, this bar unmounts with it.
                  navigate('/');
                  logout.mutate();
                }}
                className="flex cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-sm text-slate-700 outline-none data-[highlighted]:bg-slate-100"
              >
                <LogOut className="h-4 w-4" aria-hidden />
                Sign out
              </DropdownMenu.Item>
            </DropdownMenu.Content>
          </DropdownMenu.Portal>
        </DropdownMenu.Root>
      </nav>
    </header>
  );
}
