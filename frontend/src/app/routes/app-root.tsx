import { isRouteErrorResponse, Link, Outlet, ScrollRestoration, useNavigation, useRouteError } from 'react-router-dom';

import { PageLoader } from '@/components/ui/page-loader';
import { paths } from '@/config/paths';
import { NotFoundRoute } from '@/app/routes/storefront/not-found';
import { useSessionValidation } from '@/features/auth/hooks/use-session-validation';

import './app-root.css';

/**
 * Root route: scroll restoration (top on new pages, saved position on back), a loading bar, and the start-up check
 * of the session restored from localStorage.
 */
export function AppRoot() {
  const navigation = useNavigation();
  useSessionValidation();
  return (
    <>
      {navigation.state !== 'idle' && (
        <div className="route-progress" role="progressbar" aria-label="Cargando página" />
      )}
      <Outlet />
      <ScrollRestoration />
    </>
  );
}

export function AppHydrateFallback() {
  return <PageLoader />;
}

/** Last-resort error screen, e.g. when a lazily loaded chunk cannot be fetched after a deploy. */
export function AppErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundRoute />;

  return (
    <section className="message-card app-error" role="alert">
      <h1 className="app-error__title">Algo salió mal</h1>
      <p className="app-error__text">No pudimos mostrar esta página. Recarga para intentarlo de nuevo.</p>
      <div className="app-error__actions">
        <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
          Recargar página
        </button>
        <Link to={paths.home.getHref()} className="button button--ghost" reloadDocument>
          Volver al inicio
        </Link>
      </div>
    </section>
  );
}
