import type { Vehicle } from '@/types/vehicle';

/** 'Toyota Yaris 2012'. */
export function vehicleLabel(vehicle: Pick<Vehicle, 'brand' | 'model' | 'year'>): string {
  return `${vehicle.brand} ${vehicle.model} ${vehicle.year}`;
}

/** Model and year identify a vehicle: the garage holds each pair once. */
export function vehicleKey(vehicle: Pick<Vehicle, 'modelId' | 'year'>): string {
  return `${vehicle.modelId}:${vehicle.year}`;
}

export function isSameVehicle(a: Pick<Vehicle, 'modelId' | 'year'>, b: Pick<Vehicle, 'modelId' | 'year'>): boolean {
  return a.modelId === b.modelId && a.year === b.year;
}
