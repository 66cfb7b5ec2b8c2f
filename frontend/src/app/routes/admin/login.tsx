import { Link } from 'react-router-dom';

import { Logo } from '@/components/ui/logo';
import { UnderConstruction } from '@/components/ui/under-construction';
import { paths } from '@/config/paths';

import './login.css';

export function AdminLoginRoute() {
  return (
    <div className="admin-login">
      <Link to={paths.home.getHref()} className="admin-login__logo" aria-label="Repuestos, ir a la tienda">
        <Logo tagline="Administración" />
      </Link>
      <UnderConstruction
        screen="Acceso de administrador"
        description="El inicio de sesión del panel de administración estará disponible pronto."
      />
    </div>
  );
}
