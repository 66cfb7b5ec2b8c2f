import { Link } from 'react-router-dom';

import { HomeIcon } from '@/components/ui/icons';
import { PageTitle } from '@/components/ui/page-title';
import { paths } from '@/config/paths';

import './not-found.css';

export function NotFoundRoute() {
  return (
    <section className="message-card not-found" aria-labelledby="not-found-title">
      <PageTitle page="Página no encontrada" />
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title" className="not-found__title">
        <span className="visually-hidden">404 · </span>Page Not Found
      </h1>
      <p className="not-found__text">La página que buscas no existe o fue movida.</p>
      <Link to={paths.home.getHref()} className="button button--primary">
        <HomeIcon size={18} /> Volver al inicio
      </Link>
    </section>
  );
}
