import { MIN_PASSWORD_LENGTH, STORE_NAME } from '@/config/constants';
import { PasswordForm } from '@/features/auth/components/password-form';

/** /account/password: change the password. */
export function AccountPasswordRoute() {
  return (
    <>
      <title>{`Cambiar contraseña | ${STORE_NAME}`}</title>
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
