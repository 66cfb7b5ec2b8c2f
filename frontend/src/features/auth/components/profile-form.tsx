import { useState, type FormEvent } from 'react';

import { useAppSelector } from '@/app/hooks';
import { TextField } from '@/components/ui/form-field';
import { FormMessage } from '@/components/ui/form-message';
import { useUpdateProfileMutation } from '@/features/auth/api/auth-api';
import { selectAuthToken, selectAuthUser } from '@/features/auth/auth-slice';
import { VALIDATION_MESSAGES } from '@/features/auth/utils/validation';
import { getErrorMessage } from '@/lib/api-error';

export const PROFILE_MESSAGES = {
  updateFailed: 'Error al actualizar el perfil',
  missingToken: 'No se encontró token de autenticación',
} as const;

const NAME_MAX_LENGTH = 80;

type Feedback = { tone: 'success' | 'error'; text: string } | null;

/** The profile card of the account overview: the email (read only) and the name, which PUT /auth/profile changes. */
export function ProfileForm() {
  const user = useAppSelector(selectAuthUser);
  const token = useAppSelector(selectAuthToken);
  const [updateProfile, { isLoading }] = useUpdateProfileMutation();
  const [name, setName] = useState(user?.name ?? '');
  const [feedback, setFeedback] = useState<Feedback>(null);

  if (!user) return null;
  const trimmed = name.trim();
  const unchanged = trimmed === user.name;

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!trimmed) {
      setFeedback({ tone: 'error', text: VALIDATION_MESSAGES.nameRequired });
      return;
    }
    // Profile updates need a token (storefront.md section 5).
    if (!token) {
      setFeedback({ tone: 'error', text: PROFILE_MESSAGES.missingToken });
      return;
    }
    setFeedback(null);
    const result = await updateProfile({ name: trimmed });
    if (result.error) {
      setFeedback({ tone: 'error', text: getErrorMessage(result.error) ?? PROFILE_MESSAGES.updateFailed });
      return;
    }
    setName(result.data.user.name);
    setFeedback({ tone: 'success', text: result.data.message });
  };

  return (
    <form className="form" noValidate onSubmit={(event) => void handleSubmit(event)}>
      <TextField label="Email" value={user.email} readOnly disabled />
      <TextField
        label="Nombre"
        value={name}
        maxLength={NAME_MAX_LENGTH}
        autoComplete="name"
        onChange={(event) => {
          setName(event.target.value);
          setFeedback(null);
        }}
      />
      {feedback && <FormMessage tone={feedback.tone}>{feedback.text}</FormMessage>}
      <div className="form-actions">
        <button type="submit" className="button button--secondary" disabled={isLoading || unchanged}>
          {isLoading ? 'Guardando...' : 'Guardar cambios'}
        </button>
      </div>
    </form>
  );
}
