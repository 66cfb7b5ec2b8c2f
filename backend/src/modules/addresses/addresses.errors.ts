import { HttpStatus } from '@nestjs/common';
import { domainErrorClass } from '../../core/errors/domain-error';
import { MAX_ADDRESSES_PER_USER } from './addresses.constants';

export enum AddressErrorCode {
  NotFound = 'ADDRESS_NOT_FOUND',
  InvalidRegion = 'INVALID_REGION',
  TooMany = 'TOO_MANY_ADDRESSES',
}

export const ADDRESS_MESSAGES: Record<AddressErrorCode, string> = {
  [AddressErrorCode.NotFound]: 'Dirección no encontrada',
  [AddressErrorCode.InvalidRegion]: 'Región inválida',
  [AddressErrorCode.TooMany]: `Puedes guardar como máximo ${MAX_ADDRESSES_PER_USER} direcciones`,
};

const STATUS: Record<AddressErrorCode, HttpStatus> = {
  // Another customer's address answers exactly like a missing one.
  [AddressErrorCode.NotFound]: HttpStatus.NOT_FOUND,
  [AddressErrorCode.InvalidRegion]: HttpStatus.BAD_REQUEST,
  [AddressErrorCode.TooMany]: HttpStatus.CONFLICT,
};

export class AddressError extends domainErrorClass(STATUS, ADDRESS_MESSAGES) {}

export const ADDRESS_SUCCESS_MESSAGES = {
  created: 'Dirección creada',
  updated: 'Dirección actualizada',
  deleted: 'Dirección eliminada',
  defaultSet: 'Dirección predeterminada actualizada',
} as const;
