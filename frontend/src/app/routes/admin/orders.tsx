import { Navigate } from 'react-router-dom';

import { paths } from '@/config/paths';
import { OrderHistory } from '@/features/admin-activity/components/order-history';
import { AdminOrdersPage } from '@/features/admin-orders/components/admin-orders-page';
import { hasAdminFlag } from '@/lib/session';

export function OrdersRoute() {
  // admin.md 2.8: the page checks the admin flag itself too, not only through the admin layout's guard.
  if (!hasAdminFlag()) return <Navigate to={paths.admin.login.getHref()} replace />;
  return <AdminOrdersPage renderHistory={(orderId) => <OrderHistory orderId={orderId} />} />;
}
