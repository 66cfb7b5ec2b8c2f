import { useId, type ReactNode } from 'react';

import { useShopSettings } from '@/lib/shop-settings-api';
import { formatPrice } from '@/utils/format';

import './bank-transfer-details.css';

type BankTransferDetailsProps = {
  /** The order to quote in the transfer's comment; without one, the shop's account in general (footer). */
  orderId?: number | string;
  /** What to transfer (CLP). */
  amount?: number;
  title?: ReactNode;
  headingLevel?: 2 | 3;
  /** A line under the title. */
  intro?: string;
  /** 'dark' on the footer's dark background. */
  tone?: 'light' | 'dark';
  className?: string;
  titleClassName?: string;
};

/**
 * The shop's bank account for transfer payments, from the shop settings (never from the bundle): in the footer, on
 * the order confirmation and on an unpaid transfer order's pages, there with the order number and amount to quote.
 */
export function BankTransferDetails({
  orderId,
  amount,
  title = 'Datos para la transferencia',
  headingLevel = 2,
  intro,
  tone = 'light',
  className,
  titleClassName,
}: BankTransferDetailsProps) {
  const titleId = useId();
  const bank = useShopSettings().bankAccount;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const facts: Array<[string, ReactNode]> = [
    ['Banco', bank.bank],
    ['Tipo de cuenta', bank.accountType],
    ['Número de cuenta', bank.accountNumber],
    ['Titular', bank.holder],
    ['RUT', bank.rut],
    ['Correo', bank.email ? <a href={`mailto:${bank.email}`}>{bank.email}</a> : ''],
  ];
  if (amount !== undefined) facts.unshift(['Monto', formatPrice(amount)]);

  return (
    <section
      className={`bank-transfer bank-transfer--${tone}${className ? ` ${className}` : ''}`}
      aria-labelledby={titleId}
    >
      <Heading id={titleId} className={`bank-transfer__title${titleClassName ? ` ${titleClassName}` : ''}`}>
        {title}
      </Heading>
      {intro && <p className="bank-transfer__intro">{intro}</p>}
      {bank.accountNumber ? (
        <>
          <dl className="bank-transfer__list">
            {facts.map(([label, value]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
          {orderId !== undefined && (
            <p className="bank-transfer__note">
              Indica el pedido #{orderId} en el comentario de la transferencia y envía el comprobante a {bank.email}.
            </p>
          )}
        </>
      ) : (
        // The shop's settings have not arrived yet: no made-up account in the meantime.
        <p className="bank-transfer__loading" role="status">
          Cargando los datos de la cuenta…
        </p>
      )}
    </section>
  );
}
