import { HttpStatus } from '@nestjs/common';
import { domainErrorClass } from '../../core/errors/domain-error';

export enum QueuesErrorCode {
  QueueNotFound = 'QUEUE_NOT_FOUND',
  JobNotFound = 'JOB_NOT_FOUND',
  JobNotFailed = 'JOB_NOT_FAILED',
}

const MESSAGES: Record<QueuesErrorCode, string> = {
  [QueuesErrorCode.QueueNotFound]: 'Cola no encontrada',
  [QueuesErrorCode.JobNotFound]: 'Trabajo no encontrado',
  [QueuesErrorCode.JobNotFailed]: 'Solo se pueden reintentar o eliminar trabajos con error',
};

const STATUS: Record<QueuesErrorCode, HttpStatus> = {
  [QueuesErrorCode.QueueNotFound]: HttpStatus.NOT_FOUND,
  [QueuesErrorCode.JobNotFound]: HttpStatus.NOT_FOUND,
  [QueuesErrorCode.JobNotFailed]: HttpStatus.CONFLICT,
};

export class QueuesError extends domainErrorClass(STATUS, MESSAGES) {}
