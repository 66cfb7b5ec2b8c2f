import { HttpStatus } from '@nestjs/common';
import { domainErrors } from '../../core/errors/domain-error';

/** 'Error al conectar con el proveedor de pago' is the storefront spec's text; the others follow its style. */
export const [PaymentError, PaymentErrorCode] = domainErrors('PaymentError', {
  // Someone else's order answers like a missing one.
  OrderNotFound: ['ORDER_NOT_FOUND', 'Orden no encontrada', HttpStatus.NOT_FOUND],
  NotWebpay: ['NOT_A_WEBPAY_ORDER', 'Este pedido no se paga con Webpay'],
  NotPayable: ['ORDER_NOT_PAYABLE', 'Este pedido ya no admite pagos', HttpStatus.CONFLICT],
  ProviderUnavailable: [
    'PAYMENT_PROVIDER_UNAVAILABLE',
    'Error al conectar con el proveedor de pago',
    HttpStatus.BAD_GATEWAY,
  ],
});
