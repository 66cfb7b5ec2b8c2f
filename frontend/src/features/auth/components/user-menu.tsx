import { useId } from 'react';
import { Link } from 'react-router-dom';

import { useAppSelector } from '@/app/hooks';
import { ChevronRightIcon, ClipboardIcon, UserIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { selectAuthUser } from '@/features/auth/auth-slice';
import { usePopover } from '@/hooks/use-popover';

import { LogoutButton } from './logout-button';
import { UserAvatar } from './user-avatar';

import './user-menu.css';

const MENU_LINKS = [
  { href: paths.account.getHref(), Icon: UserIcon, label: 'Mi Cuenta' },
  { href: paths.accountOrders.getHref(), Icon: ClipboardIcon, label: 'Mis Pedidos' },
];

/** Header menu of the signed-in user: avatar, name, email, account links and logout (storefront.md section 2). */
export function UserMenu() {
  const user = useAppSelector(selectAuthUser);
  const panelId = useId();
  const { isOpen, toggle, rootRef, triggerRef } = usePopover();

  if (!user) return null;
  const displayName = user.name.trim() || user.email;

  return (
    <div className="user-menu" ref={rootRef}>
      <button
        ref={triggerRef}
        type="button"
        className="user-menu__trigger"
        aria-expanded={isOpen}
        aria-controls={panelId}
        aria-label={`Menú de usuario: ${displayName}`}
        onClick={toggle}
      >
        <UserAvatar user={user} />
        <span className="user-menu__trigger-name" aria-hidden="true">
          {displayName}
        </span>
      </button>

      {isOpen && (
        <div id={panelId} className="user-menu__panel" role="region" aria-label="Menú de usuario">
          <div className="user-menu__profile">
            <UserAvatar user={user} size="lg" />
            <div className="user-menu__identity">
              <p className="user-menu__name">{displayName}</p>
              <p className="user-menu__email">{user.email}</p>
            </div>
          </div>
          <ul className="user-menu__links">
            {MENU_LINKS.map(({ href, Icon, label }) => (
              <li key={href}>
                <Link to={href} className="menu-link user-menu__link">
                  <Icon size={18} />
                  {label}
                  <ChevronRightIcon size={16} className="user-menu__chevron" />
                </Link>
              </li>
            ))}
          </ul>
          <LogoutButton className="menu-link user-menu__logout" />
        </div>
      )}
    </div>
  );
}
