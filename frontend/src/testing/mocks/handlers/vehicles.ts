import { http, HttpResponse } from 'msw';

import type { CompatibilityWire, ProductWire, VehicleFitmentWire } from '@/features/catalog/api/catalog-wire';
import type {
  GarageListWire,
  GarageVehicleBodyWire,
  GarageVehicleResponseWire,
  GarageVehicleWire,
  VehicleBrandsWire,
  VehicleModelOptionWire,
  VehicleModelsWire,
  VehicleYearsWire,
} from '@/features/garage/api/garage-api';
import { fail } from '@/testing/mocks/api-error';
import { apiUrl } from '@/testing/mocks/api-url';
import { authenticate } from '@/testing/mocks/handlers/auth';

// Wire shapes of /vehicles/*, /garage and the fitment parameters of the product calls (issue #8). The garage is kept
// in memory per test, one list per account token.

export const vehicleBrandsFixture: VehicleBrandsWire['data'] = [
  { id: 4, nombre: 'Suzuki' },
  { id: 1, nombre: 'Toyota' },
];

export const vehicleModelsFixture: VehicleModelOptionWire[] = [
  { id: 41, nombre: 'Swift', marcaId: 4 },
  { id: 12, nombre: 'Corolla', marcaId: 1 },
  { id: 11, nombre: 'Yaris', marcaId: 1 },
];

/**
 * Compatibilities of the catalogue fixture's products (product 7 carries its own in `compatibilidades`). Every model
 * year offered by /vehicles/models/{id}/years comes from these rows.
 */
export const catalogueCompatibilitiesFixture: Record<number, CompatibilityWire[]> = {
  104: [{ marca: 'Toyota', modelo: 'Yaris', anos: '2010-2015' }],
  109: [{ marca: 'Toyota', modelo: 'Yaris', anos: '2016-2020' }],
  114: [
    { marca: 'Toyota', modelo: 'Corolla', anos: '2008-2012' },
    { marca: 'Toyota', modelo: 'Yaris', anos: '2012' },
  ],
  124: [{ marca: 'Suzuki', modelo: 'Swift', anos: '2012-2014' }],
};

/** Fluids and tools: they fit every vehicle. */
export const universalProductIds: ReadonlySet<number> = new Set([105, 110]);

const MODEL_YEARS: Record<number, number[]> = {
  11: [2020, 2019, 2018, 2017, 2016, 2015, 2014, 2013, 2012, 2011, 2010],
  12: [2015, 2014, 2013, 2012, 2011, 2010, 2009, 2008],
  41: [2014, 2013, 2012],
};

function findModel(id: number) {
  return vehicleModelsFixture.find((model) => model.id === id) ?? null;
}

function brandName(id: number): string {
  return vehicleBrandsFixture.find((brand) => brand.id === id)?.nombre ?? '';
}

function yearsCover(anos: string, year: number): boolean {
  const [from, to = from] = anos.split('-').map(Number);
  return from <= year && year <= to;
}

function compatibilitiesOf(product: ProductWire): CompatibilityWire[] {
  return product.compatibilidades?.length
    ? product.compatibilidades
    : (catalogueCompatibilitiesFixture[product.id] ?? []);
}

type FitmentQuery = { model: VehicleModelOptionWire | null; year: number; onlyFitting: boolean } | null;

/** The vehicle of a product call: null without one, a 400 response when only half of it came or it is not numeric. */
export function readFitmentQuery(url: URL): FitmentQuery | Response {
  const modelId = url.searchParams.get('vehicleModelId');
  const year = url.searchParams.get('vehicleYear');
  if (modelId === null && year === null) return null;
  if (modelId === null || year === null || !/^\d+$/.test(modelId) || !/^\d+$/.test(year)) {
    return fail(400, 'Vehículo inválido');
  }
  return {
    model: findModel(Number(modelId)),
    year: Number(year),
    onlyFitting: url.searchParams.get('soloCompatibles') === 'true',
  };
}

function matches(row: CompatibilityWire, model: VehicleModelOptionWire | null, year: number): boolean {
  return (
    model !== null &&
    row.modelo === model.nombre &&
    row.marca === brandName(model.marcaId) &&
    yearsCover(row.anos, year)
  );
}

export function fitmentOf(product: ProductWire, query: NonNullable<FitmentQuery>): VehicleFitmentWire {
  const rows = compatibilitiesOf(product);
  if (rows.some((row) => matches(row, query.model, query.year))) return 'compatible';
  if (universalProductIds.has(product.id)) return 'universal';
  return rows.length > 0 ? 'no_compatible' : 'sin_datos';
}

/** Adds compatibilidadVehiculo to each product and, with soloCompatibles=true, keeps the fitting and universal ones. */
export function withFitment(products: ProductWire[], query: FitmentQuery): ProductWire[] {
  if (!query) return products;
  const marked = products.map((product) => ({ ...product, compatibilidadVehiculo: fitmentOf(product, query) }));
  const fits = (fitment: VehicleFitmentWire) => fitment === 'compatible' || fitment === 'universal';
  return query.onlyFitting ? marked.filter((product) => fits(product.compatibilidadVehiculo)) : marked;
}

/** GET /products/{id} with a vehicle: the fitment, and `coincide` on the compatibility row that covers it. */
export function withDetailFitment(product: ProductWire, query: FitmentQuery): ProductWire {
  if (!query) return product;
  return {
    ...product,
    compatibilidadVehiculo: fitmentOf(product, query),
    compatibilidades: (product.compatibilidades ?? []).map((row) => ({
      ...row,
      coincide: matches(row, query.model, query.year),
    })),
  };
}

