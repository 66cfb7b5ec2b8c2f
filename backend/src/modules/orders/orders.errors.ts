import { HttpStatus } from '@nestjs/common';
import { DomainError } from '../../core/errors/domain-error';
import type { StockShortage } from '../cart-stock/stock.service';

export enum OrderErrorCode {
  ShippingInfoRequired = 'SHIPPING_INFO_REQUIRED',
  PaymentInfoRequired = 'PAYMENT_INFO_REQUIRED',
  ProductNotFound = 'PRODUCT_NOT_FOUND',
  InsufficientStock = 'INSUFFICIENT_STOCK',
  NotFound = 'ORDER_NOT_FOUND',
  InvalidStatus = 'INVALID_ORDER_STATUS',
  ReopenOutOfStock = 'REOPEN_OUT_OF_STOCK',
}

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
};

export class OrderError extends DomainError {
  constructor(code: OrderErrorCode, details?: StockShortage[]) {
    super(code, STATUS[code], ORDER_MESSAGES[code], details);
  }
}

export const ORDER_SUCCESS_MESSAGES = {
  statusUpdated: 'Estado actualizado',
} as const;
