import { Link } from 'react-router-dom';

import { paths } from '@/config/paths';

import './password-reset.css';

/** Under the sign-in form: the way back in for someone who forgot the password. */
export function ForgotPasswordLink() {
  return (
    <p className="forgot-password-link">
      <Link to={paths.forgotPassword.getHref()}>¿Olvidaste tu contraseña?</Link>
    </p>
  );
}
