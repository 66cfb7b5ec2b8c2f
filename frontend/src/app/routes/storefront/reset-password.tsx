import { STORE_NAME } from '@/config/constants';
import { ResetPasswordForm } from '@/features/password-reset/components/reset-password-form';
import { useResetToken } from '@/features/password-reset/hooks/use-reset-token';

import './login.css';

/** /reset-password?token=…: the page the reset e-mail links to; a new password signs the user in. */
export function ResetPasswordRoute() {
  const token = useResetToken();
  return (
    <div className="login-page">
      <title>{`Nueva contraseña | ${STORE_NAME}`}</title>
      <ResetPasswordForm token={token} />
    </div>
  );
}
