import { paths } from '@/config/paths';
import { OrderNextSteps, OrderResultCard, ResultLinks } from '@/features/checkout/components/order-complete';

import './checkout.css';

/**
 * The server's outcomes. 'cancelled': the shop cancelled the order before the payment finished
 * (nothing charged); 'refund': Webpay charged an order the shop had already cancelled (money goes back).
 */
export type PaymentOutcome = 'approved' | 'rejected' | 'aborted' | 'cancelled' | 'refund' | 'pending';

const OUTCOMES: readonly PaymentOutcome[] = ['approved', 'rejected', 'aborted', 'cancelled', 'refund', 'pending'];

export function toPaymentOutcome(value: string | null): PaymentOutcome {
  return OUTCOMES.find((outcome) => outcome === value) ?? 'pending';
}

/** Unpaid outcomes: nothing was charged and the cart is still there. */
const NOT_PAID: Record<'rejected' | 'aborted' | 'cancelled', { title: string; text: string }> = {
  rejected: {
    title: 'El pago fue rechazado',
    text: 'Tu banco o Webpay no autorizó el pago y no se realizó ningún cargo. Puedes intentarlo nuevamente con otra tarjeta o elegir otro método de pago.',
  },
  aborted: {
    title: 'Cancelaste el pago en Webpay',
    text: 'No se realizó ningún cargo. Tus productos siguen en el carrito para que puedas intentarlo de nuevo.',
  },
  cancelled: {
    title: 'Tu pedido fue cancelado',
    text: 'La tienda canceló este pedido antes de que terminaras de pagar, así que no se realizó ningún cargo a tu tarjeta. Tus productos siguen en el carrito por si quieres hacer un nuevo pedido.',
  },
};

/** Paid or maybe paid, nothing more to do now: the money goes back ('refund') or Webpay has not confirmed yet. */
const WAITING: Record<'refund' | 'pending', { title: string; text: string }> = {
  refund: {
    title: 'Te devolveremos tu pago',
    text: 'Webpay cobró este pedido después de que la tienda lo cancelara. Ya lo registramos para devolverte el dinero a la misma tarjeta; si tienes dudas, escríbenos indicando el número de pedido.',
  },
  pending: {
    title: 'Estamos confirmando tu pago',
    text: 'Webpay aún no confirma el resultado. Revisa el estado de tu pedido en unos minutos.',
  },
};

export type PaymentReceiptView = {
  paymentMethod: string;
  authorizationCode: string | null;
  cardLastDigits: string | null;
  installments: number | null;
};

type PaymentResultProps = {
  outcome: PaymentOutcome;
  orderId: string | null;
  signedIn: boolean;
  /** The payment details, once the order lookup answers (approved payments only). */
  receipt: PaymentReceiptView | null;
  receiptLoading: boolean;
};

function Receipt({ receipt }: { receipt: PaymentReceiptView }) {
  const rows: [string, string | number][] = [
    ['Método de pago', receipt.paymentMethod || '—'],
    ['Código de autorización', receipt.authorizationCode ?? '—'],
    ['Tarjeta', receipt.cardLastDigits ? `**** ${receipt.cardLastDigits}` : '—'],
    ['Cuotas', receipt.installments && receipt.installments > 0 ? receipt.installments : 'Sin cuotas'],
  ];
  return (
    <section className="payment-receipt" aria-labelledby="payment-receipt-title">
      <h2 id="payment-receipt-title" className="bank-details__title">
        Comprobante de pago
      </h2>
      <dl className="bank-details__list">
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** /checkout/success: what happened to the card payment the provider just sent the buyer back from. */
export function PaymentResult({ outcome, orderId, signedIn, receipt, receiptLoading }: PaymentResultProps) {
  if (outcome === 'approved') {
    return (
      <OrderResultCard tone="success" title="¡Pago realizado con éxito!" orderId={orderId}>
        <p className="order-complete__text">Gracias por tu compra. Te avisaremos cuando tu pedido sea despachado.</p>
        {receiptLoading && (
          <p className="order-complete__text" role="status">
            Cargando comprobante...
          </p>
        )}
        {receipt && <Receipt receipt={receipt} />}
        <OrderNextSteps signedIn={signedIn} />
      </OrderResultCard>
    );
  }

  if (outcome === 'refund' || outcome === 'pending') {
    const { title, text } = WAITING[outcome];
    return (
      <OrderResultCard tone="pending" title={title} orderId={orderId}>
        <p className="order-complete__text">{text}</p>
        <OrderNextSteps signedIn={signedIn} />
      </OrderResultCard>
    );
  }

  const { title, text } = NOT_PAID[outcome];
  return (
    <OrderResultCard tone="error" title={title} orderId={orderId}>
      <p className="order-complete__text">{text}</p>
      <ResultLinks
        links={[
          { to: paths.checkout.getHref(), label: 'Volver al checkout', look: 'primary' },
          { to: paths.cart.getHref(), label: 'Ver carrito', look: 'ghost' },
        ]}
      />
    </OrderResultCard>
  );
}
