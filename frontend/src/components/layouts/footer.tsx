import { Fragment, type Ref } from 'react';
import { Link } from 'react-router-dom';

import { BankTransferDetails } from '@/components/ui/bank-transfer-details';
import { ArrowUpIcon, BankIcon, ClockIcon, MailIcon, MapPinIcon, PackageIcon, PhoneIcon } from '@/components/ui/icons';
import { Logo } from '@/components/ui/logo';
import { WebpayBadge } from '@/components/ui/webpay-badge';
import { WhatsAppLink } from '@/components/ui/whatsapp-link';
import { paths } from '@/config/paths';
import { useShopSettings } from '@/lib/shop-settings-api';
import { phoneHref } from '@/utils/contact';

import './footer.css';

const CURRENT_YEAR = new Date().getFullYear();

function scrollToTop() {
  const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  window.scrollTo({ top: 0, behavior: reduceMotion ? 'auto' : 'smooth' });
}

export function Footer({ ref }: { ref?: Ref<HTMLElement> }) {
  const shop = useShopSettings();
  return (
    <footer ref={ref} className="site-footer">
      <div className="site-footer__top">
        <div className="container site-footer__top-inner">
          <p className="site-footer__cta">¿No encuentras tu repuesto? Escríbenos y te ayudamos a buscarlo.</p>
          <button type="button" className="button button--outline-light" onClick={scrollToTop}>
            <ArrowUpIcon size={18} /> Volver arriba
          </button>
        </div>
      </div>

      <div className="container site-footer__grid">
        <section
          className="site-footer__about"
          aria-label={shop.storeName ? `Sobre ${shop.storeName}` : 'Sobre la tienda'}
        >
          <Link to={paths.home.getHref()} aria-label="Repuestos, ir al inicio" className="site-footer__logo">
            <Logo tone="light" />
          </Link>
          <p>
            Repuestos y accesorios para tu vehículo con despacho a todo Chile. Busca por producto, SKU o código OEM y
            compra con la seguridad de Webpay.
          </p>
          <div className="site-footer__payments">
            <span className="site-footer__payments-label">Pagos seguros con</span>
            <WebpayBadge />
          </div>
        </section>

        <nav className="site-footer__column" aria-labelledby="footer-info-title">
          <h2 id="footer-info-title" className="site-footer__title">
            Información
          </h2>
          <ul className="site-footer__list">
            <li>
              <Link to={paths.home.getHref('beneficios')}>Beneficios</Link>
            </li>
            <li>
              <Link to={paths.home.getHref('devoluciones')}>Garantía y devoluciones</Link>
            </li>
            <li>
              <Link to={paths.home.getHref('ofrecemos')}>Lo que ofrecemos</Link>
            </li>
            <li>
              <Link to={paths.catalogue.getHref()}>Catálogo de repuestos</Link>
            </li>
            <li>
              <Link to={paths.orderTracking.getHref()}>Seguir mi pedido</Link>
            </li>
          </ul>
        </nav>

        <section className="site-footer__column" aria-labelledby="footer-contact-title">
          <h2 id="footer-contact-title" className="site-footer__title">
            Contacto
          </h2>
          <ul className="site-footer__list site-footer__list--icons">
            {shop.phone && (
              <li>
                <PhoneIcon size={16} />
                <a href={phoneHref(shop.phoneDigits)}>{shop.phone}</a>
              </li>
            )}
            {shop.email && (
              <li>
                <MailIcon size={16} />
                <a href={`mailto:${shop.email}`}>{shop.email}</a>
              </li>
            )}
            {shop.address && (
              <li>
                <MapPinIcon size={16} />
                <address className="site-footer__address">{shop.address}</address>
              </li>
            )}
            {shop.openingHours.length > 0 && (
              <li>
                <ClockIcon size={16} />
                <span>
                  {shop.openingHours.map((line, index) => (
                    <Fragment key={line}>
                      {index > 0 && <br />}
                      {line}
                    </Fragment>
                  ))}
                </span>
              </li>
            )}
            {shop.storePickupEnabled && shop.pickupInstructions && (
              <li>
                <PackageIcon size={16} />
                <span>{shop.pickupInstructions}</span>
              </li>
            )}
          </ul>
          {shop.whatsappDigits && (
            <WhatsAppLink className="site-footer__whatsapp" digits={shop.whatsappDigits}>
              Escríbenos por WhatsApp
            </WhatsAppLink>
          )}
        </section>

        <BankTransferDetails
          className="site-footer__column"
          titleClassName="site-footer__title"
          tone="dark"
          title={
            <>
              <BankIcon size={16} /> Transferencias bancarias
            </>
          }
          intro="Cuenta oficial de la tienda. Envía el comprobante a nuestro correo."
        />
      </div>

      <div className="site-footer__bottom">
        <div className="container site-footer__bottom-inner">
          <p>
            © {CURRENT_YEAR} {shop.storeName}. Todos los derechos reservados.
          </p>
          <p>Precios en pesos chilenos con IVA incluido.</p>
        </div>
      </div>
    </footer>
  );
}
