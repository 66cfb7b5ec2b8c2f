import { STORE_NAME } from '@/config/constants';
import { ForgotPasswordForm } from '@/features/password-reset/components/forgot-password-form';

import './login.css';

/** /forgot-password: asks for a password reset link by e-mail. */
export function ForgotPasswordRoute() {
  return (
    <div className="login-page">
      <title>{`Recuperar contraseña | ${STORE_NAME}`}</title>
      <ForgotPasswordForm />
    </div>
  );
}
