import { HttpStatus } from '@nestjs/common';
import { domainErrorClass } from '../../core/errors/domain-error';

export enum MailErrorCode {
  NotFound = 'EMAIL_NOT_FOUND',
  NotFailed = 'EMAIL_NOT_FAILED',
}

export const MAIL_MESSAGES: Record<MailErrorCode, string> = {
  [MailErrorCode.NotFound]: 'Correo no encontrado',
  [MailErrorCode.NotFailed]: 'Solo se puede reintentar un correo cuyo envío falló.',
};

const STATUS: Record<MailErrorCode, HttpStatus> = {
  [MailErrorCode.NotFound]: HttpStatus.NOT_FOUND,
  [MailErrorCode.NotFailed]: HttpStatus.CONFLICT,
};

export class MailError extends domainErrorClass(STATUS, MAIL_MESSAGES) {}
