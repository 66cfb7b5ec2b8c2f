import { NavLink, Outlet } from 'react-router-dom';

import { useAppSelector } from '@/app/hooks';
import { ClipboardIcon, DashboardIcon, MapPinIcon, ShieldCheckIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { selectAuthUser } from '@/features/auth/auth-slice';
import { LogoutButton } from '@/features/auth/components/logout-button';
import { UserAvatar } from '@/features/auth/components/user-avatar';

import './account.css';

const LINKS = [
  { label: 'Resumen', to: paths.account.getHref(), end: true, icon: <DashboardIcon size={18} /> },
  { label: 'Mis Pedidos', to: paths.accountOrders.getHref(), end: false, icon: <ClipboardIcon size={18} /> },
  { label: 'Mis Direcciones', to: paths.accountAddresses.getHref(), end: false, icon: <MapPinIcon size={18} /> },
  { label: 'Contraseña', to: paths.accountPassword.getHref(), end: false, icon: <ShieldCheckIcon size={18} /> },
] as const;

/** The account area: a sidebar with the account pages and logout beside the current page. */
export function AccountLayoutRoute() {
  const user = useAppSelector(selectAuthUser);
  return (
    <div className="container account">
      <aside className="account__sidebar" aria-label="Mi cuenta">
        {user && (
          <div className="account__user">
            <UserAvatar user={user} size="lg" />
            <div className="account__user-text">
              <p className="account__user-name">{user.name || user.email}</p>
              <p className="account__user-email">{user.email}</p>
            </div>
          </div>
        )}
        <nav aria-label="Secciones de la cuenta">
          <ul className="account__nav">
            {LINKS.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end={link.end} className="menu-link account__nav-link">
                  {link.icon}
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <LogoutButton className="menu-link account__logout" replace />
      </aside>
      <div className="account__content">
        <Outlet />
      </div>
    </div>
  );
}
