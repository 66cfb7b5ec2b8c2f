import { domainErrors } from '../../core/errors/domain-error';

/** One answer (400) for every unusable link (unknown, used, replaced, expired, disabled account). */
export const [PasswordResetError, PasswordResetErrorCode] = domainErrors('PasswordResetError', {
  InvalidToken: [
    'PASSWORD_RESET_TOKEN_INVALID',
    'El enlace para restablecer la contraseña no es válido o ya expiró. Solicita uno nuevo.',
  ],
});

/** Success messages of the recovery calls. */
export const PASSWORD_RESET_SUCCESS_MESSAGES = {
  /** The same whether or not the address has an account. */
  requested:
    'Si el email corresponde a una cuenta, te enviamos un enlace para restablecer tu contraseña. Revisa tu bandeja de entrada.',
  passwordReset: 'Tu contraseña fue actualizada y ya iniciaste sesión',
} as const;
