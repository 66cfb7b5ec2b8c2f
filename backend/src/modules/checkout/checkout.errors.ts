import { HttpStatus } from '@nestjs/common';
import { DomainError } from '../../core/errors/domain-error';

export enum CheckoutErrorCode {
  InvalidRegion = 'INVALID_REGION',
  ProductNotFound = 'PRODUCT_NOT_FOUND',
  PickupUnavailable = 'PICKUP_UNAVAILABLE',
}

export const CHECKOUT_MESSAGES: Record<CheckoutErrorCode, string> = {
  [CheckoutErrorCode.InvalidRegion]: 'Región inválida',
  [CheckoutErrorCode.ProductNotFound]: 'Producto no encontrado',
  [CheckoutErrorCode.PickupUnavailable]:
    'El retiro en tienda no está disponible por ahora: elige una región de despacho',
};

const STATUS: Record<CheckoutErrorCode, HttpStatus> = {
  [CheckoutErrorCode.InvalidRegion]: HttpStatus.BAD_REQUEST,
  [CheckoutErrorCode.ProductNotFound]: HttpStatus.NOT_FOUND,
  [CheckoutErrorCode.PickupUnavailable]: HttpStatus.BAD_REQUEST,
};

export class CheckoutError extends DomainError {
  constructor(code: CheckoutErrorCode) {
    super(code, STATUS[code], CHECKOUT_MESSAGES[code]);
  }
}
