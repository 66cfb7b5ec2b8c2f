import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router-dom';

import {
  CartIcon,
  ClockIcon,
  CloseIcon,
  GridIcon,
  MenuIcon,
  PhoneIcon,
  TruckIcon,
  UserIcon,
} from '@/components/ui/icons';
import { Logo } from '@/components/ui/logo';
import { paths } from '@/config/paths';
import { useEscapeKey } from '@/hooks/use-escape-key';
import { useNavigationDisclosure } from '@/hooks/use-navigation-disclosure';
import { useShopSettings } from '@/lib/shop-settings-api';
import { phoneHref } from '@/utils/contact';

import { SearchBox } from './search-box';

import './header.css';

const MAIN_LINKS = [
  { label: 'Inicio', to: paths.home.getHref(), end: true },
  { label: 'Repuestos', to: paths.catalogue.getHref(), end: false },
  { label: 'Ofertas', to: paths.offers.getHref(), end: false },
  { label: 'Seguir Pedido', to: paths.orderTracking.getHref(), end: false },
] as const;

const MOBILE_MENU_ID = 'mobile-menu';

type HeaderProps = {
  cartCount: number;
  sideMenuId: string;
  isSideMenuOpen: boolean;
  onToggleSideMenu: () => void;
  /** The search control; the app layer passes the one with suggestions. Give it the `site-header__search` class. */
  search?: ReactNode;
  /** The signed-in user's menu; without it the header offers 'Iniciar Sesión / Registrarse'. */
  userMenu?: ReactNode;
  /** Target of the mobile menu's 'Mi Cuenta': /account when signed in, /login otherwise. */
  accountHref?: string;
  /** The 'Mi garaje' vehicle button, supplied by the app layer. */
  garage?: ReactNode;
};

function cartLabel(count: number) {
  return `Carrito: ${count} ${count === 1 ? 'producto' : 'productos'}`;
}

export function Header({
  cartCount,
  sideMenuId,
  isSideMenuOpen,
  onToggleSideMenu,
  search,
  userMenu,
  accountHref = paths.login.getHref(),
  garage,
}: HeaderProps) {
  const shop = useShopSettings();
  const mobileMenu = useNavigationDisclosure();
  useEscapeKey(mobileMenu.isOpen, mobileMenu.close);

  return (
    <header className="site-header">
      <div className="site-header__topbar">
        <div className="container site-header__topbar-inner">
          <p className="site-header__promo">
            <TruckIcon size={16} /> Despacho a todo Chile{shop.storePickupEnabled && ' · Retiro en tienda sin costo'}
          </p>
          <p className="site-header__contact">
            {shop.openingHours[0] && (
              <span>
                <ClockIcon size={14} /> {shop.openingHours[0]}
              </span>
            )}
            {shop.phone && (
              <a href={phoneHref(shop.phoneDigits)}>
                <PhoneIcon size={14} /> {shop.phone}
              </a>
            )}
          </p>
        </div>
      </div>

      <div className="site-header__main">
        <div className="container site-header__bar">
          <button
            type="button"
            className="button button--ghost site-header__menu-button"
            aria-label="Menú de categorías"
            aria-expanded={isSideMenuOpen}
            aria-controls={sideMenuId}
            onClick={onToggleSideMenu}
          >
            <GridIcon size={20} />
            <span className="site-header__menu-text" aria-hidden="true">
              Categorías
            </span>
          </button>

          <Link to={paths.home.getHref()} className="site-header__logo" aria-label="Repuestos, ir al inicio">
            <Logo />
          </Link>

          {search ?? <SearchBox className="site-header__search" />}

          {garage && <div className="site-header__garage">{garage}</div>}

          <div className="site-header__actions">
            {userMenu ?? (
              <Link to={paths.login.getHref()} className="site-header__user">
                <UserIcon size={22} />
                <span className="site-header__user-text">Iniciar Sesión / Registrarse</span>
              </Link>
            )}
            <Link to={paths.cart.getHref()} className="site-header__cart" aria-label={cartLabel(cartCount)}>
              <CartIcon size={24} />
              <span className="site-header__badge" aria-hidden="true">
                {cartCount > 99 ? '99+' : cartCount}
              </span>
            </Link>
            <button
              type="button"
              className="icon-button site-header__burger"
              aria-label={mobileMenu.isOpen ? 'Cerrar menú de navegación' : 'Abrir menú de navegación'}
              aria-expanded={mobileMenu.isOpen}
              aria-controls={MOBILE_MENU_ID}
              onClick={mobileMenu.toggle}
            >
              {mobileMenu.isOpen ? <CloseIcon size={24} /> : <MenuIcon size={24} />}
            </button>
          </div>
        </div>
      </div>

      <nav className="site-header__nav" aria-label="Principal">
        <ul className="container site-header__nav-list">
          {MAIN_LINKS.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} end={link.end} className="site-header__nav-link">
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>

      {mobileMenu.isOpen && (
        <nav id={MOBILE_MENU_ID} className="mobile-menu" aria-label="Menú móvil">
          <ul className="mobile-menu__list">
            {MAIN_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end={link.end} className="mobile-menu__link">
                  {link.label}
                </NavLink>
              </li>
            ))}
            <li>
              <NavLink to={paths.cart.getHref()} className="mobile-menu__link">
                Carrito ({cartCount})
              </NavLink>
            </li>
            <li>
              <NavLink to={accountHref} className="mobile-menu__link">
                Mi Cuenta
              </NavLink>
            </li>
          </ul>
        </nav>
      )}
    </header>
  );
}
