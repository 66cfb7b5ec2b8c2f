import { HttpStatus } from '@nestjs/common';
import { domainErrors } from '../../core/errors/domain-error';
import { formatPesos } from '../../core/format/pesos';
import type { StockShortage } from '../cart-stock';
import {
  GUEST_MAX_LINE_QUANTITY,
  GUEST_MAX_ORDER_LINES,
  IDEMPOTENCY_KEY_MAX_LENGTH,
  IDEMPOTENCY_KEY_MIN_LENGTH,
  MAX_ORDER_TOTAL,
} from './orders.constants';

/** Spanish messages, verbatim from the storefront spec's Orders and Checkout catalogue where it names them. */
const ORDER_ERRORS = {
  ShippingInfoRequired: ['SHIPPING_INFO_REQUIRED', 'Por favor, completa todos los campos requeridos de envío.'],
  PaymentInfoRequired: ['PAYMENT_INFO_REQUIRED', 'Por favor, completa la información de pago.'],
  ProductNotFound: ['PRODUCT_NOT_FOUND', 'Producto no encontrado', HttpStatus.NOT_FOUND],
  InsufficientStock: [
    'INSUFFICIENT_STOCK',
    'No se puede procesar la orden. Hay productos sin stock suficiente en tu carrito.',
    HttpStatus.CONFLICT,
  ],
  // Another customer's order, a wrong email and a missing order all answer the same.
  NotFound: ['ORDER_NOT_FOUND', 'Orden no encontrada', HttpStatus.NOT_FOUND],
  InvalidStatus: ['INVALID_ORDER_STATUS', 'Estado inválido'],
  ReopenOutOfStock: ['REOPEN_OUT_OF_STOCK', 'No hay stock suficiente para reactivar el pedido.', HttpStatus.CONFLICT],
  GuestOrderTooLarge: [
    'GUEST_ORDER_TOO_LARGE',
    `Un pedido sin cuenta admite hasta ${GUEST_MAX_ORDER_LINES} productos distintos y ${GUEST_MAX_LINE_QUANTITY} unidades de cada uno. Inicia sesión para comprar más.`,
  ],
  TotalTooLarge: [
    'ORDER_TOTAL_TOO_LARGE',
    `El total del pedido supera el máximo de ${formatPesos(MAX_ORDER_TOTAL)}. Divide tu compra en pedidos más pequeños.`,
  ],
  InvalidIdempotencyKey: [
    'INVALID_IDEMPOTENCY_KEY',
    `El encabezado Idempotency-Key debe tener entre ${IDEMPOTENCY_KEY_MIN_LENGTH} y ${IDEMPOTENCY_KEY_MAX_LENGTH} caracteres: letras, números, guiones o guiones bajos.`,
  ],
  IdempotencyKeyReused: [
    'IDEMPOTENCY_KEY_REUSED',
    'Esta clave Idempotency-Key ya se usó para un pedido distinto. Usa una clave nueva para cada pedido.',
    HttpStatus.UNPROCESSABLE_ENTITY,
  ],
  IdempotencyKeyInProgress: [
    'IDEMPOTENCY_KEY_IN_PROGRESS',
    'Ya estamos procesando un pedido con esta clave. Espera unos segundos y vuelve a intentarlo.',
    HttpStatus.CONFLICT,
  ],
} as const;

/** `details`: the lines short of stock, sent as `errors`. */
export const [OrderError, OrderErrorCode] = domainErrors<typeof ORDER_ERRORS, StockShortage[]>(
  'OrderError',
  ORDER_ERRORS,
);

export const ORDER_SUCCESS_MESSAGES = {
  statusUpdated: 'Estado actualizado',
} as const;
