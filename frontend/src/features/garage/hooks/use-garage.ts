import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { useCallback } from 'react';

import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { GARAGE_FULL_MESSAGE, GARAGE_MAX_VEHICLES } from '@/config/constants';
import {
  useAddGarageVehicleMutation,
  useGetGarageQuery,
  useRemoveGarageVehicleMutation,
  type GarageVehicle,
} from '@/features/garage/api/garage-api';
import {
  activeVehicleCleared,
  activeVehicleSet,
  localVehicleSaved,
  selectActiveVehicle,
  selectGarageSource,
  selectLocalVehicles,
  vehicleRemoved,
} from '@/features/garage/garage-slice';
import { getErrorMessage } from '@/lib/api-error';
import type { Vehicle } from '@/types/vehicle';
import { isSameVehicle } from '@/utils/vehicle';

export const GARAGE_MESSAGES = {
  saveFailed: 'No se pudo guardar el vehículo. Inténtalo de nuevo.',
  removeFailed: 'No se pudo quitar el vehículo. Inténtalo de nuevo.',
  loadFailed: 'No se pudieron cargar los vehículos de tu cuenta.',
} as const;

/**
 * 'Mi garaje' for the screens: the vehicles (the guest's from the browser, a customer's from the account), the
 * active one, and the actions. `choose` and `remove` resolve to an error message to show, or null.
 */
export function useGarage() {
  const dispatch = useAppDispatch();
  const source = useAppSelector(selectGarageSource);
  const localVehicles = useAppSelector(selectLocalVehicles);
  const active = useAppSelector(selectActiveVehicle);
  const accountQuery = useGetGarageQuery(undefined, { skip: source !== 'account' });
  const [addToAccount] = useAddGarageVehicleMutation();
  const [removeFromAccount] = useRemoveGarageVehicleMutation();

  const isAccount = source === 'account';
  const vehicles: GarageVehicle[] = isAccount ? (accountQuery.data ?? []) : localVehicles;

  /** Saves the vehicle in the garage (if new) and makes it the active one. */
  const choose = useCallback(
    async (vehicle: Vehicle): Promise<string | null> => {
      if (isAccount) {
        try {
          const saved = await addToAccount(vehicle).unwrap();
          dispatch(activeVehicleSet(saved));
          return null;
        } catch (error) {
          return getErrorMessage(error as FetchBaseQueryError) ?? GARAGE_MESSAGES.saveFailed;
        }
      }
      const known = localVehicles.some((saved) => isSameVehicle(saved, vehicle));
      if (!known && localVehicles.length >= GARAGE_MAX_VEHICLES) return GARAGE_FULL_MESSAGE;
      if (!known) dispatch(localVehicleSaved(vehicle));
      dispatch(activeVehicleSet(vehicle));
      return null;
    },
    [addToAccount, dispatch, isAccount, localVehicles],
  );

  const remove = useCallback(
    async (vehicle: GarageVehicle): Promise<string | null> => {
      if (isAccount && vehicle.id !== null) {
        try {
          await removeFromAccount(vehicle.id).unwrap();
        } catch (error) {
          return getErrorMessage(error as FetchBaseQueryError) ?? GARAGE_MESSAGES.removeFailed;
        }
      }
      dispatch(vehicleRemoved(vehicle));
      return null;
    },
    [dispatch, isAccount, removeFromAccount],
  );

  const activate = useCallback((vehicle: Vehicle) => dispatch(activeVehicleSet(vehicle)), [dispatch]);
  const clearActive = useCallback(() => dispatch(activeVehicleCleared()), [dispatch]);

  return {
    vehicles,
    active,
    isAccount,
    isLoading: isAccount && accountQuery.isLoading,
    loadError: isAccount && accountQuery.isError && !accountQuery.data ? GARAGE_MESSAGES.loadFailed : null,
    isFull: vehicles.length >= GARAGE_MAX_VEHICLES,
    choose,
    remove,
    activate,
    clearActive,
  };
}
