import type { AppDispatch } from '@/app/store';
import { garageApi, toVehicleBrandOptions, type VehicleBrandsWire } from '@/features/garage/api/garage-api';
import { readPageData } from '@/lib/page-data';

/**
 * Fills the vehicle selector's brands (GET /vehicles/brands) from the server's page data, when the page
 * carries them (the home page): its first render shows them, with no request and no render of its own
 * when the answer arrives (issue 22). Call before the first render.
 */
export function seedGaragePageData(dispatch: AppDispatch, pageData: Record<string, unknown> | null = readPageData()) {
  const brands = pageData?.vehicleBrands as VehicleBrandsWire | undefined;
  if (!Array.isArray(brands?.data)) return;
  dispatch(
    garageApi.util.upsertQueryEntries([
      { endpointName: 'getVehicleBrands', arg: undefined, value: toVehicleBrandOptions(brands) },
    ]),
  );
}
