import { CartIcon, CheckCircleIcon, ClipboardIcon, CreditCardIcon } from '@/components/ui/icons';
import { WebpayBadge } from '@/components/ui/webpay-badge';

import './home-sections.css';

const STEPS = [
  {
    icon: <CartIcon size={22} />,
    title: 'Elige tus repuestos',
    text: 'Agrégalos al carrito y revisa el stock disponible.',
  },
  {
    icon: <ClipboardIcon size={22} />,
    title: 'Completa el despacho',
    text: 'Ingresa tus datos y elige despacho a domicilio o retiro en tienda.',
  },
  {
    icon: <CreditCardIcon size={22} />,
    title: 'Paga con Webpay',
    text: 'Te llevamos al sitio seguro de Webpay para pagar con crédito, débito o prepago.',
  },
  {
    icon: <CheckCircleIcon size={22} />,
    title: 'Recibe la confirmación',
    text: 'Vuelves a la tienda con tu número de pedido para seguirlo en línea.',
  },
];

/** How paying by card works (home section #ofrecemos). */
export function PaymentFlow() {
  return (
    <section id="ofrecemos" className="section payment-flow" aria-labelledby="ofrecemos-title">
      <div className="container">
        <div className="payment-flow__panel">
          <div className="payment-flow__intro">
            <p className="payment-flow__eyebrow">Lo que ofrecemos</p>
            <h2 id="ofrecemos-title" className="section__title">
              Pago con tarjeta, simple y seguro
            </h2>
            <p className="payment-flow__text">
              Nunca vemos ni guardamos los datos de tu tarjeta: el pago se realiza en el sitio de Webpay y solo
              despachamos cuando el pago está validado.
            </p>
            <WebpayBadge />
          </div>
          <ol className="payment-flow__steps">
            {STEPS.map((step, index) => (
              <li key={step.title} className="payment-step">
                <span className="payment-step__number" aria-hidden="true">
                  {index + 1}
                </span>
                <span className="payment-step__icon">{step.icon}</span>
                <div>
                  <h3 className="payment-step__title">{step.title}</h3>
                  <p className="payment-step__text">{step.text}</p>
                </div>
              </li>
            ))}
          </ol>
        </div>
      </div>
    </section>
  );
}
