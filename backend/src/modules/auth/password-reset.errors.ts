import { HttpStatus } from '@nestjs/common';
import { DomainError } from '../../core/errors/domain-error';

export enum PasswordResetErrorCode {
  InvalidToken = 'PASSWORD_RESET_TOKEN_INVALID',
}

/** One answer for every unusable link (unknown, used, replaced, expired, disabled account). */
export const PASSWORD_RESET_MESSAGES: Record<PasswordResetErrorCode, string> = {
  [PasswordResetErrorCode.InvalidToken]:
    'El enlace para restablecer la contraseña no es válido o ya expiró. Solicita uno nuevo.',
};

export class PasswordResetError extends DomainError {
  constructor(code: PasswordResetErrorCode) {
    super(code, HttpStatus.BAD_REQUEST, PASSWORD_RESET_MESSAGES[code]);
  }
}

/** Success messages of the recovery calls. */
export const PASSWORD_RESET_SUCCESS_MESSAGES = {
  /** The same whether or not the address has an account. */
  requested:
    'Si el email corresponde a una cuenta, te enviamos un enlace para restablecer tu contraseña. Revisa tu bandeja de entrada.',
  passwordReset: 'Tu contraseña fue actualizada y ya iniciaste sesión',
} as const;
