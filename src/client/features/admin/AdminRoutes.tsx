import { Route, Routes } from 'react-router';
import { NotFoundPage } from '../../components/layout/NotFoundPage';
import { AdminLayout } from './AdminLayout';
import { DashboardPage } from './DashboardPage';
import { UsersPage } from './UsersPage';
import { SettingsPage } from './SettingsPage';
import { LogsPage } from './LogsPage';

/** The admin area (spec section 2), mounted at /admin/*. */
export function AdminRoutes() {
  return (
    <Routes>
      <Route element={<AdminLayout />}>
        <Route index element={<DashboardPage />} />
        <Route path="users" element={<UsersPage />} />
        <Route path="settings" element={<SettingsPage />} />
        <Route path="logs" element={<LogsPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
