import { useId } from 'react';
import { Link } from 'react-router-dom';

import { STORE_NAME } from '@/config/constants';
import { paths } from '@/config/paths';
import { WrenchIcon } from '@/components/ui/icons';

import './under-construction.css';

type UnderConstructionProps = {
  /** Name of the screen, e.g. 'Carrito'. */
  screen: string;
  description?: string;
  area?: 'storefront' | 'admin';
};

/** Placeholder for screens that later work will build: names the screen and offers a way back. */
export function UnderConstruction({ screen, description, area = 'storefront' }: UnderConstructionProps) {
  const titleId = useId();
  const isAdmin = area === 'admin';
  return (
    <section className={`construction construction--${area}`} aria-labelledby={titleId}>
      <title>{`${screen} | ${STORE_NAME}`}</title>
      <span className="construction__icon">
        <WrenchIcon size={32} />
      </span>
      <p className="construction__eyebrow">Página en construcción</p>
      <h1 id={titleId} className="construction__title">
        {screen} <span className="construction__suffix">— en construcción</span>
      </h1>
      <p className="construction__text">
        {description ??
          (isAdmin
            ? 'Esta sección del panel de administración estará disponible pronto.'
            : 'Estamos preparando esta sección de la tienda. Mientras tanto, puedes explorar nuestro catálogo.')}
      </p>
      <div className="construction__actions">
        {isAdmin ? (
          <Link className="button button--primary" to={paths.admin.dashboard.getHref()}>
            Ir al panel de control
          </Link>
        ) : (
          <>
            <Link className="button button--primary" to={paths.catalogue.getHref()}>
              Ver catálogo
            </Link>
            <Link className="button button--ghost" to={paths.home.getHref()}>
              Volver al inicio
            </Link>
          </>
        )}
      </div>
    </section>
  );
}
