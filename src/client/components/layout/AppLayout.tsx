import { Outlet } from 'react-router';
import { NavBar } from './NavBar';

/** Every screen: the navigation bar (only when signed in) above the page. */
export function AppLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <NavBar />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
    </div>
  );
}
