import { Link } from 'react-router-dom';

import { PageTitle } from '@/components/ui/page-title';
import { paths } from '@/config/paths';

import './invalid-id-message.css';

/** Shown by detail and listing routes whose URL id cannot be valid, before any request is made. */
export function InvalidIdMessage({ message }: { message: string }) {
  return (
    <section className="container invalid-id" role="alert">
      <PageTitle page={message} />
      <h1 className="invalid-id__title">{message}</h1>
      <p className="invalid-id__text">Revisa el enlace o sigue explorando el catálogo.</p>
      <Link to={paths.catalogue.getHref()} className="button button--primary">
        Ir al catálogo
      </Link>
    </section>
  );
}
