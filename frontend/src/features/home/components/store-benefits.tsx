import type { ReactNode } from 'react';

import { CreditCardIcon, MapPinIcon, SmileIcon, TruckIcon } from '@/components/ui/icons';
import { DISPATCH_WITHIN_HOURS } from '@/config/constants';

import './home-sections.css';

type Benefit = { icon: ReactNode; title: string; text: string };

const BENEFITS: Benefit[] = [
  {
    icon: <MapPinIcon size={26} />,
    title: 'Tarifa fija por región',
    text: 'Pagas un valor de despacho fijo según tu región, sin sorpresas al finalizar la compra.',
  },
  {
    icon: <SmileIcon size={26} />,
    title: 'Satisfacción garantizada',
    text: 'Te asesoramos antes y después de tu compra para que recibas el repuesto correcto.',
  },
  {
    icon: <TruckIcon size={26} />,
    title: 'Despacho rápido',
    text: `Preparamos y despachamos tu pedido dentro de ${DISPATCH_WITHIN_HOURS} horas tras validar el pago.`,
  },
  {
    icon: <CreditCardIcon size={26} />,
    title: 'Compra segura',
    text: 'Paga con tarjeta de crédito, débito o pago en línea a través de Webpay.',
  },
];

export function StoreBenefits() {
  return (
    <section id="beneficios" className="section benefits" aria-labelledby="beneficios-title">
      <div className="container">
        <h2 id="beneficios-title" className="visually-hidden">
          Beneficios de comprar con nosotros
        </h2>
        <ul className="benefits__list">
          {BENEFITS.map((benefit) => (
            <li key={benefit.title} className="benefit">
              <span className="benefit__icon">{benefit.icon}</span>
              <div>
                <h3 className="benefit__title">{benefit.title}</h3>
                <p className="benefit__text">{benefit.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
