import { HttpStatus } from '@nestjs/common';
import { domainErrorClass } from '../../core/errors/domain-error';

export enum AuthErrorCode {
  EmailTaken = 'EMAIL_TAKEN',
  InvalidCredentials = 'INVALID_CREDENTIALS',
  CurrentPasswordRequired = 'CURRENT_PASSWORD_REQUIRED',
  WrongCurrentPassword = 'WRONG_CURRENT_PASSWORD',
  GoogleFailed = 'GOOGLE_FAILED',
  GoogleDisabled = 'GOOGLE_DISABLED',
}

/** Spanish messages; the Google one is verbatim from the storefront spec's error catalogue. */
export const AUTH_MESSAGES: Record<AuthErrorCode, string> = {
  [AuthErrorCode.EmailTaken]: 'Ya existe una cuenta con este email',
  [AuthErrorCode.InvalidCredentials]: 'Email o contraseña incorrectos',
  [AuthErrorCode.CurrentPasswordRequired]: 'Debes ingresar tu contraseña actual',
  [AuthErrorCode.WrongCurrentPassword]: 'La contraseña actual es incorrecta',
  [AuthErrorCode.GoogleFailed]: 'Error en la autenticación con Google',
  [AuthErrorCode.GoogleDisabled]: 'El inicio de sesión con Google no está habilitado',
};

const STATUS: Record<AuthErrorCode, HttpStatus> = {
  [AuthErrorCode.EmailTaken]: HttpStatus.CONFLICT,
  [AuthErrorCode.InvalidCredentials]: HttpStatus.UNAUTHORIZED,
  [AuthErrorCode.CurrentPasswordRequired]: HttpStatus.BAD_REQUEST,
  [AuthErrorCode.WrongCurrentPassword]: HttpStatus.BAD_REQUEST,
  [AuthErrorCode.GoogleFailed]: HttpStatus.UNAUTHORIZED,
  [AuthErrorCode.GoogleDisabled]: HttpStatus.SERVICE_UNAVAILABLE,
};

export class AuthError extends domainErrorClass(STATUS, AUTH_MESSAGES) {}

/** Success messages of the account calls. */
export const AUTH_SUCCESS_MESSAGES = {
  profileUpdated: 'Perfil actualizado correctamente',
  passwordUpdated: 'Contraseña actualizada correctamente',
} as const;
