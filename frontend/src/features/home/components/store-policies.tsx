import { AwardIcon, ChatIcon, ClockIcon, LightbulbIcon, ReturnIcon, ZapIcon } from '@/components/ui/icons';
import { WhatsAppLink } from '@/components/ui/whatsapp-link';
import {
  DISPATCH_WITHIN_HOURS,
  RETURNS_BUSINESS_DAYS,
  SAME_DAY_CUTOFF_TIME,
  SAME_DAY_DELIVERY_TIME,
  WARRANTY_CLAIM_WEEKS,
  WARRANTY_DAYS,
} from '@/config/constants';
import { useShopSettings } from '@/lib/shop-settings-api';

import './home-sections.css';

/** Warranty, returns and purchase advice cards, then the same-day delivery banner. */
export function StorePolicies() {
  const { whatsappDigits } = useShopSettings();
  return (
    <section className="section policies" aria-labelledby="politicas-title">
      <div className="container">
        <div className="section__header">
          <div>
            <h2 id="politicas-title" className="section__title">
              Compra con confianza
            </h2>
            <p className="section__subtitle">Garantía, devoluciones y consejos antes de comprar.</p>
          </div>
        </div>

        <div className="policies__grid">
          <article className="policy-card" aria-labelledby="garantia-title">
            <span className="policy-card__icon">
              <AwardIcon size={24} />
            </span>
            <h3 id="garantia-title" className="policy-card__title">
              Garantía de fábrica
            </h3>
            <p className="policy-card__highlight">{WARRANTY_DAYS} días de garantía de fábrica</p>
            <ul className="policy-card__list">
              <li>
                Tramitación de {WARRANTY_CLAIM_WEEKS.min} a {WARRANTY_CLAIM_WEEKS.max} semanas.
              </li>
              <li>El cliente paga el envío del producto en garantía.</li>
            </ul>
          </article>

          <article id="devoluciones" className="policy-card" aria-labelledby="devoluciones-title">
            <span className="policy-card__icon">
              <ReturnIcon size={24} />
            </span>
            <h3 id="devoluciones-title" className="policy-card__title">
              Devoluciones
            </h3>
            <p className="policy-card__highlight">
              Procesadas en {RETURNS_BUSINESS_DAYS.min} a {RETURNS_BUSINESS_DAYS.max} días hábiles
            </p>
            <ul className="policy-card__list">
              <li>Revisamos el producto y te confirmamos la devolución por correo.</li>
              <li>Conserva la boleta y el embalaje original.</li>
            </ul>
          </article>

          <article className="policy-card" aria-labelledby="consejos-title">
            <span className="policy-card__icon">
              <LightbulbIcon size={24} />
            </span>
            <h3 id="consejos-title" className="policy-card__title">
              Antes de comprar
            </h3>
            <p className="policy-card__highlight">Verifica la patente de tu vehículo</p>
            <ul className="policy-card__list">
              <li>Confirma la compatibilidad con la patente al momento de comprar.</li>
              <li>¿Dudas? Consúltanos por WhatsApp antes de pagar.</li>
            </ul>
            <WhatsAppLink className="policy-card__link" digits={whatsappDigits}>
              <ChatIcon size={16} /> Consultar por WhatsApp
            </WhatsAppLink>
          </article>
        </div>

        <div className="delivery-banner">
          <span className="delivery-banner__icon">
            <ZapIcon size={28} />
          </span>
          <div className="delivery-banner__content">
            <h3 className="delivery-banner__title">Entrega el mismo día</h3>
            <p className="delivery-banner__text">
              Los pedidos realizados antes de las {SAME_DAY_CUTOFF_TIME} se entregan el mismo día a las{' '}
              {SAME_DAY_DELIVERY_TIME}, con confirmación.
            </p>
          </div>
          <p className="delivery-banner__note">
            <ClockIcon size={16} /> Despacho dentro de {DISPATCH_WITHIN_HOURS} horas tras validar el pago.
          </p>
        </div>
      </div>
    </section>
  );
}
