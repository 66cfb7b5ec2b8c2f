import { HttpStatus } from '@nestjs/common';
import { domainErrors } from '../../core/errors/domain-error';
import { MAX_ADDRESSES_PER_USER } from './addresses.constants';

export const [AddressError, AddressErrorCode] = domainErrors('AddressError', {
  // Another customer's address answers exactly like a missing one.
  NotFound: ['ADDRESS_NOT_FOUND', 'Dirección no encontrada', HttpStatus.NOT_FOUND],
  InvalidRegion: ['INVALID_REGION', 'Región inválida'],
  TooMany: [
    'TOO_MANY_ADDRESSES',
    `Puedes guardar como máximo ${MAX_ADDRESSES_PER_USER} direcciones`,
    HttpStatus.CONFLICT,
  ],
});

export const ADDRESS_SUCCESS_MESSAGES = {
  created: 'Dirección creada',
  updated: 'Dirección actualizada',
  deleted: 'Dirección eliminada',
  defaultSet: 'Dirección predeterminada actualizada',
} as const;
