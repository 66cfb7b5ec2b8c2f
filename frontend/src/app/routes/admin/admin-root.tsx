import { Navigate, Outlet } from 'react-router-dom';

import { AdminLayout } from '@/components/layouts/admin-layout';
import { paths } from '@/config/paths';
import { hasAdminFlag } from '@/lib/session';

/** Layout route of every admin screen except the login: without the admin flag it sends the user to sign in. */
export function AdminRoot() {
  if (!hasAdminFlag()) return <Navigate to={paths.admin.login.getHref()} replace />;
  return (
    <AdminLayout>
      <Outlet />
    </AdminLayout>
  );
}
