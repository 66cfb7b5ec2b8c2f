import { createAsyncThunk, createListenerMiddleware, createSlice, isAnyOf, type PayloadAction } from '@reduxjs/toolkit';

import { GARAGE_MAX_VEHICLES, STORAGE_KEYS } from '@/config/constants';
import { garageApi, type GarageVehicle } from '@/features/garage/api/garage-api';
import { getAuthToken } from '@/lib/session';
import { readJson, writeJson } from '@/lib/storage';
import type { Vehicle } from '@/types/vehicle';
import { isSameVehicle } from '@/utils/vehicle';

/** Where the garage's list lives: the browser for guests, the account for signed-in customers. */
export type GarageSource = 'local' | 'account';

export type GarageState = {
  /** The guest's vehicles, newest first (at most GARAGE_MAX_VEHICLES). Empty once handed to an account. */
  vehicles: GarageVehicle[];
  /** The vehicle every listing is asked about; kept in the browser for guests and customers alike. */
  active: Vehicle | null;
  source: GarageSource;
};

type StoredGarage = Pick<GarageState, 'vehicles' | 'active'>;

function isPositiveInt(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value > 0;
}

function toStoredVehicle(value: unknown): Vehicle | null {
  if (typeof value !== 'object' || value === null) return null;
  const { brandId, brand, modelId, model, year } = value as Record<string, unknown>;
  if (!isPositiveInt(brandId) || !isPositiveInt(modelId) || !isPositiveInt(year)) return null;
  if (typeof brand !== 'string' || typeof model !== 'string' || !brand.trim() || !model.trim()) return null;
  return { brandId, brand, modelId, model, year };
}

function toVehicle({ brandId, brand, modelId, model, year }: Vehicle): Vehicle {
  return { brandId, brand, modelId, model, year };
}

/** The garage saved under 'garage' ({ vehicles, active }); malformed or repeated entries are dropped. */
export function loadGarageFromStorage(): GarageState {
  const stored = readJson(STORAGE_KEYS.garage) as Partial<Record<keyof StoredGarage, unknown>> | null;
  const vehicles: GarageVehicle[] = [];
  if (stored && Array.isArray(stored.vehicles)) {
    for (const entry of stored.vehicles) {
      const vehicle = toStoredVehicle(entry);
      if (!vehicle || vehicles.some((known) => isSameVehicle(known, vehicle))) continue;
      if (vehicles.length === GARAGE_MAX_VEHICLES) break;
      const addedAt = (entry as { addedAt?: unknown }).addedAt;
      vehicles.push({ ...vehicle, id: null, addedAt: typeof addedAt === 'string' ? addedAt : '' });
    }
  }
  return {
    vehicles,
    active: stored ? toStoredVehicle(stored.active) : null,
    // A stored session means an account; the app confirms it (or not) once it starts.
    source: getAuthToken() ? 'account' : 'local',
  };
}

type GarageRootState = { garage: GarageState };

/**
 * After sign-in: hands the guest's vehicles to the account (POST /garage/merge) and adopts the account's list. The
 * account's vehicles come first; duplicates and anything past the limit are dropped by the server.
 */
export const garageMergedIntoAccount = createAsyncThunk<GarageVehicle[], void, { state: GarageRootState }>(
  'garage/mergedIntoAccount',
  async (_, { dispatch, getState }) => {
    const { vehicles } = getState().garage;
    return dispatch(garageApi.endpoints.mergeGarage.initiate(vehicles)).unwrap();
  },
);

export const garageSlice = createSlice({
  name: 'garage',
  initialState: loadGarageFromStorage,
  reducers: {
    /** Keeps a guest's vehicle (newest first); one already there or a full garage leaves the list as it is. */
    localVehicleSaved: {
      reducer(state, action: PayloadAction<GarageVehicle>) {
        const vehicle = action.payload;
        if (state.vehicles.some((known) => isSameVehicle(known, vehicle))) return;
        if (state.vehicles.length >= GARAGE_MAX_VEHICLES) return;
        state.vehicles.unshift(vehicle);
      },
      prepare: (vehicle: Vehicle) => ({
        payload: { ...toVehicle(vehicle), id: null, addedAt: new Date().toISOString() },
      }),
    },
    /** A vehicle left the garage (the guest's list or the account's): it stops being the active one too. */
    vehicleRemoved(state, action: PayloadAction<Vehicle>) {
      state.vehicles = state.vehicles.filter((known) => !isSameVehicle(known, action.payload));
      if (state.active && isSameVehicle(state.active, action.payload)) state.active = null;
    },
    activeVehicleSet(state, action: PayloadAction<Vehicle>) {
      state.active = toVehicle(action.payload);
    },
    activeVehicleCleared(state) {
      state.active = null;
    },
    /**
     * The session decided where the list lives. Signing out keeps the active vehicle as the guest's, so the shop
     * goes on showing what fits it.
     */
    garageSourceChanged(state, action: PayloadAction<GarageSource>) {
      const leavingAccount = state.source === 'account' && action.payload === 'local';
      state.source = action.payload;
      const { active } = state;
      if (leavingAccount && active && !state.vehicles.some((known) => isSameVehicle(known, active))) {
        state.vehicles = [
          { ...active, id: null, addedAt: new Date().toISOString() },
          ...state.vehicles.slice(0, GARAGE_MAX_VEHICLES - 1),
        ];
      }
    },
  },
  extraReducers: (builder) => {
    builder.addCase(garageMergedIntoAccount.fulfilled, (state, action) => {
      // The account holds them now; without an active vehicle, the account's newest becomes it.
      state.vehicles = [];
      if (!state.active && action.payload.length > 0) state.active = toVehicle(action.payload[0]);
    });
  },
  selectors: {
    selectLocalVehicles: (state) => state.vehicles,
    selectActiveVehicle: (state) => state.active,
    selectGarageSource: (state) => state.source,
  },
});

export const { localVehicleSaved, vehicleRemoved, activeVehicleSet, activeVehicleCleared, garageSourceChanged } =
  garageSlice.actions;
export const { selectLocalVehicles, selectActiveVehicle, selectGarageSource } = garageSlice.selectors;

/** Saves the guest's vehicles and the active one to localStorage ('garage') after every garage change. */
export const garagePersistence = createListenerMiddleware();
garagePersistence.startListening({
  matcher: isAnyOf(
    localVehicleSaved,
    vehicleRemoved,
    activeVehicleSet,
    activeVehicleCleared,
    garageSourceChanged,
    garageMergedIntoAccount.fulfilled,
  ),
  effect: (_action, listenerApi) => {
    const { vehicles, active } = garageSlice.selectSlice(listenerApi.getState() as GarageRootState);
    const stored: StoredGarage = { vehicles, active };
    writeJson(STORAGE_KEYS.garage, stored);
  },
});
