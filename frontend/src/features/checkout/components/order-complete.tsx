import { Link } from 'react-router-dom';

import { BankTransferDetails } from '@/components/ui/bank-transfer-details';
import { CheckCircleIcon } from '@/components/ui/icons';
import { PaymentDeadline } from '@/components/ui/payment-deadline';
import { paths } from '@/config/paths';

/** Where to go after an order: the account's orders or tracking (with an invitation to register), and shopping. */
export function OrderNextSteps({ signedIn }: { signedIn: boolean }) {
  return (
    <div className="order-next">
      <div className="order-next__actions">
        {signedIn ? (
          <Link to={paths.accountOrders.getHref()} className="button button--secondary">
            Ver Mis Pedidos
          </Link>
        ) : (
          <Link to={paths.orderTracking.getHref()} className="button button--secondary">
            Seguimiento de Pedidos
          </Link>
        )}
        <Link to={paths.catalogue.getHref()} className="button button--primary">
          Continuar Comprando
        </Link>
        <Link to={paths.home.getHref()} className="button button--ghost">
          Volver al Inicio
        </Link>
      </div>
      {!signedIn && (
        <p className="order-next__register">
          ¿Quieres seguir tus pedidos más fácilmente? <Link to={paths.login.getHref()}>Crea una cuenta</Link>
        </p>
      )}
    </div>
  );
}

type OrderCompleteProps = {
  orderId: number;
  signedIn: boolean;
  email: string;
  bankTransfer: boolean;
  /** The order's payment deadline (fechaLimitePago), shown for a bank transfer. */
  paymentDueAt: string | null;
};

/** The order-complete view shown in checkout once an order without card payment is placed. */
export function OrderComplete({ orderId, signedIn, email, bankTransfer, paymentDueAt }: OrderCompleteProps) {
  return (
    <section className="container order-complete">
      <div className="order-complete__card">
        <CheckCircleIcon size={56} className="order-complete__icon" />
        <h1 className="order-complete__title">¡Pedido realizado con éxito!</h1>
        <p className="order-complete__number">
          Número de pedido: <strong>#{orderId}</strong>
        </p>
        <p className="order-complete__text">
          Gracias por tu compra. {email ? `Enviaremos la confirmación a ${email}.` : ''}
        </p>
        {bankTransfer && (
          <>
            <PaymentDeadline dueAt={paymentDueAt} status="PENDIENTE" bankTransfer />
            <BankTransferDetails orderId={orderId} />
          </>
        )}
        <OrderNextSteps signedIn={signedIn} />
      </div>
    </section>
  );
}
