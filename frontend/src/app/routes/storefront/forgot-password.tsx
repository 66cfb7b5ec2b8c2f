import { PageTitle } from '@/components/ui/page-title';
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form';

import './login.css';

/** /forgot-password: asks for a password reset link by e-mail. */
export function ForgotPasswordRoute() {
  return (
    <div className="login-page">
      <PageTitle page="Recuperar contraseña" />
      <ForgotPasswordForm />
    </div>
  );
}
