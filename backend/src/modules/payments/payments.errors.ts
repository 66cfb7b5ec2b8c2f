import { HttpStatus } from '@nestjs/common';
import { domainErrorClass } from '../../core/errors/domain-error';

export enum PaymentErrorCode {
  OrderNotFound = 'ORDER_NOT_FOUND',
  NotWebpay = 'NOT_A_WEBPAY_ORDER',
  NotPayable = 'ORDER_NOT_PAYABLE',
  ProviderUnavailable = 'PAYMENT_PROVIDER_UNAVAILABLE',
}

/** 'Error al conectar con el proveedor de pago' is the storefront spec's text; the others follow its style. */
export const PAYMENT_MESSAGES: Record<PaymentErrorCode, string> = {
  [PaymentErrorCode.OrderNotFound]: 'Orden no encontrada',
  [PaymentErrorCode.NotWebpay]: 'Este pedido no se paga con Webpay',
  [PaymentErrorCode.NotPayable]: 'Este pedido ya no admite pagos',
  [PaymentErrorCode.ProviderUnavailable]: 'Error al conectar con el proveedor de pago',
};

const STATUS: Record<PaymentErrorCode, HttpStatus> = {
  // Someone else's order answers like a missing one.
  [PaymentErrorCode.OrderNotFound]: HttpStatus.NOT_FOUND,
  [PaymentErrorCode.NotWebpay]: HttpStatus.BAD_REQUEST,
  [PaymentErrorCode.NotPayable]: HttpStatus.CONFLICT,
  [PaymentErrorCode.ProviderUnavailable]: HttpStatus.BAD_GATEWAY,
};

export class PaymentError extends domainErrorClass(STATUS, PAYMENT_MESSAGES) {}
