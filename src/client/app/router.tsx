import { createBrowserRouter } from 'react-router';
import { AppLayout } from '../components/layout/AppLayout';
import { RedirectIfSignedIn, RequireAdmin, RequireUser } from '../features/auth/guards';
import { LandingPage } from '../features/landing/LandingPage';
import { NotFoundPage } from '../components/layout/NotFoundPage';
import { AppLoading } from './AppLoading';
import { RouteError } from './RouteError';

/**
 * The spec's routes (section 2). Screens other than the landing page load on demand; until the first one has
 * loaded, the root route's HydrateFallback shows (without it React Router warns and renders nothing).
 */
export const router = createBrowserRouter([
  {
    element: <AppLayout />,
    errorElement: <RouteError />,
    HydrateFallback: AppLoading,
    children: [
      { path: '/', element: <LandingPage /> },
      { path: '/home', element: <LandingPage /> },
      {
        element: <RedirectIfSignedIn />,
        children: [
          {
            path: '/signin',
            lazy: async () => ({ Component: (await import('../features/auth/SignInPage')).SignInPage }),
          },
        ],
      },
      {
        element: <RequireUser />,
        children: [
          {
            path: '/upload',
            lazy: async () => ({ Component: (await import('../features/upload/UploadPage')).UploadPage }),
          },
          {
            path: '/history',
            lazy: async () => ({ Component: (await import('../features/history/HistoryPage')).HistoryPage }),
          },
          {
            path: '/courses',
            lazy: async () => ({ Component: (await import('../features/courses/CoursesPage')).CoursesPage }),
          },
        ],
      },
      {
        element: <RequireAdmin />,
        children: [
          {
            path: '/admin/*',
            lazy: async () => ({ Component: (await import('../features/admin/AdminRoutes')).AdminRoutes }),
          },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
