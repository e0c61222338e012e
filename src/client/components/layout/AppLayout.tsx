import { lazy, Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useCurrentUser } from '../../lib/session';

// The bar (and its menu library) is only fetched once someone is signed in: signed-out visitors of the
// landing page never download it.
const NavBar = lazy(async () => ({ default: (await import('./NavBar')).NavBar }));

/** Every screen: the navigation bar (only when signed in) above the page. */
export function AppLayout() {
  // Reading the location re-renders the layout on every navigation, so the user query is looked up again
  // after sign-in or sign-out (which replace the cached user and then navigate).
  useLocation();
  const { data: user } = useCurrentUser();
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-brand-600 px-4 py-2 text-sm font-semibold text-white focus:not-sr-only focus:fixed focus:left-3 focus:top-3"
      >
        Skip to content
      </a>
      {user && (
        <Suspense
          fallback={
            <div
              className="h-14 border-b border-slate-200 dark:border-slate-700 bg-white/90 dark:bg-slate-900/90"
              aria-hidden
            />
          }
        >
          <NavBar />
        </Suspense>
      )}
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <Outlet />
      </main>
    </div>
  );
}
