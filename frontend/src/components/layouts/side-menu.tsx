import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { Link } from 'react-router-dom';

import { CloseIcon, HomeIcon, PackageIcon, TruckIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { useBodyScrollLock } from '@/hooks/use-body-scroll-lock';
import { useEscapeKey } from '@/hooks/use-escape-key';

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

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

/** Slide-in menu opened by the header's menu button: welcome text, search and catalogue entries. */
export function SideMenu({ id, open, onClose, children }: SideMenuProps) {
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const closeButtonRef = useRef<HTMLButtonElement>(null);

  useEscapeKey(open, onClose);
  useBodyScrollLock(open);

  // Move focus into the dialog and give it back to the opener on close.
  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    closeButtonRef.current?.focus();
    return () => {
      if (opener?.isConnected) opener.focus();
    };
  }, [open]);

  if (!open) return null;

  // Keep Tab inside the dialog while it is open.
  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Tab' || !panelRef.current) return;
    const focusable = Array.from(panelRef.current.querySelectorAll<HTMLElement>(FOCUSABLE));
    if (focusable.length === 0) return;
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

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
        onKeyDown={handleKeyDown}
      >
        <div className="side-menu__header">
          <div>
            <p id={titleId} className="side-menu__title">
              ¡Bienvenido!
            </p>
            <p className="side-menu__subtitle">Encuentra el repuesto que tu vehículo necesita.</p>
          </div>
          <button
            ref={closeButtonRef}
            type="button"
            className="icon-button side-menu__close"
            aria-label="Cerrar menú"
            onClick={onClose}
          >
            <CloseIcon size={22} />
          </button>
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
