import './webpay-badge.css';

/** Text badge of the card payment provider (no external image). */
export function WebpayBadge() {
  return (
    <span className="webpay-badge" role="img" aria-label="Pagos con Webpay">
      <span className="webpay-badge__web">web</span>
      <span className="webpay-badge__pay">pay</span>
      <span className="webpay-badge__cards" aria-hidden="true">
        Crédito · Débito · Prepago
      </span>
    </span>
  );
}
