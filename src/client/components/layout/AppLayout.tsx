import { lazy, Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useCurrentUser } from '../../features/auth/api';

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
      {user && (
        <Suspense fallback={<div className="h-14 border-b border-slate-200 bg-white/90" aria-hidden />}>
          <NavBar />
        </Suspense>
      )}
      <main id="main" className="flex-1">
        <Outlet />
      </main>
    </div>
  );
}
