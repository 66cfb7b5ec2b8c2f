import { PasswordResetToken } from './password-reset-token.entity';
import { User } from './user.entity';

/** The tables this module owns (the composition root, src/entities.ts, lists every module's). */
export const AUTH_ENTITIES = [User, PasswordResetToken];
