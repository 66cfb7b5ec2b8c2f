import { MIN_PASSWORD_LENGTH } from '@/config/constants';

/** Texts of storefront.md section 5, verbatim. */
export const VALIDATION_MESSAGES = {
  email: 'Por favor, introduce un email válido',
  passwordLength: `La contraseña debe tener al menos ${MIN_PASSWORD_LENGTH} caracteres`,
  passwordMismatch: 'Las contraseñas no coinciden',
  currentPasswordRequired: 'Debes ingresar tu contraseña actual',
  nameRequired: 'El nombre es obligatorio',
} as const;

/** A simple x@y.z shape, as the specification asks. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isValidEmail(email: string): boolean {
  return EMAIL_PATTERN.test(email.trim());
}

export function isValidPassword(password: string): boolean {
  return password.length >= MIN_PASSWORD_LENGTH;
}

/** In register mode the name sent is the part of the email before the @. */
export function nameFromEmail(email: string): string {
  return email.trim().split('@')[0];
}
