import { HttpStatus } from '@nestjs/common';
import { domainErrors } from '../errors/domain-error';

/**
 * Thrown by the shared guards: no token (401), a rejected token (401), the wrong role (403).
 * 'Usuario no autenticado' is the storefront spec's text for a call made without a token.
 */
export const [AccessError, AccessErrorCode] = domainErrors('AccessError', {
  Unauthenticated: ['UNAUTHENTICATED', 'Usuario no autenticado', HttpStatus.UNAUTHORIZED],
  InvalidSession: ['INVALID_SESSION', 'Sesión inválida o expirada', HttpStatus.UNAUTHORIZED],
  Forbidden: ['FORBIDDEN', 'No tienes permiso para realizar esta acción', HttpStatus.FORBIDDEN],
});
