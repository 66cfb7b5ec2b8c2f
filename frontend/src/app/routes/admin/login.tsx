import { useId, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';

import { PasswordField, TextField } from '@/components/ui/form-field';
import { FormWithError } from '@/components/ui/form-message';
import { Logo } from '@/components/ui/logo';
import { PageTitle } from '@/components/ui/page-title';
import { paths } from '@/config/paths';
import { useAdminLoginMutation } from '@/features/auth/api/auth-api';
import { useTextInput } from '@/hooks/use-text-input';
import { getErrorMessage, getErrorStatus } from '@/lib/api-error';
import { setAdminFlag } from '@/lib/session';

import '@/components/ui/form.css';
import './login.css';

/** admin.md section 8, verbatim. */
export const ADMIN_LOGIN_MESSAGES = {
  blank: 'Please fill in all fields',
  invalid: 'Invalid credentials',
  failed: 'An error occurred during login',
} as const;

/**
 * /admin/login: signs in through POST /auth/login and only keeps the session of an ADMIN account; then stores the
 * admin flag (a UI hint) and opens the dashboard. The server checks the role on every admin call anyway.
 */
export function AdminLoginRoute() {
  const navigate = useNavigate();
  const [adminLogin, { isLoading }] = useAdminLoginMutation();
  const email = useTextInput();
  const password = useTextInput();
  const [error, setError] = useState<string | null>(null);
  const ids = { title: useId(), email: useId(), password: useId() };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!email.value.trim() || !password.value) {
      setError(ADMIN_LOGIN_MESSAGES.blank);
      return;
    }
    setError(null);
    const result = await adminLogin({ email: email.value.trim(), password: password.value });
    if (result.error) {
      // 400 (a malformed pair the API refuses to check) and 401 (wrong pair, or not an administrator) alike; a 429
      // says how long to wait (the auth API puts it in the message).
      const status = getErrorStatus(result.error);
      if (status === 429) setError(getErrorMessage(result.error) ?? ADMIN_LOGIN_MESSAGES.failed);
      else setError(status === 400 || status === 401 ? ADMIN_LOGIN_MESSAGES.invalid : ADMIN_LOGIN_MESSAGES.failed);
      return;
    }
    setAdminFlag();
    navigate(paths.admin.dashboard.getHref(), { replace: true });
  };

  return (
    <main className="admin-login">
      <PageTitle page="Acceso de administrador" />
      <Link to={paths.home.getHref()} className="admin-login__logo" aria-label="Repuestos, ir a la tienda">
        <Logo tagline="Administración" />
      </Link>
      <section className="admin-login__card" aria-labelledby={ids.title}>
        <h1 id={ids.title} className="admin-login__title">
          Acceso de administrador
        </h1>
        <p className="admin-login__subtitle">Ingresa con tu cuenta de administración.</p>
        <FormWithError error={error} onSubmit={(event) => void handleSubmit(event)}>
          <TextField
            id={ids.email}
            label="Email"
            type="email"
            name="email"
            autoComplete="username"
            required
            requiredMark={false}
            {...email.field}
          />
          <PasswordField
            id={ids.password}
            label="Contraseña"
            name="password"
            autoComplete="current-password"
            required
            visible={false}
            {...password.field}
          />
          <button type="submit" className="button button--secondary button--block" disabled={isLoading}>
            {isLoading ? 'Procesando...' : 'Ingresar'}
          </button>
        </FormWithError>
      </section>
    </main>
  );
}
