import { useId, useState, type ChangeEvent, type FormEvent } from 'react';

import { useAppSelector } from '@/app/hooks';
import { PasswordField } from '@/components/ui/form-field';
import { FormMessage } from '@/components/ui/form-message';
import { useChangePasswordMutation } from '@/features/auth/api/auth-api';
import { selectAuthUser } from '@/features/auth/auth-slice';
import { isValidPassword, VALIDATION_MESSAGES } from '@/features/auth/utils/validation';
import { getErrorMessage } from '@/lib/api-error';

export const PASSWORD_UPDATE_FAILED = 'Error al actualizar la contraseña';
const PASSWORD_OPTIONAL_HINT = 'Si creaste tu cuenta con Google y aún no tienes contraseña, déjala en blanco.';

type Field = 'current' | 'next' | 'confirmation';
const EMPTY: Record<Field, string> = { current: '', next: '', confirmation: '' };

type Feedback = { tone: 'success' | 'error'; text: string } | null;

/**
 * Changes the password (PUT /auth/password). The current password is required for email accounts; an account
 * created with Google may leave it empty to set its first password.
 */
export function PasswordForm() {
  const user = useAppSelector(selectAuthUser);
  const [changePassword, { isLoading }] = useChangePasswordMutation();
  const [values, setValues] = useState(EMPTY);
  const [showErrors, setShowErrors] = useState(false);
  const [visible, setVisible] = useState(false);
  const [feedback, setFeedback] = useState<Feedback>(null);
  const idPrefix = useId();
  const id = (name: string) => `${idPrefix}-${name}`;

  const currentIsOptional = user?.provider === 'GOOGLE';
  const errors: Partial<Record<Field, string>> = {};
  if (!currentIsOptional && !values.current) errors.current = VALIDATION_MESSAGES.currentPasswordRequired;
  if (!isValidPassword(values.next)) errors.next = VALIDATION_MESSAGES.passwordLength;
  if (values.confirmation !== values.next) errors.confirmation = VALIDATION_MESSAGES.passwordMismatch;

  const handleChange = (field: Field) => (event: ChangeEvent<HTMLInputElement>) => {
    const { value } = event.target;
    setValues((current) => ({ ...current, [field]: value }));
    setFeedback(null);
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (Object.keys(errors).length > 0) {
      setShowErrors(true);
      return;
    }
    setFeedback(null);
    const result = await changePassword({ currentPassword: values.current || undefined, newPassword: values.next });
    if (result.error) {
      setFeedback({ tone: 'error', text: getErrorMessage(result.error) ?? PASSWORD_UPDATE_FAILED });
      return;
    }
    setValues(EMPTY);
    setShowErrors(false);
    setVisible(false);
    setFeedback({ tone: 'success', text: result.data.message });
  };

  const field = (name: Field, label: string, autoComplete: string, optional = false) => {
    const error = showErrors ? errors[name] : undefined;
    return (
      <PasswordField
        id={id(name)}
        label={label}
        optional={optional}
        value={values[name]}
        onChange={handleChange(name)}
        autoComplete={autoComplete}
        visible={visible}
        error={error}
        // The hint gives way to the error.
        hint={optional && !error ? PASSWORD_OPTIONAL_HINT : undefined}
      />
    );
  };

  return (
    <form className="form" noValidate onSubmit={(event) => void handleSubmit(event)}>
      {field('current', 'Contraseña actual', 'current-password', currentIsOptional)}
      {field('next', 'Nueva contraseña', 'new-password')}
      {field('confirmation', 'Confirmar nueva contraseña', 'new-password')}
      {feedback && <FormMessage tone={feedback.tone}>{feedback.text}</FormMessage>}
      <div className="form-actions">
        <button type="submit" className="button button--secondary" disabled={isLoading}>
          {isLoading ? 'Procesando...' : 'Actualizar contraseña'}
        </button>
        <button type="button" className="button button--ghost" onClick={() => setVisible((shown) => !shown)}>
          {visible ? 'Ocultar' : 'Mostrar'} contraseñas
        </button>
      </div>
    </form>
  );
}
