import { ApiProperty } from '@nestjs/swagger';
import {
  EMAIL_PATTERN,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_RESET_TOKEN_MAX_LENGTH,
} from '../auth.constants';
import { ACCOUNT_VALIDATION_MESSAGES as M } from './account.dto';
import { PasswordText, PatternText, RequiredText } from '../../../core/validation/text.validators';

export const PASSWORD_RESET_VALIDATION_MESSAGES = {
  tokenRequired: 'Falta el código del enlace para restablecer la contraseña',
  tokenInvalid: 'El código del enlace para restablecer la contraseña no es válido',
} as const;

export class ForgotPasswordDto {
  @ApiProperty({ example: 'ana@example.cl' })
  @PatternText(EMAIL_PATTERN, M.email, { lowercase: true })
  email: string;
}

export class ResetPasswordDto {
  /** The `token` query value of the link in the e-mail. */
  @ApiProperty({ maxLength: PASSWORD_RESET_TOKEN_MAX_LENGTH })
  @RequiredText(PASSWORD_RESET_TOKEN_MAX_LENGTH, {
    required: PASSWORD_RESET_VALIDATION_MESSAGES.tokenRequired,
    tooLong: PASSWORD_RESET_VALIDATION_MESSAGES.tokenInvalid,
  })
  token: string;

  /** The new password: the same rules as at registration. */
  @ApiProperty({ minLength: PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH })
  @PasswordText(PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH, { tooShort: M.passwordTooShort, tooLong: M.passwordTooLong })
  password: string;
}
