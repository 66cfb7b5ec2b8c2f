import { useId, useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router-dom';

import { useAppDispatch } from '@/app/hooks';
import { PasswordField } from '@/components/ui/form-field';
import { FormMessage, FormWithError } from '@/components/ui/form-message';
import { paths } from '@/config/paths';
import { useResetPasswordMutation } from '@/features/auth/api/password-reset-api';
import { sessionIssued } from '@/features/auth/auth-slice';
import { PASSWORD_RESET_TEXTS } from '@/features/auth/password-reset-texts';
import { isValidPassword, VALIDATION_MESSAGES } from '@/features/auth/utils/validation';
import { getErrorMessage } from '@/lib/api-error';

import './login-form.css';
import './password-reset.css';

type Field = 'password' | 'confirmation';
const EMPTY: Record<Field, string> = { password: '', confirmation: '' };
const UNTOUCHED: Record<Field, boolean> = { password: false, confirmation: false };

function validate(values: Record<Field, string>): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  if (!isValidPassword(values.password)) errors.password = VALIDATION_MESSAGES.passwordLength;
  if (values.confirmation !== values.password) errors.confirmation = VALIDATION_MESSAGES.passwordMismatch;
  return errors;
}

type ResetPasswordFormProps = {
  /** From the e-mail's link; null when the page was opened without one. */
  token: string | null;
};

/**
 * Sets a new password with the link's token (POST /auth/reset-password). The answer is a session: the user is signed
 * in here, and every session opened before (other devices, a stolen token) has ended.
 */
export function ResetPasswordForm({ token }: ResetPasswordFormProps) {
  const dispatch = useAppDispatch();
  const [resetPassword, { isLoading }] = useResetPasswordMutation();
  const [values, setValues] = useState(EMPTY);
  const [touched, setTouched] = useState(UNTOUCHED);
  const [showPassword, setShowPassword] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const ids = { title: useId(), password: useId(), confirmation: useId() };

  const errors = validate(values);
  const isValid = Object.keys(errors).length === 0;
  const visibleError = (field: Field) => (touched[field] ? errors[field] : undefined);

  const handleChange = (field: Field) => (event: ChangeEvent<HTMLInputElement>) => {
    const { value } = event.target;
    setValues((current) => ({ ...current, [field]: value }));
    setError(null);
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!token) return;
    if (!isValid || isLoading) {
      setTouched({ password: true, confirmation: true });
      return;
    }
    setError(null);
    const result = await resetPassword({ token, password: values.password });
    if (result.error) {
      setError(getErrorMessage(result.error) ?? PASSWORD_RESET_TEXTS.resetFailed);
      return;
    }
    const { message: _message, ...session } = result.data;
    dispatch(sessionIssued(session));
    setValues(EMPTY);
    setDone(true);
  };

  if (done) {
    return (
      <ResetOutcome titleId={ids.title} title="Contraseña actualizada" tone="success" text={PASSWORD_RESET_TEXTS.done}>
        <Link to={paths.account.getHref()} className="button button--primary button--block">
          Ir a Mi Cuenta
        </Link>
        <Link to={paths.home.getHref()} className="button button--ghost button--block">
          Seguir comprando
        </Link>
      </ResetOutcome>
    );
  }

  if (!token) {
    return (
      <ResetOutcome titleId={ids.title} title="Enlace no válido" tone="error" text={PASSWORD_RESET_TEXTS.missingToken}>
        <Link to={paths.forgotPassword.getHref()} className="button button--primary button--block">
          Solicitar un nuevo enlace
        </Link>
      </ResetOutcome>
    );
  }

  const fieldProps = (field: Field) => ({
    id: ids[field],
    name: field,
    value: values[field],
    autoComplete: 'new-password',
    onChange: handleChange(field),
    onBlur: () => setTouched((current) => ({ ...current, [field]: true })),
    error: visibleError(field),
    visible: showPassword,
  });

  return (
    <section className="login-card" aria-labelledby={ids.title}>
      <h1 id={ids.title} className="login-card__title">
        Crea una contraseña nueva
      </h1>
      <p className="login-card__subtitle">
        Al guardarla iniciarás sesión y se cerrarán las sesiones abiertas en otros dispositivos.
      </p>

      <FormWithError error={error} onSubmit={(event) => void handleSubmit(event)}>
        <PasswordField
          label="Nueva contraseña"
          {...fieldProps('password')}
          toggle={{
            onToggle: () => setShowPassword((shown) => !shown),
            controls: `${ids.password} ${ids.confirmation}`,
          }}
        />
        <PasswordField label="Confirmar nueva contraseña" {...fieldProps('confirmation')} />

        <button type="submit" className="button button--primary button--block" disabled={!isValid || isLoading}>
          {isLoading ? 'Procesando...' : 'Guardar contraseña'}
        </button>
      </FormWithError>

      <p className="password-reset__back">
        ¿El enlace expiró? <Link to={paths.forgotPassword.getHref()}>Solicita uno nuevo</Link>
      </p>
    </section>
  );
}

type ResetOutcomeProps = {
  titleId: string;
  title: string;
  tone: 'success' | 'error';
  text: string;
  /** Where to go next. */
  children: ReactNode;
};

/** The card in place of the form once there is nothing to fill in: the password was changed, or the link is bad. */
function ResetOutcome({ titleId, title, tone, text, children }: ResetOutcomeProps) {
  return (
    <section className="login-card" aria-labelledby={titleId}>
      <h1 id={titleId} className="login-card__title">
        {title}
      </h1>
      <div className="password-reset__outcome">
        <FormMessage tone={tone}>{text}</FormMessage>
      </div>
      <div className="password-reset__links">{children}</div>
    </section>
  );
}
