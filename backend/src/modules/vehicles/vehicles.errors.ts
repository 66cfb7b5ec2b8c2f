import { HttpStatus } from '@nestjs/common';
import { domainErrors } from '../../core/errors/domain-error';
import { GARAGE_MAX_VEHICLES } from './vehicles.constants';

export const [VehicleError, VehicleErrorCode] = domainErrors('VehicleError', {
  InvalidBrandId: ['INVALID_BRAND_ID', 'ID de marca inválido'],
  BrandNotFound: ['BRAND_NOT_FOUND', 'Marca no encontrada', HttpStatus.NOT_FOUND],
  InvalidModelId: ['INVALID_MODEL_ID', 'ID de modelo inválido'],
  ModelNotFound: ['MODEL_NOT_FOUND', 'Modelo no encontrado', HttpStatus.NOT_FOUND],
  YearWithoutParts: ['YEAR_WITHOUT_PARTS', 'No hay repuestos para ese año'],
  GarageFull: ['GARAGE_FULL', `Tu garaje admite hasta ${GARAGE_MAX_VEHICLES} vehículos`, HttpStatus.CONFLICT],
  // Another customer's vehicle answers exactly like a missing one.
  GarageVehicleNotFound: ['GARAGE_VEHICLE_NOT_FOUND', 'Vehículo no encontrado', HttpStatus.NOT_FOUND],
});
