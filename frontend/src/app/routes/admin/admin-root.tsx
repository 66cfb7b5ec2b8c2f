import { Navigate, Outlet } from 'react-router-dom';

import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { AdminLayout } from '@/components/layouts/admin-layout';
import { paths } from '@/config/paths';
import { selectAuthToken, signedOut } from '@/features/auth/auth-slice';
import { hasAdminFlag } from '@/lib/session';

/** Layout route of every admin screen except the login: without the admin flag it sends the user to sign in. */
export function AdminRoot() {
  const dispatch = useAppDispatch();
  // Re-renders when the session changes: an expired session also drops the admin flag and leaves the area.
  useAppSelector(selectAuthToken);
  if (!hasAdminFlag()) return <Navigate to={paths.admin.login.getHref()} replace />;
  return (
    <AdminLayout onLogout={() => dispatch(signedOut())}>
      <Outlet />
    </AdminLayout>
  );
}
