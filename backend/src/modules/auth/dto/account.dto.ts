import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional, ValidateBy } from 'class-validator';
import { EMAIL_PATTERN, NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../auth.constants';
import { PasswordText, PatternText, RequiredText } from '../../../core/validation/text.validators';

/** Validation texts; the email and password ones are verbatim from the storefront spec (§5). */
export const ACCOUNT_VALIDATION_MESSAGES = {
  email: 'Por favor, introduce un email válido',
  passwordTooShort: `La contraseña debe tener al menos ${PASSWORD_MIN_LENGTH} caracteres`,
  passwordTooLong: `La contraseña no puede superar los ${PASSWORD_MAX_LENGTH} caracteres`,
  nameRequired: 'El nombre es obligatorio',
  nameTooLong: `El nombre no puede superar los ${NAME_MAX_LENGTH} caracteres`,
  currentPasswordInvalid: 'La contraseña actual no es válida',
  googleTokenRequired: 'Falta la credencial de Google',
  googleTokenInvalid: 'La credencial de Google no es válida',
} as const;

const M = ACCOUNT_VALIDATION_MESSAGES;
const NEW_PASSWORD = { tooShort: M.passwordTooShort, tooLong: M.passwordTooLong };
const NAME = { required: M.nameRequired, tooLong: M.nameTooLong };

/** Emails are trimmed and lower-cased (the column is citext, so lookups ignore case anyway). */
const Email = () => PatternText(EMAIL_PATTERN, M.email, { lowercase: true });

export class RegisterDto {
  @ApiProperty({ example: 'ana@example.cl' })
  @Email()
  email: string;

  @ApiProperty({ example: 'Ana Pérez', maxLength: NAME_MAX_LENGTH })
  @RequiredText(NAME_MAX_LENGTH, NAME)
  nombre: string;

  @ApiProperty({ minLength: PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH })
  @PasswordText(PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH, NEW_PASSWORD)
  password: string;
}

export class LoginDto {
  @ApiProperty({ example: 'ana@example.cl' })
  @Email()
  email: string;

  @ApiProperty({ minLength: PASSWORD_MIN_LENGTH })
  @PasswordText(PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH, NEW_PASSWORD)
  password: string;
}

export class UpdateProfileDto {
  @ApiProperty({ example: 'Ana Pérez', maxLength: NAME_MAX_LENGTH })
  @RequiredText(NAME_MAX_LENGTH, NAME)
  nombre: string;
}

export class ChangePasswordDto {
  /** Required when the account has a password; a Google-only account sets its first one without it. */
  @ApiPropertyOptional()
  @Transform(({ value }) => (value === '' || value === null ? undefined : value))
  @IsOptional()
  @ValidateBy(
    {
      name: 'currentPassword',
      validator: { validate: (value) => typeof value === 'string' && value.length <= PASSWORD_MAX_LENGTH },
    },
    { message: M.currentPasswordInvalid },
  )
  currentPassword?: string;

  @ApiProperty({ minLength: PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH })
  @PasswordText(PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH, NEW_PASSWORD)
  newPassword: string;
}

export class GoogleSignInDto {
  /** The ID token (credential) from Google Identity Services. */
  @ApiProperty()
  @RequiredText(4096, { required: M.googleTokenRequired, tooLong: M.googleTokenInvalid })
  token: string;
}
