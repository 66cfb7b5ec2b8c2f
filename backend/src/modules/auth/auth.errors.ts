import { HttpStatus } from '@nestjs/common';
import { domainErrors } from '../../core/errors/domain-error';

/** Spanish messages; the Google one is verbatim from the storefront spec's error catalogue. */
export const [AuthError, AuthErrorCode] = domainErrors('AuthError', {
  EmailTaken: ['EMAIL_TAKEN', 'Ya existe una cuenta con este email', HttpStatus.CONFLICT],
  InvalidCredentials: ['INVALID_CREDENTIALS', 'Email o contraseña incorrectos', HttpStatus.UNAUTHORIZED],
  CurrentPasswordRequired: ['CURRENT_PASSWORD_REQUIRED', 'Debes ingresar tu contraseña actual'],
  WrongCurrentPassword: ['WRONG_CURRENT_PASSWORD', 'La contraseña actual es incorrecta'],
  GoogleFailed: ['GOOGLE_FAILED', 'Error en la autenticación con Google', HttpStatus.UNAUTHORIZED],
  GoogleDisabled: [
    'GOOGLE_DISABLED',
    'El inicio de sesión con Google no está habilitado',
    HttpStatus.SERVICE_UNAVAILABLE,
  ],
});

/** Success messages of the account calls. */
export const AUTH_SUCCESS_MESSAGES = {
  profileUpdated: 'Perfil actualizado correctamente',
  passwordUpdated: 'Contraseña actualizada correctamente',
} as const;
