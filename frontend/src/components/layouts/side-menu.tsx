import { useId, useRef, type ReactNode } from 'react';
import { Link } from 'react-router-dom';

import { CloseButton } from '@/components/ui/close-button';
import { HomeIcon, PackageIcon, TruckIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { useBodyScrollLock } from '@/hooks/use-body-scroll-lock';
import { useEscapeKey } from '@/hooks/use-escape-key';
import { useFocusTrap } from '@/hooks/use-focus-trap';

import { SearchBox } from './search-box';

import './side-menu.css';

type SideMenuProps = {
  id: string;
  open: boolean;
  onClose: () => void;
  /** Catalogue entries (categories, brands) supplied by the app layer. */
  children?: ReactNode;
};

type SideMenuSectionProps = {
  title: string;
  children: ReactNode;
};

/** A titled group of entries inside the side menu. */
export function SideMenuSection({ title, children }: SideMenuSectionProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="side-menu__heading">
        {title}
      </h2>
      {children}
    </section>
  );
}

type SideMenuLinkProps = {
  to: string;
  icon?: ReactNode;
  trailing?: ReactNode;
  children: ReactNode;
};

export function SideMenuLink({ to, icon, trailing, children }: SideMenuLinkProps) {
  return (
    <Link className="side-menu__link" to={to}>
      {icon}
      {children}
      {trailing && <span className="side-menu__link-end">{trailing}</span>}
    </Link>
  );
}

/** Slide-in menu opened by the header's menu button: welcome text, search and catalogue entries. */
export function SideMenu({ id, open, onClose, children }: SideMenuProps) {
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const closeButtonRef = useRef<HTMLButtonElement>(null);

  useEscapeKey(open, onClose);
  useBodyScrollLock(open);

  // Focus moves to the close button, Tab stays inside, and the opener gets the focus back on close.
  useFocusTrap(panelRef, open, closeButtonRef);

  if (!open) return null;

  return (
    <div className="side-menu">
      <div className="side-menu__overlay" onClick={onClose} aria-hidden="true" />
      <div
        id={id}
        ref={panelRef}
        className="side-menu__panel"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
      >
        <div className="side-menu__header">
          <div>
            <p id={titleId} className="side-menu__title">
              ¡Bienvenido!
            </p>
            <p className="side-menu__subtitle">Encuentra el repuesto que tu vehículo necesita.</p>
          </div>
          <CloseButton
            ref={closeButtonRef}
            className="side-menu__close"
            label="Cerrar menú"
            iconSize={22}
            onClick={onClose}
          />
        </div>

        <div className="side-menu__search">
          <SearchBox label="Buscar repuestos desde el menú" />
        </div>

        <nav className="side-menu__body" aria-label="Menú de la tienda">
          <ul className="side-menu__list">
            <li>
              <SideMenuLink to={paths.home.getHref()} icon={<HomeIcon size={18} />}>
                Inicio
              </SideMenuLink>
            </li>
            <li>
              <SideMenuLink to={paths.catalogue.getHref()} icon={<PackageIcon size={18} />}>
                Todos los repuestos
              </SideMenuLink>
            </li>
            <li>
              <SideMenuLink to={paths.orderTracking.getHref()} icon={<TruckIcon size={18} />}>
                Seguir Pedido
              </SideMenuLink>
            </li>
          </ul>
          {children}
        </nav>
      </div>
    </div>
  );
}
