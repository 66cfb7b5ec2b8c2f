import { Navigate, Outlet, useLocation } from 'react-router-dom';

import { paths } from '@/config/paths';
import { hasCustomerSession } from '@/lib/session';

/** Account pages need a signed-in customer; others go to /login with the full path as returnUrl. */
export function AccountGuard() {
  const location = useLocation();
  if (!hasCustomerSession()) {
    const returnUrl = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={paths.login.getHref(returnUrl)} replace />;
  }
  return <Outlet />;
}
