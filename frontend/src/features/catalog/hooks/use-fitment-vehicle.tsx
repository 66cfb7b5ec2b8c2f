import { createContext, useContext, type ReactNode } from 'react';

import type { VehicleFitmentArgs } from '@/features/catalog/api/catalog-api';
import type { Vehicle } from '@/types/vehicle';

// The shopper's active vehicle reaches the catalogue through this context: the app layer provides it (from 'Mi
// garaje'), so the catalogue asks every product call about it without importing another feature.
const FitmentVehicleContext = createContext<Vehicle | null>(null);

export function FitmentVehicleProvider({ vehicle, children }: { vehicle: Vehicle | null; children: ReactNode }) {
  return <FitmentVehicleContext value={vehicle}>{children}</FitmentVehicleContext>;
}

/** The active vehicle, or null when the shopper has not chosen one. */
export function useFitmentVehicle(): Vehicle | null {
  return useContext(FitmentVehicleContext);
}

/** Query parameters of a product call for the vehicle; `onlyFitting` adds soloCompatibles=true. */
export function fitmentArgs(vehicle: Vehicle | null, onlyFitting = false): VehicleFitmentArgs {
  if (!vehicle) return {};
  return {
    vehicleModelId: vehicle.modelId,
    vehicleYear: vehicle.year,
    ...(onlyFitting && { soloCompatibles: true }),
  };
}
