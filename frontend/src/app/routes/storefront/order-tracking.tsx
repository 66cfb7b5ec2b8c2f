import { OrderTrackingPage } from '@/features/orders/components/order-tracking';

export function OrderTrackingRoute() {
  return <OrderTrackingPage />;
}
