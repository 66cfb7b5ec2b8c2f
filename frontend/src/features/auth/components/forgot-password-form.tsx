import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { Link } from 'react-router-dom';

import { TextField } from '@/components/ui/form-field';
import { FormMessage, FormWithError } from '@/components/ui/form-message';
import { paths } from '@/config/paths';
import { useRequestPasswordResetMutation } from '@/features/auth/api/password-reset-api';
import { PASSWORD_RESET_TEXTS } from '@/features/auth/password-reset-texts';
import { isValidEmail, VALIDATION_MESSAGES } from '@/features/auth/utils/validation';
import { getErrorMessage } from '@/lib/api-error';

import './login-form.css';
import './password-reset.css';

/**
 * Asks for a reset link (POST /auth/forgot-password). The server answers the same whether or not the address has an
 * account, so the confirmation never says that one exists.
 */
export function ForgotPasswordForm() {
  const [requestReset, { isLoading }] = useRequestPasswordResetMutation();
  const [email, setEmail] = useState('');
  const [touched, setTouched] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<{ message: string } | null>(null);
  const ids = { title: useId(), email: useId() };

  const emailError = isValidEmail(email) ? undefined : VALIDATION_MESSAGES.email;
  const visibleEmailError = touched ? emailError : undefined;

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    setEmail(event.target.value);
    setError(null);
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (emailError || isLoading) {
      setTouched(true);
      return;
    }
    setError(null);
    const result = await requestReset({ email: email.trim() });
    if (result.error) {
      setError(getErrorMessage(result.error) ?? PASSWORD_RESET_TEXTS.requestFailed);
      return;
    }
    setSent({ message: result.data.message ?? PASSWORD_RESET_TEXTS.requested });
  };

  if (sent) {
    return (
      <section className="login-card" aria-labelledby={ids.title}>
        <h1 id={ids.title} className="login-card__title">
          Revisa tu email
        </h1>
        <div className="password-reset__outcome">
          <FormMessage tone="success">{sent.message}</FormMessage>
          <p className="password-reset__note">{PASSWORD_RESET_TEXTS.checkSpam}</p>
        </div>
        <div className="password-reset__links">
          <Link to={paths.login.getHref()} className="button button--primary button--block">
            Volver a iniciar sesión
          </Link>
          <button
            type="button"
            className="button button--ghost button--block"
            onClick={() => {
              setSent(null);
              setTouched(false);
            }}
          >
            Usar otro email
          </button>
        </div>
      </section>
    );
  }

  return (
    <section className="login-card" aria-labelledby={ids.title}>
      <h1 id={ids.title} className="login-card__title">
        Recuperar contraseña
      </h1>
      <p className="login-card__subtitle">
        Ingresa el email de tu cuenta y te enviaremos un enlace para crear una contraseña nueva.
      </p>

      <FormWithError error={error} onSubmit={(event) => void handleSubmit(event)}>
        <TextField
          id={ids.email}
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          placeholder="tu@email.com"
          value={email}
          onChange={handleChange}
          onBlur={() => setTouched(true)}
          error={visibleEmailError}
        />

        <button
          type="submit"
          className="button button--primary button--block"
          disabled={Boolean(emailError) || isLoading}
        >
          {isLoading ? 'Procesando...' : 'Enviar enlace'}
        </button>
      </FormWithError>

      <p className="password-reset__back">
        <Link to={paths.login.getHref()}>Volver a iniciar sesión</Link>
      </p>
    </section>
  );
}
