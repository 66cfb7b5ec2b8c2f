import { api } from '@/lib/api';
import type { Vehicle } from '@/types/vehicle';

// ---------------------------------------------------------------------------
// Wire shapes of /vehicles/* and /garage (issue #8): the only place their Spanish names appear.
// ---------------------------------------------------------------------------

export type VehicleBrandWire = { id: number; nombre: string };
export type VehicleModelOptionWire = { id: number; nombre: string; marcaId: number };

export type VehicleBrandsWire = { success: boolean; data: VehicleBrandWire[] };
export type VehicleModelsWire = { success: boolean; data: VehicleModelOptionWire[] };
export type VehicleYearsWire = {
  success: boolean;
  data: { modelo: VehicleModelOptionWire & { marca: string }; anos: number[] };
};

export type GarageVehicleWire = {
  id: number;
  modeloId: number;
  modelo: string;
  marcaId: number;
  marca: string;
  ano: number;
  creadoEn: string;
};

export type GarageListWire = { success: boolean; vehicles: GarageVehicleWire[] };
export type GarageVehicleResponseWire = { success: boolean; vehicle: GarageVehicleWire };
export type GarageVehicleBodyWire = { modelId: number; year: number };

// ---------------------------------------------------------------------------
// View models
// ---------------------------------------------------------------------------

export type VehicleBrandOption = { id: number; name: string };
export type VehicleModelOption = { id: number; name: string; brandId: number };
export type VehicleYears = { model: VehicleModelOption & { brand: string }; years: number[] };

/** A vehicle kept in 'Mi garaje': `id` is the account's row (null for a guest's), `addedAt` an ISO date. */
export type GarageVehicle = Vehicle & { id: number | null; addedAt: string };

export function toGarageVehicle(wire: GarageVehicleWire): GarageVehicle {
  return {
    id: wire.id,
    brandId: wire.marcaId,
    brand: wire.marca,
    modelId: wire.modeloId,
    model: wire.modelo,
    year: wire.ano,
    addedAt: wire.creadoEn,
  };
}

export const toVehicleBrandOptions = (wire: VehicleBrandsWire): VehicleBrandOption[] =>
  wire.data.map((brand) => ({ id: brand.id, name: brand.nombre }));

export function toVehicleYears(wire: VehicleYearsWire): VehicleYears {
  const { modelo, anos } = wire.data;
  return {
    model: { id: modelo.id, name: modelo.nombre, brandId: modelo.marcaId, brand: modelo.marca },
    // Newest first, as the server sends them; anything that is not a whole year is dropped.
    years: anos.filter((year) => Number.isInteger(year)).sort((a, b) => b - a),
  };
}

const toBody = ({ modelId, year }: Pick<Vehicle, 'modelId' | 'year'>): GarageVehicleBodyWire => ({ modelId, year });

const GARAGE_LIST_TAG = { type: 'Garage' as const, id: 'LIST' };

export const garageApi = api.injectEndpoints({
  endpoints: (build) => ({
    getVehicleBrands: build.query<VehicleBrandOption[], void>({
      query: () => '/vehicles/brands',
      transformResponse: toVehicleBrandOptions,
    }),
    getVehicleModels: build.query<VehicleModelOption[], number>({
      query: (brandId) => `/vehicles/brands/${brandId}/models`,
      transformResponse: (response: VehicleModelsWire) =>
        response.data.map((model) => ({ id: model.id, name: model.nombre, brandId: model.marcaId })),
    }),
    getVehicleYears: build.query<VehicleYears, number>({
      query: (modelId) => `/vehicles/models/${modelId}/years`,
      transformResponse: toVehicleYears,
    }),
    getGarage: build.query<GarageVehicle[], void>({
      query: () => '/garage',
      transformResponse: (response: GarageListWire) => response.vehicles.map(toGarageVehicle),
      providesTags: [GARAGE_LIST_TAG],
    }),
    addGarageVehicle: build.mutation<GarageVehicle, Pick<Vehicle, 'modelId' | 'year'>>({
      query: (vehicle) => ({ url: '/garage', method: 'POST', body: toBody(vehicle) }),
      transformResponse: (response: GarageVehicleResponseWire) => toGarageVehicle(response.vehicle),
      invalidatesTags: (_result, error) => (error ? [] : [GARAGE_LIST_TAG]),
    }),
    removeGarageVehicle: build.mutation<void, number>({
      query: (id) => ({ url: `/garage/${id}`, method: 'DELETE' }),
      invalidatesTags: (_result, error) => (error ? [] : [GARAGE_LIST_TAG]),
    }),
    /** Hands the guest's vehicles to the account; the answer is the account's list, which the cache keeps. */
    mergeGarage: build.mutation<GarageVehicle[], Array<Pick<Vehicle, 'modelId' | 'year'>>>({
      query: (vehicles) => ({ url: '/garage/merge', method: 'POST', body: { vehicles: vehicles.map(toBody) } }),
      transformResponse: (response: GarageListWire) => response.vehicles.map(toGarageVehicle),
      async onQueryStarted(_vehicles, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(garageApi.util.upsertQueryData('getGarage', undefined, data));
        } catch {
          // The caller handles the failure; the cache keeps what it had.
        }
      },
    }),
  }),
});

export const {
  useGetVehicleBrandsQuery,
  useGetVehicleModelsQuery,
  useGetVehicleYearsQuery,
  useGetGarageQuery,
  useAddGarageVehicleMutation,
  useRemoveGarageVehicleMutation,
} = garageApi;
