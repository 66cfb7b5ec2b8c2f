import { PageTitle } from '@/components/ui/page-title';
import { OrderHistory } from '@/features/orders/components/order-history';

/** /account/orders: the signed-in customer's order history. */
export function AccountOrdersRoute() {
  return (
    <>
      <PageTitle page="Mis pedidos" />
      <div className="account-page__header">
        <h1 className="account-page__title">Mis pedidos</h1>
        <p className="account-page__subtitle">El historial de tus compras y el estado de cada pedido.</p>
      </div>
      <OrderHistory />
    </>
  );
}
