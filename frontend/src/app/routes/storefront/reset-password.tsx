import { PageTitle } from '@/components/ui/page-title';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form';
import { useResetToken } from '@/features/auth/hooks/use-reset-token';

import './login.css';

/** /reset-password?token=…: the page the reset e-mail links to; a new password signs the user in. */
export function ResetPasswordRoute() {
  const token = useResetToken();
  return (
    <div className="login-page">
      <PageTitle page="Nueva contraseña" />
      <ResetPasswordForm token={token} />
    </div>
  );
}
