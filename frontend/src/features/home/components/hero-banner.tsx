import { Link } from 'react-router-dom';

import { AwardIcon, CheckCircleIcon, ShieldCheckIcon, TruckIcon, ZapIcon } from '@/components/ui/icons';
import { DISPATCH_WITHIN_HOURS, SAME_DAY_CUTOFF_TIME, SAME_DAY_DELIVERY_TIME, WARRANTY_DAYS } from '@/config/constants';
import { paths } from '@/config/paths';

import './hero-banner.css';

export function HeroBanner() {
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="container hero__inner">
        <div className="hero__content">
          <p className="hero__eyebrow">
            <TruckIcon size={16} /> Despacho a todo Chile
          </p>
          <h1 id="hero-title" className="hero__title">
            Repuestos para tu vehículo, <span>al mejor precio</span>
          </h1>
          <p className="hero__lead">
            Encuentra la pieza exacta buscando por producto, SKU o código OEM. Stock real, garantía de fábrica y pago
            seguro con Webpay.
          </p>
          <div className="hero__actions">
            <Link to={paths.catalogue.getHref()} className="button button--primary hero__button">
              Ver catálogo
            </Link>
            <Link to={paths.orderTracking.getHref()} className="button button--outline-light hero__button">
              Seguir mi pedido
            </Link>
          </div>
          <ul className="hero__trust">
            <li>
              <AwardIcon size={18} /> {WARRANTY_DAYS} días de garantía
            </li>
            <li>
              <TruckIcon size={18} /> Despacho en {DISPATCH_WITHIN_HOURS} h
            </li>
            <li>
              <ShieldCheckIcon size={18} /> Pago seguro
            </li>
          </ul>
        </div>

        <div className="hero__visual" aria-hidden="true">
          <div className="hero__ring" />
          <div className="hero__card hero__card--main">
            <span className="hero__card-icon">
              <ZapIcon size={22} />
            </span>
            <div>
              <p className="hero__card-title">Entrega el mismo día</p>
              <p className="hero__card-text">
                Pedidos antes de las {SAME_DAY_CUTOFF_TIME} se entregan a las {SAME_DAY_DELIVERY_TIME}.
              </p>
            </div>
          </div>
          <div className="hero__card hero__card--secondary">
            <span className="hero__card-icon hero__card-icon--success">
              <CheckCircleIcon size={22} />
            </span>
            <div>
              <p className="hero__card-title">Pedido confirmado</p>
              <p className="hero__card-text">Te avisamos cuando sale a despacho.</p>
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
