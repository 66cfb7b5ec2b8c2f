// The shopper's vehicle ('Mi garaje', issue #8) as the client sees it. The garage feature chooses it; the catalogue
// asks the API which parts fit it.

export type Vehicle = {
  brandId: number;
  brand: string;
  modelId: number;
  model: string;
  year: number;
};

/**
 * How a product fits the active vehicle: `fits` (a compatibility covers the year), `universal` (fluids, tools...),
 * `no-fit` (it has compatibilities, none for this vehicle) or `unknown` (no compatibility data at all).
 */
export type VehicleFitment = 'fits' | 'universal' | 'no-fit' | 'unknown';
