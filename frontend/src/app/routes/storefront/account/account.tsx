import { Link } from 'react-router-dom';

import { useAppSelector } from '@/app/hooks';
import { ChevronRightIcon, ClipboardIcon, MapPinIcon, ShieldCheckIcon } from '@/components/ui/icons';
import { PageTitle } from '@/components/ui/page-title';
import { paths } from '@/config/paths';
import { selectAuthUser } from '@/features/auth/auth-slice';
import { ProfileForm } from '@/features/auth/components/profile-form';

const SHORTCUTS = [
  {
    title: 'Mis Pedidos',
    text: 'Revisa el estado y el detalle de tus compras.',
    to: paths.accountOrders.getHref(),
    icon: <ClipboardIcon size={22} />,
  },
  {
    title: 'Mis Direcciones',
    text: 'Guarda direcciones para despachar más rápido.',
    to: paths.accountAddresses.getHref(),
    icon: <MapPinIcon size={22} />,
  },
  {
    title: 'Contraseña',
    text: 'Cambia la contraseña con la que ingresas.',
    to: paths.accountPassword.getHref(),
    icon: <ShieldCheckIcon size={22} />,
  },
];

/** /account: greeting, the editable profile and shortcuts to the other account pages. */
export function AccountRoute() {
  const user = useAppSelector(selectAuthUser);
  const firstName = user?.name.trim().split(/\s+/)[0];

  return (
    <>
      <PageTitle page="Mi cuenta" />
      <div className="account-page__header">
        <h1 className="account-page__title">Mi cuenta</h1>
        <p className="account-page__subtitle">
          {firstName ? `¡Hola, ${firstName}!` : '¡Hola!'} Aquí gestionas tu cuenta.
        </p>
      </div>

      <section className="account-panel" aria-labelledby="account-profile-title">
        <div className="account-panel__header">
          <h2 id="account-profile-title" className="account-panel__title">
            Datos del perfil
          </h2>
          {user && (
            <span className="account-panel__tag">
              {user.provider === 'GOOGLE' ? 'Cuenta de Google' : 'Cuenta con email'}
            </span>
          )}
        </div>
        <ProfileForm />
      </section>

      <ul className="account-shortcuts">
        {SHORTCUTS.map((shortcut) => (
          <li key={shortcut.to}>
            <Link to={shortcut.to} className="account-shortcut">
              <span className="account-shortcut__icon">{shortcut.icon}</span>
              <span className="account-shortcut__text">
                <span className="account-shortcut__title">{shortcut.title}</span>
                <span className="account-shortcut__description">{shortcut.text}</span>
              </span>
              <ChevronRightIcon size={18} className="account-shortcut__chevron" />
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
