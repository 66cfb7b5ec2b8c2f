import { HttpStatus } from '@nestjs/common';
import { domainErrorClass } from '../errors/domain-error';

export enum AccessErrorCode {
  Unauthenticated = 'UNAUTHENTICATED',
  InvalidSession = 'INVALID_SESSION',
  Forbidden = 'FORBIDDEN',
}

/** 'Usuario no autenticado' is the storefront spec's text for a call made without a token. */
export const ACCESS_MESSAGES: Record<AccessErrorCode, string> = {
  [AccessErrorCode.Unauthenticated]: 'Usuario no autenticado',
  [AccessErrorCode.InvalidSession]: 'Sesión inválida o expirada',
  [AccessErrorCode.Forbidden]: 'No tienes permiso para realizar esta acción',
};

const STATUS: Record<AccessErrorCode, HttpStatus> = {
  [AccessErrorCode.Unauthenticated]: HttpStatus.UNAUTHORIZED,
  [AccessErrorCode.InvalidSession]: HttpStatus.UNAUTHORIZED,
  [AccessErrorCode.Forbidden]: HttpStatus.FORBIDDEN,
};

/** Thrown by the shared guards: no token (401), a rejected token (401), the wrong role (403). */
export class AccessError extends domainErrorClass(STATUS, ACCESS_MESSAGES) {}
