import { useRef, type ReactNode } from 'react';
import { Link, NavLink, useNavigate } from 'react-router-dom';

import { ListIcon, SlidersIcon } from '@/components/ui/action-icons';
import { CloseButton } from '@/components/ui/close-button';
import {
  ActivityIcon,
  BellIcon,
  ClipboardIcon,
  DashboardIcon,
  HomeIcon,
  LogOutIcon,
  MailIcon,
  MenuIcon,
  PackageIcon,
  ShieldCheckIcon,
  SpreadsheetIcon,
  StarOutlineIcon,
  TagIcon,
  UserIcon,
  UsersIcon,
} from '@/components/ui/icons';
import { Logo } from '@/components/ui/logo';
import { ADMIN_NOTIFICATION_COUNT, ADMIN_ROLE_LABEL, ADMIN_VERSION } from '@/config/constants';
import { paths } from '@/config/paths';
import { useBodyScrollLock } from '@/hooks/use-body-scroll-lock';
import { useEscapeKey } from '@/hooks/use-escape-key';
import { useFocusTrap } from '@/hooks/use-focus-trap';
import { useNavigationDisclosure } from '@/hooks/use-navigation-disclosure';
import { clearAdminFlag } from '@/lib/session';

import './admin-layout.css';

type MenuLink = { label: string; to: string; end?: boolean };
type MenuItem = MenuLink & { icon: ReactNode; children?: MenuLink[] };

// admin.md section 2.3.
const MENU: MenuItem[] = [
  { label: 'Panel de control', to: paths.admin.dashboard.getHref(), icon: <DashboardIcon size={18} /> },
  {
    label: 'Productos',
    to: paths.admin.products.getHref(),
    icon: <PackageIcon size={18} />,
    children: [
      { label: 'Todos los productos', to: paths.admin.products.getHref(), end: true },
      { label: 'Nuevo producto', to: paths.admin.productNew.getHref() },
    ],
  },
  { label: 'Importar Excel', to: paths.admin.excelImport.getHref(), icon: <SpreadsheetIcon size={18} /> },
  {
    label: 'Categorías',
    to: paths.admin.categories.getHref(),
    icon: <TagIcon size={18} />,
    children: [
      { label: 'Todas las categorías', to: paths.admin.categories.getHref(), end: true },
      { label: 'Nueva categoría', to: paths.admin.categoryNew.getHref() },
      { label: 'Subcategorías', to: paths.admin.subcategories.getHref() },
      { label: 'Sub-subcategorías', to: paths.admin.subsubcategories.getHref() },
    ],
  },
  { label: 'Pedidos', to: paths.admin.orders.getHref(), icon: <ClipboardIcon size={18} /> },
  { label: 'Clientes', to: paths.admin.customers.getHref(), icon: <UsersIcon size={18} /> },
  { label: 'Reseñas', to: paths.admin.reviews.getHref(), icon: <StarOutlineIcon size={18} /> },
  { label: 'Usuarios', to: paths.admin.users.getHref(), icon: <ShieldCheckIcon size={18} /> },
  { label: 'Actividad', to: paths.admin.activity.getHref(), icon: <ActivityIcon size={18} /> },
  { label: 'Correos', to: paths.admin.emails.getHref(), icon: <MailIcon size={18} /> },
  { label: 'Colas', to: paths.admin.queues.getHref(), icon: <ListIcon size={18} /> },
  { label: 'Configuración', to: paths.admin.settings.getHref(), icon: <SlidersIcon size={18} /> },
];

const SIDEBAR_ID = 'admin-sidebar';

type AdminLayoutProps = {
  children: ReactNode;
  /** Ends the session (token and user) when the administrator logs out. */
  onLogout?: () => void;
};

export function AdminLayout({ children, onLogout }: AdminLayoutProps) {
  const navigate = useNavigate();
  const sidebar = useNavigationDisclosure();
  const sidebarRef = useRef<HTMLElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  useEscapeKey(sidebar.isOpen, sidebar.close);
  // Open as an overlay (narrow screens only), the sidebar holds the focus until it closes, then hands it back.
  useFocusTrap(sidebarRef, sidebar.isOpen, closeButton);
  // The sidebar only opens as an overlay on narrow screens.
  useBodyScrollLock(sidebar.isOpen);

  const logout = () => {
    clearAdminFlag();
    onLogout?.();
    navigate(paths.admin.login.getHref(), { replace: true });
  };

  return (
    <div className={`admin${sidebar.isOpen ? ' admin--sidebar-open' : ''}`}>
      <a className="skip-link" href="#admin-content">
        Saltar al contenido principal
      </a>
      {sidebar.isOpen && <div className="admin__overlay" onClick={sidebar.close} aria-hidden="true" />}

      <aside ref={sidebarRef} id={SIDEBAR_ID} className="admin__sidebar" aria-label="Menú de administración">
        <div className="admin__brand">
          <Link to={paths.admin.dashboard.getHref()} className="admin__logo" aria-label="Ir al panel de control">
            <Logo tone="light" tagline="Administración" />
          </Link>
          <CloseButton
            ref={closeButton}
            className="admin__sidebar-close"
            label="Cerrar menú"
            iconSize={22}
            onClick={sidebar.close}
          />
        </div>
        <nav className="admin__nav">
          <ul className="admin__menu">
            {MENU.map((item) => (
              <li key={item.label}>
                <NavLink to={item.to} end={!item.children} className="admin__menu-link">
                  {item.icon}
                  {item.label}
                </NavLink>
                {item.children && (
                  <ul className="admin__submenu">
                    {item.children.map((child) => (
                      <li key={child.label}>
                        <NavLink to={child.to} end={child.end} className="admin__submenu-link">
                          {child.label}
                        </NavLink>
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ul>
        </nav>
        <p className="admin__version">{ADMIN_VERSION}</p>
      </aside>

      <div className="admin__body">
        <header className="admin__header">
          <button
            type="button"
            className="icon-button admin__menu-toggle"
            aria-label="Abrir menú de administración"
            aria-expanded={sidebar.isOpen}
            aria-controls={SIDEBAR_ID}
            onClick={sidebar.open}
          >
            <MenuIcon size={22} />
          </button>
          <p className="admin__role">{ADMIN_ROLE_LABEL}</p>
          <div className="admin__header-actions">
            <span className="admin__notifications" role="img" aria-label={`${ADMIN_NOTIFICATION_COUNT} notificaciones`}>
              <BellIcon size={20} />
              <span className="admin__notifications-badge" aria-hidden="true">
                {ADMIN_NOTIFICATION_COUNT}
              </span>
            </span>
            <Link to={paths.admin.profile.getHref()} className="menu-link admin__header-link">
              <UserIcon size={18} />
              <span className="visually-hidden-on-phone">Mi perfil</span>
            </Link>
            <Link to={paths.home.getHref()} className="menu-link admin__header-link">
              <HomeIcon size={18} />
              <span className="visually-hidden-on-phone">Ver tienda</span>
            </Link>
            <button type="button" className="menu-link admin__logout" onClick={logout}>
              <LogOutIcon size={18} />
              <span className="visually-hidden-on-phone">Cerrar sesión</span>
            </button>
          </div>
        </header>
        <main id="admin-content" className="admin__content" tabIndex={-1}>
          {children}
        </main>
      </div>
    </div>
  );
}
