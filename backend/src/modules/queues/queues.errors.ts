import { HttpStatus } from '@nestjs/common';
import { domainErrors } from '../../core/errors/domain-error';

export const [QueuesError, QueuesErrorCode] = domainErrors('QueuesError', {
  QueueNotFound: ['QUEUE_NOT_FOUND', 'Cola no encontrada', HttpStatus.NOT_FOUND],
  JobNotFound: ['JOB_NOT_FOUND', 'Trabajo no encontrado', HttpStatus.NOT_FOUND],
  JobNotFailed: ['JOB_NOT_FAILED', 'Solo se pueden reintentar o eliminar trabajos con error', HttpStatus.CONFLICT],
});
