import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

import { BankTransferDetails } from '@/components/ui/bank-transfer-details';
import { CheckCircleIcon, ClockIcon, CloseIcon } from '@/components/ui/icons';
import { PaymentDeadline } from '@/components/ui/payment-deadline';
import { paths } from '@/config/paths';

type ResultLink = { to: string; label: string; look: 'primary' | 'secondary' | 'ghost' };

/** The buttons under a checkout result: links that look like buttons, in a row. */
export function ResultLinks({ links }: { links: ResultLink[] }) {
  return (
    <div className="order-next__actions">
      {links.map(({ to, label, look }) => (
        <Link key={label} to={to} className={`button button--${look}`}>
          {label}
        </Link>
      ))}
    </div>
  );
}

/** Where to go after an order: the account's orders or tracking (with an invitation to register), and shopping. */
export function OrderNextSteps({ signedIn }: { signedIn: boolean }) {
  const follow = signedIn
    ? { to: paths.accountOrders.getHref(), label: 'Ver Mis Pedidos' }
    : { to: paths.orderTracking.getHref(), label: 'Seguimiento de Pedidos' };
  return (
    <div className="order-next">
      <ResultLinks
        links={[
          { ...follow, look: 'secondary' },
          { to: paths.catalogue.getHref(), label: 'Continuar Comprando', look: 'primary' },
          { to: paths.home.getHref(), label: 'Volver al Inicio', look: 'ghost' },
        ]}
      />
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
    <OrderResultCard tone="success" title="¡Pedido realizado con éxito!" orderId={orderId}>
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
    </OrderResultCard>
  );
}

const RESULT_ICONS = {
  success: { Icon: CheckCircleIcon, className: 'order-complete__icon' },
  pending: { Icon: ClockIcon, className: 'order-complete__icon order-complete__icon--pending' },
  error: { Icon: CloseIcon, className: 'order-complete__icon order-complete__icon--error' },
} as const;

type OrderResultCardProps = {
  tone: keyof typeof RESULT_ICONS;
  title: string;
  /** Shown as the order number when there is one. */
  orderId: number | string | null;
  children: ReactNode;
};

/** The card that ends a checkout (order placed, card payment result): icon, title, order number, then what follows. */
export function OrderResultCard({ tone, title, orderId, children }: OrderResultCardProps) {
  const { Icon, className } = RESULT_ICONS[tone];
  return (
    <section className="container order-complete">
      <div className="order-complete__card">
        <Icon size={56} className={className} />
        <h1 className="order-complete__title">{title}</h1>
        {orderId !== null && orderId !== '' ? (
          <p className="order-complete__number">
            Número de pedido: <strong>#{orderId}</strong>
          </p>
        ) : null}
        {children}
      </div>
    </section>
  );
}
