import { HttpStatus } from '@nestjs/common';
import { domainErrorClass } from '../../core/errors/domain-error';
import { GARAGE_MAX_VEHICLES } from './vehicles.constants';

export enum VehicleErrorCode {
  InvalidBrandId = 'INVALID_BRAND_ID',
  BrandNotFound = 'BRAND_NOT_FOUND',
  InvalidModelId = 'INVALID_MODEL_ID',
  ModelNotFound = 'MODEL_NOT_FOUND',
  YearWithoutParts = 'YEAR_WITHOUT_PARTS',
  GarageFull = 'GARAGE_FULL',
  GarageVehicleNotFound = 'GARAGE_VEHICLE_NOT_FOUND',
}

export const VEHICLE_MESSAGES: Record<VehicleErrorCode, string> = {
  [VehicleErrorCode.InvalidBrandId]: 'ID de marca inválido',
  [VehicleErrorCode.BrandNotFound]: 'Marca no encontrada',
  [VehicleErrorCode.InvalidModelId]: 'ID de modelo inválido',
  [VehicleErrorCode.ModelNotFound]: 'Modelo no encontrado',
  [VehicleErrorCode.YearWithoutParts]: 'No hay repuestos para ese año',
  [VehicleErrorCode.GarageFull]: `Tu garaje admite hasta ${GARAGE_MAX_VEHICLES} vehículos`,
  [VehicleErrorCode.GarageVehicleNotFound]: 'Vehículo no encontrado',
};

const STATUS: Record<VehicleErrorCode, HttpStatus> = {
  [VehicleErrorCode.InvalidBrandId]: HttpStatus.BAD_REQUEST,
  [VehicleErrorCode.BrandNotFound]: HttpStatus.NOT_FOUND,
  [VehicleErrorCode.InvalidModelId]: HttpStatus.BAD_REQUEST,
  [VehicleErrorCode.ModelNotFound]: HttpStatus.NOT_FOUND,
  [VehicleErrorCode.YearWithoutParts]: HttpStatus.BAD_REQUEST,
  [VehicleErrorCode.GarageFull]: HttpStatus.CONFLICT,
  // Another customer's vehicle answers exactly like a missing one.
  [VehicleErrorCode.GarageVehicleNotFound]: HttpStatus.NOT_FOUND,
};

export class VehicleError extends domainErrorClass(STATUS, VEHICLE_MESSAGES) {}
