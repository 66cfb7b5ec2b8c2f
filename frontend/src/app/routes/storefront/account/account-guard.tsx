import { Navigate, Outlet, useLocation } from 'react-router-dom';

import { useAppSelector } from '@/app/hooks';
import { paths } from '@/config/paths';
import { selectIsSignedIn } from '@/features/auth/auth-slice';

/**
 * Account pages need a signed-in customer; others go to /login with the full path as returnUrl. It follows the
 * store, so a session that ends (logout, or a token the server rejects) leaves the account area at once.
 */
export function AccountGuard() {
  const location = useLocation();
  const isSignedIn = useAppSelector(selectIsSignedIn);
  if (!isSignedIn) {
    const returnUrl = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={paths.login.getHref(returnUrl)} replace />;
  }
  return <Outlet />;
}
