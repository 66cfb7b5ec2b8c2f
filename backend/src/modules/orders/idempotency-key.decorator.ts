import { applyDecorators, createParamDecorator, ExecutionContext } from '@nestjs/common';
import { ApiHeader } from '@nestjs/swagger';
import type { Request } from 'express';
import {
  IDEMPOTENCY_KEY_MAX_LENGTH,
  IDEMPOTENCY_KEY_MIN_LENGTH,
  IDEMPOTENCY_KEY_PATTERN,
  ORDER_IDEMPOTENCY_TTL_MS,
} from './orders.constants';
import { OrderError, OrderErrorCode } from './orders.errors';

export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/** The header's value, undefined when absent; anything else than one well-formed key is a 400. */
export function parseIdempotencyKey(value: string | string[] | undefined): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(value)) {
    throw new OrderError(OrderErrorCode.InvalidIdempotencyKey);
  }
  return value;
}

/** @IdempotencyKey() key?: string — the validated Idempotency-Key header of the request. */
export const IdempotencyKey = createParamDecorator((_data: unknown, context: ExecutionContext) =>
  parseIdempotencyKey(context.switchToHttp().getRequest<Request>().headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()]),
);

/** OpenAPI description of the header on POST /orders. */
export function ApiIdempotencyKey() {
  return applyDecorators(
    ApiHeader({
      name: IDEMPOTENCY_KEY_HEADER,
      required: false,
      description:
        `Opcional: una clave por intento de compra (p. ej. un UUID), de ${IDEMPOTENCY_KEY_MIN_LENGTH} a ` +
        `${IDEMPOTENCY_KEY_MAX_LENGTH} caracteres A-Z, a-z, 0-9, '-' o '_'. Repetir la petición con la misma clave ` +
        `durante ${ORDER_IDEMPOTENCY_TTL_MS / 3_600_000} h devuelve el mismo pedido en vez de crear otro; la misma ` +
        'clave con otro contenido responde 422. La clave vale solo para quien la envía (la cuenta, o el email del invitado).',
      schema: { type: 'string', pattern: IDEMPOTENCY_KEY_PATTERN.source },
    }),
  );
}
