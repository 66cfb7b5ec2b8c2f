import { HttpStatus } from '@nestjs/common';
import { domainErrorClass } from '../../core/errors/domain-error';
import type { StockShortage } from '../cart-stock';
import {
  GUEST_MAX_LINE_QUANTITY,
  GUEST_MAX_ORDER_LINES,
  IDEMPOTENCY_KEY_MAX_LENGTH,
  IDEMPOTENCY_KEY_MIN_LENGTH,
  MAX_ORDER_TOTAL,
} from './orders.constants';

export enum OrderErrorCode {
  ShippingInfoRequired = 'SHIPPING_INFO_REQUIRED',
  PaymentInfoRequired = 'PAYMENT_INFO_REQUIRED',
  ProductNotFound = 'PRODUCT_NOT_FOUND',
  InsufficientStock = 'INSUFFICIENT_STOCK',
  NotFound = 'ORDER_NOT_FOUND',
  InvalidStatus = 'INVALID_ORDER_STATUS',
  ReopenOutOfStock = 'REOPEN_OUT_OF_STOCK',
  GuestOrderTooLarge = 'GUEST_ORDER_TOO_LARGE',
  TotalTooLarge = 'ORDER_TOTAL_TOO_LARGE',
  InvalidIdempotencyKey = 'INVALID_IDEMPOTENCY_KEY',
  IdempotencyKeyReused = 'IDEMPOTENCY_KEY_REUSED',
  IdempotencyKeyInProgress = 'IDEMPOTENCY_KEY_IN_PROGRESS',
}

const clp = (amount: number) => `$${amount.toLocaleString('es-CL')}`;

/** Spanish messages, verbatim from the storefront spec's Orders and Checkout catalogue where it names them. */
export const ORDER_MESSAGES: Record<OrderErrorCode, string> = {
  [OrderErrorCode.ShippingInfoRequired]: 'Por favor, completa todos los campos requeridos de envío.',
  [OrderErrorCode.PaymentInfoRequired]: 'Por favor, completa la información de pago.',
  [OrderErrorCode.ProductNotFound]: 'Producto no encontrado',
  [OrderErrorCode.InsufficientStock]:
    'No se puede procesar la orden. Hay productos sin stock suficiente en tu carrito.',
  [OrderErrorCode.NotFound]: 'Orden no encontrada',
  [OrderErrorCode.InvalidStatus]: 'Estado inválido',
  [OrderErrorCode.ReopenOutOfStock]: 'No hay stock suficiente para reactivar el pedido.',
  [OrderErrorCode.GuestOrderTooLarge]: `Un pedido sin cuenta admite hasta ${GUEST_MAX_ORDER_LINES} productos distintos y ${GUEST_MAX_LINE_QUANTITY} unidades de cada uno. Inicia sesión para comprar más.`,
  [OrderErrorCode.TotalTooLarge]: `El total del pedido supera el máximo de ${clp(MAX_ORDER_TOTAL)}. Divide tu compra en pedidos más pequeños.`,
  [OrderErrorCode.InvalidIdempotencyKey]: `El encabezado Idempotency-Key debe tener entre ${IDEMPOTENCY_KEY_MIN_LENGTH} y ${IDEMPOTENCY_KEY_MAX_LENGTH} caracteres: letras, números, guiones o guiones bajos.`,
  [OrderErrorCode.IdempotencyKeyReused]:
    'Esta clave Idempotency-Key ya se usó para un pedido distinto. Usa una clave nueva para cada pedido.',
  [OrderErrorCode.IdempotencyKeyInProgress]:
    'Ya estamos procesando un pedido con esta clave. Espera unos segundos y vuelve a intentarlo.',
};

const STATUS: Record<OrderErrorCode, HttpStatus> = {
  [OrderErrorCode.ShippingInfoRequired]: HttpStatus.BAD_REQUEST,
  [OrderErrorCode.PaymentInfoRequired]: HttpStatus.BAD_REQUEST,
  [OrderErrorCode.ProductNotFound]: HttpStatus.NOT_FOUND,
  [OrderErrorCode.InsufficientStock]: HttpStatus.CONFLICT,
  // Another customer's order, a wrong email and a missing order all answer the same.
  [OrderErrorCode.NotFound]: HttpStatus.NOT_FOUND,
  [OrderErrorCode.InvalidStatus]: HttpStatus.BAD_REQUEST,
  [OrderErrorCode.ReopenOutOfStock]: HttpStatus.CONFLICT,
  [OrderErrorCode.GuestOrderTooLarge]: HttpStatus.BAD_REQUEST,
  [OrderErrorCode.TotalTooLarge]: HttpStatus.BAD_REQUEST,
  [OrderErrorCode.InvalidIdempotencyKey]: HttpStatus.BAD_REQUEST,
  [OrderErrorCode.IdempotencyKeyReused]: HttpStatus.UNPROCESSABLE_ENTITY,
  [OrderErrorCode.IdempotencyKeyInProgress]: HttpStatus.CONFLICT,
};

/** `details`: the lines short of stock, sent as `errors`. */
export class OrderError extends domainErrorClass<OrderErrorCode, StockShortage[]>(STATUS, ORDER_MESSAGES) {}

export const ORDER_SUCCESS_MESSAGES = {
  statusUpdated: 'Estado actualizado',
} as const;
