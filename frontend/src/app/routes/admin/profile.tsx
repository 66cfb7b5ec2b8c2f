import { Link } from 'react-router-dom';

import { useAppSelector } from '@/app/hooks';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { ADMIN_ROLE_LABEL } from '@/config/constants';
import { paths } from '@/config/paths';
import { selectAuthUser } from '@/features/auth/auth-slice';

import './profile.css';

/** /admin/profile: who is signed in to the admin area. */
export function ProfileRoute() {
  const user = useAppSelector(selectAuthUser);
  return (
    <div className="admin-page">
      <AdminPageHeader title="Mi perfil" subtitle="La cuenta con la que administras la tienda." />
      <section className="admin-panel admin-profile" aria-label="Datos de la cuenta">
        {user ? (
          <>
            <span className="admin-profile__avatar" aria-hidden="true">
              {(user.name || user.email).charAt(0).toUpperCase()}
            </span>
            <dl className="admin-profile__facts">
              <div>
                <dt>Nombre</dt>
                <dd>{user.name || 'Sin nombre'}</dd>
              </div>
              <div>
                <dt>Email</dt>
                <dd>{user.email}</dd>
              </div>
              <div>
                <dt>Rol</dt>
                <dd>{user.role === 'ADMIN' ? ADMIN_ROLE_LABEL : 'Cliente'}</dd>
              </div>
            </dl>
          </>
        ) : (
          <p className="admin-muted">
            No hay una sesión activa. <Link to={paths.admin.login.getHref()}>Inicia sesión</Link> de nuevo.
          </p>
        )}
      </section>
    </div>
  );
}
