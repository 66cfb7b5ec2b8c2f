import { HttpStatus } from '@nestjs/common';
import { domainErrors } from '../../core/errors/domain-error';

export const [ShippingError, ShippingErrorCode] = domainErrors('ShippingError', {
  InvalidRegion: ['INVALID_REGION', 'Región inválida'],
  ProductNotFound: ['PRODUCT_NOT_FOUND', 'Producto no encontrado', HttpStatus.NOT_FOUND],
  PickupUnavailable: [
    'PICKUP_UNAVAILABLE',
    'El retiro en tienda no está disponible por ahora: elige una región de despacho',
  ],
});
