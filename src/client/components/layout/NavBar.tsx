import { Link, NavLink, useLocation, useNavigate } from 'react-router';
import { DropdownMenu } from 'radix-ui';
import {
  BarChart3,
  BookOpen,
  Check,
  History,
  LogOut,
  Monitor,
  Moon,
  Shield,
  Sun,
  Upload,
} from 'lucide-react';
import { cn } from '../../lib/cn';
import { useCurrentUser, useLogout } from '../../lib/session';
import { THEME_CHOICES, THEME_LABELS, useThemeChoice, type ThemeChoice } from '../../lib/theme';

const themeIcons = { light: Sun, dark: Moon, system: Monitor } as const;

const menuItemClasses =
  'flex cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-sm text-slate-700 outline-none data-[highlighted]:bg-slate-100 dark:text-slate-200 dark:data-[highlighted]:bg-slate-800';

const links = [
  { to: '/upload', label: 'Upload', icon: Upload },
  { to: '/history', label: 'History', icon: History },
  { to: '/courses', label: 'Courses', icon: BookOpen },
];

function linkClasses(active: boolean) {
  return cn(
    'inline-flex shrink-0 items-center gap-1.5 rounded-md px-2 py-2 text-sm font-medium transition-colors sm:px-3',
    active
      ? 'bg-brand-50 text-brand-700 dark:bg-brand-500/20 dark:text-brand-200'
      : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white',
  );
}

/** The bar of signed-in screens (spec section 2, Navigation bar). */
export function NavBar() {
  const { data: user } = useCurrentUser();
  const { pathname } = useLocation();
  const logout = useLogout();
  const navigate = useNavigate();
  const [theme, setTheme] = useThemeChoice();
  if (!user) return null;
  const adminActive = pathname.startsWith('/admin');

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/90 backdrop-blur dark:border-slate-800 dark:bg-slate-900/90">
      <nav aria-label="Main" className="mx-auto flex h-14 max-w-6xl items-center gap-1 px-3 sm:gap-2 sm:px-6">
        <Link
          to="/"
          className="mr-1 flex shrink-0 items-center gap-2 rounded-md font-semibold text-slate-900 sm:mr-2 dark:text-white"
        >
          <BarChart3 className="h-5 w-5 text-brand-600 dark:text-brand-300" aria-hidden />
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
              className="z-50 min-w-56 rounded-lg border border-slate-200 bg-white p-1 shadow-lg dark:border-slate-700 dark:bg-slate-900"
            >
              <DropdownMenu.Label className="px-3 py-2">
                <p className="text-sm font-medium text-slate-900 dark:text-slate-100">
                  {user.name || 'User'}
                </p>
                <p className="truncate text-xs text-slate-500 dark:text-slate-400">{user.email}</p>
              </DropdownMenu.Label>
              <DropdownMenu.Separator className="my-1 h-px bg-slate-200 dark:bg-slate-700" />
              <DropdownMenu.Label className="px-3 pb-1 pt-1.5 text-xs font-semibold uppercase tracking-wide text-slate-500 dark:text-slate-400">
                Theme
              </DropdownMenu.Label>
              <DropdownMenu.RadioGroup
                aria-label="Theme"
                value={theme}
                onValueChange={(value) => setTheme(value as ThemeChoice)}
              >
                {THEME_CHOICES.map((choice) => {
                  const Icon = themeIcons[choice];
                  return (
                    <DropdownMenu.RadioItem key={choice} value={choice} className={menuItemClasses}>
                      <Icon className="h-4 w-4" aria-hidden />
                      <span className="flex-1">{THEME_LABELS[choice]}</span>
                      <DropdownMenu.ItemIndicator>
                        <Check className="h-4 w-4 text-brand-600 dark:text-brand-300" aria-hidden />
                      </DropdownMenu.ItemIndicator>
                    </DropdownMenu.RadioItem>
                  );
                })}
              </DropdownMenu.RadioGroup>
              <DropdownMenu.Separator className="my-1 h-px bg-slate-200 dark:bg-slate-700" />
              <DropdownMenu.Item
                onSelect={() => {
                  // Leave the signed-in screen first: once signed out, this bar unmounts with it.
                  navigate('/');
                  logout.mutate();
                }}
                className={menuItemClasses}
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