let garages = new Map<string, GarageVehicleWire[]>();
let nextId = 500;

export function resetGarageDatabase() {
  garages = new Map();
  nextId = 500;
}

/** Puts vehicles in an account's garage before a test, newest first. */
export function seedGarage(token: string, vehicles: Array<{ modelId: number; year: number }>) {
  garages.set(token, []);
  for (const vehicle of [...vehicles].reverse()) addVehicle(token, vehicle);
}

function addVehicle(token: string, { modelId, year }: GarageVehicleBodyWire): GarageVehicleWire {
  const model = findModel(modelId);
  if (!model) throw new Error(`unknown model ${modelId}`);
  const vehicle: GarageVehicleWire = {
    id: nextId++,
    modeloId: model.id,
    modelo: model.nombre,
    marcaId: model.marcaId,
    marca: brandName(model.marcaId),
    ano: year,
    creadoEn: new Date(Date.UTC(2025, 0, 1, 0, 0, nextId)).toISOString(),
  };
  garages.set(token, [vehicle, ...(garages.get(token) ?? [])]);
  return vehicle;
}

function garageOf(token: string): GarageVehicleWire[] {
  return garages.get(token) ?? [];
}

const GARAGE_MAX = 3;

export const vehiclesHandlers = [
  http.get(apiUrl('/vehicles/brands'), () =>
    HttpResponse.json({ success: true, data: vehicleBrandsFixture } satisfies VehicleBrandsWire),
  ),

  http.get(apiUrl('/vehicles/brands/:id/models'), ({ params }) => {
    const brandId = Number(params.id);
    if (!vehicleBrandsFixture.some((brand) => brand.id === brandId)) return fail(404, 'Marca no encontrada');
    const data = vehicleModelsFixture
      .filter((model) => model.marcaId === brandId)
      .sort((a, b) => a.nombre.localeCompare(b.nombre));
    return HttpResponse.json({ success: true, data } satisfies VehicleModelsWire);
  }),

  http.get(apiUrl('/vehicles/models/:id/years'), ({ params }) => {
    const model = findModel(Number(params.id));
    if (!model) return fail(404, 'Modelo no encontrado');
    return HttpResponse.json({
      success: true,
      data: { modelo: { ...model, marca: brandName(model.marcaId) }, anos: MODEL_YEARS[model.id] ?? [] },
    } satisfies VehicleYearsWire);
  }),

  http.get(apiUrl('/garage'), ({ request }) => {
    const account = authenticate(request);
    if (account instanceof Response) return account;
    return HttpResponse.json({ success: true, vehicles: garageOf(account.token) } satisfies GarageListWire);
  }),

  http.post(apiUrl('/garage/merge'), async ({ request }) => {
    const account = authenticate(request);
    if (account instanceof Response) return account;
    const { vehicles } = (await request.json()) as { vehicles: GarageVehicleBodyWire[] };
    // Account vehicles first, then the new ones, duplicates dropped, at most three.
    const merged = [...garageOf(account.token)];
    for (const vehicle of vehicles) {
      if (merged.length >= GARAGE_MAX) break;
      if (merged.some((known) => known.modeloId === vehicle.modelId && known.ano === vehicle.year)) continue;
      const model = findModel(vehicle.modelId);
      if (!model) continue;
      merged.push({
        id: nextId++,
        modeloId: model.id,
        modelo: model.nombre,
        marcaId: model.marcaId,
        marca: brandName(model.marcaId),
        ano: vehicle.year,
        creadoEn: new Date(Date.UTC(2025, 0, 1)).toISOString(),
      });
    }
    garages.set(account.token, merged);
    return HttpResponse.json({ success: true, vehicles: merged } satisfies GarageListWire);
  }),

  http.post(apiUrl('/garage'), async ({ request }) => {
    const account = authenticate(request);
    if (account instanceof Response) return account;
    const body = (await request.json()) as GarageVehicleBodyWire;
    const model = findModel(body.modelId);
    if (!model) return fail(404, 'Modelo no encontrado');
    if (!(MODEL_YEARS[model.id] ?? []).includes(body.year)) return fail(400, 'No hay repuestos para ese año');
    const existing = garageOf(account.token).find(
      (vehicle) => vehicle.modeloId === body.modelId && vehicle.ano === body.year,
    );
    if (existing) return HttpResponse.json({ success: true, vehicle: existing } satisfies GarageVehicleResponseWire);
    if (garageOf(account.token).length >= GARAGE_MAX) return fail(409, 'Tu garaje admite hasta 3 vehículos');
    const vehicle = addVehicle(account.token, body);
    return HttpResponse.json({ success: true, vehicle } satisfies GarageVehicleResponseWire, { status: 201 });
  }),

  http.delete(apiUrl('/garage/:id'), ({ request, params }) => {
    const account = authenticate(request);
    if (account instanceof Response) return account;
    const id = Number(params.id);
    const vehicles = garageOf(account.token);
    if (!vehicles.some((vehicle) => vehicle.id === id)) return fail(404, 'Vehículo no encontrado');
    garages.set(
      account.token,
      vehicles.filter((vehicle) => vehicle.id !== id),
    );
    return HttpResponse.json({ success: true });
  }),
];
