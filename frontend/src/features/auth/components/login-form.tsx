import { useId, useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';

import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { PasswordField, TextField } from '@/components/ui/form-field';
import { FormWithError } from '@/components/ui/form-message';
import { useLoginMutation, useRegisterMutation } from '@/features/auth/api/auth-api';
import { authErrorCleared, selectAuthError, selectAuthStatus } from '@/features/auth/auth-slice';
import { isValidEmail, isValidPassword, nameFromEmail, VALIDATION_MESSAGES } from '@/features/auth/utils/validation';

import './login-form.css';

type Mode = 'login' | 'register';
type Field = 'email' | 'password' | 'confirmation';
type Values = Record<Field, string>;

const EMPTY_VALUES: Values = { email: '', password: '', confirmation: '' };
const UNTOUCHED: Record<Field, boolean> = { email: false, password: false, confirmation: false };

const COPY: Record<Mode, { title: string; subtitle: string; submit: string }> = {
  login: {
    title: 'Iniciar sesión',
    subtitle: 'Ingresa para ver tus pedidos y direcciones guardadas.',
    submit: 'Iniciar Sesión',
  },
  register: {
    title: 'Crear cuenta',
    subtitle: 'Regístrate con tu email para comprar más rápido y seguir tus pedidos.',
    submit: 'Crear Cuenta',
  },
};

function validate(values: Values, mode: Mode): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  if (!isValidEmail(values.email)) errors.email = VALIDATION_MESSAGES.email;
  if (!isValidPassword(values.password)) errors.password = VALIDATION_MESSAGES.passwordLength;
  if (mode === 'register' && values.confirmation !== values.password) {
    errors.confirmation = VALIDATION_MESSAGES.passwordMismatch;
  }
  return errors;
}

type LoginFormProps = {
  /** Shown under the form, e.g. the external identity provider's button. */
  footer?: ReactNode;
};

/**
 * Sign-in and register (storefront.md sections 2, 4 and 5). The session lands in the auth slice; the login route
 * notices it and goes to the returnUrl.
 */
export function LoginForm({ footer }: LoginFormProps) {
  const dispatch = useAppDispatch();
  const serverError = useAppSelector(selectAuthError);
  const isLoading = useAppSelector(selectAuthStatus) === 'authenticating';
  const [login] = useLoginMutation();
  const [register] = useRegisterMutation();

  const [mode, setMode] = useState<Mode>('login');
  const [values, setValues] = useState<Values>(EMPTY_VALUES);
  const [touched, setTouched] = useState(UNTOUCHED);
  const [showPassword, setShowPassword] = useState(false);
  const ids = { title: useId(), email: useId(), password: useId(), confirmation: useId() };

  const errors = validate(values, mode);
  const isValid = Object.keys(errors).length === 0;
  const copy = COPY[mode];
  const visibleError = (field: Field) => (touched[field] ? errors[field] : undefined);

  const clearServerError = () => {
    if (serverError) dispatch(authErrorCleared());
  };

  const handleChange = (field: Field) => (event: ChangeEvent<HTMLInputElement>) => {
    const { value } = event.target;
    setValues((current) => ({ ...current, [field]: value }));
    clearServerError();
  };

  const handleBlur = (field: Field) => () => setTouched((current) => ({ ...current, [field]: true }));

  const switchMode = (next: Mode) => {
    if (next === mode) return;
    setMode(next);
    setValues((current) => ({ ...current, confirmation: '' }));
    setTouched(UNTOUCHED);
    clearServerError();
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!isValid || isLoading) {
      setTouched({ email: true, password: true, confirmation: mode === 'register' });
      return;
    }
    const email = values.email.trim();
    // The outcome (session or error message) is handled by the auth slice.
    if (mode === 'login') void login({ email, password: values.password });
    else void register({ email, name: nameFromEmail(email), password: values.password });
  };

  const fieldProps = (field: Field) => ({
    id: ids[field],
    name: field,
    value: values[field],
    onChange: handleChange(field),
    onBlur: handleBlur(field),
    error: visibleError(field),
  });

  return (
    <section className="login-card" aria-labelledby={ids.title}>
      <div className="login-card__switch" role="group" aria-label="Tipo de acceso">
        <button
          type="button"
          className="login-card__switch-button"
          aria-pressed={mode === 'login'}
          onClick={() => switchMode('login')}
        >
          Iniciar sesión
        </button>
        <button
          type="button"
          className="login-card__switch-button"
          aria-pressed={mode === 'register'}
          onClick={() => switchMode('register')}
        >
          Registrarse
        </button>
      </div>

      <h1 id={ids.title} className="login-card__title">
        {copy.title}
      </h1>
      <p className="login-card__subtitle">{copy.subtitle}</p>

      <FormWithError error={serverError} onSubmit={handleSubmit}>
        <TextField
          label="Email"
          {...fieldProps('email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder="tu@email.com"
        />
        <PasswordField
          label="Contraseña"
          {...fieldProps('password')}
          autoComplete={mode === 'login' ? 'current-password' : 'new-password'}
          visible={showPassword}
          toggle={{
            onToggle: () => setShowPassword((shown) => !shown),
            controls: mode === 'register' ? `${ids.password} ${ids.confirmation}` : ids.password,
          }}
        />
        {mode === 'register' && (
          <PasswordField
            label="Confirmar contraseña"
            {...fieldProps('confirmation')}
            autoComplete="new-password"
            visible={showPassword}
          />
        )}

        <button type="submit" className="button button--primary button--block" disabled={!isValid || isLoading}>
          {isLoading ? 'Procesando...' : copy.submit}
        </button>
      </FormWithError>

      {footer}
    </section>
  );
}
