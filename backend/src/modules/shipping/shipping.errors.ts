import { HttpStatus } from '@nestjs/common';
import { domainErrorClass } from '../../core/errors/domain-error';

export enum ShippingErrorCode {
  InvalidRegion = 'INVALID_REGION',
  ProductNotFound = 'PRODUCT_NOT_FOUND',
  PickupUnavailable = 'PICKUP_UNAVAILABLE',
}

export const SHIPPING_MESSAGES: Record<ShippingErrorCode, string> = {
  [ShippingErrorCode.InvalidRegion]: 'Región inválida',
  [ShippingErrorCode.ProductNotFound]: 'Producto no encontrado',
  [ShippingErrorCode.PickupUnavailable]:
    'El retiro en tienda no está disponible por ahora: elige una región de despacho',
};

const STATUS: Record<ShippingErrorCode, HttpStatus> = {
  [ShippingErrorCode.InvalidRegion]: HttpStatus.BAD_REQUEST,
  [ShippingErrorCode.ProductNotFound]: HttpStatus.NOT_FOUND,
  [ShippingErrorCode.PickupUnavailable]: HttpStatus.BAD_REQUEST,
};

export class ShippingError extends domainErrorClass(STATUS, SHIPPING_MESSAGES) {}
