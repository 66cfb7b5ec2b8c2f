import { MAX_ID, MAX_VEHICLE_YEAR, MIN_VEHICLE_YEAR } from './catalog.constants';
import { CatalogError, CatalogErrorCode } from './catalog.errors';
import type { Vehicle } from './catalog.sql';
import type { VehicleFitQuery } from './dto/vehicle-fit.query';

export interface VehicleSelection {
  /** The shopper's vehicle: every product answered says how it fits it. */
  fitment?: Vehicle;
  /** Only products that fit it (soloCompatibles=true with a vehicle). */
  onlyFitting: boolean;
}

function wholeNumber(value: unknown, min: number, max: number): number | null {
  const number = typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : NaN;
  return number >= min && number <= max ? number : null;
}

/** The vehicle of a product call: both parameters or none, else 400 'Vehículo inválido'. */
export function vehicleSelection(query: VehicleFitQuery): VehicleSelection {
  const { vehicleModelId, vehicleYear } = query;
  if (vehicleModelId === undefined && vehicleYear === undefined) return { onlyFitting: false };
  const modelId = wholeNumber(vehicleModelId, 1, MAX_ID);
  const year = wholeNumber(vehicleYear, MIN_VEHICLE_YEAR, MAX_VEHICLE_YEAR);
  if (modelId === null || year === null) throw new CatalogError(CatalogErrorCode.InvalidVehicle);
  return { fitment: { modelId, year }, onlyFitting: query.soloCompatibles === 'true' };
}
