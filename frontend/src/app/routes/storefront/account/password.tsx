import { PageTitle } from '@/components/ui/page-title';
import { MIN_PASSWORD_LENGTH } from '@/config/constants';
import { PasswordForm } from '@/features/auth/components/password-form';

/** /account/password: change the password. */
export function AccountPasswordRoute() {
  return (
    <>
      <PageTitle page="Cambiar contraseña" />
      <div className="account-page__header">
        <h1 className="account-page__title">Cambiar contraseña</h1>
        <p className="account-page__subtitle">{`Usa al menos ${MIN_PASSWORD_LENGTH} caracteres y no la compartas con nadie.`}</p>
      </div>
      <div className="account-panel account-panel--narrow">
        <PasswordForm />
      </div>
    </>
  );
}
