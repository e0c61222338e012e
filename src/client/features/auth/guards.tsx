import { Navigate, Outlet } from 'react-router';
import { FullPageSpinner } from '../../components/ui/Spinner';
import { useCurrentUser } from '../../lib/session';

/** Signed-in screens: a spinner while the user loads, /signin when signed out. */
export function RequireUser() {
  const { data: user, isPending } = useCurrentUser();
  if (isPending) return <FullPageSpinner />;
  if (!user) return <Navigate to="/signin" replace />;
  return <Outlet />;
}

/** Admin screens: role admin, otherwise /signin (spec section 6). */
export function RequireAdmin() {
  const { data: user, isPending } = useCurrentUser();
  if (isPending) return <FullPageSpinner />;
  if (!user || user.role !== 'admin') return <Navigate to="/signin" replace />;
  return <Outlet />;
}

/** The sign-in page: signed-in users go to /upload. */
export function RedirectIfSignedIn() {
  const { data: user, isPending } = useCurrentUser();
  if (isPending) return <FullPageSpinner />;
  if (user) return <Navigate to="/upload" replace />;
  return <Outlet />;
}
