import { HttpStatus } from '@nestjs/common';
import { domainErrors } from '../../core/errors/domain-error';

export const [MailError, MailErrorCode] = domainErrors('MailError', {
  NotFound: ['EMAIL_NOT_FOUND', 'Correo no encontrado', HttpStatus.NOT_FOUND],
  NotFailed: ['EMAIL_NOT_FAILED', 'Solo se puede reintentar un correo cuyo envío falló.', HttpStatus.CONFLICT],
});
